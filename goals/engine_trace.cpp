// What a decision says about itself: the summary a player reads, the candidates with the core's
// verdicts, and the goal net with its subgoal edges labelled by rule and weight. Every line names
// the move played as played; no line says another move was chosen.
#include "goals/engine.h"
#include "goals/trace_words.h"

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

std::string joined_by(const std::vector<std::string>& words, std::string_view separator) {
  std::string text;
  for (std::size_t i = 0; i < words.size(); ++i) text += (i == 0 ? "" : std::string(separator)) + words[i];
  return text;
}

std::string joined(const std::vector<std::string>& words) { return joined_by(words, " "); }

}  // namespace

// A named blow stands where the rules' holds_<goal> says so; for a goal without that test, where it
// is achieved. The line's moves are replayed from the move (a kept tactic's line begins with it too).
std::optional<std::size_t> GoalEngine::blow_stands(const Goal& goal, MoveId move, const std::vector<MoveId>& line) {
  const auto stands = [&] {
    if (const auto holds = rules_.holds(game_, context_, goal)) return *holds;
    return rules_.achieved(game_, context_, goal);
  };
  std::optional<std::size_t> found;
  game_.make(move);
  std::size_t made = 1;
  if (stands()) found = 0;
  for (std::size_t ply = 1; !found && ply < line.size(); ++ply) {
    game_.make(line[ply]);
    ++made;
    if (ply % 2 == 0 && stands()) found = ply;
  }
  for (; made > 0; --made) game_.unmake();
  return found;
}

std::string GoalEngine::goal_mention(const Goal& goal, MoveId move) {
  const std::string type = rules_.goal_name(goal.type);
  if (!is_named_blow(type) || blow_stands(goal, move, {})) return rules_.describe(game_, goal);
  return blow_plain_words(type, rules_.describe_arguments(game_, goal));
}

std::string GoalEngine::summary(const Candidate& chosen, const std::vector<Candidate>& list, TracePlayedTactic& tactic) {
  const std::string move = game_.move_text(chosen.move);
  const Goal& goal = net_[*chosen.goal];
  const std::vector<std::string> line_words = line_text(game_, chosen.line);
  const std::string line = chosen.line.empty() ? move : joined(line_words);
  std::string text;
  if (!is_named_blow(tactic.kind)) {
    text = fmt::format("{}: plays for {} (tactic {}, likelihood {:.2f})", move, tactic.goal, line, chosen.likelihood);
  } else if (const auto ply = blow_stands(goal, chosen.move, chosen.line); !ply) {
    // The kind named only where the blow stands: elsewhere the goal it serves, in plain words.
    tactic.named = false;
    text = fmt::format("{}: plays for {} (tactic {}, likelihood {:.2f})", move, blow_plain_words(tactic.kind, tactic.arguments),
                       line, chosen.likelihood);
  } else {
    tactic.stands_after = static_cast<int>(*ply);
    const std::string stands = *ply == 0 ? blow_standing_words(tactic.kind, tactic.arguments)
                                         : fmt::format("aims at {} by {}", blow_aimed_words(tactic.kind, tactic.arguments),
                                                       line_words.at(*ply));
    text = fmt::format("{}: plays for {} (tactic {}, likelihood {:.2f}): it {}", move, tactic.goal, line, chosen.likelihood,
                       stands);
  }
  if (chosen.kept && kept_)
    text += fmt::format("; it goes on with the tactic played last move, whose reply {} came as foreseen", kept_->reply);
  for (GoalId parent : net_.parents(*chosen.goal)) text += "; a subgoal of " + goal_mention(net_[parent], chosen.move);
  // Another blow the move serves is named only where it stands after the move: "also serves" lists
  // goals by their short forms, the others follow in plain words.
  std::vector<std::string> also, aims;
  for (GoalId id : chosen.tactics_started) {
    if (id == *chosen.goal) continue;
    const std::string mention = goal_mention(net_[id], chosen.move);
    (mention == rules_.describe(game_, net_[id]) ? also : aims).push_back(mention);
  }
  if (!also.empty()) text += "; also serves " + joined_by(also, ", ");
  if (!aims.empty()) text += "; also plays for " + joined_by(aims, ", ");
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
                                   goal_mention(net_[*candidate.goal], candidate.move), candidate.reason));
  }
  if (!vetoed.empty()) text += "; vetoed before it: " + joined_by(vetoed, "; ");
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
