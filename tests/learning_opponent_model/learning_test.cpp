#include "learning/opponent_model/depth_learning.h"
#include "learning/opponent_model/strategies.h"
#include "learning/opponent_model/strategy_learning.h"

#include <catch2/catch.hpp>

#include <cstdio>

using namespace newell::checkers;
using namespace newell::learning::opponent_model;

namespace {

std::vector<double> weights_of(const FeatureSet& features, const ScoringPolynomial& polynomial) {
  std::vector<double> weights{static_cast<double>(polynomial.man), static_cast<double>(polynomial.king)};
  for (const SamuelTerm* term : features.terms()) weights.push_back(polynomial.weight(term->name).value_or(0));
  return weights;
}

}  // namespace

TEST_CASE("a linear evaluation with a polynomial's weights scores as the polynomial (times the scale)") {
  const FeatureSet features = default_feature_set();
  for (const ScoringPolynomial& polynomial : {samuel_function(), samuel_variation()}) {
    const LinearEvaluation linear(features, weights_of(features, polynomial));
    for (const Position& position : random_positions(31, 100, 0, 50))
      REQUIRE(linear(position) == polynomial(position) * static_cast<int>(LinearEvaluation::scale));
  }
}

TEST_CASE("an unknown feature name is refused with its name") {
  CHECK_THROWS_WITH(FeatureSet({"MOB", "SPEED"}), Catch::Contains("SPEED"));
}

TEST_CASE("depth learning with a perfect function model finds the opponent's depth within 20 examples") {
  const ScoringPolynomial function = samuel_function();
  for (int opponent_depth : {1, 2, 3}) {
    const std::vector<Example> examples = make_examples(function, opponent_depth, 100 + static_cast<unsigned>(opponent_depth), 19);
    DepthCounts counts(4);
    int needed = 1;
    for (std::size_t i = 0; i < examples.size(); ++i) {
      add_depth_evidence(examples[i], function, counts);
      // The true depth is always among the best (the paper's claim for a perfect function model).
      REQUIRE(counts.count[static_cast<std::size_t>(opponent_depth)] == counts.count[static_cast<std::size_t>(counts.best())]);
      if (!(counts.best() == opponent_depth && counts.best_is_unique())) needed = static_cast<int>(i) + 2;
    }
    std::printf("depth learning: opponent depth %d singled out after %d examples\n", opponent_depth, needed);
    CHECK(counts.best() == opponent_depth);
    CHECK(counts.best_is_unique());
  }
}

TEST_CASE("strategy learning predicts at least 90% of a fixed opponent's moves on fresh positions") {
  const ScoringPolynomial opponent = samuel_function();
  constexpr int opponent_depth = 2;
  const FeatureSet features = default_feature_set();
  const std::vector<Example> training = make_examples(opponent, opponent_depth, 201, 200);
  const std::vector<Example> testing = make_examples(opponent, opponent_depth, 202, 100);
  const std::vector<Example> fresh = make_examples(opponent, opponent_depth, 203, 200);
  StrategyLearningOptions options;
  options.max_depth = 3;
  const StrategyLearningResult result = learn_strategy(features, training, testing, options);
  const double accuracy = prediction_accuracy(fresh, LinearEvaluation(features, result.best.weights), result.best.depth);
  for (const DepthRecord& record : result.per_depth)
    std::printf("strategy learning: depth %d, %d iterations, held-out accuracy %.3f\n", record.depth, record.iterations, record.accuracy);
  std::printf("strategy learning: model depth %d, accuracy on %zu fresh positions %.3f\n", result.best.depth, fresh.size(), accuracy);
  CHECK(result.best.depth == opponent_depth);
  CHECK(accuracy >= 0.9);
}

TEST_CASE("a warm start that predicts well is kept: strategy learning never ends below its held-out accuracy") {
  const ScoringPolynomial opponent = samuel_function();
  const FeatureSet features = default_feature_set();
  const std::vector<Example> training = make_examples(opponent, 2, 301, 30);
  const std::vector<Example> testing = make_examples(opponent, 2, 302, 40);
  StrategyLearningOptions options;
  options.max_depth = 2;
  options.warm_start = weights_of(features, opponent);  // the opponent's own function
  const double warm = prediction_accuracy(testing, LinearEvaluation(features, options.warm_start), 2);
  REQUIRE(warm == 1.0);
  const StrategyLearningResult result = learn_strategy(features, training, testing, options);
  CHECK(result.best.depth == 2);
  CHECK(result.best.accuracy == 1.0);
}
