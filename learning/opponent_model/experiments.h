#pragma once
// The paper's experiments on checkers (function benefit and the learning player also on chess:
// chess_experiments.h, the same code in game_experiments.h), each stored in the store as it goes (one result per point,
// so an interrupted run resumes where it stopped) and returned as a plot:
// - depth benefit (Figures 3-4): M* with a perfect model and minimax (MM), each against the same
//   weaker opponent OP, as a function of the depth difference; 2/1/0 points a game;
// - function benefit (Figure 5): the same with OP's function f^a, worse as a gets smaller;
// - model accuracy (Figure 10): held-out prediction accuracy of the learned model by depth, against
//   three fixed opponents;
// - learning player (Figure 11): mean points of the model-learning player against a fixed opponent
//   after each learning game, beside its non-learning self.
// Depths are scaled down from the paper's to fit a small machine; each option says what it sets.

#include "learning/opponent_model/match.h"
#include "learning/opponent_model/svg_plot.h"
#include "store/database.h"
#include "store/shard.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace newell::learning::opponent_model {

using ProgressLine = std::function<void(const std::string&)>;

struct DepthBenefitOptions {
  int games = 100;                       // per point and per player (M* and MM each play this many)
  int player_depth = 6;                  // the paper's checkers depths were larger; scaled to fit
  std::vector<int> opponent_depths{5, 4, 3, 2, 1};
  std::uint64_t seed = 1;
  MatchRules rules;
  store::Shard shard;  // play only this shard's games of each point (the plot needs them all: merge)
};

// Written once for every game (game_experiments.h); `Rules` says how a game of that game is played.
template <class Rules>
struct FunctionBenefitSettings {
  int games = 100;
  int player_depth = 5;
  int opponent_depth = 3;
  std::vector<int> limits{2000, 300, 150, 100, 60, 30};  // a of f^a, centi-men (centipawns on chess)
  std::uint64_t seed = 1;
  Rules rules;
  store::Shard shard;  // play only this shard's games of each point (the plot needs them all: merge)
};
using FunctionBenefitOptions = FunctionBenefitSettings<MatchRules>;

struct AccuracyOptions {
  int examples = 400;   // per opponent: half for constraints, half held out
  int opponent_depth = 3;
  int shallow_opponent_depth = 2;  // the third opponent: f1 at a smaller depth (their (f1, 6))
  int max_depth = 4;               // the learner tries depths 1..max_depth
  std::uint64_t seed = 1;
};

template <class Rules>
struct LearningPlayerSettings {
  int learning_games = 10;
  int test_games = 50;   // the tournament after each learning game (recording off)
  int depth = 4;           // the learning player's (and its non-learning self's)
  int opponent_depth = 3;  // the fixed opponent: another function, one ply less (M* models depths < its own)
  int max_model_depth = 3;
  bool warm_start = false;  // relearn from the previous model too (LearningPlayer::set_warm_start)
  bool model_guard = false;  // use a model only when it beats the player's own function (set_model_guard)
  std::uint64_t seed = 1;
  Rules rules;
};
using LearningPlayerOptions = LearningPlayerSettings<MatchRules>;

LinePlot run_depth_benefit(const store::Database& database, const DepthBenefitOptions& options, const ProgressLine& progress);
LinePlot run_function_benefit(const store::Database& database, const FunctionBenefitOptions& options, const ProgressLine& progress);
LinePlot run_model_accuracy(const store::Database& database, const AccuracyOptions& options, const ProgressLine& progress);
LinePlot run_learning_player(const store::Database& database, const LearningPlayerOptions& options, const ProgressLine& progress);

}  // namespace newell::learning::opponent_model
