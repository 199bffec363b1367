// A rule set written out as one text (interpreter/rule_set_text.h) compiles as the set its includes
// make: the tools that rewrite a set as text see every rule, in the engine's order.

#include "interpreter/number_line.h"
#include "interpreter/program.h"
#include "interpreter/rule_set_text.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace {

using namespace newell::interpreter;

std::vector<std::string> goal_names(ParsedRules parsed) {
  Registry registry{"numbers"};
  build_number_line_registry(registry);
  Diagnostics diagnostics;
  const auto program = Program::build(std::move(parsed), registry, diagnostics);
  REQUIRE(program);
  std::vector<std::string> names;
  for (const auto& goal : program->goals()) names.push_back(goal.name);
  return names;
}

}  // namespace

TEST_CASE("a rule set written out as one text compiles to the same goals, in the order its includes give") {
  newell::testing::ScratchFolder folder;
  std::filesystem::create_directory(folder.file("parts"));
  folder.write("parts/first.nwl", "// the first part\ngoal first(M: man) achieved when true.\n");
  folder.write("parts/second.nwl", "goal second(M: man) achieved when true.\n");
  // The index's own goal comes after its first include in the text, but before it in the program.
  const auto index = folder.write("index.nwl", "game numbers.\ninclude \"parts/first.nwl\".\n"
                                               "goal own(M: man) achieved when true.\ninclude \"parts/second.nwl\".\n");
  SourceFiles files;
  Diagnostics diagnostics;
  const auto included = goal_names(parse_rule_file(index, files, diagnostics));
  CHECK(included == std::vector<std::string>{"own", "first", "second"});
  const std::string text = rule_set_text(index);
  CHECK(text.find("include \"parts/first.nwl\"") != std::string::npos);  // kept, as a comment
  CHECK(goal_names(parse_rule_text("one.nwl", text, files, diagnostics)) == included);
}

TEST_CASE("a file a rule set includes twice is written out once") {
  newell::testing::ScratchFolder folder;
  folder.write("shared.nwl", "define shared_value := 1.\n");
  folder.write("part.nwl", "include \"shared.nwl\".\ngoal part(M: man) achieved when shared_value = 1.\n");
  const auto index = folder.write("index.nwl", "game numbers.\ninclude \"shared.nwl\".\ninclude \"part.nwl\".\n");
  const std::string text = rule_set_text(index);
  const auto first = text.find("define shared_value");
  REQUIRE(first != std::string::npos);
  CHECK(text.find("define shared_value", first + 1) == std::string::npos);
}

TEST_CASE("a rule set whose include cannot be read is refused, naming the file") {
  newell::testing::ScratchFolder folder;
  const auto missing = folder.write("missing.nwl", "game numbers.\ninclude \"nowhere.nwl\".\n");
  CHECK_THROWS_WITH(rule_set_text(missing), Catch::Contains("nowhere.nwl") && Catch::Contains("cannot read"));
  const auto other = folder.write("other.nwl", "game numbers.\ninclude \"notes.txt\".\n");
  CHECK_THROWS_WITH(rule_set_text(other), Catch::Contains("'notes.txt' is not a rule file"));
}
