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

std::vector<plot::Chart> learning_curves(const store::Database& database, const store::Experiment& experiment,
                                         int window = 20);

}  // namespace newell::learning::transformation
