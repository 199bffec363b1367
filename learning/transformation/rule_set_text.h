#pragma once
// A rule set as one text, read through its includes, in the order the loader merges its statements
// (interpreter/program.h): a file's own text (each `include "FILE".` left as a comment), then each
// included file's, read the same way, under a comment naming it, its `game` header dropped; a file
// included again is read once, as the loader reads it. Learning edits, weighs and compares statements by their place in one text
// (learned_file.h, rule_generation.h), so it reads the set this way: the same statements whether the
// set is one file or an index of files by concept.

#include <filesystem>
#include <string>

namespace newell::learning::transformation {

// Throws std::runtime_error naming the file when a file cannot be read, an include is not a rule
// file (.nwl), or a file includes itself.
std::string rule_set_text(const std::filesystem::path& path);

}  // namespace newell::learning::transformation
