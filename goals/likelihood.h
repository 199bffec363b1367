#pragma once
// Evaluation by likelihood propagation over the goal net (Newell's step 3).
//
// A goal's likelihood of achievement is
//   1                      when it is achieved in the position;
//   max(T, S)              otherwise, where T is its tactic's likelihood (0 without a tactic) and
//   S = 1 - prod_i (1 - w_i * L_i)  over its subgoals i (w_i: the weight of the transformation rule
//                          that made subgoal i, clamped to [0, 1]; L_i its likelihood);
//   0                      with neither tactic nor subgoals.
// The law is monotone: raising any L_i (or T) never lowers the goal's likelihood, since each factor
// (1 - w_i L_i) falls as L_i rises. A subgoal reached again through a cycle counts 0 on that path.

#include "goals/goal_net.h"

#include <map>
#include <optional>
#include <span>
#include <string>
#include <utility>

namespace newell::goals {

// The subgoal law alone: pairs of (rule weight, likelihood).
double combine_subgoals(std::span<const std::pair<double, double>> weighted_likelihoods);

struct GoalLikelihood {
  double value = 0;
  enum class How : std::uint8_t { achieved, tactic, subgoals, none } how = How::none;
};

std::string how_text(GoalLikelihood::How how);

// What is known of each goal in one position: achieved or not, and its tactic's likelihood.
struct GoalFacts {
  bool achieved = false;
  std::optional<double> tactic;
};

std::map<GoalId, GoalLikelihood> propagate(const GoalNet& net, const std::map<GoalId, GoalFacts>& facts);

}  // namespace newell::goals
