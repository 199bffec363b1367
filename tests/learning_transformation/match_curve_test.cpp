#include "learning/transformation/curves.h"
#include "tests/support/scratch_folder.h"
#include "store/experiments.h"
#include "store/game_records.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <stdexcept>

using namespace newell::learning::transformation;
namespace store = newell::store;

namespace {

void add_game(const store::Database& database, std::int64_t experiment, const std::string& first,
              const std::string& second, const std::string& result, const std::string& settings = "{}") {
  store::GameRecord game;
  game.kind = "checkers";
  game.first_player = first;
  game.second_player = second;
  game.start_position = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
  game.result = result;
  game.experiment_id = experiment;
  game.settings = settings;
  store::save_game(database, game);
}

// A match experiment between the players of `players_json` (the settings' "players" list).
store::Experiment create_match(const store::Database& database, const std::string& name, const std::string& players_json) {
  store::Experiment wanted;
  wanted.kind = "match";
  wanted.name = name;
  wanted.settings = R"({"players":)" + players_json + "}";
  return store::create_or_resume_experiment(database, wanted);
}

}  // namespace

TEST_CASE("a stored match is drawn as player one's mean score with its 95% error bar") {
  newell::testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("match.db"));
  const auto match =
      create_match(database, "equal-time match", R"(["newell:engine=goal,rules=a.nwl,name=learned","newell:engine=goal,name=start"])");
  // Colours alternate: learned wins as first, draws as second, wins as second, loses as first.
  add_game(database, match.id, "learned", "start", "1-0");
  add_game(database, match.id, "start", "learned", "1/2-1/2");
  add_game(database, match.id, "start", "learned", "0-1");
  add_game(database, match.id, "learned", "start", "0-1");
  const auto chart = match_curve(database, match);
  REQUIRE(chart.series.size() == 4);
  const auto& mean = chart.series[0].points;
  REQUIRE(mean.size() == 4);
  CHECK(mean[0].second == Approx(1));
  CHECK(mean[1].second == Approx(0.75));
  CHECK(mean[3].second == Approx(2.5 / 4));
  // Scores 1, 0.5, 1, 0: sample variance 0.229..., error 1.96 * sqrt(variance / 4).
  const double error = 1.96 * std::sqrt((1 + 0.25 + 1 - 4 * 0.625 * 0.625) / 3 / 4);
  CHECK(chart.series[2].points[3].second - mean[3].second == Approx(error));
  CHECK(mean[3].second - chart.series[1].points[3].second == Approx(error));
  CHECK(chart.title.find("learned against start: 0.625") != std::string::npos);
  // The same chart is what a plot of the match experiment itself draws.
  CHECK(learning_curves(database, match).front().title == chart.title);
}

TEST_CASE("a match chart is refused for an experiment that is no match or has no games") {
  newell::testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("none.db"));
  CHECK_THROWS_WITH(match_curve(database, create_match(database, "empty", R"(["a","b"])")),
                    Catch::Contains("no finished games"));
  store::Experiment other;
  other.kind = "transformation";
  other.name = "learning";
  CHECK_THROWS_WITH(match_curve(database, store::create_or_resume_experiment(database, other)),
                    Catch::Contains("not a match"));
}

TEST_CASE("a match's curve follows its rounds, not the order its games were stored (merged shards, games played at once)") {
  newell::testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("merged.db"));
  const auto match = create_match(database, "merged", R"(["a","b"])");
  // Shard 2's rounds (2, 3: a loses both) were merged after shard 1's (0, 1: a wins both).
  add_game(database, match.id, "a", "b", "1-0", R"({"round":0})");
  add_game(database, match.id, "b", "a", "0-1", R"({"round":1})");
  add_game(database, match.id, "b", "a", "1-0", R"({"round":3})");
  add_game(database, match.id, "a", "b", "0-1", R"({"round":2})");
  auto stored = store::Database::open(folder.file("played.db"));
  const auto played = create_match(stored, "merged", R"(["a","b"])");
  // One process stored them as they finished: 0, 2, 1, 3.
  add_game(stored, played.id, "a", "b", "1-0", R"({"round":0})");
  add_game(stored, played.id, "a", "b", "0-1", R"({"round":2})");
  add_game(stored, played.id, "b", "a", "0-1", R"({"round":1})");
  add_game(stored, played.id, "b", "a", "1-0", R"({"round":3})");
  const auto merged_curve = match_curve(database, match).series[0].points;
  CHECK(merged_curve == match_curve(stored, played).series[0].points);
  REQUIRE(merged_curve.size() == 4);
  CHECK(merged_curve[1].second == Approx(1));  // rounds 0 and 1 first: a won both
  CHECK(merged_curve[2].second == Approx(2.0 / 3));
}
