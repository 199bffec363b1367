#pragma once
// The learning player of their section 4.3, for any game: it plays minimax with its own function
// until it has a model of the opponent, records the opponent's moves while recording is on, learns
// the opponent's (function, depth) from them between games (their Figure 9), and then plays M*
// with the learned model. A game supplies a Strategy (checkers: CheckersStrategy below; chess:
// chess_strategies.h):
//   using Position, Example ({board, chosen}), ModelEvaluation;
//   StrategyLearningResult learn(training, testing, options, progress = {}) const;   progress hears each depth
//   ModelEvaluation evaluation(const std::vector<double>& weights) const;   the learned model's function

#include "learning/opponent_model/examples.h"
#include "learning/opponent_model/game_player.h"
#include "learning/opponent_model/linear_evaluation.h"
#include "learning/opponent_model/strategy_climb.h"
#include "learning/opponent_model/strategy_learning.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace newell::learning::opponent_model {

template <class Strategy, class Function>
class ModelLearningPlayer : public GamePlayer<typename Strategy::Position> {
 public:
  using Position = typename Strategy::Position;
  using Move = search::MoveOf<Position>;
  using Example = typename Strategy::Example;

  ModelLearningPlayer(Strategy strategy, Function function, int depth, StrategyLearningOptions options)
      : strategy_(std::move(strategy)), function_(std::move(function)), depth_(depth), options_(std::move(options)) {}

  Move choose(const Position& position) override {
    if (!model_ || model_->depth >= depth_) return search::alphabeta_minimax(position, depth_, function_).best;
    const search::ModelledPlayer<Function, typename Strategy::ModelEvaluation> players{function_, depth_, strategy_.evaluation(model_->weights),
                                                                                      model_->depth};
    return search::risk_reducing_mstar_choose_move(position, players).move;
  }

  void observe_opponent(const Position& position, const Move& move) override {
    if (!recording_) return;
    typename search::GameTraits<Position>::MoveList moves;
    search::GameTraits<Position>::generate(position, moves);
    if (moves.size() >= 2) examples_.push_back(Example{position, move});  // a forced move says nothing of a strategy
  }

  // Learns from every move recorded so far (half for constraints, half held out, alternately).
  void learn() {
    std::vector<Example> training;
    std::vector<Example> testing;
    for (std::size_t i = 0; i < examples_.size(); ++i) (i % 2 == 0 ? training : testing).push_back(examples_[i]);
    if (training.empty() || testing.empty()) return;
    StrategyLearningOptions options = options_;
    options.max_depth = std::min(options.max_depth, depth_ - 1);  // M* cannot use a deeper model
    if (options.max_depth < 1) return;
    // Optionally climb from the last model too: relearning from material alone each time sometimes
    // settles on a poor depth-d vector and then picks a model of the wrong depth (see the README).
    if (model_ && warm_start_) options.warm_start = model_->weights;
    model_ = strategy_.learn(training, testing, options).best;
    if (guard_) {
      // M* with the model (its own function, one ply shallower) plays as minimax (their Lemma 1):
      // a learned model that predicts the held-out moves no better than that one is not used.
      own_accuracy_ = prediction_accuracy_of(testing, function_, depth_ - 1);
      if (model_->accuracy <= *own_accuracy_) model_.reset();
    }
  }

  void set_recording(bool on) { recording_ = on; }
  // Each learn() also climbs from the previous model (StrategyLearningOptions::warm_start).
  void set_warm_start(bool on) { warm_start_ = on; }
  // Each learn() keeps the model only when it predicts the held-out moves better than the player's
  // own function one ply shallower (the model under which M* is minimax); else it plays minimax.
  void set_model_guard(bool on) { guard_ = on; }
  // With the guard: the held-out accuracy of the player's own function at the last learn().
  std::optional<double> own_accuracy() const { return own_accuracy_; }
  const std::optional<StrategyModel>& model() const { return model_; }
  std::size_t examples() const { return examples_.size(); }
  const std::vector<Example>& recorded() const { return examples_; }
  const Strategy& strategy() const { return strategy_; }

 private:
  Strategy strategy_;
  Function function_;
  int depth_;
  StrategyLearningOptions options_;
  std::vector<Example> examples_;
  std::optional<StrategyModel> model_;
  bool recording_ = true;
  bool warm_start_ = false;
  bool guard_ = false;
  std::optional<double> own_accuracy_;
};

// Checkers: the model is a linear function of a feature set (men, kings, Samuel terms).
struct CheckersStrategy {
  using Position = checkers::Position;
  using Example = opponent_model::Example;
  using ModelEvaluation = LinearEvaluation;
  FeatureSet features;
  StrategyLearningResult learn(const std::vector<Example>& training, const std::vector<Example>& testing, const StrategyLearningOptions& options,
                               const std::function<void(const DepthRecord&)>& progress = {}) const {
    return learn_strategy(features, training, testing, options, progress);
  }
  LinearEvaluation evaluation(const std::vector<double>& weights) const { return LinearEvaluation(features, weights); }
};

// The checkers learning player with its own function a scoring polynomial.
class LearningPlayer : public ModelLearningPlayer<CheckersStrategy, checkers::ScoringPolynomial> {
 public:
  LearningPlayer(checkers::ScoringPolynomial function, int depth, FeatureSet features, StrategyLearningOptions options)
      : ModelLearningPlayer(CheckersStrategy{std::move(features)}, std::move(function), depth, std::move(options)) {}
  const FeatureSet& features() const { return strategy().features; }
};

}  // namespace newell::learning::opponent_model
