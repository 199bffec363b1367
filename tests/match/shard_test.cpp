// A match played in shards (--shard K/N), each into its own store, and merged: the same games, the
// same score, Elo and curve as the match played in one process.

#include "learning/plot/svg_plot.h"
#include "learning/transformation/curves.h"
#include "match/series.h"
#include "store/database.h"
#include "store/experiment_games.h"
#include "store/experiments.h"
#include "store/merge.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <set>

using namespace newell::match;
namespace store = newell::store;

namespace {

// Node-limited newell players: deterministic, so a game depends on its round alone.
SeriesSettings small_match(const std::filesystem::path& database) {
  SeriesSettings settings;
  settings.game = GameKind::checkers;
  settings.players = {parse_player_spec("newell:engine=goal,nodes=200,name=goal", GameKind::checkers),
                      parse_player_spec("newell:engine=alphabeta,depth=2,name=alphabeta", GameKind::checkers)};
  settings.openings = builtin_openings(GameKind::checkers);
  settings.games = 6;
  settings.adjudication.max_plies = 50;
  settings.concurrency = 2;
  settings.name = "sharded";
  settings.database = database.string();
  return settings;
}

std::set<int> rounds_in(const std::filesystem::path& path) {
  const auto database = store::Database::open(path);
  std::set<int> rounds;
  for (const auto& game : store::experiment_games(database, store::find_experiment(database, "sharded")->id))
    rounds.insert(nlohmann::json::parse(game.settings)["round"].get<int>());
  return rounds;
}

}  // namespace

TEST_CASE("shards deal the games by opening pairs") {
  const store::Shard second{2, 3};
  CHECK_FALSE(second.owns(0));
  CHECK_FALSE(second.owns(1));
  CHECK(second.owns(2));
  CHECK(second.owns(3));
  CHECK(second.owns(8));
  CHECK(store::parse_shard("3/4").text() == "3/4");
  CHECK_THROWS_WITH(store::parse_shard("0/4"), Catch::Contains("K must be 1 to N"));
  CHECK_THROWS_WITH(store::parse_shard("5/4"), Catch::Contains("K must be 1 to N"));
  CHECK_THROWS_WITH(store::parse_shard("2"), Catch::Contains("write it K/N"));
  CHECK_THROWS_WITH(store::parse_shard("a/4"), Catch::Contains("K is not a whole number"));
}

TEST_CASE("a match merged from its shards has the single process's games, score, Elo and curve") {
  newell::testing::ScratchFolder folder;
  const SeriesReport single = run_series(small_match(folder.file("single.db")), nullptr);
  REQUIRE(single.score.games == 6);

  std::vector<std::filesystem::path> shards;
  for (int shard = 1; shard <= 2; ++shard) {
    SeriesSettings settings = small_match(folder.file("shard-" + std::to_string(shard) + ".db"));
    settings.shard = {shard, 2};
    const SeriesReport part = run_series(settings, nullptr);
    CHECK(part.wanted == (shard == 1 ? 4 : 2));
    CHECK(part.played == part.wanted);
    shards.push_back(settings.database);
    const auto database = store::Database::open(settings.database);
    CHECK(store::find_experiment(database, "sharded")->status == "running");
  }
  CHECK(rounds_in(shards[0]) == std::set<int>{0, 1, 4, 5});
  CHECK(rounds_in(shards[1]) == std::set<int>{2, 3});

  const auto merged_path = folder.file("merged.db");
  {
    const auto merged = store::Database::open(merged_path);
    store::merge_stores(merged, shards);
  }
  // The whole match's command on the merged store plays nothing and reports the whole match.
  const SeriesReport whole = run_series(small_match(merged_path), nullptr);
  CHECK(whole.played == 0);
  CHECK(whole.resumed == 6);
  CHECK(whole.score.points == single.score.points);
  CHECK(whole.score.wins == single.score.wins);
  CHECK(whole.score.draws == single.score.draws);
  CHECK(whole.score.elo_text() == single.score.elo_text());
  CHECK(whole.terminations == single.terminations);
  const auto merged = store::Database::open(merged_path);
  CHECK(store::find_experiment(merged, "sharded")->status == "finished");
  // The match's curve (running score and error bar, by round) is the same picture.
  const auto single_store = store::Database::open(folder.file("single.db"));
  using newell::learning::transformation::match_curve;
  CHECK(newell::learning::plot::svg_line_chart(match_curve(merged, *store::find_experiment(merged, "sharded"))) ==
        newell::learning::plot::svg_line_chart(match_curve(single_store, *store::find_experiment(single_store, "sharded"))));
  // Every game of the single run is in the merged store already, move for move.
  const auto again = store::merge_stores(merged, {folder.file("single.db")});
  CHECK(again[0].games_added == 0);
  CHECK(again[0].games_present == 6);
}
