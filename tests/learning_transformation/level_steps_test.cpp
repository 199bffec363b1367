#include "goals/game_factory.h"
#include "goals/rules.h"
#include "learning/transformation/level_steps.h"
#include "learning/transformation/rule_set_text.h"

#include <catch2/catch.hpp>

using namespace newell::learning::transformation;

namespace {
const std::string rules_text =
    "game checkers.\n"
    "// aspire candidate_margin 99. (a comment, not a level)\n"
    "aspire candidate_margin if exists T in theirs: lone_king(T) then 90 else 40.\n"
    "aspire tactic_floor 0.02.\n"
    "aspire utility_floor_centralise -50.\n"
    "aspire good_enough 0.6 - 0.3 * budget_used.\n";
}

TEST_CASE("a level is searched one step down and up from each number the set gives it") {
  const auto variants = level_step_variants(rules_text, {{"candidate_margin", 10}});
  REQUIRE(variants.size() == 4);
  CHECK(variants[0].statement == "aspire candidate_margin if exists T in theirs: lone_king(T) then 80 else 40.");
  CHECK(variants[1].statement == "aspire candidate_margin if exists T in theirs: lone_king(T) then 100 else 40.");
  CHECK(variants[2].statement == "aspire candidate_margin if exists T in theirs: lone_king(T) then 90 else 30.");
  CHECK(variants[3].statement == "aspire candidate_margin if exists T in theirs: lone_king(T) then 90 else 50.");
  for (const auto& variant : variants) {
    CHECK(variant.meta_rule == "step candidate_margin");
    CHECK(variant.parent_rule == "aspire candidate_margin");
    CHECK(variant.replaces);
  }
  // The variant takes the level's place: the set still sets it once, and the comment is kept.
  const std::string with = rules_with_variant("t.nwl", rules_text, variants[3], false);
  CHECK(with.find("then 90 else 50.\naspire tactic_floor") != std::string::npos);
  CHECK(with.find("then 90 else 40.") == std::string::npos);
  CHECK(with.find("// aspire candidate_margin 99.") != std::string::npos);
}

TEST_CASE("a level's steps keep decimals, never go below 0 and keep a minus sign") {
  const auto floor = level_step_variants(rules_text, {{"tactic_floor", 0.01}});
  REQUIRE(floor.size() == 2);
  CHECK(floor[0].statement == "aspire tactic_floor 0.01.");
  CHECK(floor[1].statement == "aspire tactic_floor 0.03.");
  CHECK(level_step_variants(rules_text, {{"tactic_floor", 0.05}}).size() == 1);
  const auto negative = level_step_variants(rules_text, {{"utility_floor_centralise", 10}});
  REQUIRE(negative.size() == 2);
  CHECK(negative[0].statement == "aspire utility_floor_centralise -40.");
  CHECK(negative[1].statement == "aspire utility_floor_centralise -60.");
  const auto expression = level_step_variants(rules_text, {{"good_enough", 0.1}});
  REQUIRE(expression.size() == 4);
  CHECK(expression[0].statement == "aspire good_enough 0.5 - 0.3 * budget_used.");
}

TEST_CASE("a level search refuses a level the set does not set and a step not above 0") {
  CHECK_THROWS_WITH(level_step_variants(rules_text, {{"importance_win", 1}}), Catch::Contains("does not set it"));
  CHECK_THROWS_WITH(level_step_variants(rules_text, {{"tactic_floor", 0}}), Catch::Contains("above 0"));
}

TEST_CASE("the shipped sets' levels, read through their includes, give candidates that compile") {
  for (const char* game_name : {"checkers", "chess"}) {
    const std::string text = rule_set_text(std::string(NEWELL_SOURCE_DIR) + "/rules/" + game_name + "/newell.nwl");
    const auto variants = level_step_variants(text, {{"candidate_margin", 5}});
    CHECK(variants.size() >= 2);
    auto game = newell::goals::find_game(game_name)("");
    for (const auto& variant : variants)
      CHECK_NOTHROW(newell::goals::Rules::from_text("stepped.nwl", rules_with_variant("stepped.nwl", text, variant, false), game->registry()));
  }
}
