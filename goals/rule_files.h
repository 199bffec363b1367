#pragma once
// Where a game's default rule file is, for the command line: rules/<game>/newell.nwl under
//   1. $NEWELL_RULES, when set (a folder holding <game>/newell.nwl): then only there;
//   2. the install location: share/newell/rules beside the executable's bin/ folder;
//   3. the checkout the executable was built from (its rules/ folder, fixed at build time).
// Never the current directory or its parents: a rules/ folder planted in a shared parent folder
// must not change what explain, uci and match load. Any other rule file is given explicitly (--rules).

#include <filesystem>
#include <string_view>
#include <vector>

namespace newell::goals {

// The first candidate that exists; when none does, the first candidate (the error then names it).
std::filesystem::path default_rule_file(std::string_view game);

// Every candidate, in the order they are tried.
std::vector<std::filesystem::path> default_rule_file_candidates(std::string_view game);

}  // namespace newell::goals
