// Includes cost what they hold (issue 53): a file included again is read once, and a rule set with
// its includes has a size limit, so that a file of a few bytes cannot make the loader read without end.

#include "interpreter/check.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <string>

using namespace newell::interpreter;
using newell::testing::ScratchFolder;

namespace {

struct Checked {
  std::string summary;  // "" when there were errors
  std::size_t files_read = 0;
  std::string messages;
};

Checked check(const std::filesystem::path& path) {
  SourceFiles files;
  Diagnostics diagnostics;
  Checked checked;
  checked.summary = check_rule_file(path.string(), "", files, diagnostics);
  checked.files_read = files.count();
  for (const auto& diagnostic : diagnostics.all()) checked.messages += diagnostic.message + "\n";
  return checked;
}

// level0.nwl includes level1.nwl twice, which includes level2.nwl twice, ...; the last one defines a value.
std::filesystem::path include_bomb(const ScratchFolder& folder, int levels) {
  for (int level = 0; level < levels; ++level) {
    const std::string next = "level" + std::to_string(level + 1) + ".nwl";
    folder.write("level" + std::to_string(level) + ".nwl",
                 std::string(level == 0 ? "game numbers.\n" : "") + "include \"" + next + "\".\ninclude \"" + next + "\".\n");
  }
  folder.write("level" + std::to_string(levels) + ".nwl", "define deepest := 1.\n");
  return folder.file("level0.nwl");
}

}  // namespace

TEST_CASE("a file included twice at every level is read once", "[interpreter]") {
  // Each level doubled the reading: 2^12 reads of the last file, and its definition made as often.
  ScratchFolder folder;
  const auto checked = check(include_bomb(folder, 12));
  CHECK(checked.messages.empty());
  CHECK_FALSE(checked.summary.empty());
  CHECK(checked.files_read == 13);
}

TEST_CASE("two files including a third give its rules once", "[interpreter]") {
  ScratchFolder folder;
  folder.write("shared.nwl", "define shared_value := 3.\n");
  for (const std::string side : {"left", "right"})
    folder.write(side + ".nwl", "include \"shared.nwl\".\ndefine " + side + "_value := shared_value.\n");
  const auto checked = check(folder.write("top.nwl", "game numbers.\ninclude \"left.nwl\".\ninclude \"right.nwl\".\n"));
  CHECK(checked.messages == "");
  CHECK(checked.files_read == 4);
}

TEST_CASE("a file that includes itself is still an error", "[interpreter]") {
  ScratchFolder folder;
  folder.write("a.nwl", "game numbers.\ninclude \"b.nwl\".\n");
  folder.write("b.nwl", "include \"a.nwl\".\n");
  CHECK_THAT(check(folder.file("a.nwl")).messages, Catch::Contains("'a.nwl' includes itself"));
}

TEST_CASE("a rule set larger than its limit after includes is refused, naming the include", "[interpreter]") {
  // Five files of 900 KB each, every one under the limit of a file: together over that of a set.
  ScratchFolder folder;
  std::string top = "game numbers.\n";
  const std::string comment_line = "// " + std::string(96, 'x') + "\n";
  std::string large;
  while (large.size() < 900 * 1024) large += comment_line;
  for (int i = 0; i < 5; ++i) {
    folder.write("part" + std::to_string(i) + ".nwl", large);
    top += "include \"part" + std::to_string(i) + ".nwl\".\n";
  }
  const auto checked = check(folder.write("top.nwl", top));
  CHECK(checked.summary.empty());
  CHECK_THAT(checked.messages, Catch::Contains("including 'part4.nwl' (900 KB) makes the rule set larger than 4096 KB"));
  CHECK(checked.files_read == 5);
}
