// The learning player on chess (learning_player.h with chess_strategies.h's ChessStrategy) and the
// learning-player experiment (Figure 11) on chess through the checkers experiment's code.
#include "learning/opponent_model/chess_experiments.h"
#include "learning/opponent_model/chess_strategies.h"
#include "learning/opponent_model/learning_player.h"
#include "learning/opponent_model/strategy_climb.h"
#include "store/experiments.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

using namespace newell;
using namespace newell::learning::opponent_model;

TEST_CASE("the chess learning player records the opponent's moves while recording and learns a shallower model of it") {
  StrategyLearningOptions options;
  options.max_depth = 3;
  ModelLearningPlayer<ChessStrategy, ChessCoreEvaluation> learner(ChessStrategy{}, ChessCoreEvaluation{}, 2, options);
  GameMinimaxPlayer<ChessLinearEvaluation, chess::Position> opponent(chess_variation(), 1);
  const ChessMatchRules rules{4, 80, {}};
  for (std::uint64_t seed = 3; seed < 9; seed += 2) {
    play_game(learner, opponent, seed, rules);
    play_game(opponent, learner, seed + 1, rules);
  }
  const std::size_t recorded = learner.examples();
  CHECK(recorded >= 20);
  learner.learn();
  REQUIRE(learner.model());
  CHECK(learner.model()->depth == 1);  // M* cannot use a model as deep as itself
  // The opponent's moves in games the learner never saw (other openings), recorded by a second,
  // never-learning player: positions like the ones it learned from. (On positions after random
  // playouts, make_chess_examples, the same model scored 0.375 and material alone 0.675: the
  // learning games never show it the hanging pieces random play leaves.)
  ModelLearningPlayer<ChessStrategy, ChessCoreEvaluation> recorder(ChessStrategy{}, ChessCoreEvaluation{}, 2, options);
  for (std::uint64_t seed = 101; seed < 105; ++seed) play_game(recorder, opponent, seed, rules);
  const auto& fresh = recorder.recorded();
  REQUIRE(fresh.size() >= 40);
  const double accuracy = prediction_accuracy_of(fresh, learner.strategy().evaluation(learner.model()->weights), 1);
  const double material_only = prediction_accuracy_of(fresh, ChessLinearEvaluation({100, 300, 300, 500, 900, 0, 0, 0, 0, 0}), 1);
  INFO("accuracy on " << fresh.size() << " fresh positions " << accuracy << ", material only " << material_only << ", held-out " << learner.model()->accuracy << ", examples " << recorded);
  CHECK(accuracy >= 0.8);  // measured 0.98
  CHECK(accuracy > material_only + 0.2);  // measured 0.46
  learner.set_recording(false);
  play_game(learner, opponent, 9, rules);
  CHECK(learner.examples() == recorded);
}

TEST_CASE("the chess learning-player experiment stores a point per learning game under its chess kind") {
  const testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("learning.db"));
  ChessLearningPlayerOptions options;
  options.learning_games = 1;
  options.test_games = 2;
  options.depth = 2;
  options.opponent_depth = 1;
  options.max_model_depth = 1;
  options.rules.max_plies = 40;
  std::vector<std::string> lines;
  const LinePlot plot = run_chess_learning_player(database, options, [&](const std::string& line) { lines.push_back(line); });
  REQUIRE(lines.size() == 2);
  CHECK(lines[1].find("model depth 1") != std::string::npos);
  REQUIRE(plot.series.size() == 2);
  CHECK(plot.series[0].points.size() == 2);
  const auto stored = store::find_experiment(database, "mstar-chess-learning-player learning=1 test=2 depth=2/1 plies=40 seed=1");
  REQUIRE(stored);
  CHECK(stored->status == "finished");
}

TEST_CASE("with the model guard, a learned model no better than the player's own function is not used") {
  // The opponent plays the player's own function one ply shallower: that function predicts every
  // held-out move, so no learned model can beat it, and the guarded player keeps playing minimax.
  StrategyLearningOptions options;
  options.max_depth = 1;
  const ChessCoreEvaluation core;
  GameMinimaxPlayer<ChessCoreEvaluation, chess::Position> opponent(core, 1);
  for (const bool guard : {false, true}) {
    ModelLearningPlayer<ChessStrategy, ChessCoreEvaluation> learner(ChessStrategy{}, core, 2, options);
    learner.set_model_guard(guard);
    play_game(learner, opponent, 3, ChessMatchRules{4, 60, {}});
    play_game(opponent, learner, 4, ChessMatchRules{4, 60, {}});
    learner.learn();
    if (!guard) {
      CHECK(learner.model());
      CHECK_FALSE(learner.own_accuracy());
    } else {
      CHECK_FALSE(learner.model());
      REQUIRE(learner.own_accuracy());
      CHECK(*learner.own_accuracy() == 1.0);
    }
  }
}
