#pragma once
// The goal net of one decision as the report draws it (Graphviz DOT): the goals that took part
// (a tactic searched, a subgoal grown, a candidate started, or achieved) in a player's words, each
// subgoal edge labelled with the transformation rule that grew it and its weight, and the candidate
// moves under the goals whose tactics start them, the move played marked. Goals that took no part
// are counted in one note (the likelihood table lists them). `explain --dot` keeps goals::to_dot,
// the whole net in short forms.

#include "goals/trace.h"

#include <string>

namespace newell::app::report {

std::string goal_net_dot(const goals::Trace& trace);

}  // namespace newell::app::report
