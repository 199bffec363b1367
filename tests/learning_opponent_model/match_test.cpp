#include "learning/opponent_model/experiments.h"
#include "learning/opponent_model/match.h"
#include "learning/opponent_model/strategies.h"
#include "store/experiments.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>

using namespace newell;
using namespace newell::learning::opponent_model;

namespace {

const newell::testing::ScratchFolder scratch;

std::filesystem::path fresh_database(const std::string& name) { return scratch.file(name + ".db"); }

}  // namespace

TEST_CASE("a game between fixed players ends with 0, 1 or 2 points and is the same for the same opening") {
  MinimaxPlayer<checkers::ScoringPolynomial> deep(samuel_function(), 3);
  MinimaxPlayer<checkers::ScoringPolynomial> shallow(samuel_function(), 1);
  const int first = play_game(deep, shallow, 5);
  CHECK((first == 0 || first == 1 || first == 2));
  CHECK(play_game(deep, shallow, 5) == first);
}

TEST_CASE("a deeper minimax player scores more than half the points against a depth-one player") {
  MinimaxPlayer<checkers::ScoringPolynomial> deep(samuel_function(), 3);
  MinimaxPlayer<checkers::ScoringPolynomial> shallow(samuel_function(), 1);
  CHECK(mean_points(deep, shallow, 6, 1) > 1.0);
}

TEST_CASE("the learning player records only the opponent's moves with a choice, and learns a model from them") {
  StrategyLearningOptions options;
  options.max_depth = 1;
  LearningPlayer learner(samuel_function(), 2, default_feature_set(), options);
  MinimaxPlayer<checkers::ScoringPolynomial> opponent(samuel_variation(), 1);
  play_game(learner, opponent, 3);
  REQUIRE(learner.examples() > 0);
  CHECK_FALSE(learner.model());
  learner.learn();
  REQUIRE(learner.model());
  CHECK(learner.model()->depth == 1);
  learner.set_recording(false);
  const std::size_t before = learner.examples();
  play_game(opponent, learner, 4);
  CHECK(learner.examples() == before);
}

TEST_CASE("the depth-benefit experiment stores each point and a rerun resumes from the store") {
  const auto path = fresh_database("benefit");
  {
    const auto database = store::Database::open(path);
    DepthBenefitOptions options;
    options.games = 2;
    options.player_depth = 2;
    options.opponent_depths = {1};
    options.rules.max_plies = 40;
    int lines = 0;
    const LinePlot first = run_depth_benefit(database, options, [&](const std::string&) { ++lines; });
    CHECK(lines == 1);
    REQUIRE(first.series.size() == 3);
    REQUIRE(first.series[0].points.size() == 1);
    const auto stored = store::find_experiment(database, "mstar-depth-benefit games=2 depth=2 opponents=1 seed=1");
    REQUIRE(stored);
    CHECK(stored->status == "finished");
    CHECK(store::result_series(database, stored->id, "mstar").size() == 1);
    // Change what a stored point says: the rerun must take it from the store, not play again.
    store::record_result(database, stored->id, "mstar", 1, 1.75);
    const LinePlot again = run_depth_benefit(database, options, [](const std::string&) {});
    CHECK(again.series[0].points[0].second == 1.75);
  }
}

TEST_CASE("the SVG plot has one line and one legend entry per series, with escaped labels") {
  const LinePlot plot{"M* & minimax", "x", "y", {{"M*", {{1, 1.0}, {2, 1.5}}}, {"a<b", {{1, 0.5}, {2, 0.7}}}}};
  const std::string svg = svg_text(plot);
  CHECK(svg.rfind("<svg", 0) == 0);
  CHECK(svg.find("M* &amp; minimax") != std::string::npos);
  CHECK(svg.find("a&lt;b") != std::string::npos);
  std::size_t lines = 0;
  for (std::size_t at = svg.find("<polyline"); at != std::string::npos; at = svg.find("<polyline", at + 1)) ++lines;
  CHECK(lines == 2);
  CHECK_THROWS_WITH(write_svg(plot, "/nonexistent-folder/plot.svg"), Catch::Contains("/nonexistent-folder/plot.svg"));
}
