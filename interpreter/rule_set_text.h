#pragma once
// A rule set as one text: a file with what it includes written out in it, for the tools that read
// or rewrite a set as text (learning's variants and weights, the copy of a set a match stores, a
// test that patches one rule) rather than through parse_rule_file.

#include <filesystem>
#include <string>

namespace newell::interpreter {

// The text of `path` with each `include "F".` line taken out, followed by the text of each file it
// includes, in order, written out the same way (F relative to the including file's folder; a file
// included twice is written once). The statements come in the order parse_rule_file merges them (a
// file's own, then each include's), so the text compiles to the same program. Throws
// std::runtime_error naming the file that cannot be read, or an include that is not a .nwl file.
std::string rule_set_text(const std::filesystem::path& path);

}  // namespace newell::interpreter
