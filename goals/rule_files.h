#pragma once
// Where a game's default rule file is, for the command line: rules/<game>/newell.nwl, looked for
// in the current directory and its parents, then beside the executable and its parents (so that
// build/release/app/newell finds the checkout's rules/).

#include <filesystem>
#include <string_view>

namespace newell::goals {

// The first existing candidate; the plain relative path when none exists (the error then names it).
std::filesystem::path default_rule_file(std::string_view game);

}  // namespace newell::goals
