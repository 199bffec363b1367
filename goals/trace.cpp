#include "goals/trace.h"

#include "goals/trace_words.h"

#include <fmt/core.h>

namespace newell::goals {

using nlohmann::json;

namespace {

json tactic_json(const TraceTactic& tactic) {
  return {{"first_move", tactic.first_move}, {"likelihood", tactic.likelihood}, {"nodes", tactic.nodes},
          {"depth", tactic.depth},           {"adequate", tactic.adequate},     {"stopped", tactic.stopped},
          {"line", tactic.line}};
}

json goal_json(const TraceGoal& goal) {
  json parents = json::array();
  for (const auto& edge : goal.parents)
    parents.push_back({{"parent", edge.parent}, {"rule", edge.rule}, {"weight", edge.weight}});
  return {{"id", goal.id},
          {"owner", goal.owner},
          {"type", goal.type},
          {"text", goal.text},
          {"arguments", goal.arguments},
          {"origin", goal.origin},
          {"origin_rule", goal.origin_rule},
          {"achieved", goal.achieved},
          {"likelihood", goal.likelihood},
          {"how", goal.how},
          {"activity", goal.activity},
          {"importance", goal.importance},
          {"parents", parents},
          {"tactic", goal.tactic ? tactic_json(*goal.tactic) : json(nullptr)}};
}

json outcomes_json(const std::vector<TraceOutcome>& outcomes) {
  json list = json::array();
  for (const auto& outcome : outcomes)
    list.push_back({{"goal", outcome.goal},
                    {"kind", outcome.kind},
                    {"likelihood", outcome.likelihood},
                    {"achieved", outcome.achieved},
                    {"moves", outcome.moves}});
  return list;
}

json iteration_json(const TraceIteration& iteration) {
  return {{"number", iteration.number},
          {"goals_searched", iteration.goals_searched},
          {"subgoals_added", iteration.subgoals_added},
          {"nodes_after", iteration.nodes_after},
          {"best_move", iteration.best_move},
          {"best_likelihood", iteration.best_likelihood},
          {"aspiration", iteration.aspiration},
          {"good_enough", iteration.good_enough},
          {"decision", iteration.decision}};
}

json alternative_json(const TraceAlternative& alternative) {
  return {{"move", alternative.move},
          {"value", alternative.value},
          {"goal", alternative.goal},
          {"likelihood", alternative.likelihood},
          {"tactics_started", alternative.tactics_started},
          {"verified_score", alternative.verified_score ? json(*alternative.verified_score) : json(nullptr)},
          {"score_text", alternative.score_text},
          {"reply", alternative.reply},
          {"checked_depth", alternative.checked_depth},
          {"verdict", alternative.verdict},
          {"rejected", alternative.rejected},
          {"reason", alternative.reason}};
}

}  // namespace

json to_json(const Trace& trace) {
  json goals = json::array();
  for (const auto& goal : trace.goals) goals.push_back(goal_json(goal));
  json iterations = json::array();
  for (const auto& iteration : trace.iterations) iterations.push_back(iteration_json(iteration));
  json alternatives = json::array();
  for (const auto& alternative : trace.alternatives) alternatives.push_back(alternative_json(alternative));
  json classification = nullptr;
  if (trace.classification)
    classification = {{"move", trace.classification->move},
                      {"kind", trace.classification->kind},
                      {"goal", trace.classification->goal},
                      {"line", trace.classification->line}};
  return {{"game", trace.game},
          {"position", trace.position},
          {"side", trace.side},
          {"rules", trace.rules},
          {"node_budget", trace.node_budget},
          {"nodes_used", trace.nodes_used},
          {"seed", trace.seed},
          {"aspirations", trace.aspirations},
          {"goals", goals},
          {"classification", classification},
          {"iterations", iterations},
          {"alternatives", alternatives},
          {"baseline_score", trace.baseline_score ? json(*trace.baseline_score) : json(nullptr)},
          {"baseline_text", trace.baseline_text},
          {"standing_still_score", trace.standing_still_score ? json(*trace.standing_still_score) : json(nullptr)},
          {"threat", trace.threat},
          {"verification_depth", trace.verification_depth},
          {"plan", trace.plan},
          {"outcomes", outcomes_json(trace.outcomes)},
          {"move", trace.move},
          {"tactic", trace.tactic ? json{{"kind", trace.tactic->kind},
                                         {"goal", trace.tactic->goal},
                                         {"arguments", trace.tactic->arguments},
                                         {"likelihood", trace.tactic->likelihood},
                                         {"named", trace.tactic->named},
                                         {"stands_after", trace.tactic->stands_after ? json(*trace.tactic->stands_after)
                                                                                     : json(nullptr)}}
                                  : json(nullptr)},
          {"source", trace.source},
          {"summary", trace.summary},
          {"runtime_errors", trace.runtime_errors}};
}

namespace {
// What a candidate is for, in words ("to pin the ...", "for an attack on ..."): a named blow only for
// the move played where the summary names it (named elsewhere it might not stand), else without its kind.
std::string candidate_goal_words(const Trace& trace, const TraceAlternative& alternative) {
  for (const auto& goal : trace.goals) {
    if (goal.text != alternative.goal || !is_named_blow(goal.type)) continue;
    const bool named = trace.tactic && trace.tactic->named && alternative.move == trace.move && goal.text == trace.tactic->goal;
    return named ? "to " + goal_words(goal) : "for " + blow_plain_words(goal.type, goal.arguments);
  }
  return "to " + goal_words_of_text(trace, alternative.goal);
}
}  // namespace

std::string searched_text(const TraceIteration& iteration) {
  const std::size_t count = iteration.goals_searched.size();
  return fmt::format("searched {} goal{}", count, count == 1 ? "" : "s");
}

std::string to_text(const Trace& trace) {
  // Goals and scores in a player's words (trace_words.h); the JSON keeps the short forms.
  const std::string side = side_words(trace.side);
  std::string text = fmt::format("{} {} ({} to move), rules {}\n", trace.game, trace.position, side, trace.rules);
  text += fmt::format("decision: {} [{}]  nodes {} of {}\n", trace.move.empty() ? "(none)" : trace.move, trace.source,
                      trace.nodes_used, trace.node_budget);
  text += fmt::format("summary: {}\n", trace.summary);
  if (!trace.baseline_text.empty())
    text += fmt::format("the core's score of {}: {}\n", trace.move, score_words(trace.baseline_text, trace.side));
  if (trace.classification)
    text += fmt::format("opponent's last move {}: {} {}\n", trace.classification->move, trace.classification->kind,
                        goal_words_of_text(trace, trace.classification->goal));
  text += "goals:\n";
  for (const auto& goal : trace.goals) {
    text += fmt::format("  #{} {} {}: likelihood {:.2f} ({}){}{}\n", goal.id, goal.owner, goal_words(goal), goal.likelihood, goal.how,
                        goal.owner == "opponent" ? fmt::format(", activity {:.2f}", goal.activity) : "",
                        goal.parents.empty() ? "" : fmt::format(", subgoal of #{} by {}", goal.parents.front().parent,
                                                                goal.parents.front().rule));
    if (goal.tactic) {
      std::string line;
      for (const auto& move : goal.tactic->line) line += (line.empty() ? "" : " ") + move;
      text += fmt::format("      tactic {} likelihood {:.2f}, {} nodes, depth {}{}{}\n",
                          goal.tactic->first_move.empty() ? "(none)" : goal.tactic->first_move, goal.tactic->likelihood,
                          goal.tactic->nodes, goal.tactic->depth, goal.tactic->adequate ? ", adequate" : "",
                          line.empty() ? "" : ": " + line);
    }
  }
  text += "candidates:\n";
  for (const auto& alternative : trace.alternatives) {
    // The core's score as a player reads it ("+0.35 for White", "#3 for Black"); a refutation's
    // reason already says it.
    const std::string checked = alternative.score_text.empty() || alternative.rejected
                                    ? ""
                                    : fmt::format(" ({} after {}, depth {})", score_words(alternative.score_text, trace.side),
                                                  alternative.reply.empty() ? "its reply" : alternative.reply,
                                                  alternative.checked_depth);
    text += fmt::format("  {} value {:.2f} {} (likelihood {:.2f}): {}{}{}\n", alternative.move, alternative.value,
                        candidate_goal_words(trace, alternative), alternative.likelihood, alternative.verdict, checked,
                        alternative.reason.empty() ? "" : ", " + alternative.reason);
  }
  text += "cycle:\n";
  for (const auto& iteration : trace.iterations)
    text += fmt::format("  {}. {}, best {} at {:.2f} vs aspiration {:.2f}: {} ({} nodes)\n",
                        iteration.number, searched_text(iteration),
                        iteration.best_move.empty() ? "(none)" : iteration.best_move, iteration.best_likelihood,
                        iteration.aspiration, iteration.decision, iteration.nodes_after);
  if (!trace.move.empty())
    text += fmt::format("  played {} ({})\n", trace.move,
                        trace.source == "goal" ? "goal-decided" : "fallback: the core's own move");
  for (const auto& error : trace.runtime_errors) text += "rule error: " + error + "\n";
  return text;
}

namespace {
std::string dot_escape(const std::string& text) {
  std::string escaped;
  for (char c : text) {
    if (c == '"' || c == '\\') escaped += '\\';
    escaped += c;
  }
  return escaped;
}
}  // namespace

std::string to_dot(const Trace& trace) {
  std::string dot = "digraph goals {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n";
  dot += fmt::format("  label=\"{} {} -> {}\";\n", dot_escape(trace.game), dot_escape(trace.position),
                     dot_escape(trace.move));
  for (const auto& goal : trace.goals) {
    const char* colour = goal.owner == "machine" ? "lightblue" : "mistyrose";
    std::string label = fmt::format("#{} {}\\nL={:.2f} ({})", goal.id, dot_escape(goal.text), goal.likelihood, goal.how);
    if (goal.tactic && !goal.tactic->first_move.empty())
      label += fmt::format("\\ntactic {} ({} nodes)", dot_escape(goal.tactic->first_move), goal.tactic->nodes);
    dot += fmt::format("  g{} [label=\"{}\", style=filled, fillcolor={}{}];\n", goal.id, label, colour,
                       goal.achieved ? ", peripheries=2" : "");
  }
  for (const auto& goal : trace.goals)
    for (const auto& edge : goal.parents)
      dot += fmt::format("  g{} -> g{} [label=\"{} w={:.2f}\"];\n", edge.parent, goal.id, dot_escape(edge.rule),
                         edge.weight);
  return dot + "}\n";
}

}  // namespace newell::goals
