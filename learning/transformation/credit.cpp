#include "learning/transformation/credit.h"

#include "learning/transformation/newell_credit.h"
#include "learning/transformation/threat_target.h"
#include "learning/transformation/unforeseen_loss.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace newell::learning::transformation {

std::string credit_mode_name(CreditMode mode) {
  switch (mode) {
    case CreditMode::pursued: return "pursued";
    case CreditMode::tactic: return "tactic";
    case CreditMode::all: break;
  }
  return "all";
}

CreditMode parse_credit_mode(const std::string& text) {
  if (text == "all") return CreditMode::all;
  if (text == "pursued") return CreditMode::pursued;
  if (text == "tactic") return CreditMode::tactic;
  throw std::invalid_argument(fmt::format("unknown credit mode '{}' (all, pursued or tactic)", text));
}

void GameCredit::add(const GameCredit& other) {
  for (const auto& [name, tally] : other.transforms) transforms[name].add(tally);
  for (const auto& [name, tally] : other.tactics) tactics[name].add(tally);
  predictions += other.predictions;
  predicted += other.predicted;
  goals += other.goals;
  goals_achieved += other.goals_achieved;
  evidence.insert(evidence.end(), other.evidence.begin(), other.evidence.end());
  likelihoods.add(other.likelihoods);
}

void CreditLedger::before_decision(const goals::GoalEngine& engine, goals::Rules& rules, goals::Game& game,
                                   bool game_over, bool won) {
  const auto& net = engine.net();
  const auto& goal_types = rules.program().goals();
  goals::EngineContext context;
  context.net = const_cast<goals::GoalNet*>(&net);  // the achievement tests only read the net
  context.game = &game;
  context.program = &rules.program();
  for (goals::GoalId id = 0; id < net.size(); ++id) {
    const goals::Goal& goal = net[id];
    if (goal.retired() || !own_goals_.count(id)) continue;
    bool leaving = game_over;
    const auto& parameters = goal_types[goal.type].achieved.parameters;
    for (std::size_t i = 0; i < goal.arguments.size() && i < parameters.size() && !leaving; ++i)
      leaving = parameters[i] == interpreter::types::man && !game.square_of(goal.arguments[i]);
    if (!leaving) continue;
    context.machine = goal.owner;
    const bool decisive =
        game_over && won && rules.aspiration(game, context, "proof_" + rules.goal_name(goal.type), 0) > 0;
    if (decisive || rules.achieved(game, context, goal)) achieved_at_[id].insert(decisions_ + 1);
  }
}

void CreditLedger::settle(const goals::Rules& rules, const goals::TraceOutcome& outcome, goals::GamePhase phase,
                          const goals::Trace& settling, int loss_margin) {
  // The engine settles its tactics in the order it played them: the first pending one of the same
  // type and likelihood is this one.
  const auto found = std::find_if(pending_.begin(), pending_.end(), [&](const PendingTactic& pending) {
    return pending.kind == outcome.kind && pending.likelihood == outcome.likelihood;
  });
  PendingTactic played;
  if (found != pending_.end()) {
    played = std::move(*found);
    pending_.erase(found);
  } else {
    played = {outcome.kind, outcome.goal, outcome.likelihood, 0, phase, {}, std::nullopt};
  }
  likelihoods_.add_tactic(outcome.kind, played.phase,
                          uncorrected_tactic_likelihood(rules.likelihood_calibration(), outcome.kind, played.phase, outcome.likelihood),
                          outcome.achieved);
  if (mode_ != CreditMode::tactic || played.shares.empty()) return;
  // The subgoal serves its parent: reached at the parent's expense is no success for the rules.
  const auto verdict = judge_settled_tactic(outcome.achieved, played.core_score, settling.baseline_score, loss_margin);
  const bool success = verdict == TacticVerdict::reached;
  std::string event = success ? "reached" : "failed";
  std::string goal = played.goal;
  if (verdict == TacticVerdict::reached_at_a_cost) {
    event = reached_at_a_cost_event;
    goal += fmt::format(" (the core's score fell by {}: {} when its first move was played, {} when it was settled)",
                        *tactic_cost(played.core_score, settling.baseline_score), *played.core_score, *settling.baseline_score);
  }
  const store::CreditEvidence what{"", std::nullopt, played.ply, goal, event, 1, success};
  credit_rules(played.shares, success, what, tactic_credit_, evidence_);
  std::vector<store::CreditEvidence> ignored;
  credit_rules(played.shares, success, what, tactic_resolved_, ignored);
}

void CreditLedger::blame_uncovered_threat(const goals::GoalEngine& engine, const goals::Rules& rules, const goals::Trace& trace,
                                          const std::string& game, int ply) {
  const auto targets = threat_target_squares(game, trace.position, trace.threat);
  const auto shares = uncovered_threat_shares(engine.net(), rules, trace, targets);
  std::string takes = "takes nothing at once";
  if (!targets.empty()) takes = "takes the man on " + fmt::format("{}", fmt::join(targets, ", "));
  if (shares.empty()) {
    // What the rules lack: no goal named what the threat takes. No weight moves; the evidence stays.
    evidence_.push_back({"", std::nullopt, ply, fmt::format("threat {} ({}) in {}", trace.threat, takes, trace.position),
                         uncovered_no_goal_event, 1, false});
    return;
  }
  // The goals that had the man to keep, by their text: `learn propose` reads their types back.
  std::vector<std::string> keepers;
  for (const auto* goal : goals_naming_targets(trace, targets)) keepers.push_back(goal->text);
  const store::CreditEvidence what{"", std::nullopt, ply,
                                   fmt::format("threat {} ({}; kept by {})", trace.threat, takes, fmt::join(keepers, "; ")),
                                   "uncovered threat", 1, false};
  credit_rules(shares, false, what, tactic_credit_, evidence_);
  std::vector<store::CreditEvidence> ignored;
  credit_rules(shares, false, what, tactic_resolved_, ignored);
}

void CreditLedger::judge_awaited_reply(const goals::Trace& next) {
  const AwaitedReply& awaited = *awaited_;
  if (awaited.reply.empty() || reply_foreseen(awaited.expected, awaited.reply)) return;
  const auto lost = unforeseen_part_of_loss(awaited.game, awaited.decided_in, awaited.after_our_move, awaited.reply, awaited.expected);
  if (!lost || *lost < unforeseen_loss_threshold) return;
  const auto targets = squares_taken_by(awaited.game, awaited.after_our_move, awaited.reply);
  std::string served = "served no goal we knew of";
  if (next.classification && !next.classification->goal.empty())
    served = (next.classification->kind == "stems_from" ? "stems from " : "adopts ") + next.classification->goal;
  std::string takes = "takes nothing at once";
  if (!targets.empty()) takes = "takes the man on " + fmt::format("{}", fmt::join(targets, ", "));
  std::vector<std::string> keepers;
  for (const auto* goal : goals_naming_targets(awaited.ours, targets)) keepers.push_back(goal->text);
  if (!keepers.empty()) takes += fmt::format("; kept by {}", fmt::join(keepers, "; "));
  const std::string expected = awaited.expected.empty() ? "nothing" : fmt::format("{}", fmt::join(awaited.expected, " or "));
  // What the rules lack, as with a threat no goal named: no weight moves (the tactic's own credit
  // judged the move), the evidence stays for `learn propose`.
  evidence_.push_back({"", std::nullopt, awaited.ply,
                       fmt::format("reply {} won {} more than foreseen (expected {}; {}; {}) in {}", awaited.reply, *lost, expected,
                                   served, takes, awaited.decided_in),
                       unforeseen_loss_event, 1, false});
}

void CreditLedger::after_decision(const goals::GoalEngine& engine, const goals::Rules& rules, const goals::Trace& trace,
                                  goals::Game* game, int ply) {
  ++decisions_;
  if (awaited_) judge_awaited_reply(trace);
  awaited_.reset();
  if (records_failures() && game && trace.source == "goal") {
    AwaitedReply awaited{game->name(), trace.position, "", "", {}, {}, ply};
    if (trace.plan.size() > 1) awaited.expected.push_back(trace.plan[1]);
    for (const auto& alternative : trace.alternatives)
      if (alternative.move == trace.move && !alternative.reply.empty() && !reply_foreseen(awaited.expected, alternative.reply))
        awaited.expected.push_back(alternative.reply);
    for (const auto& goal : trace.goals)
      if (goal.owner == "machine") awaited.ours.goals.push_back(goal);
    awaited_ = std::move(awaited);
  }
  const goals::GamePhase phase = game ? goals::game_phase(*game) : goals::GamePhase::middlegame;
  const int loss_margin = game ? game->loss_margin() : std::numeric_limits<int>::max();
  for (const auto& outcome : trace.outcomes) settle(rules, outcome, phase, trace, loss_margin);
  if (trace.source == "goal" && trace.tactic) {
    PendingTactic pending{trace.tactic->kind, trace.tactic->goal, trace.tactic->likelihood, ply, phase, {}, trace.baseline_score};
    if (mode_ == CreditMode::tactic)
      for (const auto& goal : trace.goals)
        if (goal.owner == "machine" && goal.type == trace.tactic->kind && goal.text == trace.tactic->goal) {
          pending.shares = providing_rule_shares(engine.net(), rules, trace_goal_likelihoods(trace), goal.id);
          break;
        }
    pending_.push_back(std::move(pending));
  }
  if (records_failures() && game && fallback_met_uncovered_threat(trace, game->loss_margin()))
    blame_uncovered_threat(engine, rules, trace, game->name(), ply);
  for (const auto& goal : trace.goals) {
    if (goal.owner != "machine") continue;
    own_goals_.insert(goal.id);
    if (goal.achieved) achieved_at_[goal.id].insert(decisions_);
    if (goal.tactic && goal.tactic->adequate && !goal.achieved && !tactic_.count(goal.id))
      tactic_[goal.id] = {goal.type, decisions_};
  }
  const auto& graph = engine.net().graph();
  for (auto [edge, end] = boost::edges(graph); edge != end; ++edge) {
    const auto parent = static_cast<goals::GoalId>(boost::source(*edge, graph));
    const auto child = static_cast<goals::GoalId>(boost::target(*edge, graph));
    if (edges_.count({parent, child})) continue;
    edges_[{parent, child}] = {parent, graph[*edge].transform, decisions_, ply, {}, {}};
    if (mode_ == CreditMode::all) trials_[{parent, child, decisions_}] = edges_[{parent, child}];
  }
  if (mode_ == CreditMode::pursued && trace.source == "goal") {
    for (const auto& goal : trace.goals) {
      if (goal.owner != "machine" || !goal.tactic || goal.tactic->first_move != trace.move) continue;
      for (auto [edge, end] = boost::in_edges(goal.id, graph); edge != end; ++edge) {
        const auto parent = static_cast<goals::GoalId>(boost::source(*edge, graph));
        // As the trace shows the net: a retired parent (its man taken, a plan step over) is no
        // longer served by the move, and its rule earns no trial from it.
        if (engine.net()[parent].retired()) continue;
        const auto parent_goal = std::find_if(trace.goals.begin(), trace.goals.end(),
                                              [&](const goals::TraceGoal& traced) { return traced.id == parent; });
        trials_[{parent, goal.id, decisions_}] = {parent, graph[*edge].transform, decisions_, ply, goal.text,
                                                  parent_goal == trace.goals.end() ? std::string() : parent_goal->text};
      }
    }
  }
}

void CreditLedger::before_opponent_move(goals::GoalEngine& engine, goals::Game& game, goals::MoveId move) {
  if (awaited_) {
    awaited_->after_our_move = game.position_text();
    awaited_->reply = game.move_text(move);
  }
  std::vector<goals::MoveId> legal;
  game.legal_moves(legal);
  if (legal.size() < 2) return;
  double best = -1;
  int tied = 0;
  double played = 0, total = 0;
  std::vector<double> likelihoods;
  for (const auto candidate : legal) {
    const double likelihood = engine.likelihood_of(candidate);
    likelihoods.push_back(likelihood);
    total += likelihood;
    if (candidate == move) played = likelihood;
    if (likelihood > best + 1e-12) {
      best = likelihood;
      tied = 1;
    } else if (likelihood > best - 1e-12) {
      ++tied;
    }
  }
  predictions_ += 1;
  if (played > best - 1e-12) predicted_ += 1.0 / tied;
  if (total <= 0) return;
  const goals::GamePhase phase = goals::game_phase(game);
  for (std::size_t i = 0; i < legal.size(); ++i) likelihoods_.add_reply(phase, likelihoods[i] / total, legal[i] == move);
}

std::map<std::string, Tally> CreditLedger::take_resolved(const goals::GoalEngine& engine, const goals::Rules& rules,
                                                        bool game_over) {
  if (mode_ == CreditMode::tactic) return std::exchange(tactic_resolved_, {});
  std::map<std::string, Tally> resolved;
  for (const auto& [ends, edge] : trials_) {
    if (taken_.count(ends)) continue;
    const auto found = achieved_at_.find(edge.parent);
    const bool achieved = found != achieved_at_.end() && found->second.upper_bound(edge.made_at) != found->second.end();
    if (!achieved && !game_over && !engine.net()[edge.parent].retired()) continue;
    taken_.insert(ends);
    Tally& tally = resolved[rules.transform_name(edge.transform)];
    ++tally.trials;
    if (achieved) ++tally.successes;
  }
  return resolved;
}

GameCredit CreditLedger::finish(const goals::GoalEngine& engine, const goals::Rules& rules) {
  GameCredit credit;
  auto achieved_after = [&](goals::GoalId goal, int decision) {
    auto found = achieved_at_.find(goal);
    return found != achieved_at_.end() && found->second.upper_bound(decision) != found->second.end();
  };
  // Trials in (parent, child, decision) order: the same game gives the same credit.
  for (const auto& [ends, edge] : trials_) {
    const std::string rule = rules.transform_name(edge.transform);
    Tally& tally = credit.transforms[rule];
    ++tally.trials;
    const bool achieved = achieved_after(edge.parent, edge.made_at);
    if (achieved) ++tally.successes;
    if (mode_ == CreditMode::pursued)
      evidence_.push_back({rule, std::nullopt, edge.ply, fmt::format("{} for {}", edge.subgoal, edge.parent_goal),
                           achieved ? "parent achieved" : "parent not achieved", 1, achieved});
  }
  // The blame of uncovered threats joins the pursued trials.
  if (mode_ == CreditMode::pursued)
    for (const auto& [rule, tally] : tactic_credit_) credit.transforms[rule].add(tally);
  for (const auto& [goal, tactic] : tactic_) {
    Tally& tally = credit.tactics[tactic.first];
    ++tally.trials;
    if (achieved_after(goal, tactic.second)) ++tally.successes;
  }
  if (mode_ == CreditMode::tactic) credit.transforms = tactic_credit_;
  credit.evidence = evidence_;
  credit.likelihoods = likelihoods_;
  credit.predictions = predictions_;
  credit.predicted = predicted_;
  credit.goals = static_cast<int>(own_goals_.size());
  for (const auto goal : own_goals_)
    if (achieved_at_.count(goal)) ++credit.goals_achieved;
  (void)engine;
  return credit;
}

}  // namespace newell::learning::transformation
