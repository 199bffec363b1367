#pragma once
// The statements of a rule file already parsed, kept for the process's life: a GUI's new game, a
// server's game, each position of a suite and each game of a learning run read the same twenty
// files, and lexing and parsing them was most of a new game's start (ANTLR's lexer above all).
// Only a file that parsed without any diagnostic is kept, keyed by its name and whole text, so an
// edited file is parsed again and every message is still reported where it arises.

#include "interpreter/ast.h"

#include <cstdint>
#include <optional>
#include <string>

namespace newell::interpreter {

// A copy of the statements parsed from a file named `name` with this `text`, every location moved to
// file index `file`; nothing when that text was not parsed cleanly before.
std::optional<File> cached_parse(const std::string& name, const std::string& text, std::uint32_t file);

// Keeps `parsed` (statements of the file `name` with this `text`, parsed without a diagnostic).
void keep_parse(const std::string& name, const std::string& text, const File& parsed);

}  // namespace newell::interpreter
