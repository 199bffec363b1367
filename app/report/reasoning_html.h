#pragma once
// The reasons of one decision as HTML fragments for the report's side panel: each goal's
// likelihood (a bar), the tactic tree (goals under the goals they serve, each with its tactic's
// line), the alternatives with their verification, the cycle's iterations, and the goal net as a
// plain list (shown when Graphviz could not draw it).

#include "goals/trace.h"

#include <string>

namespace newell::app::report {

std::string likelihoods_html(const goals::Trace& trace);
std::string tactic_tree_html(const goals::Trace& trace);
std::string alternatives_html(const goals::Trace& trace);
std::string cycle_html(const goals::Trace& trace);
std::string goal_list_html(const goals::Trace& trace);

}  // namespace newell::app::report
