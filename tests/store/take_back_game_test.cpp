#include "store/experiment_games.h"
#include "store/rule_weights.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

using namespace newell::store;

namespace {

GameId save_experiment_game(const Database& database, ExperimentId experiment, int number) {
  GameRecord game;
  game.kind = "checkers";
  game.first_player = "learner";
  game.second_player = "baseline";
  game.experiment_id = experiment;
  game.settings = "{\"game\": " + std::to_string(number) + "}";
  game.moves.push_back({1, "11-15", "opening", std::nullopt});
  return save_game(database, game);
}

}  // namespace

TEST_CASE("a learner's game without its recorded id is found and taken back with its weight changes", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("take-back.db"));
  Experiment wanted;
  wanted.kind = "transformation";
  wanted.name = "learn";
  const auto experiment = create_or_resume_experiment(database, wanted).id;
  const auto rule_set = ensure_rule_set(database, "newell", "hash", "text");
  update_weights(database, rule_set, {{"att->def", 0.5, std::nullopt, "initial"}, {"att->blk", 0.5, std::nullopt, "initial"}});

  const GameId finished = save_experiment_game(database, experiment, 1);
  update_weights(database, rule_set, {{"att->def", 0.6, finished, "game 1"}});
  record_result(database, experiment, "game id", 1, static_cast<double>(finished));
  const GameId killed = save_experiment_game(database, experiment, 2);
  update_weights(database, rule_set, {{"att->def", 0.7, killed, "game 2"}, {"att->blk", 0.2, killed, "game 2"}});
  update_weights(database, rule_set, {{"att->def", 0.8, killed, "game 2, its last move"}});

  const auto missing = games_missing_from_series(database, experiment, "game id");
  REQUIRE(missing == std::vector<GameId>{killed});
  take_back_game(database, killed, rule_set);

  CHECK(count_experiment_games(database, experiment) == 1);
  CHECK_FALSE(load_game(database, killed));
  // Each weight is back where it was before the game's first change of it, its changes forgotten.
  const auto weights = current_weights(database, rule_set);
  CHECK(weights.at("att->def") == Approx(0.6));
  CHECK(weights.at("att->blk") == Approx(0.5));
  CHECK(weight_history(database, rule_set, "att->def").size() == 2);
  CHECK(weight_history(database, rule_set, "att->blk").size() == 1);
  CHECK(games_missing_from_series(database, experiment, "game id").empty());
}

TEST_CASE("an experiment's games numbered after the last kept one are deleted, the others kept", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("numbered.db"));
  Experiment wanted;
  wanted.kind = "samuel";
  wanted.name = "generalization";
  const auto experiment = create_or_resume_experiment(database, wanted).id;
  for (int number = 1; number <= 4; ++number) save_experiment_game(database, experiment, number);
  delete_games_numbered_after(database, experiment, 2);
  const auto games = experiment_games(database, experiment);
  REQUIRE(games.size() == 2);
  CHECK(games[0].settings == "{\"game\": 1}");
  CHECK(games[1].settings == "{\"game\": 2}");
}

TEST_CASE("a learner's rule set is found by its name with its text", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("named.db"));
  const auto id = ensure_rule_set(database, "rules/checkers/newell.nwl learned in learn-1", "hash", "goal x.");
  const auto found = find_rule_set_by_name(database, "rules/checkers/newell.nwl learned in learn-1");
  REQUIRE(found);
  CHECK(found->id == id);
  CHECK(found->text == "goal x.");
  CHECK_FALSE(find_rule_set_by_name(database, "another"));
}
