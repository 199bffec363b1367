#pragma once
// The weight update of a transformation rule from its credit: the same for a game, a move (with
// credit after every move) and a batch of games.

#include "learning/transformation/credit.h"
#include "learning/transformation/weight_update.h"
#include "store/rule_weights.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace newell::learning::transformation {

// Moves the weight of each rule in `weights` that `credit` has trials for by `update`; returns one
// change for each weight that moved (no game id yet), its reason "<when>S of T <counted> (<update>)".
// Rules without a weight are left out.
inline constexpr std::string_view parents_achieved = "subgoals' parents achieved";
// Under `tactic` credit (newell_credit.h): shares of the tactics that reached their goal.
inline constexpr std::string_view tactic_shares_reached = "shares of credit reached their goal";
std::vector<store::WeightChange> credit_to_weights(std::map<std::string, double>& weights,
                                                   const std::map<std::string, Tally>& credit, const WeightUpdate& update,
                                                   std::string_view when, std::string_view counted = parents_achieved);

}  // namespace newell::learning::transformation
