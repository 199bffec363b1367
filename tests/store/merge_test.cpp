#include "store/merge.h"
#include "store/credit_evidence.h"
#include "store/likelihood_observations.h"
#include "tests/support/scratch_folder.h"
#include "store/error.h"
#include "store/experiment_games.h"
#include "store/experiments.h"
#include "store/game_records.h"
#include "store/rule_candidates.h"
#include "store/rule_weights.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace newell::store;

namespace {

Experiment match_experiment(const std::string& settings = R"({"players":["a","b"]})") {
  Experiment experiment;
  experiment.kind = "match";
  experiment.name = "match-1";
  experiment.settings = settings;
  return experiment;
}

// Game `round` of the match: its moves and its outcome depend on the round only (as with
// deterministic players), unless `twist` says otherwise.
GameId play_round(const Database& database, ExperimentId experiment, int round, const std::string& twist = "") {
  GameRecord game;
  game.kind = "chess";
  game.first_player = round % 2 == 0 ? "a" : "b";
  game.second_player = round % 2 == 0 ? "b" : "a";
  game.start_position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  game.result = round % 3 == 0 ? "1-0" : "1/2-1/2";
  game.termination = "adjudicated" + twist;
  game.experiment_id = experiment;
  game.settings = R"({"match":"match-1","round":)" + std::to_string(round) + "}";
  game.moves = {{1, "e4", "opens", std::string(R"({"trace":1})")}, {2, round % 2 == 0 ? "e5" : "c5", "", std::nullopt}};
  return save_game(database, game);
}

// A shard's store: its rounds of match-1, each with a "game id" result naming it.
void shard_store(const Database& database, const std::vector<int>& rounds) {
  const auto experiment = create_or_resume_experiment(database, match_experiment());
  for (int round : rounds) {
    const GameId id = play_round(database, experiment.id, round);
    record_result(database, experiment.id, "game id", round + 1, static_cast<double>(id));
    record_result(database, experiment.id, "score", round + 1, round % 3 == 0 ? 1.0 : 0.5);
  }
}

std::vector<std::string> rounds_of(const Database& database) {
  std::vector<std::string> settings;
  for (const auto& game : experiment_games(database, find_experiment(database, "match-1")->id)) settings.push_back(game.settings);
  std::sort(settings.begin(), settings.end());
  return settings;
}

}  // namespace

TEST_CASE("merged shards hold every game once, with moves and traces, and merging again adds nothing", "[store][merge]") {
  newell::testing::ScratchFolder folder;
  {
    const auto one = Database::open(folder.file("one.db"));
    const auto two = Database::open(folder.file("two.db"));
    // Some other game in the first store, so that ids differ between the stores.
    GameRecord demo;
    demo.kind = "checkers";
    demo.first_player = demo.second_player = "newell";
    demo.start_position = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
    save_game(one, demo);
    shard_store(one, {0, 1, 4, 5});
    shard_store(two, {2, 3});
  }
  const auto all = Database::open(folder.file("all.db"));
  const auto first = merge_stores(all, {folder.file("one.db"), folder.file("two.db")});
  REQUIRE(first.size() == 2);
  CHECK(first[0].games_added == 5);
  CHECK(first[0].experiments_added == 1);
  CHECK(first[1].games_added == 2);
  CHECK(first[1].experiments_present == 1);
  CHECK(first[0].moves_added + first[1].moves_added == 12);
  CHECK(first[0].traces_added + first[1].traces_added == 6);
  CHECK(count_games(all) == 7);
  const auto experiment = find_experiment(all, "match-1");
  REQUIRE(experiment);
  CHECK(rounds_of(all).size() == 6);

  // Each "game id" names the merged store's own id of that round's game.
  for (const auto& point : result_series(all, experiment->id, "game id")) {
    const auto game = load_game(all, static_cast<GameId>(point.value));
    REQUIRE(game);
    CHECK(game->settings == R"({"match":"match-1","round":)" + std::to_string(point.step - 1) + "}");
    CHECK(game->moves.size() == 2);
    CHECK(game->moves[0].trace == std::string(R"({"trace":1})"));
  }
  CHECK(result_series(all, experiment->id, "score").size() == 6);

  const auto again = merge_stores(all, {folder.file("one.db"), folder.file("two.db")});
  for (const auto& counts : again) CHECK_FALSE(counts.added_anything());
  CHECK(again[0].games_present == 5);
  CHECK(again[1].games_present == 2);
  CHECK(count_games(all) == 7);
  CHECK(result_series(all, experiment->id, "score").size() == 6);
}

TEST_CASE("the same shard given twice is merged once", "[store][merge]") {
  newell::testing::ScratchFolder folder;
  shard_store(Database::open(folder.file("one.db")), {0, 1});
  const auto all = Database::open(folder.file("all.db"));
  const auto counts = merge_stores(all, {folder.file("one.db"), folder.file("one.db")});
  CHECK(counts[0].games_added == 2);
  CHECK(counts[1].games_added == 0);
  CHECK(counts[1].games_present == 2);
  CHECK(count_games(all) == 2);
}

TEST_CASE("merge refuses another experiment under the same name and leaves the output as it was", "[store][merge]") {
  newell::testing::ScratchFolder folder;
  shard_store(Database::open(folder.file("one.db")), {0, 1});
  {
    const auto other = Database::open(folder.file("other.db"));
    const auto experiment = create_or_resume_experiment(other, match_experiment(R"({"players":["a","c"]})"));
    play_round(other, experiment.id, 2);
  }
  const auto all = Database::open(folder.file("all.db"));
  try {
    merge_stores(all, {folder.file("one.db"), folder.file("other.db")});
    FAIL("merged two experiments under one name");
  } catch (const StoreError& error) {
    CHECK_THAT(error.what(), Catch::Contains("other.db") && Catch::Contains("experiment 'match-1' is another experiment") &&
                                 Catch::Contains("nothing was merged"));
  }
  CHECK(count_games(all) == 0);
  CHECK(list_experiments(all).empty());
}

TEST_CASE("merge refuses a game of an experiment played differently in two stores", "[store][merge]") {
  newell::testing::ScratchFolder folder;
  shard_store(Database::open(folder.file("one.db")), {0, 1});
  {
    const auto clock = Database::open(folder.file("clock.db"));
    const auto experiment = create_or_resume_experiment(clock, match_experiment());
    play_round(clock, experiment.id, 1, " on time");
  }
  const auto all = Database::open(folder.file("all.db"));
  merge_stores(all, {folder.file("one.db")});
  CHECK_THROWS_WITH(merge_stores(all, {folder.file("clock.db")}),
                    Catch::Contains("was played differently") && Catch::Contains("\"round\":1"));
  CHECK(count_games(all) == 2);
}

TEST_CASE("a result step with two values is refused", "[store][merge]") {
  newell::testing::ScratchFolder folder;
  shard_store(Database::open(folder.file("one.db")), {0});
  {
    const auto two = Database::open(folder.file("two.db"));
    const auto experiment = create_or_resume_experiment(two, match_experiment());
    record_result(two, experiment.id, "score", 1, 0.0);
  }
  const auto all = Database::open(folder.file("all.db"));
  CHECK_THROWS_WITH(merge_stores(all, {folder.file("one.db"), folder.file("two.db")}),
                    Catch::Contains("score = 0.000000 at step 1"));
  CHECK(count_games(all) == 0);
}

TEST_CASE("learned weights are copied with their history and games translated, and different weights are refused", "[store][merge]") {
  newell::testing::ScratchFolder folder;
  {
    const auto learner = Database::open(folder.file("learner.db"));
    const auto experiment = create_or_resume_experiment(learner, match_experiment());
    play_round(learner, experiment.id, 0);
    const GameId game = play_round(learner, experiment.id, 1);
    const auto rule_set = ensure_rule_set(learner, "rules.nwl learned", "hash-learned", "transform ...");
    update_weights(learner, rule_set, {{"att->def", 0.5, std::nullopt, "the file's weight"}});
    update_weights(learner, rule_set, {{"att->def", 0.45, game, "1 of 2"}});
    write_credit_evidence(learner, rule_set, {{"att->def", game, 7, "def(white knight on f3)", "failed", 1.0, false}});
    write_likelihood_observations(learner, rule_set, game, {{"tactic def", "opening", 9, 4, 3.8, 1}});
    RuleCandidate candidate;
    candidate.rule_set = rule_set;
    candidate.parent_rule = "att->def";
    candidate.candidate = "transform for att(T, A) try def(A) where x weight 0.5.";
    candidate.status = "admitted";
    candidate.evidence = R"({"game_ids":[)" + std::to_string(game) + "]}";
    candidate.experiment = experiment.id;
    add_rule_candidate(learner, candidate);
  }
  {
    const auto other = Database::open(folder.file("other.db"));
    const auto rule_set = ensure_rule_set(other, "rules.nwl learned", "hash-learned", "transform ...");
    update_weights(other, rule_set, {{"att->def", 0.7, std::nullopt, "elsewhere"}});
  }
  const auto all = Database::open(folder.file("all.db"));
  GameRecord unrelated;
  unrelated.kind = "chess";
  unrelated.start_position = "8/8/8/8/8/8/8/K6k w - - 0 1";
  save_game(all, unrelated);

  const auto counts = merge_stores(all, {folder.file("learner.db")});
  CHECK(counts[0].weights_copied == 1);
  CHECK(counts[0].weight_changes_added == 2);
  CHECK(counts[0].candidates_added == 1);
  const auto rule_set = ensure_rule_set(all, "x", "hash-learned", "transform ...");
  CHECK(current_weights(all, rule_set).at("att->def") == 0.45);
  const auto history = weight_history(all, rule_set, "att->def");
  REQUIRE(history.size() == 2);
  REQUIRE(history[1].game);
  const auto changed_by = load_game(all, *history[1].game);
  REQUIRE(changed_by);
  CHECK(changed_by->settings == R"({"match":"match-1","round":1})");
  const auto candidates = rule_candidates(all);
  REQUIRE(candidates.size() == 1);
  CHECK(candidates[0].evidence == R"({"game_ids":[)" + std::to_string(*history[1].game) + "]}");
  // The evidence and the likelihood observations travel with the weights, their games translated.
  const auto evidence = credit_evidence(all, rule_set);
  REQUIRE(evidence.size() == 1);
  CHECK(evidence[0].game == history[1].game);
  const auto observed = likelihood_observations_by_game(all, rule_set);
  REQUIRE(observed.size() == 1);
  CHECK(observed[0].game == history[1].game);
  CHECK(observed[0].bin.count == Approx(4));

  const auto again = merge_stores(all, {folder.file("learner.db")});
  CHECK_FALSE(again[0].added_anything());
  CHECK(weight_history(all, rule_set, "att->def").size() == 2);
  CHECK(credit_evidence(all, rule_set).size() == 1);
  CHECK_THROWS_WITH(merge_stores(all, {folder.file("other.db")}), Catch::Contains("learned weights of rule set rules.nwl learned"));
}

TEST_CASE("rote memories keep the deeper score of a position both hold", "[store][merge]") {
  newell::testing::ScratchFolder folder;
  for (const auto& [name, score, ply] : {std::tuple{"a.db", 10, 3}, std::tuple{"b.db", 20, 6}, std::tuple{"c.db", 30, 2}}) {
    const auto database = Database::open(folder.file(name));
    auto insert = database.prepare("INSERT INTO rote_positions VALUES ('memory', 1, 2, 0, ?, ?, 8)");
    insert.bind(1, std::int64_t{score}).bind(2, std::int64_t{ply}).run();
  }
  const auto all = Database::open(folder.file("all.db"));
  const auto counts = merge_stores(all, {folder.file("a.db"), folder.file("b.db"), folder.file("c.db")});
  CHECK(counts[0].rote_positions_added == 1);
  CHECK(counts[1].rote_positions_deepened == 1);
  CHECK_FALSE(counts[2].added_anything());
  auto select = all.prepare("SELECT score, ply FROM rote_positions");
  REQUIRE(select.step());
  CHECK(select.column_integer(0) == 20);
  CHECK(select.column_integer(1) == 6);
}

TEST_CASE("every table of the schema is one merge knows, and a store with another is refused", "[store][merge]") {
  newell::testing::ScratchFolder folder;
  const auto fresh = Database::open(folder.file("fresh.db"));
  auto tables = fresh.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  const auto& known = mergeable_tables();
  while (tables.step()) {
    INFO("a migration added table " << tables.column_text(0) << ": teach store/merge.cpp to merge it");
    CHECK(std::find(known.begin(), known.end(), tables.column_text(0)) != known.end());
  }
  Database::open(folder.file("odd.db")).execute("CREATE TABLE notes(text TEXT)");
  const auto all = Database::open(folder.file("all.db"));
  CHECK_THROWS_WITH(merge_stores(all, {folder.file("odd.db")}), Catch::Contains("a table this newell cannot merge ('notes')"));
}

TEST_CASE("merge refuses a missing input without creating it, and the output as its own input", "[store][merge]") {
  newell::testing::ScratchFolder folder;
  const auto all = Database::open(folder.file("all.db"));
  CHECK_THROWS_WITH(merge_stores(all, {folder.file("missing.db")}), Catch::Contains("no such database file"));
  CHECK_FALSE(std::filesystem::exists(folder.file("missing.db")));
  CHECK_THROWS_WITH(merge_stores(all, {folder.file("all.db")}), Catch::Contains("is the output itself"));
}
