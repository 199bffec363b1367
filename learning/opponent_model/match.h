#pragma once
// Players and games for the opponent-model experiments: a fixed-strategy minimax player (MM, OP),
// an M* player with a given model (the paper's risk-reducing variant), and the learning player
// that records its opponent's moves and learns its strategy between games (their section 4.3).

#include "checkers/game.h"
#include "checkers/mstar.h"
#include "learning/opponent_model/examples.h"
#include "learning/opponent_model/linear_evaluation.h"
#include "learning/opponent_model/strategy_learning.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>

namespace newell::learning::opponent_model {

class Player {
 public:
  virtual ~Player() = default;
  virtual checkers::Move choose(const checkers::Position& position) = 0;
  // The opponent played `move` in `position` (learning players record it).
  virtual void observe_opponent(const checkers::Position&, const checkers::Move&) {}
};

template <checkers::Evaluator E>
class MinimaxPlayer : public Player {
 public:
  MinimaxPlayer(E function, int depth) : function_(std::move(function)), depth_(depth) {}
  checkers::Move choose(const checkers::Position& position) override { return checkers::alphabeta_minimax(position, depth_, function_).best; }

 private:
  E function_;
  int depth_;
};

template <checkers::Evaluator P, checkers::Evaluator M>
class MStarPlayer : public Player {
 public:
  explicit MStarPlayer(checkers::ModelledPlayer<P, M> players) : players_(std::move(players)) {}
  checkers::Move choose(const checkers::Position& position) override {
    return checkers::risk_reducing_mstar_choose_move(position, players_).move;
  }

 private:
  checkers::ModelledPlayer<P, M> players_;
};

// Plays minimax with its own function until it has a model; then M* with the learned model.
class LearningPlayer : public Player {
 public:
  LearningPlayer(checkers::ScoringPolynomial function, int depth, FeatureSet features, StrategyLearningOptions options);
  checkers::Move choose(const checkers::Position& position) override;
  void observe_opponent(const checkers::Position& position, const checkers::Move& move) override;
  // Learns from every move recorded so far (half for constraints, half held out, alternately).
  void learn();
  void set_recording(bool on) { recording_ = on; }
  // Each learn() also climbs from the previous model (StrategyLearningOptions::warm_start).
  void set_warm_start(bool on) { warm_start_ = on; }
  const std::optional<StrategyModel>& model() const { return model_; }
  std::size_t examples() const { return examples_.size(); }
  const FeatureSet& features() const { return features_; }

 private:
  checkers::ScoringPolynomial function_;
  int depth_;
  FeatureSet features_;
  StrategyLearningOptions options_;
  std::vector<Example> examples_;
  std::optional<StrategyModel> model_;
  bool recording_ = true;
  bool warm_start_ = false;
};

struct MatchRules {
  int opening_plies = 4;   // random moves at the start of each game, the same for paired games
  int max_plies = 160;     // a draw after this many plies
  // Called with every finished game (its moves, its players, the points Black scored), so that the
  // experiments keep their games in the store.
  std::function<void(const checkers::Game& game, const Player& black, const Player& white, int black_points)> on_game_end;
};

// The game's result in points for Black (2 win, 1 draw, 0 loss).
int play_game(Player& black, Player& white, std::uint64_t opening_seed, const MatchRules& rules = {});

// Mean points per game of the first player over `games` games, colours alternating: game i opens
// with seed `seed + i / 2`, so both colours play each opening. `play(first_moves_first, opening)`
// plays one game and returns the points of the side that moved first (any game).
double alternating_mean_points(int games, std::uint64_t seed, const std::function<int(bool first_moves_first, std::uint64_t opening)>& play);

// Mean points per game of `first` over `games` games against `second`, colours alternating; game
// i opens with seed `seed + i / 2`, so both colours play each opening.
double mean_points(Player& first, Player& second, int games, std::uint64_t seed, const MatchRules& rules = {});

}  // namespace newell::learning::opponent_model
