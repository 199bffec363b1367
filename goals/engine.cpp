#include "goals/engine.h"

#include "goals/aspirations.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>

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
  played_tactics_.clear();
  kept_.reset();
  opponent_move_.clear();
}

// Before the net is refreshed (which prunes goals whose men are gone): the position is the one after
// our move and the opponent's reply, where a tactic judges its goal.
void GoalEngine::judge_played_tactics(Trace& trace) {
  kept_.reset();
  std::vector<PlayedTactic> pending;
  for (PlayedTactic played : played_tactics_) {
    if (played.goal >= net_.size()) continue;
    const Goal& goal = net_[played.goal];
    ++played.moves;
    const bool achieved = goal.owner == game_.side_to_move() && rules_.achieved(game_, context_, goal);
    if (achieved || --played.moves_left <= 0) {
      trace.outcomes.push_back({rules_.describe(game_, goal), rules_.goal_name(goal.type), played.likelihood, achieved,
                                played.moves});
      continue;
    }
    // Kept while the opponent follows its line: its next move is this decision's candidate. A
    // reply it did not foresee leaves the goal to be searched afresh (the tactic is revised).
    const bool followed = played.reply + 1 < played.line.size() && played.line[played.reply] == opponent_move_;
    if (followed && !goal.retired() && (!kept_ || played.likelihood > kept_->likelihood))
      kept_ = KeptTactic{played.goal, played.likelihood,
                         std::vector<std::string>(played.line.begin() + static_cast<std::ptrdiff_t>(played.reply) + 1, played.line.end()),
                         played.line[played.reply]};
    played.line.clear();
    pending.push_back(played);
  }
  played_tactics_ = std::move(pending);
}

double GoalEngine::level(std::string_view name) {
  const AspirationLevel& entry = aspiration_level(name);
  const double value = rules_.aspiration(game_, context_, name, entry.default_value);
  return std::clamp(value, entry.minimum, entry.maximum);
}

double GoalEngine::goal_level(std::string_view prefix, const Goal& goal, double fallback) {
  const GoalAspirationLevel& entry = goal_aspiration_level(prefix);
  const std::string name = std::string(prefix) + rules_.goal_name(goal.type);
  return std::clamp(rules_.aspiration(game_, context_, name, fallback), entry.minimum, entry.maximum);
}

double GoalEngine::importance(const Goal& goal) {
  if (const auto weighed = rules_.importance(game_, context_, goal)) return std::max(0.0, *weighed);
  return goal_level("importance_", goal, goal_aspiration_level("importance_").default_value);
}

bool GoalEngine::out_of_time(std::optional<std::chrono::steady_clock::time_point> deadline) const {
  if (shares_.stop && shares_.stop->load(std::memory_order_relaxed)) return true;
  return deadline && std::chrono::steady_clock::now() >= *deadline;
}

double GoalEngine::likelihood_of(MoveId move) {
  context_.machine = 1 - game_.side_to_move();
  return blended_likelihood(predictor_, predictor_weight_, game_, move, [&] { return rules_.likelihood(game_, context_, move); });
}

std::optional<double> GoalEngine::opponent_move_term(std::string_view name, MoveId move) {
  context_.machine = 1 - game_.side_to_move();
  return rules_.move_definition(game_, context_, name, move);
}

void GoalEngine::observe_opponent_move(MoveId move) {
  const Side mover = game_.side_to_move();
  context_.machine = 1 - mover;
  const Classification classification = rules_.classify(game_, context_, move);
  const double decay = level("activity_decay");
  std::optional<GoalId> served;
  TraceClassification record;
  record.move = game_.move_text(move);
  opponent_move_ = record.move;
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

// Phase 0: the decision's bookkeeping and its shares of the budget. False when there is no legal
// move (the game is over by the rules; a repetition or the fifty-move count is the referee's to
// claim, so a move is still chosen then).
bool GoalEngine::begin(const Budget& budget, Trace& trace) {
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
  deepened_.clear();
  standing_still_.clear();
  context_.tactic_first_move.clear();
  context_.committed_men.clear();
  context_.stems_from.clear();
  context_.nothing_stands = false;
  game_.mark_decision_root();
  trace.game = game_.name();
  trace.position = game_.position_text();
  trace.side = game_.side_name(context_.machine);
  trace.rules = rules_.file_name();
  trace.node_budget = context_.node_budget;
  trace.seed = seed_;
  trace.classification = last_classification_;
  std::vector<MoveId> legal;
  game_.legal_moves(legal);
  if (legal.empty()) return false;

  read_levels(trace);
  game_.set_settling_by_exchange(exchange_settling_);
  const double search_share = level("search_share");
  const double fallback_share = level("fallback_share");
  const double time_level = level("search_time_share");
  const double time_share = time_level < 0 ? search_share : time_level;
  trace.aspirations["search_share"] = search_share;
  trace.aspirations["fallback_share"] = fallback_share;
  const auto nodes_at = [&](double share) {
    return start + static_cast<std::uint64_t>(share * static_cast<double>(context_.node_budget));
  };
  const auto time_at = [&](double share) -> std::optional<std::chrono::steady_clock::time_point> {
    if (!budget.deadline) return std::nullopt;
    const auto span = std::chrono::duration<double>(*budget.deadline - started) * share;
    return started + std::chrono::duration_cast<std::chrono::steady_clock::duration>(span);
  };
  shares_.start = start;
  shares_.end = start + context_.node_budget;
  shares_.tactics_end = nodes_at(std::min(search_share, 1 - fallback_share));
  shares_.refutation_end = nodes_at(1 - fallback_share);
  shares_.deadline = budget.deadline;
  shares_.tactics_deadline = time_at(std::min(time_share, 1 - fallback_share));
  shares_.refutation_deadline = time_at(1 - fallback_share);
  shares_.stop = budget.stop;
  shares_.progress = budget.progress;
  shares_.allowed_moves = budget.allowed_moves;
  return true;
}

void GoalEngine::read_levels(Trace& trace) {
  const auto read = [&](std::string_view name) {
    const double value = level(name);
    trace.aspirations[std::string(name)] = value;
    return value;
  };
  settings_.floor = read("tactic_floor");
  settings_.adequate = read("adequate");
  settings_.compare_certain = read("compare_certain") > 0;
  settings_.depth = static_cast<int>(read("tactic_depth"));
  settings_.width = static_cast<int>(read("tactic_width"));
  settings_.root_width = static_cast<int>(read("root_width"));
  settings_.extension = static_cast<int>(read("extension"));
  refute_depth_ = static_cast<int>(read("refute_depth"));
  defeat_check_ = read("defeat_check") > 0;
  follow_line_ = read("follow_line") > 0;
  failure_value_ = read("failure_value") > 0;
  exchange_settling_ = read("exchange_settling") > 0;
  compare_when_lost_ = read("compare_when_lost") > 0;
  const double margin = read("loss_margin");
  loss_margin_ = margin < 0 ? game_.loss_margin() : static_cast<int>(margin);
  const double compared = read("candidate_margin");
  candidate_margin_ = compared < 0 ? std::nullopt : std::optional<int>(static_cast<int>(compared));
  keep_ = read("keep");
  random_element_ = read("random");
  max_iterations_ = static_cast<int>(read("iterations"));
  grow_per_iteration_ = static_cast<int>(read("grow"));
}

// Phase 1, first: the opponent's threat, the core's answer to "what if we did nothing?" searched as
// deep as the candidates' first look will search it, within `threat_share` of the budget (the
// refutation then finds it cached; one cut short is left to the refutation). The men its line wins
// are the rules' `threat_against`, its move their `is_threat`: the seek nets can make keeping those
// men goals of ours, and the tactics expect the threat among the replies.
void GoalEngine::read_threat() {
  const double share = level("threat_share");
  if (share <= 0) return;
  const auto cap = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(share * static_cast<double>(context_.node_budget)));
  std::optional<Game::CoreResult> still = pass_searched(refute_depth_, cap);
  if (!still || (still->depth < refute_depth_ && std::abs(still->score) < game_.decisive_score())) return;
  if (still->move) {
    context_.threat_move = still->move;
    context_.threatened_men = still->men_won;
  }
  standing_still_.emplace(refute_depth_, std::move(still));
}

// Phase 1: goals about men that have been taken are pruned; opponent hypotheses whose moves have
// stopped serving them are retired; the seek nets propose the goals of both sides in the new
// position (an opponent goal proposed this way is a hypothesis with a low activity).
void GoalEngine::refresh_net() {
  const auto& goal_types = rules_.program().goals();
  const double retire_below = level("retire_activity");
  for (GoalId id = 0; id < net_.size(); ++id) {
    Goal& goal = net_[id];
    if (goal.retired()) continue;
    const auto& parameters = goal_types[goal.type].achieved.parameters;
    for (std::size_t i = 0; i < goal.arguments.size() && i < parameters.size(); ++i)
      if (parameters[i] == types::man && !game_.square_of(goal.arguments[i])) net_.set_retired(id, true);
    if (!goal.retired() && goal.owner != context_.machine && goal.origin == GoalOrigin::seek && goal.activity < retire_below)
      net_.set_retired(id, true);
  }
  // A step of a plan (`transient_<goal>`) that the position no longer proposes is over: retired
  // here, back below if a seek net proposes it again.
  for (GoalId id = 0; id < net_.size(); ++id) {
    Goal& goal = net_[id];
    if (!goal.retired() && goal.owner == context_.machine && goal.origin == GoalOrigin::seek &&
        goal_level("transient_", goal, 0) > 0)
      net_.set_retired(id, true);
  }
  for (const Side owner : {context_.machine, 1 - context_.machine}) adopt_proposed(owner);
}

// The goals the seek nets propose for `owner` join the net (an opponent's as a hypothesis with a low
// activity); one retired and proposed again comes back.
std::vector<GoalId> GoalEngine::adopt_proposed(Side owner) {
  const double initial_activity = level("initial_activity");
  std::vector<GoalId> joined;
  for (auto& proposed : rules_.seek(game_, context_, owner)) {
    Goal goal;
    goal.type = proposed.type;
    goal.arguments = std::move(proposed.arguments);
    goal.owner = owner;
    goal.origin = GoalOrigin::seek;
    goal.origin_rule = proposed.rule;
    const auto known = net_.find(goal.type, goal.arguments, owner);
    if (known && net_[*known].retired()) {
      net_.set_retired(*known, false);
      if (owner != context_.machine) net_[*known].activity = initial_activity;
      joined.push_back(*known);
      continue;
    }
    if (known) continue;
    if (owner != context_.machine) goal.activity = initial_activity;
    joined.push_back(net_.add(std::move(goal)));
  }
  return joined;
}

// The goals settled in a few plies are searched first (they cost little), then the most important:
// the budget may end before the rest.
std::vector<GoalId> GoalEngine::goals_to_search() {
  std::vector<GoalId> pending = net_.goals_of(context_.machine);
  std::map<GoalId, std::pair<int, double>> order;
  for (GoalId id : pending)
    order[id] = {static_cast<int>(goal_level("depth_", net_[id], settings_.depth)) > 2 ? 1 : 0, -importance(net_[id])};
  std::stable_sort(pending.begin(), pending.end(), [&](GoalId a, GoalId b) { return order[a] < order[b]; });
  return pending;
}

// Phase 2: a tactic for each goal, with the levels its goal type sets.
void GoalEngine::search_tactics(const std::vector<GoalId>& goals, TraceIteration& record) {
  TacticSearch search(rules_, game_, context_);
  search.set_opponent_predictor(predictor_, predictor_weight_);
  for (GoalId id : goals) {
    if (game_.nodes_used() >= shares_.tactics_end || out_of_time(shares_.tactics_deadline)) break;
    const Goal& goal = net_[id];
    TacticSettings own = settings_;
    own.stop_at = shares_.tactics_end;
    own.deadline = shares_.tactics_deadline;
    own.stop = shares_.stop;
    own.depth = static_cast<int>(goal_level("depth_", goal, settings_.depth));
    own.width = static_cast<int>(goal_level("width_", goal, settings_.width));
    own.root_width = static_cast<int>(goal_level("root_width_", goal, settings_.root_width));
    own.utility_floor = goal_level("utility_floor_", goal, settings_.utility_floor);
    own.floor = goal_level("floor_", goal, settings_.floor);
    own.adequate = goal_level("adequate_", goal, settings_.adequate);
    own.proof_only = goal_level("proof_only_", goal, 0) > 0;
    own.horizon = goal_level("horizon_", goal, 0);
    own.extension = static_cast<int>(goal_level("extension_", goal, settings_.extension));
    own.compare_certain = goal_level("compare_certain_", goal, settings_.compare_certain ? 1 : 0) > 0;
    own.anticipate = goal_level("anticipate_", goal, 0) > 0 &&
                     std::any_of(context_.threatened_men.begin(), context_.threatened_men.end(),
                                 [&](Value man) { return goal_binds(context_, id, man); });
    if (const auto deeper = deepened_.find(id); deeper != deepened_.end()) {
      own.depth = std::min(own.depth + deeper->second, 14);
      own.width += 1;
    }
    Tactic tactic = search.search(id, own);
    record.goals_searched.push_back(id);
    // A deeper look the budget cut short does not replace what the shallower one found.
    if (auto previous = tactics_.find(id);
        previous != tactics_.end() && tactic.stopped && tactic.likelihood < previous->second.likelihood)
      continue;
    achieved_[id] = tactic.achieved_now;
    if (tactic.first_move) {
      context_.tactic_first_move.set(id, *tactic.first_move);
      context_.committed_men.push_back(game_.moved_man(*tactic.first_move));
    }
    tactics_[id] = std::move(tactic);
  }
}

// Phase 3: every goal's likelihood in the position now, propagated through the net.
void GoalEngine::evaluate() {
  std::map<GoalId, GoalFacts> facts;
  for (GoalId id = 0; id < net_.size(); ++id) {
    if (net_[id].retired()) continue;
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
}

// Goals the rules call decisive (`proof_<goal>`) whose tactic almost always reaches them, with
// `deepen_<goal>` extra plies to spend once on the replies that escaped.
std::vector<std::pair<GoalId, int>> GoalEngine::nearly_proved() {
  std::vector<std::pair<GoalId, int>> found;
  const double from = level("deepen_from");
  for (const auto& [id, tactic] : tactics_) {
    const Goal& goal = net_[id];
    if (deepened_.count(id) || goal.owner != context_.machine || tactic.likelihood >= 1 || tactic.likelihood < from)
      continue;
    const int plies = static_cast<int>(goal_level("deepen_", goal, 0));
    if (plies > 0 && goal_level("proof_", goal, 0) > 0) found.emplace_back(id, plies);
  }
  return found;
}

// Phases 2-4 repeated: search, evaluate, and while no candidate is good enough, grow subgoals.
std::vector<GoalEngine::Candidate> GoalEngine::run_cycle(std::vector<GoalId> pending, Trace& trace) {
  std::vector<Candidate> list;
  for (int iteration = 1;; ++iteration) {
    TraceIteration record;
    record.number = static_cast<int>(trace.iterations.size()) + 1;
    search_tactics(pending, record);
    evaluate();
    list = candidates();
    const Candidate* best = list.empty() ? nullptr : &list.front();
    if (best) {
      std::size_t others = 0, total = 0;
      context_.tactic_first_move.visit([&](GoalId id, MoveId move) {
        if (net_[id].owner != context_.machine) return;
        ++total;
        others += move != best->move;
      });
      context_.conflict = total == 0 ? 0 : static_cast<double>(others) / static_cast<double>(total);
      record.best_move = game_.move_text(best->move);
      record.best_likelihood = best->likelihood;
    }
    record.aspiration = level("good_enough");
    record.good_enough = best && best->likelihood >= record.aspiration;
    const bool budget_left = game_.nodes_used() < shares_.tactics_end && !out_of_time(shares_.tactics_deadline);
    auto nearly = budget_left && iteration < max_iterations_ ? nearly_proved() : std::vector<std::pair<GoalId, int>>{};
    bool again = false;
    if (!nearly.empty()) {
      pending.clear();
      for (const auto& [id, plies] : nearly) {
        pending.push_back(id);
        deepened_[id] += plies;
      }
      record.decision = fmt::format("deepen the tactics of {} nearly proved goals", pending.size());
      again = true;
    } else if (record.good_enough) {
      record.decision = "stop: a candidate is good enough; the candidates go to the core for refutation";
    } else if (!budget_left) {
      record.decision = "stop: the tactics' share of the budget is spent; the candidates go to the core for refutation";
    } else if (iteration >= max_iterations_) {
      record.decision = "stop: no iterations left; the candidates go to the core for refutation";
    } else {
      pending = grow();
      record.subgoals_added = pending;
      if (pending.empty()) {
        record.decision = "stop: no transformation rule offers a new subgoal; the candidates go to the core for refutation";
      } else {
        record.decision = fmt::format("grow the net: {} new subgoal{}", pending.size(), pending.size() == 1 ? "" : "s");
        again = true;
      }
    }
    record.nodes_after = game_.nodes_used() - shares_.start;
    trace.iterations.push_back(std::move(record));
    if (!again) break;
  }
  return list;
}

// Transformation rules grow subgoals under our goals that are not yet likely enough, the most
// important first; the candidates are ranked by rule weight times the parent's importance plus a
// small seeded random element. A rule whose (learned) weight is below `transform_floor` is not tried
// at all: Newell's inhibited rule stops offering subgoals.
std::vector<GoalId> GoalEngine::grow() {
  struct Offer {
    GoalId parent;
    ProposedSubgoal subgoal;
    double rank;
  };
  std::vector<Offer> offers;
  std::uniform_real_distribution<double> uniform(0.0, 1.0);
  const double floor = level("transform_floor");
  for (GoalId id : net_.goals_of(context_.machine)) {
    const double likelihood = likelihoods_.count(id) ? likelihoods_[id].value : 0;
    if (likelihood >= settings_.adequate || achieved_[id]) continue;
    const Goal parent = net_[id];
    for (auto& proposed : rules_.transform(game_, context_, parent)) {
      if (proposed.weight < floor || net_.find(proposed.goal.type, proposed.goal.arguments, context_.machine)) continue;
      const double rank = proposed.weight * importance(parent) + random_element_ * uniform(random_);
      offers.push_back({id, std::move(proposed), rank});
    }
  }
  std::stable_sort(offers.begin(), offers.end(), [](const Offer& a, const Offer& b) { return a.rank > b.rank; });
  std::vector<GoalId> added;
  for (auto& offer : offers) {
    if (static_cast<int>(added.size()) >= grow_per_iteration_) break;
    if (net_.find(offer.subgoal.goal.type, offer.subgoal.goal.arguments, context_.machine)) continue;
    Goal goal;
    goal.type = offer.subgoal.goal.type;
    goal.arguments = std::move(offer.subgoal.goal.arguments);
    goal.owner = context_.machine;
    goal.origin = GoalOrigin::transform;
    goal.origin_rule = offer.subgoal.goal.rule;
    const GoalId child = net_.add(std::move(goal));
    net_.add_subgoal(offer.parent, child, {offer.subgoal.transform, offer.subgoal.weight});
    added.push_back(child);
  }
  return added;
}

// Newell, Shaw and Simon's goals came in an order, each tried only when those before it offered no
// acceptable move. Here the second look: when every candidate was refuted or none was offered, the
// seek nets are asked again with `nothing_stands` true, and the goals they add (a piece to the
// centre, a rook to an open file) are searched, valued and refuted like the others, with half of
// what is left before the fallback's share for their tactics. Moves already refuted stay refuted.
std::optional<std::size_t> GoalEngine::look_again(std::vector<Candidate>& list, Trace& trace) {
  if (game_.nodes_used() >= shares_.refutation_end || out_of_time(shares_.refutation_deadline)) return std::nullopt;
  context_.nothing_stands = true;
  const std::vector<GoalId> fresh = adopt_proposed(context_.machine);
  if (fresh.empty()) return std::nullopt;
  const std::uint64_t used = game_.nodes_used();
  shares_.tactics_end = used + (shares_.refutation_end - used) / 2;
  if (shares_.refutation_deadline) {
    const auto now = std::chrono::steady_clock::now();
    shares_.tactics_deadline = now + (*shares_.refutation_deadline - std::min(now, *shares_.refutation_deadline)) / 2;
  }
  if (!trace.iterations.empty())
    trace.iterations.back().decision += fmt::format("; {}, so {} quieter goal{} sought",
                                                    list.empty() ? "no goal offered a candidate" : "every candidate refuted",
                                                    fresh.size(), fresh.size() == 1 ? " is" : "s are");
  std::vector<Candidate> more = run_cycle(fresh, trace);
  std::erase_if(more, [&](const Candidate& candidate) {
    return std::any_of(list.begin(), list.end(), [&](const Candidate& seen) { return seen.move == candidate.move; });
  });
  const std::size_t offset = list.size();
  std::optional<std::size_t> chosen = refute(more, trace);
  list.insert(list.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
  if (chosen) return offset + *chosen;
  return std::nullopt;
}

Decision GoalEngine::choose_move(Budget budget) {
  Trace trace;
  // Before begin(), which makes this position the root that material is counted from: the tactics
  // played earlier count from the root they were played at.
  judge_played_tactics(trace);
  if (!begin(budget, trace)) {
    Decision none;
    trace.source = "none";
    trace.summary = "no move: there is no legal move";
    none.trace = finish_trace(std::move(trace));
    return none;
  }
  game_.set_search_limits(budget.deadline, budget.stop);
  struct ClearLimits {
    Game& game;
    ~ClearLimits() { game.set_search_limits(std::nullopt, nullptr); }
  } clear_limits{game_};
  // The threat is the decision's alone: a likelihood asked between decisions knows none.
  struct ForgetThreat {
    EngineContext& context;
    ~ForgetThreat() {
      context.threat_move.reset();
      context.threatened_men.clear();
    }
  } forget_threat{context_};
  read_threat();
  refresh_net();
  std::vector<Candidate> list = run_cycle(goals_to_search(), trace);
  ++context_.decisions;
  auto chosen = refute(list, trace);
  // A try whose lines all stopped at the depth undecided (the horizon's hope) is not played unchecked.
  const auto unchecked_try = [](const Candidate& c) { return c.verdict.empty() && c.likelihood > 0 && c.reached; };
  if (!chosen && std::none_of(list.begin(), list.end(), unchecked_try)) chosen = look_again(list, trace);
  // The budget ended before the core could look at the rest: the best valued candidate no reply has
  // vetoed is the goals' choice still, and the trace says it went unchecked. The core's own move
  // on the crumbs of the budget would be no better informed (WAC at 2,000 nodes: 89 solved this
  // way, 82 falling back).
  if (!chosen) {
    // A mate try whose tactic reached nothing is a candidate only for the core to prove.
    const auto unchecked = std::find_if(list.begin(), list.end(), unchecked_try);
    if (unchecked != list.end()) chosen = static_cast<std::size_t>(unchecked - list.begin());
  }
  if (!chosen) chosen = when_every_move_loses(list);
  return chosen ? play(list[*chosen], list, trace) : fall_back(list, trace);
}

}  // namespace newell::goals
