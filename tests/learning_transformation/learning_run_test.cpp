#include "learning/transformation/curves.h"
#include "learning/transformation/learning_run.h"
#include "tests/support/scratch_folder.h"
#include "store/game_records.h"
#include "store/rule_weights.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <fstream>

#include "goals/game_factory.h"
#include "store/error.h"

using namespace newell::learning::transformation;
namespace store = newell::store;

namespace {

LearnSettings short_run(int games) {
  LearnSettings settings;
  settings.game = "checkers";
  settings.rules = std::string(NEWELL_SOURCE_DIR) + "/rules/checkers/newell.nwl";
  settings.games = games;
  settings.seed = 7;
  settings.name = "short";
  settings.play.nodes = 1000;
  settings.play.max_plies = 80;
  return settings;
}

struct RunRecord {
  std::map<std::string, double> weights;
  std::vector<std::vector<std::string>> moves;
  std::vector<std::string> results;
};

RunRecord record_of(const store::Database& database, const LearnOutcome& outcome) {
  RunRecord record;
  record.weights = store::current_weights(database, outcome.rule_set);
  auto games = store::list_games(database, {std::nullopt, outcome.experiment.id, 1000});
  std::sort(games.begin(), games.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
  for (const auto& summary : games) {
    const auto game = store::load_game(database, summary.id);
    std::vector<std::string> moves;
    for (const auto& move : game->moves) moves.push_back(move.notation);
    record.moves.push_back(moves);
    record.results.push_back(game->result);
  }
  return record;
}

}  // namespace

TEST_CASE("the same seed, rules and settings give the same games and byte-identical weights") {
  newell::testing::ScratchFolder folder;
  const auto first_database = store::Database::open(folder.file("first.db"));
  const auto second_database = store::Database::open(folder.file("second.db"));
  const auto first = run_learning(first_database, short_run(2), {});
  const auto second = run_learning(second_database, short_run(2), {});
  const RunRecord a = record_of(first_database, first), b = record_of(second_database, second);
  REQUIRE(a.moves.size() == 2);
  CHECK(a.moves == b.moves);
  CHECK(a.results == b.results);
  REQUIRE(a.weights.size() == b.weights.size());
  for (const auto& [rule, weight] : a.weights) CHECK(std::memcmp(&weight, &b.weights.at(rule), sizeof weight) == 0);
  CHECK(learned_rule_text(first_database, first.experiment) == learned_rule_text(second_database, second.experiment));
  // Some rule was credited, so learning did move a weight away from the file's.
  bool moved = false;
  for (const auto& [rule, weight] : a.weights) moved = moved || weight != first.start_weights.at(rule);
  CHECK(moved);
}

TEST_CASE("an interrupted experiment resumes where it stopped and ends as an uninterrupted one") {
  newell::testing::ScratchFolder folder;
  const auto straight_database = store::Database::open(folder.file("straight.db"));
  const auto resumed_database = store::Database::open(folder.file("resumed.db"));
  const auto straight = run_learning(straight_database, short_run(2), {});
  run_learning(resumed_database, short_run(1), {});
  int reported = 0;
  const auto resumed = run_learning(resumed_database, short_run(2), [&](const LearnProgress& progress) {
    ++reported;
    CHECK(progress.games_done == 2);
  });
  CHECK(reported == 1);
  CHECK(resumed.games_done == 2);
  const RunRecord a = record_of(straight_database, straight), b = record_of(resumed_database, resumed);
  CHECK(a.moves == b.moves);
  CHECK(a.weights == b.weights);
  CHECK(store::weight_history(resumed_database, resumed.rule_set, "att->def").size() ==
        store::weight_history(straight_database, straight.rule_set, "att->def").size());
}

TEST_CASE("other settings under the same experiment name are refused") {
  newell::testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("refuse.db"));
  run_learning(database, short_run(1), {});
  auto other = short_run(1);
  other.play.nodes = 1200;
  CHECK_THROWS_AS(run_learning(database, other, {}), store::StoreError);
}

TEST_CASE("the learned file says where it came from and reloads with the learned weights") {
  newell::testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("learned.db"));
  const auto outcome = run_learning(database, short_run(1), {});
  const std::string text = learned_rule_text(database, outcome.experiment);
  CHECK(text.rfind("// Learned by `newell learn` in experiment 'short': 1 games of checkers", 0) == 0);
  CHECK(text.find("transform att->def") != std::string::npos);
  CHECK(text.find("likelihood inferences:") != std::string::npos);
  auto game = newell::goals::find_game("checkers")("");
  auto rules = newell::goals::Rules::from_text("learned.nwl", text, game->registry());
  for (std::uint32_t i = 0; i < rules->program().transforms().size(); ++i)
    CHECK(rules->transform_weight(i) == Approx(outcome.weights.at(rules->transform_name(i))).margin(0.0005));
}

TEST_CASE("the learning curves show weights, score against the baseline and achievement rates") {
  newell::testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("curves.db"));
  const auto outcome = run_learning(database, short_run(2), {});
  const auto charts = learning_curves(database, outcome.experiment, 20);
  REQUIRE(charts.size() == 3);
  CHECK(charts[0].series.size() == outcome.weights.size());
  CHECK(charts[0].series[0].points.size() == 2);
  CHECK(charts[1].series[0].points.size() == 2);
  CHECK(charts[2].series.size() == 3);
  const std::string svg = newell::learning::plot::svg_stacked_charts(charts);
  CHECK(svg.find("learner against the frozen start") != std::string::npos);
  CHECK(svg.find("att-&gt;def") != std::string::npos);
}

TEST_CASE("learning after each move updates weights during the game, reproducibly") {
  newell::testing::ScratchFolder folder;
  const auto first_database = store::Database::open(folder.file("first.db"));
  const auto second_database = store::Database::open(folder.file("second.db"));
  auto settings = short_run(2);
  settings.credit_each_move = true;
  const auto first = run_learning(first_database, settings, {});
  const auto second = run_learning(second_database, settings, {});
  CHECK(record_of(first_database, first).moves == record_of(second_database, second).moves);
  CHECK(first.weights == second.weights);
  int per_move = 0;
  for (const auto& [rule, weight] : first.weights)
    for (const auto& entry : store::weight_history(first_database, first.rule_set, rule))
      per_move += entry.reason.rfind("credit ", 0) == 0;
  CHECK(per_move > 0);
  // Each game's changes are kept with that game.
  for (const auto& [rule, weight] : first.weights)
    for (const auto& entry : store::weight_history(first_database, first.rule_set, rule))
      CHECK((entry.reason == "the file's weight") != entry.game.has_value());
}
