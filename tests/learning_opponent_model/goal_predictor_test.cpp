#include "learning/opponent_model/goal_prediction_accuracy.h"
#include "learning/opponent_model/goal_predictor.h"
#include "learning/opponent_model/model_file.h"
#include "learning/opponent_model/strategies.h"
#include "learning/opponent_model/strategy_learning.h"

#include "goals/rule_files.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <numeric>

using namespace newell;
using namespace newell::learning::opponent_model;

namespace {

std::filesystem::path checkers_rules() { return std::filesystem::path(NEWELL_SOURCE_DIR) / "rules/checkers/newell.nwl"; }

// A model of the fixed opponent (Samuel's function f1, depth 2) learned from its moves.
LearnedModel learned_opponent_model() {
  const checkers::ScoringPolynomial opponent = samuel_function();
  const FeatureSet features = default_feature_set();
  const auto training = make_examples(opponent, 2, 501, 120);
  const auto testing = make_examples(opponent, 2, 502, 60);
  StrategyLearningOptions options;
  options.max_depth = 3;
  return learned_model(features, learn_strategy(features, training, testing, options).best);
}

}  // namespace

TEST_CASE("an opponent model file reads back as written") {
  const LearnedModel model{{"MOB", "ADV"}, {100, 152.5, 3.25, -7}, 3};
  const LearnedModel back = parse_model(model_text(model));
  CHECK(back.terms == model.terms);
  CHECK(back.weights == model.weights);
  CHECK(back.depth == 3);
}

TEST_CASE("a bad opponent model file is refused naming the line and the text") {
  CHECK_THROWS_WITH(parse_model("depth 2\nmen 100\nkings 150\nSPEED 3\n"), Catch::Contains("line 4") && Catch::Contains("SPEED"));
  CHECK_THROWS_WITH(parse_model("depth two\nmen 100\nkings 150\n"), Catch::Contains("line 1") && Catch::Contains("not a number"));
  CHECK_THROWS_WITH(parse_model("depth 0\nmen 100\nkings 150\n"), Catch::Contains("1 to 12"));
  CHECK_THROWS_WITH(parse_model("men 100\nkings 150\n"), Catch::Contains("depth"));
  CHECK_THROWS_WITH(read_model_file("/nonexistent/model.txt"), Catch::Contains("/nonexistent/model.txt"));
}

TEST_CASE("the model predictor's likelihoods sum to 1 and rank the model's own move first") {
  const checkers::ScoringPolynomial function = samuel_function();
  const auto made = ModelPredictor::for_checkers(function, 2, 50);
  ModelPredictor& predictor = *made;
  for (const Example& example : make_examples(function, 2, 77, 30)) {
    games::CheckersGame game(checkers::to_fen(example.board));
    const std::string before = game.position_text();
    std::vector<goals::MoveId> legal;
    game.legal_moves(legal);
    double total = 0, best = 0;
    for (const goals::MoveId move : legal) {
      const double likelihood = predictor.likelihood(game, move);
      REQUIRE(likelihood >= 0);
      total += likelihood;
      best = std::max(best, likelihood);
    }
    REQUIRE(game.position_text() == before);
    REQUIRE(total == Approx(1.0));
    // The opponent is the model itself: its choice is among the likeliest.
    REQUIRE(predictor.likelihood(game, games::CheckersGame::id_of(example.chosen)) == Approx(best));
  }
}

TEST_CASE("the goal engine blends the predictor with its rules by the weight given") {
  const checkers::ScoringPolynomial function = samuel_function();
  const auto made = ModelPredictor::for_checkers(function, 1, 50);
  ModelPredictor& predictor = *made;
  games::CheckersGame game("");
  const auto rules = goals::Rules::load(checkers_rules(), game.registry());
  goals::GoalEngine engine(game, *rules);
  std::vector<goals::MoveId> legal;
  game.legal_moves(legal);
  for (const goals::MoveId move : legal) {
    engine.set_opponent_predictor(nullptr);
    const double from_rules = engine.likelihood_of(move);
    engine.set_opponent_predictor(&predictor, 1);
    const double from_model = engine.likelihood_of(move);
    CHECK(from_model == Approx(predictor.likelihood(game, move)));
    engine.set_opponent_predictor(&predictor, 0.25);
    CHECK(engine.likelihood_of(move) == Approx(0.75 * from_rules + 0.25 * from_model));
  }
}

TEST_CASE("with a learned model of a fixed opponent the goal engine's top-3 predictions of its moves improve") {
  const LearnedModel model = learned_opponent_model();
  const auto predictor = make_predictor(model);
  const auto fresh = make_examples(samuel_function(), 2, 503, 60);
  const TopThreeAccuracy accuracy = top_three_accuracy(fresh, checkers_rules(), *predictor, 1);
  std::printf("goal engine top-3 on %d moves of (f1, depth 2): rules %.2f, learned model (depth %d) %.2f, uniform %.2f\n",
              accuracy.positions, accuracy.rules, model.depth, accuracy.model, accuracy.uniform);
  REQUIRE(accuracy.positions >= 20);
  CHECK(accuracy.model > accuracy.rules + 0.1);
  CHECK(accuracy.model >= 0.9);
}
