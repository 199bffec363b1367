#include "goals/aspirations.h"
#include "games/numbers/number_line_game.h"
#include "goals/rules.h"

#include <catch2/catch.hpp>

#include <set>
#include <string>

using namespace newell::goals;
using newell::games::NumberLineGame;

namespace {
std::string load_error(const std::string& text) {
  NumberLineGame game;
  try {
    Rules::from_text("levels.nwl", text, game.registry());
  } catch (const std::runtime_error& error) {
    return error.what();
  }
  return "";
}
}  // namespace

TEST_CASE("every level the engine reads is in the table once, its default inside its range") {
  std::set<std::string> names;
  for (const auto& level : aspiration_levels()) {
    CHECK(names.insert(std::string(level.name)).second);
    CHECK(level.minimum <= level.default_value);
    CHECK(level.default_value <= level.maximum);
    CHECK_FALSE(level.meaning.empty());
  }
  for (const auto& level : goal_aspiration_levels()) {
    CHECK(names.insert(std::string(level.prefix)).second);
    if (!level.overrides.empty()) CHECK(names.count(std::string(level.overrides)) == 1);
  }
  CHECK_THROWS_AS(aspiration_level("no_such_level"), std::logic_error);
}

TEST_CASE("an aspiration the engine does not read is refused with file:line:col and the nearest name") {
  const std::string message = load_error("game numbers.\naspire adequate 0.5.\naspire tactic_dept 3.\n");
  CHECK(message.find("levels.nwl:3:8") != std::string::npos);
  CHECK(message.find("unknown aspiration 'tactic_dept'") != std::string::npos);
  CHECK(message.find("did you mean 'tactic_depth'?") != std::string::npos);
}

TEST_CASE("a level the engine no longer reads is refused, not silently ignored") {
  CHECK(load_error("game numbers.\naspire verify_share 0.\n").find("unknown aspiration 'verify_share'") !=
        std::string::npos);
  CHECK(load_error("game numbers.\naspire minimum 1.\n").find("unknown aspiration 'minimum'") != std::string::npos);
}

TEST_CASE("a per-goal level must name a goal type of the file") {
  const std::string rules = "game numbers.\ngoal reach(S: square) achieved when occupied(S).\n";
  CHECK(load_error(rules + "aspire depth_reach 3.\naspire importance_reach 2.\n").empty());
  const std::string message = load_error(rules + "aspire depth_rech 3.\n");
  CHECK(message.find("'rech' is not a goal type of this file") != std::string::npos);
  CHECK(message.find("did you mean 'reach'?") != std::string::npos);
}
