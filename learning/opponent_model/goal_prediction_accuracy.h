#pragma once
// How often an opponent's actual move is among the goal engine's three likeliest (its
// likelihood_of), with and without an outside opponent model, on a fixed opponent's examples:
// the measure of bench/goal_engine/opponent_model.cpp (ties shared fairly, positions with more
// than three legal moves only), next to a uniform guess (3 / legal moves).
//
// Header only, because it builds the goal engine on the game adapters (goals/ and games/),
// which the learning library itself does not link: the command and the tests that include it do.

#include "checkers/notation.h"
#include "chess/notation.h"
#include "games/checkers/checkers_game.h"
#include "games/chess/chess_game.h"
#include "goals/engine.h"
#include "learning/opponent_model/chess_learning.h"
#include "learning/opponent_model/examples.h"
#include "learning/transformation/opponent_replay.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <stdexcept>
#include <vector>

namespace newell::learning::opponent_model {

struct TopThreeAccuracy {
  int positions = 0;
  double rules = 0;    // the engine's own likelihoods (its rule file)
  double model = 0;    // with the predictor set
  double uniform = 0;
};

namespace goal_prediction_detail {
// 1 when `actual` is surely among the three likeliest, a fair share when it ties at the edge.
inline double top_three_hit(goals::GoalEngine& engine, const std::vector<goals::MoveId>& legal, goals::MoveId actual) {
  const auto at = static_cast<std::size_t>(std::find(legal.begin(), legal.end(), actual) - legal.begin());
  return transformation::top_three_hit(transformation::likelihoods_of(engine, legal), at);
}
}  // namespace goal_prediction_detail

// `make_game(example)` builds the goal engine's game at the example's board; `actual(game, example)`
// is the game's id of the move the opponent chose.
template <class GameExample, class MakeGame, class ActualMove>
TopThreeAccuracy top_three_accuracy_of(const std::vector<GameExample>& examples, const std::filesystem::path& rules_file,
                                       goals::OpponentPredictor& predictor, double weight, MakeGame make_game, ActualMove actual) {
  TopThreeAccuracy result;
  for (const GameExample& example : examples) {
    auto game = make_game(example);
    std::vector<goals::MoveId> legal;
    game.legal_moves(legal);
    if (legal.size() <= 3) continue;
    const auto rules = goals::Rules::load(rules_file, game.registry());
    goals::GoalEngine engine(game, *rules);
    const goals::MoveId chosen = actual(game, example);
    result.rules += goal_prediction_detail::top_three_hit(engine, legal, chosen);
    engine.set_opponent_predictor(&predictor, weight);
    result.model += goal_prediction_detail::top_three_hit(engine, legal, chosen);
    result.uniform += 3.0 / static_cast<double>(legal.size());
    ++result.positions;
  }
  if (result.positions > 0) {
    const double n = result.positions;
    result.rules /= n;
    result.model /= n;
    result.uniform /= n;
  }
  return result;
}

inline TopThreeAccuracy top_three_accuracy(const std::vector<Example>& examples, const std::filesystem::path& rules_file,
                                           goals::OpponentPredictor& predictor, double weight) {
  return top_three_accuracy_of(
      examples, rules_file, predictor, weight, [](const Example& example) { return games::CheckersGame(checkers::to_fen(example.board)); },
      [](goals::Game&, const Example& example) { return games::CheckersGame::id_of(example.chosen); });
}

// On chess (the chosen move found by its UCI text); throws std::logic_error if the game cannot
// read it, which would be a fault of the adapter.
inline TopThreeAccuracy top_three_accuracy(const std::vector<ChessExample>& examples, const std::filesystem::path& rules_file,
                                           goals::OpponentPredictor& predictor, double weight) {
  return top_three_accuracy_of(
      examples, rules_file, predictor, weight, [](const ChessExample& example) { return games::ChessGame(example.board.to_fen()); },
      [](goals::Game& game, const ChessExample& example) {
        const auto move = game.parse_move(chess::to_uci(example.chosen));
        if (!move) throw std::logic_error("the chess game cannot read the move " + chess::to_uci(example.chosen));
        return *move;
      });
}

}  // namespace newell::learning::opponent_model
