#include "app/report/goal_net_dot.h"

#include "goals/trace_words.h"

#include <fmt/core.h>

#include <set>

namespace newell::app::report {
namespace {

std::string dot_escaped(const std::string& text) {
  std::string escaped;
  for (const char c : text) {
    if (c == '"' || c == '\\') escaped += '\\';
    escaped += c;
  }
  return escaped;
}

// Words broken into lines of about `width` characters (DOT's "\n"), so that boxes stay narrow.
std::string wrapped(const std::string& words, std::size_t width = 26) {
  std::string text;
  std::size_t line = 0;
  std::size_t start = 0;
  while (start <= words.size()) {
    auto end = words.find(' ', start);
    if (end == std::string::npos) end = words.size();
    const std::string word = words.substr(start, end - start);
    if (line > 0 && line + 1 + word.size() > width) {
      text += "\\n";
      line = 0;
    } else if (line > 0) {
      text += ' ';
      ++line;
    }
    text += dot_escaped(word);
    line += word.size();
    start = end + 1;
  }
  return text;
}

// "transform at rules/chess/newell.nwl:40" reads "transform newell.nwl:40".
std::string rule_label(const std::string& rule) {
  const auto at = rule.find(" at ");
  const auto slash = rule.rfind('/');
  if (at == std::string::npos || slash == std::string::npos || slash < at) return rule;
  return rule.substr(0, at) + " " + rule.substr(slash + 1);
}

}  // namespace

std::string goal_net_dot(const goals::Trace& trace) {
  std::set<std::uint32_t> shown;
  std::set<std::uint32_t> starts_candidate;
  for (const auto& alternative : trace.alternatives)
    for (const auto id : alternative.tactics_started) starts_candidate.insert(id);
  std::set<std::uint32_t> parents;
  for (const auto& goal : trace.goals)
    for (const auto& edge : goal.parents) parents.insert(edge.parent);
  for (const auto& goal : trace.goals)
    if (goal.achieved || !goal.parents.empty() || parents.count(goal.id) != 0 || starts_candidate.count(goal.id) != 0 ||
        (goal.tactic && !goal.tactic->first_move.empty()))
      shown.insert(goal.id);

  std::string dot = "digraph net {\n  rankdir=LR; nodesep=0.15; ranksep=0.35;\n"
                    "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=10, margin=\"0.08,0.03\"];\n"
                    "  edge [fontname=\"Helvetica\", fontsize=8, color=\"#555555\"];\n";
  for (const auto& goal : trace.goals) {
    if (shown.count(goal.id) == 0) continue;
    std::string label = fmt::format("#{} {}\\nL={:.2f}", goal.id, wrapped(goals::goal_words(goal)), goal.likelihood);
    if (goal.tactic && !goal.tactic->first_move.empty()) label += fmt::format(", tactic {}", dot_escaped(goal.tactic->first_move));
    dot += fmt::format("  g{} [label=\"{}\", tooltip=\"{}\", fillcolor={}{}];\n", goal.id, label, dot_escaped(goal.text),
                       goal.owner == "machine" ? "lightblue" : "mistyrose", goal.achieved ? ", peripheries=2" : "");
  }
  for (const auto& goal : trace.goals)
    for (const auto& edge : goal.parents)
      if (shown.count(edge.parent) != 0 && shown.count(goal.id) != 0)
        dot += fmt::format("  g{} -> g{} [label=\"{} w={:.2f}\"];\n", edge.parent, goal.id, dot_escaped(rule_label(edge.rule)),
                           edge.weight);
  for (std::size_t i = 0; i < trace.alternatives.size(); ++i) {
    const auto& alternative = trace.alternatives[i];
    const bool played = alternative.move == trace.move;
    dot += fmt::format("  m{} [label=\"{}\\n{}\", shape=ellipse, fillcolor=\"{}\"{}];\n", i, dot_escaped(alternative.move),
                       dot_escaped(alternative.verdict), played ? "#ffd866" : (alternative.rejected ? "#eeeeee" : "#fff7d6"),
                       played ? ", penwidth=2" : "");
    for (const auto id : alternative.tactics_started)
      if (shown.count(id) != 0) dot += fmt::format("  g{} -> m{} [style=dashed, label=\"tactic\"];\n", id, i);
  }
  const std::size_t hidden = trace.goals.size() - shown.size();
  if (hidden > 0)
    dot += fmt::format("  note [shape=plaintext, style=\"\", label=\"{} more goal{} with no tactic\\n(listed under Goal likelihoods)\"];\n",
                       hidden, hidden == 1 ? "" : "s");
  return dot + "}\n";
}

}  // namespace newell::app::report
