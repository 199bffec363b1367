#pragma once
// The goal net of one decision drawn by Graphviz: `dot -Tsvg` run on goals::to_dot's text at report
// time. When `dot` is missing or fails, the reason is returned, and the report shows the goals as a
// plain list instead.

#include <optional>
#include <string>
#include <vector>

namespace newell::app::report {

struct DrawnGraph {
  std::optional<std::string> svg;  // the <svg> element alone (no XML prolog), when dot succeeded
  std::string problem;             // why there is no drawing, e.g. "Graphviz 'dot' was not found ..."
};

// `dot_program`: a name looked up on PATH, or a path.
DrawnGraph draw_with_dot(const std::string& dot_text, const std::string& dot_program = "dot");
// Many graphs, several dot processes at a time (a game's report draws one per decision). When dot
// cannot be run at all, every result says so without trying each graph.
std::vector<DrawnGraph> draw_all_with_dot(const std::vector<std::string>& dot_texts, const std::string& dot_program = "dot");
// True when `dot_program -V` runs.
bool dot_available(const std::string& dot_program = "dot");

}  // namespace newell::app::report
