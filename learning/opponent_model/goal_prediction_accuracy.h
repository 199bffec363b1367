#pragma once
// How often an opponent's actual move is among the goal engine's three likeliest (its
// likelihood_of), with and without an outside opponent model, on a fixed opponent's examples:
// the measure of bench/goal_engine/opponent_model.cpp (ties shared fairly, positions with more
// than three legal moves only), next to a uniform guess (3 / legal moves).
//
// Header only, because it builds the goal engine on the checkers adapter (goals/ and games/),
// which the learning library itself does not link: the command and the tests that include it do.

#include "checkers/notation.h"
#include "games/checkers/checkers_game.h"
#include "goals/engine.h"
#include "learning/opponent_model/examples.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
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
  const double mine = engine.likelihood_of(actual);
  int greater = 0, equal = 0;
  for (const goals::MoveId candidate : legal) {
    const double likelihood = engine.likelihood_of(candidate);
    greater += likelihood > mine + 1e-12;
    equal += std::abs(likelihood - mine) <= 1e-12;
  }
  return std::clamp(static_cast<double>(3 - greater) / equal, 0.0, 1.0);
}
}  // namespace goal_prediction_detail

inline TopThreeAccuracy top_three_accuracy(const std::vector<Example>& examples, const std::filesystem::path& rules_file,
                                           goals::OpponentPredictor& predictor, double weight) {
  TopThreeAccuracy result;
  for (const Example& example : examples) {
    games::CheckersGame game(checkers::to_fen(example.board));
    std::vector<goals::MoveId> legal;
    game.legal_moves(legal);
    if (legal.size() <= 3) continue;
    const auto rules = goals::Rules::load(rules_file, game.registry());
    goals::GoalEngine engine(game, *rules);
    const goals::MoveId actual = games::CheckersGame::id_of(example.chosen);
    result.rules += goal_prediction_detail::top_three_hit(engine, legal, actual);
    engine.set_opponent_predictor(&predictor, weight);
    result.model += goal_prediction_detail::top_three_hit(engine, legal, actual);
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

}  // namespace newell::learning::opponent_model
