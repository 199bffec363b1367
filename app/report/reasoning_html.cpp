#include "app/report/reasoning_html.h"

#include "app/report/html_text.h"
#include "goals/trace_words.h"

#include <fmt/core.h>

#include <map>
#include <set>

namespace newell::app::report {
namespace {

std::string goal_label(const goals::TraceGoal& goal) {
  return fmt::format("<span class=\"goal-id\">#{}</span> <span class=\"goal-text\" title=\"{}\">{}</span>", goal.id,
                     escape_html(goal.text), escape_html(goals::goal_words(goal)));
}

std::string tactic_html(const goals::TraceTactic& tactic) {
  std::string line;
  for (const auto& move : tactic.line) line += (line.empty() ? "" : " &rarr; ") + fmt::format("<span class=\"tactic-move\">{}</span>", escape_html(move));
  if (tactic.first_move.empty() && line.empty()) line = "no move reaches it";
  return fmt::format("<div class=\"tactic\">tactic {} <span class=\"meta\">likelihood {:.2f}, {} nodes, depth {}{}{}</span></div>",
                     line, tactic.likelihood, tactic.nodes, tactic.depth, tactic.adequate ? ", adequate" : "",
                     tactic.stopped ? ", cut by the budget" : "");
}

void tree_node(const goals::Trace& trace, const goals::TraceGoal& goal, const std::multimap<std::uint32_t, std::size_t>& children,
               std::set<std::uint32_t>& shown, std::string& html) {
  html += fmt::format("<li class=\"{}\">{} <span class=\"meta\">L={:.2f} ({})</span>", goal.owner, goal_label(goal),
                      goal.likelihood, escape_html(goal.how));
  if (goal.tactic) html += tactic_html(*goal.tactic);
  if (!shown.insert(goal.id).second) {  // a goal reached twice (several parents): listed once in full
    html += "</li>\n";
    return;
  }
  const auto [first, last] = children.equal_range(goal.id);
  if (first != last) {
    html += "<ul>\n";
    for (auto child = first; child != last; ++child) tree_node(trace, trace.goals[child->second], children, shown, html);
    html += "</ul>\n";
  }
  html += "</li>\n";
}

}  // namespace

std::string likelihoods_html(const goals::Trace& trace) {
  if (trace.goals.empty()) return "<p class=\"none\">No goals in this decision.</p>";
  std::string html = "<table class=\"likelihoods\"><thead><tr><th>goal</th><th>side</th><th>likelihood</th><th>how</th></tr></thead><tbody>\n";
  for (const auto& goal : trace.goals) {
    html += fmt::format(
        "<tr class=\"{0}\"><td>{1}</td><td>{0}{2}</td><td><div class=\"bar\"><div style=\"width:{3:.0f}%\"></div></div>{4:.2f}</td><td>{5}</td></tr>\n",
        goal.owner, goal_label(goal), goal.owner == "opponent" ? fmt::format(" (activity {:.2f})", goal.activity) : "",
        goal.likelihood * 100, goal.likelihood, escape_html(goal.how));
  }
  return html + "</tbody></table>\n";
}

std::string tactic_tree_html(const goals::Trace& trace) {
  if (trace.goals.empty()) return "<p class=\"none\">No goals, so no tactics.</p>";
  std::multimap<std::uint32_t, std::size_t> children;
  std::set<std::uint32_t> known;
  for (const auto& goal : trace.goals) known.insert(goal.id);
  std::vector<std::size_t> roots;
  for (std::size_t i = 0; i < trace.goals.size(); ++i) {
    bool has_parent = false;
    for (const auto& edge : trace.goals[i].parents) {
      if (known.count(edge.parent) != 0) {
        children.emplace(edge.parent, i);
        has_parent = true;
      }
    }
    if (!has_parent) roots.push_back(i);
  }
  std::string html = "<ul class=\"tactic-tree\">\n";
  std::set<std::uint32_t> shown;
  for (std::size_t root : roots) tree_node(trace, trace.goals[root], children, shown, html);
  return html + "</ul>\n";
}

std::string alternatives_html(const goals::Trace& trace) {
  if (trace.alternatives.empty()) return "<p class=\"none\">No goal offered a candidate: the core's own move was the fallback.</p>";
  std::string html = "<table class=\"alternatives\"><thead><tr><th>move</th><th>value</th><th>for goal</th><th>likelihood</th><th>core's score after its reply</th><th>verdict</th></tr></thead><tbody>\n";
  for (const auto& alternative : trace.alternatives) {
    const bool played = alternative.verdict == "played" || alternative.verdict == "proved";
    html += fmt::format("<tr class=\"{}\"><td>{}</td><td>{:.2f}</td><td>{}</td><td>{:.2f}</td><td>{}</td><td>{}{}</td></tr>\n",
                        played ? "played" : (alternative.rejected ? "rejected" : ""), escape_html(alternative.move),
                        alternative.value, escape_html(goals::goal_words_of_text(trace, alternative.goal)), alternative.likelihood,
                        escape_html(alternative.score_text.empty() ? "" : goals::score_words(alternative.score_text, trace.side)), escape_html(alternative.verdict),
                        alternative.reason.empty() ? "" : ": " + escape_html(alternative.reason));
  }
  return html + "</tbody></table>\n";
}

std::string cycle_html(const goals::Trace& trace) {
  std::string html = "<ol class=\"cycle\">\n";
  for (const auto& iteration : trace.iterations)
    html += fmt::format("<li>{}; best {} at {:.2f} against aspiration {:.2f}: <b>{}</b> <span class=\"meta\">({} nodes)</span></li>\n",
                        goals::searched_text(iteration), iteration.best_move.empty() ? "(none)" : escape_html(iteration.best_move),
                        iteration.best_likelihood, iteration.aspiration, escape_html(iteration.decision), iteration.nodes_after);
  html += "</ol>\n";
  html += fmt::format("<p class=\"meta\">played {} ({}); {} of {} nodes; refutation depth {}{}{}</p>\n",
                      escape_html(trace.move), trace.source == "goal" ? "goal-decided" : escape_html(trace.source),
                      trace.nodes_used, trace.node_budget, trace.verification_depth,
                      trace.baseline_text.empty() ? "" : "; the core's score " + escape_html(goals::score_words(trace.baseline_text, trace.side)),
                      trace.threat.empty() ? "" : ", threat " + escape_html(trace.threat));
  for (const auto& error : trace.runtime_errors) html += "<p class=\"error\">rule error: " + escape_html(error) + "</p>\n";
  return html;
}

std::string goal_list_html(const goals::Trace& trace) {
  std::string html = "<ul class=\"goal-list\">\n";
  for (const auto& goal : trace.goals) {
    html += fmt::format("<li class=\"{}\">{} <span class=\"meta\">{}, L={:.2f}", goal.owner, goal_label(goal), goal.owner,
                        goal.likelihood);
    for (const auto& edge : goal.parents)
      html += fmt::format("; subgoal of #{} by {} (weight {:.2f})", edge.parent, escape_html(edge.rule), edge.weight);
    html += "</span></li>\n";
  }
  return html + "</ul>\n";
}

}  // namespace newell::app::report
