// A learned chess model as the goal engine's opponent model (goals/opponent_predictor.h).
#include "chess/evaluation.h"
#include "games/chess/chess_game.h"
#include "learning/opponent_model/chess_learning.h"
#include "learning/opponent_model/goal_prediction_accuracy.h"
#include "learning/opponent_model/goal_predictor.h"
#include "learning/opponent_model/strategies.h"

#include <catch2/catch.hpp>

#include <cstdio>

using namespace newell;
using namespace newell::learning::opponent_model;

namespace {

// The game's id of the move that leads from the example's board to the board after its choice.
goals::MoveId id_of_choice(goals::Game& game, const ChessExample& example) {
  chess::Position after = example.board;
  after.make_move(example.chosen);
  const std::string target = after.to_fen();
  std::vector<goals::MoveId> legal;
  game.legal_moves(legal);
  for (const goals::MoveId move : legal) {
    goals::MoveScope scope(game, move);
    if (game.position_text() == target) return move;
  }
  FAIL("the chosen move is not among the game's legal moves");
  return 0;
}

}  // namespace

TEST_CASE("a predictor refuses a game its model does not play, naming both") {
  const auto predictor = ModelPredictor::for_checkers(samuel_function(), 1, 50);
  games::ChessGame game("");
  std::vector<goals::MoveId> legal;
  game.legal_moves(legal);
  CHECK_THROWS_WITH(predictor->likelihood(game, legal.front()), Catch::Contains("checkers") && Catch::Contains("chess"));
}

TEST_CASE("with a learned model of a fixed chess opponent the goal engine's top-3 predictions of its moves improve") {
  const ChessFunction opponent = [](const chess::Position& position) { return chess::evaluate(position); };
  const auto training = make_chess_examples(opponent, 1, 71, 60);
  const auto testing = make_chess_examples(opponent, 1, 72, 30);
  StrategyLearningOptions options;
  options.max_depth = 2;
  const StrategyModel model = learn_chess_strategy(training, testing, options).best;
  const auto predictor = ModelPredictor::for_chess(ChessLinearEvaluation(model.weights), model.depth,
                                                   0.5 * model.weights[0] * ChessLinearEvaluation::scale);
  const std::filesystem::path rules_file = std::filesystem::path(NEWELL_SOURCE_DIR) / "rules/chess/newell.nwl";
  double with_rules = 0, with_model = 0, uniform = 0;
  int positions = 0;
  for (const ChessExample& example : make_chess_examples(opponent, 1, 73, 30)) {
    games::ChessGame game(example.board.to_fen());
    std::vector<goals::MoveId> legal;
    game.legal_moves(legal);
    if (legal.size() <= 3) continue;
    const goals::MoveId actual = id_of_choice(game, example);
    const auto rules = goals::Rules::load(rules_file, game.registry());
    goals::GoalEngine engine(game, *rules);
    with_rules += goal_prediction_detail::top_three_hit(engine, legal, actual);
    engine.set_opponent_predictor(predictor.get(), 1);
    with_model += goal_prediction_detail::top_three_hit(engine, legal, actual);
    uniform += 3.0 / static_cast<double>(legal.size());
    ++positions;
  }
  REQUIRE(positions >= 20);
  std::printf("goal engine top-3 on %d moves of the chess core (depth 1): rules %.2f, learned model (depth %d) %.2f, uniform %.2f\n",
              positions, with_rules / positions, model.depth, with_model / positions, uniform / positions);
  CHECK(with_model > with_rules + 0.1 * positions);
  CHECK(with_model >= 0.9 * positions);
}
