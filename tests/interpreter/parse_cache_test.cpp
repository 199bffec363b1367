// A rule file parsed once is not lexed and parsed again (interpreter/parse_cache.h): the copy the
// cache gives is the parse, with every location in the file the new load numbers it; an edited
// file is parsed afresh, and a file with a message gives the message at every load.

#include "interpreter/check.h"
#include "interpreter/expression_text.h"
#include "interpreter/parse_cache.h"
#include "interpreter/program.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <string>

using namespace newell::interpreter;
using newell::testing::ScratchFolder;

namespace {

std::string messages_of(const std::filesystem::path& path) {
  SourceFiles files;
  Diagnostics diagnostics;
  check_rule_file(path.string(), "", files, diagnostics);
  std::string messages;
  for (const auto& diagnostic : diagnostics.all())
    messages += std::to_string(diagnostic.where.line) + ":" + std::to_string(diagnostic.where.column) + " " + diagnostic.message + "\n";
  return messages;
}

// Every expression of a parse as text with its location, in order.
std::string statements_of(const File& file) {
  std::string text;
  const auto add = [&](const std::unique_ptr<Expression>& expression) {
    if (!expression) return;
    text += std::to_string(expression->where.file) + ":" + std::to_string(expression->where.line) + ":" +
            std::to_string(expression->where.column) + " " + source_text(*expression) + "\n";
  };
  for (const auto& goal : file.goals) add(goal.test);
  for (const auto& definition : file.definitions) add(definition.body);
  for (const auto& transform : file.transforms) {
    add(transform.condition);
    for (const auto& argument : transform.to.arguments) add(argument);
  }
  for (const auto& net : file.nets)
    for (const auto& line : net.lines) {
      add(line.condition);
      add(line.outcome);
    }
  for (const auto& value : file.move_values) add(value.value);
  for (const auto& aspiration : file.aspirations) add(aspiration.value);
  return text;
}

}  // namespace

TEST_CASE("the shipped chess rules read through the parse cache are the same statements as a fresh parse") {
  const std::string path = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl";
  SourceFiles first_files, second_files;
  Diagnostics first_diagnostics, second_diagnostics;
  const ParsedRules first = parse_rule_file(path, first_files, first_diagnostics);
  const ParsedRules second = parse_rule_file(path, second_files, second_diagnostics);
  CHECK_FALSE(first_diagnostics.has_errors());
  CHECK_FALSE(second_diagnostics.has_errors());
  CHECK(first.file.goals.size() > 10);
  CHECK(statements_of(first.file) == statements_of(second.file));
  CHECK(first.file.nets.size() == second.file.nets.size());
  CHECK(first.file.includes.size() == second.file.includes.size());
}

TEST_CASE("a cached parse is copied with every location in the file index of the load that asks") {
  SourceFiles files;
  Diagnostics diagnostics;
  const std::string text = "game numbers.\ndefine far(X: int) := X + 2 > 3.\naspire random 0.25.\n";
  const ParsedRules parsed = parse_rule_text("located.nwl", text, files, diagnostics);
  REQUIRE_FALSE(diagnostics.has_errors());
  const auto copy = cached_parse("located.nwl", text, 7);
  REQUIRE(copy);
  REQUIRE(copy->definitions.size() == 1);
  CHECK(copy->definitions[0].where.file == 7);
  CHECK(copy->definitions[0].body->where.file == 7);
  CHECK(copy->definitions[0].body->operands.at(0)->where.file == 7);
  CHECK(copy->definitions[0].parameters.at(0).where.file == 7);
  CHECK(source_text(*copy->definitions[0].body) == source_text(*parsed.file.definitions[0].body));
  CHECK_FALSE(cached_parse("located.nwl", text + "\n", 7));
}

TEST_CASE("an edited rule file is parsed again and its new error reported where it is") {
  const ScratchFolder folder;
  folder.write("edited.nwl", "game numbers.\ndefine near := 1.\n");
  CHECK(messages_of(folder.file("edited.nwl")).empty());
  CHECK(messages_of(folder.file("edited.nwl")).empty());
  folder.write("edited.nwl", "game numbers.\ndefine near := 1 +.\n");
  const std::string messages = messages_of(folder.file("edited.nwl"));
  CHECK_THAT(messages, Catch::StartsWith("2:"));
}

TEST_CASE("a file with a warning gives the warning at every load") {
  const ScratchFolder folder;
  // A statement without its closing dot is read with a warning.
  folder.write("warned.nwl", "game numbers.\ndefine near := 1\ndefine far := 2.\n");
  const std::string first = messages_of(folder.file("warned.nwl"));
  CHECK_FALSE(first.empty());
  CHECK(messages_of(folder.file("warned.nwl")) == first);
}
