#include "app/records/stored_trace.h"

#include <catch2/catch.hpp>

using namespace newell;

TEST_CASE("a trace written by the goal engine reads back into the same JSON", "[records]") {
  goals::Trace trace;
  trace.game = "chess";
  trace.position = "8/8/8/8/8/8/8/K6k w - - 0 1";
  trace.node_budget = 100;
  trace.aspirations = {{"adequate", 0.6}};
  goals::TraceGoal goal;
  goal.id = 4;
  goal.owner = "machine";
  goal.type = "ctl";
  goal.text = "ctl(d5)";
  goal.arguments = {"d5"};  // the report's and show's words name the goal's men and squares from them
  goal.likelihood = 0.25;
  goal.parents = {{1, "transform at x:3", 0.5}};
  goal.tactic = goals::TraceTactic{"Kb2", 0.25, 7, 2, false, true, {"Kb2", "Kg2"}};
  trace.goals = {goal};
  trace.classification = goals::TraceClassification{"Kg1", "adopt", "ctl(d5)", 12};
  trace.iterations = {{1, {4}, {}, 50, "Kb2", 0.25, 0.6, false, "grow the net"}};
  trace.alternatives = {{"Kb2", 0.25, "ctl(d5)", 0.25, {4}, -3, "-0.03", "Kg2", 2, "played", false, ""},
                        {"Ka2", 0.2, "ctl(d5)", 0.2, {4}, -400, "-4.00", "Kb3", 2, "refuted", true, "Kb3 answers it"}};
  trace.baseline_score = -3;
  trace.baseline_text = "-0.03";
  trace.standing_still_score = 0;
  trace.threat = "Kg2";
  trace.plan = {"Kb2", "Kg2"};
  trace.outcomes = {{"ctl(d5)", "ctl", 0.75, true, 1}};
  trace.move = "Kb2";
  trace.summary = "why";
  trace.runtime_errors = {"x.nwl:1:1: oops"};
  const auto read = app::records::read_stored_trace(goals::to_json(trace).dump());
  REQUIRE(read);
  CHECK(goals::to_json(*read) == goals::to_json(trace));
}

TEST_CASE("a stored trace with missing or mistyped fields keeps what it can", "[records]") {
  const auto read = app::records::read_stored_trace(
      R"json({"game":"checkers","goals":[{"id":"three","text":"def(11)","likelihood":0.5,"tactic":{"line":"not a list"}}],"summary":7})json");
  REQUIRE(read);
  CHECK(read->game == "checkers");
  REQUIRE(read->goals.size() == 1);
  CHECK(read->goals[0].id == 0);
  CHECK(read->goals[0].text == "def(11)");
  CHECK(read->goals[0].likelihood == 0.5);
  REQUIRE(read->goals[0].tactic);
  CHECK(read->goals[0].tactic->line.empty());
  CHECK(read->summary.empty());
  CHECK_FALSE(app::records::read_stored_trace("[1, 2]"));
  CHECK_FALSE(app::records::read_stored_trace("{not json"));
}
