#pragma once
// A rule set as one text, read through its includes: each `include "FILE".` replaced by that
// file's text (its own includes read the same way, its `game` header dropped), between comment lines
// naming it. Learning edits, weighs and compares statements by their place in one text
// (learned_file.h, rule_generation.h), so it reads the set this way: the same statements whether the
// set is one file or an index of files by concept.

#include <filesystem>
#include <string>

namespace newell::learning::transformation {

// Throws std::runtime_error naming the file when a file cannot be read, an include is not a rule
// file (.nwl), or a file includes itself.
std::string rule_set_text(const std::filesystem::path& path);

}  // namespace newell::learning::transformation
