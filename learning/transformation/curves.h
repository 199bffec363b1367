#pragma once
// The learning curves of a stored experiment, as charts for learning/plot/: for a transformation
// learning experiment, the weights over games, the learner's score against the frozen baseline
// (moving mean over `window` games, and the mean so far), and the rates of goal achievement,
// subgoal success and opponent-move prediction (moving means); for any other experiment, each of
// its result series.

#include "learning/plot/svg_plot.h"
#include "store/database.h"
#include "store/experiments.h"

#include <vector>

namespace newell::learning::transformation {

// The strength of a learning run's weights against a fixed opponent from outside the rules, measured
// every so many games (learning/experiment/weight_stage.h): the mean score (step: games learned) and
// its 95% error.
inline constexpr const char* strength_series = "strength against the core";
inline constexpr const char* strength_error_series = "strength against the core, 95% error";

std::vector<plot::Chart> learning_curves(const store::Database& database, const store::Experiment& experiment,
                                         int window = 20);

// The strength curves of several learning runs (one per seed) in one chart: each run's score against
// the fixed opponent with its 95% error bar, and the even line. Runs without the series are left out;
// throws std::runtime_error when none has it.
plot::Chart strength_curves(const store::Database& database, const std::vector<store::Experiment>& runs);

// A `newell match` experiment (kind "match") as one chart: player one's mean score over the games
// so far (the games in the order they were stored), with its 95% error bar (1.96 standard errors of
// the mean game score) and the even line: how the equal-time match of a learned rule set against
// its start came out. Player one is the first `--player` spec (its `name=`, else the spec).
// Throws std::runtime_error when the experiment is not a match or has no games.
plot::Chart match_curve(const store::Database& database, const store::Experiment& match);

}  // namespace newell::learning::transformation
