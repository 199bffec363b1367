#pragma once
// What one .cpp file defines that only that file sees: the names a unity build can make clash.
//
// In a unity build (NEWELL_UNITY_BUILD=ON: what CI and a fresh clone's ./newell build) CMake compiles
// up to 16 .cpp files of a target as one translation unit, one after the other. A name each file keeps
// to itself then meets the same name of another file: two `statement_end` helpers in two files'
// anonymous namespaces are a redefinition, and a `#define` runs on into the files after it. Built file
// by file (with ccache) the same code compiles, so the clash shows only where nobody looks.

#include <string>
#include <string_view>
#include <vector>

namespace newell::unity_names {

// One file-local definition: a function, variable, type or alias in an anonymous namespace; a
// static, inline, constexpr or const object or a static, inline or template function at namespace
// scope; a type or alias defined at namespace scope of a .cpp file; a macro left defined at its end.
struct FileLocalName {
  // The named namespaces around it ("newell::learning"); anonymous ones add nothing, as all of a
  // translation unit's anonymous namespaces in one enclosing namespace are one namespace.
  std::string scope;
  // "function", "variable", "type", "alias" or "macro".
  std::string kind;
  // The name as it clashes: an operator carries its parameter list (operators are meant to be
  // overloaded), a class template specialisation its arguments, a macro a leading '#'.
  std::string name;
  // For aliases and macros, the text they stand for: the same alias or macro written twice with the
  // same text is no error; with different texts it is.
  std::string meaning;
  int line = 0;
};

// The file-local definitions of one C++ source text, in order. A heuristic reader, not a compiler:
// it follows braces, parentheses and namespaces, and skips comments, strings and raw strings.
std::vector<FileLocalName> file_local_names(std::string_view source);

}  // namespace newell::unity_names
