#include "goals/engine.h"
#include "games/numbers/number_line_game.h"
#include "json_schema_subset.h"

#include <catch2/catch.hpp>
#include <fmt/core.h>

#include <fstream>

using namespace newell::goals;
using newell::games::NumberLineGame;

namespace {
const std::string numbers_rules = std::string(NEWELL_SOURCE_DIR) + "/tests/goals/numbers.nwl";

nlohmann::json trace_schema() {
  std::ifstream file(std::string(NEWELL_SOURCE_DIR) + "/docs/trace.schema.json");
  REQUIRE(file);
  return nlohmann::json::parse(file);
}

std::vector<std::string> problems_of(const nlohmann::json& trace) {
  std::vector<std::string> problems;
  testing::validate(trace_schema(), trace, "trace", problems);
  return problems;
}
}  // namespace

TEST_CASE("every trace of a short game validates against docs/trace.schema.json") {
  NumberLineGame game("W.B...W.BB w");
  auto rules = Rules::load(numbers_rules, game.registry());
  GoalEngine engine(game, *rules);
  int decisions = 0;
  for (; decisions < 8 && game.outcome() == Outcome::ongoing; ++decisions) {
    const Decision decision = engine.choose_move({.nodes = 300});
    const auto json = to_json(decision.trace);
    const auto problems = problems_of(json);
    INFO(json.dump(2));
    for (const auto& problem : problems) INFO(problem);
    CHECK(problems.empty());
    engine.observe_opponent_move(*decision.move);
    game.make(*decision.move);
  }
  CHECK(decisions >= 4);
}

TEST_CASE("the validator refuses a trace that breaks the schema") {
  NumberLineGame game("..WB....B. w");
  auto rules = Rules::load(numbers_rules, game.registry());
  GoalEngine engine(game, *rules);
  auto json = to_json(engine.choose_move({.nodes = 200}).trace);
  CHECK(problems_of(json).empty());
  json["source"] = "guess";
  json["goals"][0]["likelihood"] = 1.5;
  json.erase("summary");
  json["surprise"] = true;
  CHECK(problems_of(json).size() == 4);
}

TEST_CASE("the text trace reads a checked candidate's score as a player does, a mate as #N") {
  Trace trace;
  trace.side = "white";
  TraceAlternative played;
  played.move = "Qh5";
  played.verdict = "played";
  played.verified_score = 31997;
  played.score_text = "#2";
  played.reply = "g6";
  played.checked_depth = 4;
  trace.alternatives.push_back(played);
  const std::string text = to_text(trace);
  CHECK(text.find("Qh5 value 0.00 to  (likelihood 0.00): played (#2 for White after g6, depth 4)") != std::string::npos);
  CHECK(text.find("31997") == std::string::npos);
}

TEST_CASE("the text trace and the DOT graph show the goals, the subgoal edges and the decision") {
  // Black's man on s3 is defended by s4, so att cannot be had at once: the cycle grows subgoals.
  NumberLineGame game("..WBB...B. w");
  auto rules = Rules::load(numbers_rules, game.registry());
  GoalEngine engine(game, *rules);
  const Decision decision = engine.choose_move({.nodes = 2000});
  const std::string text = to_text(decision.trace);
  CHECK(text.find(fmt::format("decision: {}", decision.move_text)) != std::string::npos);
  CHECK(text.find("summary: ") != std::string::npos);
  CHECK(text.find("cycle:") != std::string::npos);
  const std::string dot = to_dot(decision.trace);
  CHECK(dot.rfind("digraph goals {", 0) == 0);
  for (const auto& goal : decision.trace.goals) {
    CHECK(dot.find(fmt::format("g{} [label=", goal.id)) != std::string::npos);
    for (const auto& edge : goal.parents)
      CHECK(dot.find(fmt::format("g{} -> g{}", edge.parent, goal.id)) != std::string::npos);
  }
}
