#pragma once
// A learned (function, depth) model of the opponent as the goal engine's opponent model
// (goals/opponent_predictor.h), on checkers or chess. Each of the opponent's legal moves gets the model's
// backed-up value (the move made, then the model's own minimax to depth - 1, as the model predicts a
// move in strategy_learning.h), and the likelihoods are a softmax of those values:
//   p(move) = exp((v(move) - v_best) / T) / sum over moves of the same,
// with the temperature T half a man in the model's units by default. A softmax rather than "1 for
// the predicted move, a floor for the rest": the order of the other moves (second and third guess)
// is kept, which is what a top-3 prediction and a tactic search that widens over the opponent's
// likeliest replies need, and moves the model finds nearly as good share nearly equal likelihood.
//
// It sees the position only through the Game interface (position_text as a FEN, make / unmake of
// the game's own move ids), so it works with any goals::Game whose name() is its game's.

#include "checkers/position.h"
#include "chess/position.h"
#include "goals/opponent_predictor.h"
#include "learning/opponent_model/model_file.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace newell::learning::opponent_model {

class ModelPredictor final : public goals::OpponentPredictor {
 public:
  using CheckersEvaluation = std::function<int(const checkers::Position&)>;
  using ChessEvaluation = std::function<int(const chess::Position&)>;
  // `evaluation` scores for the side to move; `temperature` is in its units (> 0). Throws
  // std::invalid_argument for a depth below 1 or a temperature not above 0.
  static std::unique_ptr<ModelPredictor> for_checkers(CheckersEvaluation evaluation, int depth, double temperature);
  static std::unique_ptr<ModelPredictor> for_chess(ChessEvaluation evaluation, int depth, double temperature);

  // Throws std::invalid_argument for a game other than the model's.
  double likelihood(goals::Game& game, goals::MoveId move) override;
  int depth() const { return depth_; }

 private:
  // The model's value, for the side that just moved, of the game's current position.
  using ValueAfterMove = std::function<int(const std::string& position_text)>;
  ModelPredictor(std::string game, ValueAfterMove value, int depth, double temperature);
  void compute(goals::Game& game);

  std::string game_;
  ValueAfterMove value_after_move_;
  int depth_;
  double temperature_;
  std::optional<std::uint64_t> cached_key_;
  std::vector<std::pair<goals::MoveId, double>> cached_;
};

// A predictor from a learned checkers or chess model (its evaluation is owned by the predictor); the
// temperature is `men` times the model's first weight (the man's, or the pawn's).
std::unique_ptr<ModelPredictor> make_predictor(const LearnedModel& model, double men = 0.5);

}  // namespace newell::learning::opponent_model
