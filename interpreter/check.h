#pragma once
// `newell check` as a function: one rule file checked against the registry of its game (from its
// `game` header, or `forced_game`). Shared by the command and the golden tests.

#include "interpreter/diagnostics.h"

#include <string>

namespace newell::interpreter {

// Diagnostics go to `diagnostics`; returns a one-line summary when the file is clean, else "".
std::string check_rule_file(const std::string& path, const std::string& forced_game, SourceFiles& files,
                            Diagnostics& diagnostics);

}  // namespace newell::interpreter
