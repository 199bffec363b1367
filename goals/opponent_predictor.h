#pragma once
// An outside model of the opponent the goal engine can consult for its likelihoods (Newell's "what
// will he do"), for example a learned (evaluation, depth) model of Carmel and Markovitch's M*
// (learning/opponent_model/goal_predictor.h). goals/ knows only this interface, so it never depends
// on the learners; a learner implements it against the Game interface alone.
//
//   ModelPredictor predictor(...);               // lives as long as the engine uses it
//   engine.set_opponent_predictor(&predictor, 0.8);
//   engine.likelihood_of(move);                  // 0.2 * rules + 0.8 * predictor
//
// With weight 1 the predictor replaces the rules' likelihood; with weight w in (0, 1) the engine
// reports (1 - w) * rules + w * predictor, so ties the learned model leaves are still broken by the
// rules' view of the opponent's goals.

#include "goals/game.h"

#include <algorithm>

namespace newell::goals {

class OpponentPredictor {
 public:
  virtual ~OpponentPredictor() = default;
  // The likelihood in [0, 1] that the side to move in `game`'s current position plays `move` (one
  // of its legal moves); the likelihoods of all legal moves sum to at most 1. The game may be moved
  // on (make / unmake) while answering but is left in the position it came in.
  virtual double likelihood(Game& game, MoveId move) = 0;
};

// The likelihood the engine gives the opponent's `move`: (1 - weight) * rules() + weight * the
// predictor's. The rules are not asked when the predictor replaces them (weight 1), nor the
// predictor when there is none or its weight is 0. GoalEngine::likelihood_of and the tactic search
// both ask through here, so the two never disagree.
template <class RulesLikelihood>
double blended_likelihood(OpponentPredictor* predictor, double weight, Game& game, MoveId move, RulesLikelihood&& rules) {
  weight = predictor ? std::clamp(weight, 0.0, 1.0) : 0.0;
  const double from_rules = weight < 1 ? rules() : 0.0;
  return weight > 0 ? (1 - weight) * from_rules + weight * predictor->likelihood(game, move) : from_rules;
}

}  // namespace newell::goals
