#pragma once
// The goal net of a decision as SVG: Graphviz's `dot -Tsvg` run on goals::to_dot's text (edges
// labelled by rule and weight). No shell: dot is started with posix_spawnp and its files are in a
// private temporary folder.

#include <optional>
#include <string>

namespace newell::web {

// The <svg> element, or nullopt when dot is missing or fails (`problem` then says why).
std::optional<std::string> draw_goal_net(const std::string& dot_text, std::string& problem,
                                         const std::string& dot_program = "dot");

}  // namespace newell::web
