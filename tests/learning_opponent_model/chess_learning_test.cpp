// Learning a chess opponent's depth and strategy over the chess core's evaluation terms.
#include "chess/evaluation.h"
#include "learning/opponent_model/chess_learning.h"

#include <catch2/catch.hpp>

#include <cstdio>

using namespace newell;
using namespace newell::learning::opponent_model;

namespace {

ChessFunction core_function() { return [](const chess::Position& position) { return chess::evaluate(position); }; }

// An opponent that likes the centre and pushing pawns more than the core does.
ChessFunction centre_lover() {
  return ChessLinearEvaluation({100, 300, 300, 500, 900, 0, 40, 15, 0, -20});
}

}  // namespace

TEST_CASE("chess features: the core weights give the core's evaluation (times the scale)") {
  const ChessLinearEvaluation linear(chess_core_weights());
  for (const ChessExample& example : make_chess_examples(core_function(), 1, 5, 40)) {
    REQUIRE(linear(example.board) == chess::evaluate(example.board) * static_cast<int>(ChessLinearEvaluation::scale));
    std::vector<double> features;
    chess_features(example.board, features);
    REQUIRE(features.size() == static_cast<std::size_t>(chess_feature_count));
  }
  CHECK(chess_feature_name(5) == "placement");
}

TEST_CASE("chess depth learning with a perfect function model finds the opponent's depth within 20 examples") {
  for (int opponent_depth : {1, 2, 3}) {
    const auto examples = make_chess_examples(core_function(), opponent_depth, 40 + static_cast<unsigned>(opponent_depth), 19);
    DepthCounts counts(3);
    int needed = 1;
    for (std::size_t i = 0; i < examples.size(); ++i) {
      add_chess_depth_evidence(examples[i], core_function(), counts);
      REQUIRE(counts.count[static_cast<std::size_t>(opponent_depth)] == counts.count[static_cast<std::size_t>(counts.best())]);
      if (!(counts.best() == opponent_depth && counts.best_is_unique())) needed = static_cast<int>(i) + 2;
    }
    std::printf("chess depth learning: opponent depth %d singled out after %d examples\n", opponent_depth, needed);
    CHECK(counts.best() == opponent_depth);
    CHECK(counts.best_is_unique());
  }
}

TEST_CASE("chess strategy learning predicts at least 90% of a fixed opponent's moves on fresh positions") {
  struct Case {
    const char* name;
    ChessFunction function;
    int depth;
  };
  for (const Case& opponent : {Case{"the core's evaluation", core_function(), 1}, Case{"a centre lover", centre_lover(), 2}}) {
    const auto training = make_chess_examples(opponent.function, opponent.depth, 61, 100);
    const auto testing = make_chess_examples(opponent.function, opponent.depth, 62, 50);
    const auto fresh = make_chess_examples(opponent.function, opponent.depth, 63, 100);
    StrategyLearningOptions options;
    options.max_depth = 2;
    const auto result = learn_chess_strategy(training, testing, options);
    const double accuracy = chess_prediction_accuracy(fresh, ChessLinearEvaluation(result.best.weights), result.best.depth);
    std::printf("chess strategy learning, %s at depth %d: learned depth %d, held-out %.2f, fresh %.2f\n", opponent.name,
                opponent.depth, result.best.depth, result.best.accuracy, accuracy);
    CHECK(result.best.depth == opponent.depth);
    CHECK(accuracy >= 0.9);
  }
}
