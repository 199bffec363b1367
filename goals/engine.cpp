// The decision cycle's driver: the decision's start (its state, levels and shares of the budget)
// and `choose_move`, which runs the steps in the order goals/README.md numbers them.
#include "goals/engine.h"

#include <algorithm>

namespace newell::goals {

GoalEngine::GoalEngine(Game& game, Rules& rules, std::uint64_t seed)
    : game_(game), rules_(rules), levels_(rules, game, context_), random_(seed), seed_(seed) {
  link_engine_builtins();
  context_.net = &net_;
  context_.game = &game_;
  context_.program = &rules_.program();
}

void GoalEngine::new_game() {
  net_ = GoalNet{};
  context_.decision.tactic_first_move.clear();
  context_.decision.committed_men.clear();
  // A new game's performance record; the conflict is the last decision's until the next one.
  const double conflict = context_.record.conflict;
  context_.record = EngineRecord{};
  context_.record.conflict = conflict;
  last_classification_.reset();
  played_tactics_.clear();
  kept_.reset();
  opponent_move_.reset();
  opponent_move_text_.clear();
}

double GoalEngine::importance(const Goal& goal) {
  if (const auto weighed = rules_.importance(game_, context_, goal)) return std::max(0.0, *weighed);
  return levels_.read(GoalLevel::importance, goal);
}

bool GoalEngine::out_of_time(std::optional<std::chrono::steady_clock::time_point> deadline) const {
  if (decision_.shares.stop && decision_.shares.stop->load(std::memory_order_relaxed)) return true;
  return deadline && std::chrono::steady_clock::now() >= *deadline;
}

// The decision's start: a fresh state, the levels and the shares of the budget. False when there is
// no legal move (the game is over by the rules; a repetition or the fifty-move count is the
// referee's to claim, so a move is still chosen then).
bool GoalEngine::begin(const Budget& budget, Trace& trace) {
  context_.machine = game_.side_to_move();
  DecisionFacts facts;
  facts.nodes_at_start = game_.nodes_used();
  facts.started = std::chrono::steady_clock::now();
  facts.deadline = budget.deadline;
  facts.node_budget = std::max<std::uint64_t>(budget.nodes, 1);
  context_.decision = std::move(facts);
  decision_ = DecisionState{};
  game_.mark_decision_root();
  trace.game = game_.name();
  trace.position = game_.position_text();
  trace.side = game_.side_name(context_.machine);
  trace.rules = rules_.file_name();
  trace.node_budget = context_.decision.node_budget;
  trace.seed = seed_;
  trace.classification = last_classification_;
  std::vector<MoveId> legal;
  game_.legal_moves(legal);
  if (legal.empty()) return false;
  decision_.levels = read_decision_levels(levels_, game_.loss_margin(), trace.aspirations);
  game_.set_settling_by_exchange(decision_.levels.exchange_settling);
  set_shares(budget, trace);
  return true;
}

void GoalEngine::set_shares(const Budget& budget, Trace& trace) {
  const DecisionLevels& levels = decision_.levels;
  const std::uint64_t start = context_.decision.nodes_at_start;
  const auto started = context_.decision.started;
  const std::uint64_t nodes = context_.decision.node_budget;
  trace.aspirations["search_share"] = levels.search_share;
  trace.aspirations["fallback_share"] = levels.fallback_share;
  const auto nodes_at = [&](double share) { return start + static_cast<std::uint64_t>(share * static_cast<double>(nodes)); };
  const auto time_at = [&](double share) -> std::optional<std::chrono::steady_clock::time_point> {
    if (!budget.deadline) return std::nullopt;
    const auto span = std::chrono::duration<double>(*budget.deadline - started) * share;
    return started + std::chrono::duration_cast<std::chrono::steady_clock::duration>(span);
  };
  Shares& shares = decision_.shares;
  shares.start = start;
  shares.end = start + nodes;
  shares.tactics_end = nodes_at(std::min(levels.search_share, 1 - levels.fallback_share));
  shares.refutation_end = nodes_at(1 - levels.fallback_share);
  shares.deadline = budget.deadline;
  shares.tactics_deadline = time_at(std::min(levels.time_share, 1 - levels.fallback_share));
  shares.refutation_deadline = time_at(1 - levels.fallback_share);
  shares.stop = budget.stop;
  shares.progress = budget.progress;
  shares.allowed_moves = budget.allowed_moves;
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
    DecisionFacts& facts;
    ~ForgetThreat() {
      facts.threat_move.reset();
      facts.threatened_men.clear();
    }
  } forget_threat{context_.decision};
  read_threat();
  refresh_net();
  std::vector<Candidate> list = run_cycle(goals_to_search(), trace);
  ++context_.record.decisions;
  const std::optional<std::size_t> chosen = choose(list, trace);
  return chosen ? play(list[*chosen], list, trace) : fall_back(list, trace);
}

}  // namespace newell::goals
