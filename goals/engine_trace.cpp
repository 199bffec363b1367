// What a decision says about itself: the summary a player reads, the candidates with the core's
// verdicts, and the goal net with its subgoal edges labelled by rule and weight. Every line names
// the move played as played; no line says another move was chosen.
#include "goals/engine.h"

#include <fmt/core.h>

#include <algorithm>

namespace newell::goals {

namespace {

std::string origin_name(GoalOrigin origin) {
  switch (origin) {
    case GoalOrigin::seek: return "seek";
    case GoalOrigin::classified: return "classified";
    case GoalOrigin::transform: return "transform";
  }
  return "seek";
}

// A survivor that is not the move played was valued below it (or stood at a shallower look); play()
// words the move played.
std::string verdict_words(Verdict verdict) {
  switch (verdict) {
    case Verdict::refuted: return "refuted";
    case Verdict::unchecked: return "not checked";
    case Verdict::survives:
    case Verdict::proved: return "stands";
  }
  return "stands";
}

std::string joined(const std::vector<std::string>& words) {
  std::string text;
  for (const auto& word : words) text += (text.empty() ? "" : " ") + word;
  return text;
}

}  // namespace

std::string GoalEngine::summary(const Candidate& chosen, const std::vector<Candidate>& list) const {
  const std::string move = game_.move_text(chosen.move);
  const Goal& goal = net_[*chosen.goal];
  std::string text = fmt::format("{}: plays for {} (tactic {}, likelihood {:.2f})", move, rules_.describe(game_, goal),
                                 chosen.line.empty() ? move : joined(line_text(game_, chosen.line)), chosen.likelihood);
  if (chosen.kept && kept_)
    text += fmt::format("; it goes on with the tactic played last move, whose reply {} came as foreseen", kept_->reply);
  for (GoalId parent : net_.parents(*chosen.goal))
    text += fmt::format("; a subgoal of {}", rules_.describe(game_, net_[parent]));
  std::vector<std::string> also;
  for (GoalId id : chosen.tactics_started)
    if (id != *chosen.goal) also.push_back(rules_.describe(game_, net_[id]));
  if (!also.empty()) {
    text += "; also serves ";
    for (std::size_t i = 0; i < also.size(); ++i) text += (i ? ", " : "") + also[i];
  }
  if (chosen.verdict == Verdict::proved) {
    text += "; proved: " + chosen.reason;
  } else if (chosen.verdict == Verdict::unchecked) {
    text += "; not checked: the budget ended before the core could look for a refutation";
  } else if (chosen.score && !chosen.reason.empty()) {
    text += "; " + chosen.reason;  // it stands by a comparison, not against standing still
  } else if (chosen.score) {
    text += fmt::format("; the core finds no refutation to depth {} ({} after {})", chosen.checked_depth,
                        game_.score_text(*chosen.score), chosen.reply.empty() ? "its reply" : chosen.reply);
  }
  std::vector<std::string> vetoed;
  for (const auto& candidate : list) {
    if (candidate.move == chosen.move) break;  // the list is best valued first: these were valued above it
    if (candidate.verdict == Verdict::refuted)
      vetoed.push_back(fmt::format("{} for {} ({})", game_.move_text(candidate.move),
                                   rules_.describe(game_, net_[*candidate.goal]), candidate.reason));
  }
  if (!vetoed.empty()) {
    text += "; vetoed before it: ";
    for (std::size_t i = 0; i < vetoed.size(); ++i) text += (i ? "; " : "") + vetoed[i];
  }
  return text;
}

void GoalEngine::record_candidates(const std::vector<Candidate>& list, Trace& trace) {
  for (const auto& candidate : list) {
    TraceAlternative entry;
    entry.move = game_.move_text(candidate.move);
    entry.value = candidate.value;
    entry.goal = candidate.goal ? rules_.describe(game_, net_[*candidate.goal]) : "";
    entry.likelihood = candidate.likelihood;
    entry.tactics_started.assign(candidate.tactics_started.begin(), candidate.tactics_started.end());
    entry.verified_score = candidate.score;
    entry.score_text = candidate.score ? game_.score_text(*candidate.score) : "";
    entry.reply = candidate.reply;
    entry.checked_depth = candidate.checked_depth;
    entry.rejected = candidate.verdict == Verdict::refuted;
    entry.verdict = verdict_words(candidate.verdict);
    entry.reason = candidate.reason;
    trace.alternatives.push_back(std::move(entry));
  }
}

Trace GoalEngine::finish_trace(Trace trace) {
  trace.runtime_errors = rules_.runtime_errors();
  for (GoalId id = 0; id < net_.size(); ++id)
    if (!net_[id].retired()) trace.goals.push_back(trace_goal(id));
  return trace;
}

TraceGoal GoalEngine::trace_goal(GoalId id) {
  const Goal& goal = net_[id];
  TraceGoal entry;
  entry.id = id;
  entry.owner = goal.owner == context_.machine ? "machine" : "opponent";
  entry.type = rules_.goal_name(goal.type);
  entry.text = rules_.describe(game_, goal);
  entry.arguments = rules_.describe_arguments(game_, goal);
  entry.origin = origin_name(goal.origin);
  entry.origin_rule = goal.origin_rule;
  entry.achieved = decision_.achieved.count(id) ? decision_.achieved[id] : false;
  if (auto found = decision_.likelihoods.find(id); found != decision_.likelihoods.end()) {
    entry.likelihood = found->second.value;
    entry.how = how_text(found->second.how);
  } else {
    entry.how = "none";
  }
  entry.activity = goal.activity;
  entry.importance = importance(goal);
  for (auto [edge, end] = boost::in_edges(id, net_.graph()); edge != end; ++edge) {
    // A retired parent is not in the trace's net: an edge to it would point nowhere.
    if (net_[static_cast<GoalId>(boost::source(*edge, net_.graph()))].retired()) continue;
    const auto& label = net_.graph()[*edge];
    const auto& rule = rules_.program().transforms()[label.transform];
    entry.parents.push_back({static_cast<std::uint32_t>(boost::source(*edge, net_.graph())),
                             fmt::format("{} (line {})", rules_.transform_name(label.transform), rule.where.line),
                             label.weight});
  }
  if (auto tactic = decision_.tactics.find(id); tactic != decision_.tactics.end()) {
    TraceTactic record;
    if (tactic->second.first_move) record.first_move = game_.move_text(*tactic->second.first_move);
    record.likelihood = tactic->second.likelihood;
    record.nodes = tactic->second.nodes;
    record.depth = tactic->second.deepest;
    record.adequate = tactic->second.adequate;
    record.stopped = tactic->second.stopped;
    record.line = line_text(game_, tactic->second.line);
    entry.tactic = std::move(record);
  }
  return entry;
}

}  // namespace newell::goals
