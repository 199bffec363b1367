#include "goals/game_factory.h"
#include "goals/rules.h"
#include "learning/transformation/credit.h"
#include "learning/transformation/self_play.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <map>
#include <stdexcept>
#include <string>

using namespace newell::learning::transformation;
namespace goals = newell::goals;

namespace {

struct Played {
  SelfPlayGame game;
  int pursuits_in_traces = 0;  // (move, subgoal edge) pairs whose subgoal's tactic the move started
};

Played play(CreditMode mode) {
  auto game = goals::find_game("checkers")("");
  const auto rules = goals::Rules::load(std::string(NEWELL_SOURCE_DIR) + "/tests/data/learning/checkers-start.nwl",
                                        game->registry());
  SelfPlaySettings settings;
  settings.nodes = 1500;
  settings.max_plies = 40;
  settings.credit = mode;
  Played played{play_self_play_game(*game, *rules, *rules, settings, 11, 5), 0};
  for (const auto& move : played.game.record.moves) {
    if (!move.trace) continue;
    const auto trace = nlohmann::json::parse(*move.trace);
    if (trace.at("source") != "goal") continue;
    for (const auto& goal : trace.at("goals"))
      if (goal.at("owner") == "machine" && goal.contains("tactic") && !goal.at("tactic").is_null() &&
          goal.at("tactic").at("first_move") == trace.at("move"))
        played.pursuits_in_traces += static_cast<int>(goal.at("parents").size());
  }
  return played;
}

// The failures the blame of uncovered threats added (shares of one failure each).
double blamed(const SelfPlayGame& game) {
  double total = 0;
  for (const auto& credit : game.credit)
    for (const auto& item : credit.evidence)
      if (item.event == "uncovered threat") total += item.share;
  return total;
}

double trials(const SelfPlayGame& game) {
  double total = 0;
  for (const auto& credit : game.credit)
    for (const auto& [rule, tally] : credit.transforms) total += tally.trials;
  return total;
}

}  // namespace

TEST_CASE("pursued credit counts one trial for each move that started a subgoal's tactic") {
  const Played pursued = play(CreditMode::pursued);
  REQUIRE(pursued.pursuits_in_traces > 0);
  CHECK(trials(pursued.game) - blamed(pursued.game) == Approx(pursued.pursuits_in_traces));
  // The same game (credit does not change play), but `all` counts every edge a rule made, once.
  const Played all = play(CreditMode::all);
  REQUIRE(all.game.record.moves.size() == pursued.game.record.moves.size());
  CHECK(all.game.record.result == pursued.game.record.result);
  CHECK(trials(all.game) != trials(pursued.game));
}

TEST_CASE("credit modes are named all and pursued, anything else is refused") {
  CHECK(parse_credit_mode("all") == CreditMode::all);
  CHECK(parse_credit_mode("pursued") == CreditMode::pursued);
  CHECK(credit_mode_name(CreditMode::pursued) == "pursued");
  CHECK_THROWS_WITH(parse_credit_mode("some"), Catch::Contains("'some'"));
}

TEST_CASE("pursued credit keeps each trial as evidence, with its ply and whether the parent was achieved after it") {
  const Played pursued = play(CreditMode::pursued);
  for (const auto& credit : pursued.game.credit) {
    std::map<std::string, Tally> from_evidence;
    for (const auto& item : credit.evidence) {
      if (item.event != "parent achieved" && item.event != "parent not achieved") continue;
      CHECK(item.ply > 0);
      CHECK(item.goal.find(" for ") != std::string::npos);
      CHECK(item.achieved == (item.event == "parent achieved"));
      from_evidence[item.rule].trials += 1;
      if (item.achieved) from_evidence[item.rule].successes += 1;
    }
    for (const auto& [rule, tally] : credit.transforms) {
      INFO(rule);
      // The blame of an uncovered threat adds failures that are not pursued trials.
      CHECK(from_evidence[rule].successes == Approx(tally.successes));
      CHECK(from_evidence[rule].trials <= tally.trials + 1e-9);
    }
  }
  REQUIRE(trials(pursued.game) > 0);
}
