#include "goals/engine.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <set>

namespace newell::goals {

using interpreter::Value;
namespace types = interpreter::types;

GoalEngine::GoalEngine(Game& game, Rules& rules, std::uint64_t seed)
    : game_(game), rules_(rules), random_(seed), seed_(seed) {
  link_engine_builtins();
  context_.net = &net_;
  context_.game = &game_;
  context_.program = &rules_.program();
}

void GoalEngine::new_game() {
  net_ = GoalNet{};
  context_.tactic_first_move.clear();
  context_.committed_men.clear();
  context_.likelihood.clear();
  context_.decisions = 0;
  context_.fallbacks = 0;
  last_classification_.reset();
}

// Goals about men that have been taken are retired; the seek nets propose the goals of both sides
// in the new position (an opponent goal proposed this way is a hypothesis with a low activity).
void GoalEngine::refresh_goals() {
  const auto& goal_types = rules_.program().goals();
  for (GoalId id = 0; id < net_.size(); ++id) {
    Goal& goal = net_[id];
    if (goal.retired) continue;
    const auto& parameters = goal_types[goal.type].achieved.parameters;
    for (std::size_t i = 0; i < goal.arguments.size() && i < parameters.size(); ++i)
      if (parameters[i] == types::man && !game_.square_of(goal.arguments[i])) goal.retired = true;
  }
  const double initial_activity = rules_.aspiration(game_, context_, "initial_activity", 0.25);
  for (const Side owner : {context_.machine, 1 - context_.machine}) {
    for (auto& proposed : rules_.seek(game_, context_, owner)) {
      Goal goal;
      goal.type = proposed.type;
      goal.arguments = std::move(proposed.arguments);
      goal.owner = owner;
      goal.origin = GoalOrigin::seek;
      goal.origin_rule = proposed.rule;
      const bool known = net_.find(goal.type, goal.arguments, owner).has_value();
      if (!known && owner != context_.machine) goal.activity = initial_activity;
      net_.add(std::move(goal));
    }
  }
}

void GoalEngine::read_aspirations(Trace& trace) {
  auto level = [&](std::string_view name, double fallback) {
    const double value = rules_.aspiration(game_, context_, name, fallback);
    trace.aspirations[std::string(name)] = value;
    return value;
  };
  settings_.floor = level("tactic_floor", 0.02);
  settings_.adequate = level("adequate", 0.6);
  settings_.depth = std::clamp(static_cast<int>(level("tactic_depth", 3)), 1, 12);
  settings_.width = std::clamp(static_cast<int>(level("tactic_width", 3)), 1, 64);
  verify_depth_ = std::clamp(static_cast<int>(level("verify_depth", 2)), 1, 8);
  keep_ = std::clamp(level("keep", 0.5), 0.0, 1.0);
  random_element_ = std::max(0.0, level("random", 0.1));
  max_iterations_ = std::clamp(static_cast<int>(level("iterations", 4)), 1, 20);
  grow_per_iteration_ = std::clamp(static_cast<int>(level("grow", 3)), 1, 50);
  loss_margin_ = static_cast<int>(level("loss_margin", game_.loss_margin()));
}

double GoalEngine::importance(const Goal& goal) {
  return std::max(0.0, rules_.aspiration(game_, context_, "importance_" + rules_.goal_name(goal.type), 1));
}

double GoalEngine::likelihood_of(MoveId move) {
  context_.machine = 1 - game_.side_to_move();
  return blended_likelihood(predictor_, predictor_weight_, game_, move, [&] { return rules_.likelihood(game_, context_, move); });
}

void GoalEngine::observe_opponent_move(MoveId move) {
  const Side mover = game_.side_to_move();
  context_.machine = 1 - mover;
  const Classification classification = rules_.classify(game_, context_, move);
  const double decay = std::clamp(rules_.aspiration(game_, context_, "activity_decay", 0.5), 0.0, 1.0);
  std::optional<GoalId> served;
  TraceClassification record;
  record.move = game_.move_text(move);
  record.line = classification.line;
  switch (classification.kind) {
    case Classification::Kind::stems_from:
      if (classification.goal && *classification.goal < net_.size()) served = classification.goal;
      record.kind = "stems_from";
      break;
    case Classification::Kind::adopt: {
      Goal goal;
      goal.type = classification.adopted->type;
      goal.arguments = classification.adopted->arguments;
      goal.owner = mover;
      goal.origin = GoalOrigin::classified;
      goal.origin_rule = "classify opponent move";
      served = net_.add(std::move(goal));
      record.kind = "adopt";
      break;
    }
    case Classification::Kind::other: record.kind = "other"; break;
    case Classification::Kind::none: record.kind = "none"; break;
  }
  if (served) record.goal = rules_.describe(game_, net_[*served]);
  // High activity implies continued activity: an exponentially decaying record of service.
  for (GoalId id : net_.goals_of(mover)) {
    Goal& goal = net_[id];
    goal.activity = decay * goal.activity + (served == id ? 1 - decay : 0.0);
    if (served == id) goal.last_active_ply = static_cast<int>(context_.decisions);
  }
  last_classification_ = record;
}

// After each alternative: our goals by their facts in the new position (achieved, or the tactic
// the move starts, or a share of their present likelihood), propagated through the net; minus the
// opponent goals the move leaves achievable, by importance.
void GoalEngine::judge(Alternative& alternative) {
  std::map<GoalId, GoalFacts> facts;
  std::vector<GoalId> theirs_achieved;
  {
    MoveScope scope(game_, alternative.move);
    game_.count_nodes(1);
    for (GoalId id = 0; id < net_.size(); ++id) {
      const Goal& goal = net_[id];
      if (goal.retired) continue;
      const bool achieved = rules_.achieved(game_, context_, goal);
      if (goal.owner != context_.machine) {
        if (achieved) theirs_achieved.push_back(id);
        continue;
      }
      GoalFacts fact;
      fact.achieved = achieved;
      if (auto tactic = tactics_.find(id); tactic != tactics_.end() && tactic->second.first_move) {
        const double present = likelihoods_.count(id) ? likelihoods_[id].value : 0;
        fact.tactic = *tactic->second.first_move == alternative.move ? tactic->second.likelihood : keep_ * present;
      }
      facts[id] = fact;
    }
  }
  const auto after = propagate(net_, facts);
  double value = 0;
  for (GoalId id = 0; id < net_.size(); ++id) {
    const Goal& goal = net_[id];
    if (goal.retired || goal.owner != context_.machine || !net_.is_top_level(id)) continue;
    auto found = after.find(id);
    value += importance(goal) * (found == after.end() ? 0 : found->second.value);
  }
  for (GoalId id : theirs_achieved)
    if (net_.is_top_level(id)) value -= importance(net_[id]) * (0.5 + 0.5 * net_[id].activity);
  alternative.value = value;
}

// The core's own search of the position is the standard: an alternative it also chose is verified
// by that search; another is searched after it is made, to the depth the core reached less one
// (at least verify_depth - 1), and refused when it scores more than the loss margin below the core.
bool GoalEngine::verify(Alternative& alternative, const Game::CoreResult& core, std::uint64_t stop_at) {
  if (core.move && *core.move == alternative.move) {
    alternative.verified = core.score;
    return true;
  }
  // A tactic of likelihood 1 followed every reply and reached the goal after each: for a goal the
  // rules call decisive (`aspire proof_mate 1.`) that is a proof, and the core is not asked.
  if (proved(alternative)) {
    alternative.reason = "proved by its tactic";
    return true;
  }
  const std::uint64_t used = game_.nodes_used();
  if (used >= stop_at || (context_.deadline && std::chrono::steady_clock::now() >= *context_.deadline)) return false;
  const int depth = std::max(verify_depth_ - 1, core.depth - 1);
  Game::CoreResult reply;
  {
    MoveScope scope(game_, alternative.move);
    reply = game_.search_to_depth(depth, stop_at - used);
  }
  alternative.verified = -reply.score;
  // A check the budget or the clock cut short is no check: the move is not played on its strength.
  if (reply.depth < depth && std::abs(reply.score) < game_.decisive_score()) {
    alternative.reason = fmt::format("the core's check reached depth {} of {} before the budget ran out", reply.depth + 1,
                                     depth + 1);
    return false;
  }
  // A won or lost game allows no margin: a slower mate is a worse move.
  const int margin = std::abs(core.score) >= game_.decisive_score() ? 0 : loss_margin_;
  if (*alternative.verified < core.score - margin) {
    alternative.rejected = true;
    alternative.reason = fmt::format("the core sees it {} against {} for its own choice {} (depth {})",
                                     *alternative.verified, core.score, core.move ? game_.move_text(*core.move) : "-",
                                     depth + 1);
  }
  return true;
}

bool GoalEngine::proved(const Alternative& alternative) {
  return alternative.best_goal && alternative.best_tactic >= 1 &&
         rules_.aspiration(game_, context_, "proof_" + rules_.goal_name(net_[*alternative.best_goal].type), 0) > 0;
}

// Newell's few alternatives looked at in depth: the core's own choice and the goal-driven
// alternatives likely enough (at most `compare_width`, by value) are searched again by the core with
// only them at the root, so the nodes left go deeper on these moves than the full-width search went.
// The move that search prefers is played; every other candidate is refused with its reason. No value
// when there is nothing to compare or the game's core cannot restrict its root.
std::optional<Game::CoreResult> GoalEngine::compare(std::vector<Alternative*>& candidates, const Game::CoreResult& core,
                                                    std::uint64_t stop_at, Trace& trace) {
  if (candidates.empty() || !core.move) return std::nullopt;
  const auto width = static_cast<std::size_t>(
      std::clamp(static_cast<int>(rules_.aspiration(game_, context_, "compare_width", 3)), 1, 16));
  trace.aspirations["compare_width"] = static_cast<double>(width);
  std::vector<MoveId> moves{*core.move};
  for (Alternative* alternative : candidates) {
    if (moves.size() > width) break;
    if (std::find(moves.begin(), moves.end(), alternative->move) == moves.end()) moves.push_back(alternative->move);
  }
  const std::uint64_t used = game_.nodes_used();
  if (moves.size() < 2 || used >= stop_at) return std::nullopt;
  auto compared = game_.core_search_among(moves, stop_at - used);
  if (!compared || !compared->move) return std::nullopt;
  // A look that did not get past the core's own depth says nothing the core did not: its choice stands.
  if (compared->depth < core.depth) {
    for (Alternative* alternative : candidates)
      if (alternative->move != *core.move) {
        alternative->rejected = true;
        alternative->reason = fmt::format("the core's look at {} moves reached depth {} only, not past its own {}",
                                          moves.size(), compared->depth, core.depth);
      } else {
        alternative->verified = core.score;
      }
    return core;
  }
  trace.verification_depth = std::max(trace.verification_depth, compared->depth);
  const std::string preferred = game_.move_text(*compared->move);
  for (Alternative* alternative : candidates) {
    const bool compared_here = std::find(moves.begin(), moves.end(), alternative->move) != moves.end();
    if (alternative->move == *compared->move) {
      alternative->verified = compared->score;
      alternative->reason = fmt::format("preferred by the core's deeper look at {} moves (score {}, depth {})",
                                        moves.size(), compared->score, compared->depth);
      continue;
    }
    alternative->rejected = true;
    alternative->reason =
        compared_here ? fmt::format("the core's deeper look at {} moves prefers {} (score {}, depth {})", moves.size(),
                                    preferred, compared->score, compared->depth)
                      : fmt::format("not compared: {} alternatives likely enough were looked at", width);
  }
  return compared;
}

std::vector<GoalEngine::Alternative> GoalEngine::alternatives() {
  std::map<MoveId, Alternative> by_move;
  for (const auto& [id, tactic] : tactics_) {
    if (!tactic.first_move || net_[id].retired || net_[id].owner != context_.machine) continue;
    Alternative& alternative = by_move[*tactic.first_move];
    alternative.move = *tactic.first_move;
    alternative.tactics_started.push_back(id);
    if (!alternative.best_goal || tactic.likelihood > alternative.best_tactic) {
      alternative.best_tactic = tactic.likelihood;
      alternative.best_goal = id;
    }
  }
  std::vector<Alternative> list;
  for (auto& [move, alternative] : by_move) {
    judge(alternative);
    list.push_back(std::move(alternative));
  }
  std::stable_sort(list.begin(), list.end(), [](const Alternative& a, const Alternative& b) { return a.value > b.value; });
  return list;
}

// Transformation rules grow subgoals under our goals that are not yet likely enough, the most
// important first; the candidates are ranked by rule weight plus a small seeded random element.
// A rule whose (learned) weight is below `transform_floor` [0] is not tried at all: Newell's
// inhibited rule stops offering subgoals, and the effort goes to the rules that earned it.
std::vector<GoalId> GoalEngine::grow() {
  struct Candidate {
    GoalId parent;
    ProposedSubgoal subgoal;
    double rank;
  };
  std::vector<Candidate> candidates;
  std::uniform_real_distribution<double> uniform(0.0, 1.0);
  const double floor = rules_.aspiration(game_, context_, "transform_floor", 0);
  for (GoalId id : net_.goals_of(context_.machine)) {
    const double likelihood = likelihoods_.count(id) ? likelihoods_[id].value : 0;
    if (likelihood >= settings_.adequate || achieved_[id]) continue;
    const Goal parent = net_[id];
    for (auto& proposed : rules_.transform(game_, context_, parent)) {
      if (proposed.weight < floor || net_.find(proposed.goal.type, proposed.goal.arguments, context_.machine)) continue;
      const double rank = proposed.weight * importance(parent) + random_element_ * uniform(random_);
      candidates.push_back({id, std::move(proposed), rank});
    }
  }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) { return a.rank > b.rank; });
  std::vector<GoalId> added;
  for (auto& candidate : candidates) {
    if (static_cast<int>(added.size()) >= grow_per_iteration_) break;
    if (net_.find(candidate.subgoal.goal.type, candidate.subgoal.goal.arguments, context_.machine)) continue;
    Goal goal;
    goal.type = candidate.subgoal.goal.type;
    goal.arguments = std::move(candidate.subgoal.goal.arguments);
    goal.owner = context_.machine;
    goal.origin = GoalOrigin::transform;
    goal.origin_rule = candidate.subgoal.goal.rule;
    const GoalId child = net_.add(std::move(goal));
    net_.add_subgoal(candidate.parent, child, {candidate.subgoal.transform, candidate.subgoal.weight});
    added.push_back(child);
  }
  return added;
}

namespace {
std::string side_name(const Game& game, Side side) {
  if (game.name() == "checkers") return side == 0 ? "black" : "white";
  return side == 0 ? "white" : "black";
}
std::string origin_name(GoalOrigin origin) {
  switch (origin) {
    case GoalOrigin::seek: return "seek";
    case GoalOrigin::classified: return "classified";
    case GoalOrigin::transform: return "transform";
  }
  return "seek";
}
}  // namespace

Decision GoalEngine::choose_move(Budget budget) {
  Decision decision;
  Trace trace;
  context_.machine = game_.side_to_move();
  const std::uint64_t start = game_.nodes_used();
  const auto started = std::chrono::steady_clock::now();
  context_.nodes_at_start = start;
  context_.started = started;
  context_.deadline = budget.deadline;
  context_.node_budget = std::max<std::uint64_t>(budget.nodes, 1);
  tactics_.clear();
  achieved_.clear();
  likelihoods_.clear();
  baseline_.reset();
  context_.tactic_first_move.clear();
  context_.committed_men.clear();
  context_.stems_from.clear();
  trace.game = game_.name();
  trace.position = game_.position_text();
  trace.side = side_name(game_, context_.machine);
  trace.rules = rules_.file_name();
  trace.node_budget = context_.node_budget;
  trace.seed = seed_;
  trace.classification = last_classification_;

  std::vector<MoveId> legal;
  game_.legal_moves(legal);
  if (legal.empty() || game_.outcome() != Outcome::ongoing) {
    trace.source = "none";
    trace.summary = "no move: the game is over";
    decision.trace = finish_trace(std::move(trace));
    return decision;
  }

  game_.set_search_limits(budget.deadline, budget.stop);
  struct ClearLimits {
    Game& game;
    ~ClearLimits() { game.set_search_limits(std::nullopt, nullptr); }
  } clear_limits{game_};
  refresh_goals();
  read_aspirations(trace);
  const double search_share = std::clamp(rules_.aspiration(game_, context_, "search_share", 0.6), 0.05, 0.95);
  trace.aspirations["search_share"] = search_share;
  const std::uint64_t end = start + context_.node_budget;
  const auto share_end = [&](double share) {
    return start + static_cast<std::uint64_t>(share * static_cast<double>(context_.node_budget));
  };
  const std::uint64_t search_end = share_end(search_share);
  // With a clock the shares are shares of the time as well (a tactic's node costs the interpreter's
  // time, a core node far less): the tactics end at their share of the time, and the core's own
  // search ends where the verification's reserve of the time begins.
  const auto time_share_end = [&](double share) -> std::optional<std::chrono::steady_clock::time_point> {
    if (!budget.deadline) return std::nullopt;
    const auto span = std::chrono::duration<double>(*budget.deadline - started) * share;
    return started + std::chrono::duration_cast<std::chrono::steady_clock::duration>(span);
  };
  const double search_time_share =
      std::clamp(rules_.aspiration(game_, context_, "search_time_share", search_share), 0.05, 0.95);
  if (budget.deadline) trace.aspirations["search_time_share"] = search_time_share;
  const auto tactics_deadline = time_share_end(search_time_share);

  // The goals settled in one ply are searched first (they cost a few nodes each), then the most
  // important: the budget may end before the rest.
  std::vector<GoalId> pending = net_.goals_of(context_.machine);
  {
    std::map<GoalId, std::pair<int, double>> order;
    for (GoalId id : pending) {
      const std::string name = rules_.goal_name(net_[id].type);
      order[id] = {rules_.aspiration(game_, context_, "depth_" + name, settings_.depth) > 1 ? 1 : 0,
                   -importance(net_[id])};
    }
    std::stable_sort(pending.begin(), pending.end(), [&](GoalId a, GoalId b) { return order[a] < order[b]; });
  }
  std::optional<Alternative> chosen;
  std::vector<Alternative> last_alternatives;
  double aspiration = settings_.adequate;
  TacticSearch search(rules_, game_, context_);
  search.set_opponent_predictor(predictor_, predictor_weight_);
  std::map<GoalId, int> deepened;  // extra plies for the tactics looked at again
  const auto nearly_proved = [&] {
    // Goals the rules call decisive (`proof_<goal>`), with `deepen_<goal>` extra plies to spend once.
    std::vector<std::pair<GoalId, int>> found;
    for (const auto& [id, tactic] : tactics_) {
      if (deepened.count(id) || net_[id].owner != context_.machine || tactic.likelihood >= 1 ||
          tactic.likelihood < rules_.aspiration(game_, context_, "deepen_from", 0.5))
        continue;
      const std::string name = rules_.goal_name(net_[id].type);
      const int plies = static_cast<int>(rules_.aspiration(game_, context_, "deepen_" + name, 0));
      if (plies > 0 && rules_.aspiration(game_, context_, "proof_" + name, 0) > 0) found.emplace_back(id, plies);
    }
    return found;
  };
  for (int iteration = 1;; ++iteration) {
    TraceIteration record;
    record.number = iteration;
    TacticSettings settings = settings_;
    settings.stop_at = search_end;
    settings.deadline = tactics_deadline;
    settings.stop = budget.stop;
    const auto out_of_time = [&] {
      return (budget.stop && budget.stop->load(std::memory_order_relaxed)) ||
             (tactics_deadline && std::chrono::steady_clock::now() >= *tactics_deadline);
    };
    for (GoalId id : pending) {
      if (game_.nodes_used() >= search_end || out_of_time()) break;
      // A goal type may search deeper or wider than the rest: `aspire depth_mate 5.`
      TacticSettings own = settings;
      const std::string name = rules_.goal_name(net_[id].type);
      own.depth = std::clamp(static_cast<int>(rules_.aspiration(game_, context_, "depth_" + name, settings.depth)), 1, 12);
      own.width = std::clamp(static_cast<int>(rules_.aspiration(game_, context_, "width_" + name, settings.width)), 1, 64);
      own.utility_floor = rules_.aspiration(game_, context_, "utility_floor_" + name, settings.utility_floor);
      own.floor = rules_.aspiration(game_, context_, "floor_" + name, settings.floor);
      own.adequate = rules_.aspiration(game_, context_, "adequate_" + name, settings.adequate);
      own.proof_only = rules_.aspiration(game_, context_, "proof_only_" + name, 0) > 0;
      if (const auto deeper = deepened.find(id); deeper != deepened.end()) {
        own.depth = std::min(own.depth + deeper->second, 14);
        own.width += 1;
      }
      Tactic tactic = search.search(id, own);
      // A deeper look the budget cut short does not replace what the shallower one found.
      if (auto previous = tactics_.find(id);
          previous != tactics_.end() && tactic.stopped && tactic.likelihood < previous->second.likelihood) {
        record.goals_searched.push_back(id);
        continue;
      }
      achieved_[id] = tactic.achieved_now;
      if (tactic.first_move) {
        context_.tactic_first_move[id] = *tactic.first_move;
        context_.committed_men.push_back(game_.moved_man(*tactic.first_move));
      }
      tactics_[id] = std::move(tactic);
      record.goals_searched.push_back(id);
    }
    std::map<GoalId, GoalFacts> facts;
    for (GoalId id = 0; id < net_.size(); ++id) {
      if (net_[id].retired) continue;
      GoalFacts fact;
      if (net_[id].owner == context_.machine) {
        fact.achieved = achieved_[id];
        if (auto tactic = tactics_.find(id); tactic != tactics_.end() && !tactic->second.achieved_now)
          fact.tactic = tactic->second.likelihood;
      } else {
        fact.achieved = achieved_[id] = rules_.achieved(game_, context_, net_[id]);
      }
      facts[id] = fact;
    }
    likelihoods_ = propagate(net_, facts);
    for (const auto& [id, likelihood] : likelihoods_) context_.likelihood[id] = likelihood.value;

    last_alternatives = alternatives();
    std::optional<Alternative> best;
    for (auto& alternative : last_alternatives)
      if (alternative.best_tactic > 0) {
        best = alternative;  // the alternatives come in order of value
        break;
      }
    if (best) {
      std::size_t others = 0, total = 0;
      for (const auto& [id, move] : context_.tactic_first_move) {
        if (net_[id].owner != context_.machine) continue;
        ++total;
        others += move != best->move;
      }
      context_.conflict = total == 0 ? 0 : static_cast<double>(others) / static_cast<double>(total);
    }
    aspiration = rules_.aspiration(game_, context_, "good_enough", settings_.adequate);
    record.aspiration = aspiration;
    if (best) {
      record.best_move = game_.move_text(best->move);
      record.best_likelihood = best->best_tactic;
    }
    record.good_enough = best && best->best_tactic >= aspiration;
    const auto stop = [&](std::string why) { record.decision = std::move(why); };
    auto nearly = game_.nodes_used() < search_end && !out_of_time() && iteration < max_iterations_
                      ? nearly_proved()
                      : std::vector<std::pair<GoalId, int>>{};
    if (!nearly.empty()) {
      // A decisive goal whose tactic almost always reaches it: look again, deeper and wider, at the
      // replies that escaped, before anything is played on the strength of it.
      pending.clear();
      for (const auto& [id, plies] : nearly) {
        pending.push_back(id);
        deepened[id] += plies;
      }
      record.decision = fmt::format("deepen the tactics of {} nearly proved goals", pending.size());
    } else if (record.good_enough) {
      stop("play: good enough");
    } else if (game_.nodes_used() >= search_end) {
      stop("stop: the search share of the budget is spent");
    } else if (out_of_time()) {
      stop("stop: the search share of the time is spent");
    } else if (iteration >= max_iterations_) {
      stop("stop: no iterations left");
    } else {
      pending = grow();
      record.subgoals_added = pending;
      if (pending.empty()) stop("stop: no transformation rule offers a new subgoal");
      else record.decision = fmt::format("grow the net: {} new subgoals", pending.size());
    }
    record.nodes_after = game_.nodes_used() - start;
    trace.iterations.push_back(std::move(record));
    if (!trace.iterations.back().decision.starts_with("grow") && !trace.iterations.back().decision.starts_with("deepen"))
      break;
  }

  // Verification: the core searches the position with what is left but a reserve for checking the
  // alternatives worth playing (likely enough); the first that survives is played.
  const double minimum = rules_.aspiration(game_, context_, "minimum", 0);
  trace.aspirations["minimum"] = minimum;
  const double verify_share = std::clamp(rules_.aspiration(game_, context_, "verify_share", 0.15), 0.0, 0.9);
  trace.aspirations["verify_share"] = verify_share;
  std::vector<Alternative*> candidates;
  for (auto& alternative : last_alternatives)
    if (alternative.best_tactic > 0 && alternative.best_tactic >= minimum) candidates.push_back(&alternative);
  // A tactic that proves a decisive goal (mate after every reply) needs no core search at all.
  for (Alternative* alternative : candidates)
    if (proved(*alternative)) {
      alternative->reason = "proved by its tactic";
      chosen = *alternative;
      break;
    }
  const std::uint64_t reserve =
      candidates.empty() ? 0 : static_cast<std::uint64_t>(verify_share * static_cast<double>(context_.node_budget));
  const std::uint64_t used_now = game_.nodes_used();
  const std::uint64_t core_limit = used_now + reserve >= end ? 1 : end - used_now - reserve;
  Game::CoreResult core;
  bool refused = false;
  if (!chosen) {
    if (reserve > 0) game_.set_search_limits(time_share_end(1 - verify_share), budget.stop);
    core = game_.core_search(core_limit);
    game_.set_search_limits(budget.deadline, budget.stop);
    baseline_ = core.score;
    trace.verification_depth = core.depth;
    if (auto compared = compare(candidates, core, end, trace)) {
      // The deeper look decides: its move is played, as a goal-driven alternative when it is one.
      core = *compared;
      for (Alternative* alternative : candidates)
        if (!alternative->rejected) {
          chosen = *alternative;
          break;
        }
      refused = !chosen;
    } else {
      // The core's own choice needs no further nodes: when it is a candidate it is verified first.
      std::stable_partition(candidates.begin(), candidates.end(),
                            [&](const Alternative* a) { return core.move && a->move == *core.move; });
      for (Alternative* alternative : candidates) {
        if (!verify(*alternative, core, end)) break;
        if (!alternative->rejected) {
          chosen = *alternative;
          break;
        }
        refused = true;
      }
    }
  }

  for (const auto& alternative : last_alternatives) {
    TraceAlternative entry;
    entry.move = game_.move_text(alternative.move);
    entry.value = alternative.value;
    entry.tactics_started.assign(alternative.tactics_started.begin(), alternative.tactics_started.end());
    entry.verified_score = alternative.verified;
    entry.rejected = alternative.rejected;
    entry.reason = alternative.reason;
    trace.alternatives.push_back(std::move(entry));
  }
  trace.baseline_score = baseline_;

  ++context_.decisions;
  if (chosen) {
    decision.move = chosen->move;
    trace.source = "goal";
    trace.summary = summary(*chosen, aspiration);
    const Goal& struck = net_[*chosen->best_goal];
    trace.tactic = TracePlayedTactic{rules_.goal_name(struck.type), rules_.describe(game_, struck),
                                     rules_.describe_arguments(game_, struck), chosen->best_tactic};
  } else {
    ++context_.fallbacks;
    decision.move = core.move ? core.move : std::optional<MoveId>(legal.front());
    trace.source = "fallback";
    const bool any = std::any_of(last_alternatives.begin(), last_alternatives.end(),
                                 [](const Alternative& a) { return a.best_tactic > 0; });
    trace.summary = fmt::format(
        "{}: the core's choice (score {}, depth {}); {}", game_.move_text(*decision.move), core.score, core.depth,
        refused            ? "every goal-driven alternative likely enough was refused by the core"
        : !candidates.empty() ? "no nodes were left to verify a goal-driven alternative"
        : any              ? fmt::format("no goal-driven alternative reaches likelihood {:.2f}", minimum)
                           : "no tactic reaches any goal");
  }
  decision.move_text = game_.move_text(*decision.move);
  trace.move = decision.move_text;
  trace.nodes_used = game_.nodes_used() - start;
  decision.trace = finish_trace(std::move(trace));
  return decision;
}

std::string GoalEngine::summary(const Alternative& chosen, double aspiration) const {
  const std::string move = game_.move_text(chosen.move);
  std::string text = fmt::format("{}: starts the tactic for {}", move, rules_.describe(game_, net_[*chosen.best_goal]));
  for (GoalId id : chosen.tactics_started)
    if (id != *chosen.best_goal) text += fmt::format("; also serves {}", rules_.describe(game_, net_[id]));
  for (GoalId parent : net_.parents(*chosen.best_goal))
    text += fmt::format("; a subgoal of {}", rules_.describe(game_, net_[parent]));
  if (chosen.verified) text += fmt::format("; verified by the core (score {})", *chosen.verified);
  text += fmt::format("; likelihood {:.2f} {} aspiration {:.2f}", chosen.best_tactic,
                      chosen.best_tactic >= aspiration ? ">=" : "<", aspiration);
  if (chosen.best_tactic < aspiration) text += " (the best found within the budget)";
  return text;
}

Trace GoalEngine::finish_trace(Trace trace) {
  trace.runtime_errors = rules_.runtime_errors();
  for (GoalId id = 0; id < net_.size(); ++id) {
    const Goal& goal = net_[id];
    if (goal.retired) continue;
    TraceGoal entry;
    entry.id = id;
    entry.owner = goal.owner == context_.machine ? "machine" : "opponent";
    entry.type = rules_.goal_name(goal.type);
    entry.text = rules_.describe(game_, goal);
    entry.arguments = rules_.describe_arguments(game_, goal);
    entry.origin = origin_name(goal.origin);
    entry.origin_rule = goal.origin_rule;
    entry.achieved = achieved_.count(id) ? achieved_[id] : false;
    if (auto found = likelihoods_.find(id); found != likelihoods_.end()) {
      entry.likelihood = found->second.value;
      entry.how = how_text(found->second.how);
    } else {
      entry.how = "none";
    }
    entry.activity = goal.activity;
    entry.importance = importance(goal);
    for (auto [edge, end] = boost::in_edges(id, net_.graph()); edge != end; ++edge) {
      const auto& label = net_.graph()[*edge];
      const auto& rule = rules_.program().transforms()[label.transform];
      entry.parents.push_back({static_cast<std::uint32_t>(boost::source(*edge, net_.graph())),
                               fmt::format("{} -> {} (line {})", rules_.goal_name(rule.from_goal),
                                           rules_.goal_name(rule.to_goal), rule.where.line),
                               label.weight});
    }
    if (auto tactic = tactics_.find(id); tactic != tactics_.end()) {
      TraceTactic record;
      record.first_move = tactic->second.first_move_text;
      record.likelihood = tactic->second.likelihood;
      record.nodes = tactic->second.nodes;
      record.depth = tactic->second.deepest;
      record.adequate = tactic->second.adequate;
      record.stopped = tactic->second.stopped;
      record.line = tactic->second.line;
      entry.tactic = std::move(record);
    }
    trace.goals.push_back(std::move(entry));
  }
  return trace;
}

}  // namespace newell::goals
