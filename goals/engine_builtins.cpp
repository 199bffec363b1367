// The rule language's window on the machine itself, as Newell asked: the goal structure, goal
// activity, which men are committed, rule weights and performance records. Every built-in accepts
// a null engine state (`newell eval`, `newell check`: no engine running) and answers neutrally; each
// asks one of EngineContext's questions, the only part of it the built-ins read.

#include "goals/aspirations.h"
#include "goals/engine_context.h"
#include "interpreter/game_languages.h"

#include <algorithm>

namespace newell::goals {

using interpreter::TypeId;
using interpreter::Value;
namespace types = interpreter::types;

namespace {
bool holds(const std::vector<Value>& men, Value man) {
  return std::any_of(men.begin(), men.end(), [&](Value held) { return held.bits() == man.bits(); });
}
}  // namespace

double EngineContext::activity(GoalId id) const {
  if (net == nullptr || id >= net->size()) return 0;
  return (*net)[id].activity;
}

bool EngineContext::names(GoalId id, Value value) const {
  if (net == nullptr || id >= net->size()) return false;
  for (const Value argument : (*net)[id].arguments)
    if (argument.bits() == value.bits()) return true;
  return false;
}

bool EngineContext::contributes(MoveId move, GoalId id) const {
  if (net == nullptr || game == nullptr || program == nullptr || id >= net->size()) return false;
  if (decision.tactic_first_move.begins_with(id, move)) return true;
  const Goal& goal = (*net)[id];
  const auto& parameters = program->goals()[goal.type].achieved.parameters;
  const Value man = game->moved_man(move);
  const Value target = game->target_square(move);
  // The man on the target square, asked once, stands for "one of the goal's men stands there".
  std::optional<Value> on_target;
  bool asked = false;
  for (std::size_t i = 0; i < goal.arguments.size() && i < parameters.size(); ++i) {
    const Value argument = goal.arguments[i];
    if (parameters[i] == types::man) {
      if (argument.bits() == man.bits()) return true;
      if (!asked) {
        on_target = game->man_on(target);
        asked = true;
      }
      if (on_target && on_target->bits() == argument.bits()) return true;
    } else if (parameters[i] == types::square && argument.bits() == target.bits()) {
      return true;
    }
  }
  return false;
}

std::size_t EngineContext::searched_goal_arguments(TypeId type, Value* out, std::size_t capacity) const {
  if (net == nullptr || program == nullptr || !searching || *searching >= net->size()) return 0;
  const Goal& goal = (*net)[*searching];
  const auto& parameters = program->goals()[goal.type].achieved.parameters;
  std::size_t count = 0;
  for (std::size_t i = 0; i < goal.arguments.size() && i < parameters.size(); ++i) {
    if (parameters[i] != type) continue;
    if (count < capacity) out[count] = goal.arguments[i];
    ++count;
  }
  return count;
}

bool EngineContext::committed(Value man) const { return holds(decision.committed_men, man); }

bool EngineContext::threat_against(Value man) const { return holds(decision.threatened_men, man); }

bool EngineContext::began_line(Value man) const {
  return searching && line_began_with && line_began_with->bits() == man.bits();
}

double EngineContext::goal_likelihood(GoalId id) const {
  const auto found = record.likelihood.find(id);
  return found == record.likelihood.end() ? 0 : found->second;
}

double EngineContext::rule_weight(GoalId id) const {
  if (net == nullptr || id >= net->size()) return 1;
  double weight = 1;
  for (auto [edge, end] = boost::in_edges(id, net->graph()); edge != end; ++edge)
    weight = std::min(weight, net->graph()[*edge].weight);
  return weight;
}

double EngineContext::nodes_left() const {
  if (game == nullptr) return 0;
  const std::uint64_t used = game->nodes_used() - decision.nodes_at_start;
  return used >= decision.node_budget ? 0.0 : static_cast<double>(decision.node_budget - used);
}

double EngineContext::budget_used() const {
  if (game == nullptr || decision.node_budget == 0) return 0;
  const double used = static_cast<double>(game->nodes_used() - decision.nodes_at_start);
  double share = used / static_cast<double>(decision.node_budget);
  if (decision.deadline) {
    const double span = std::chrono::duration<double>(*decision.deadline - decision.started).count();
    const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - decision.started).count();
    share = std::max(share, span <= 0 ? 1.0 : spent / span);
  }
  return std::clamp(share, 0.0, 1.0);
}

namespace {

using interpreter::StateSlot;

const EngineContext* context_of(void* state) { return static_cast<const EngineContext*>(state); }
GoalId goal_of(Value value) { return static_cast<GoalId>(value.as_entity()); }

constexpr std::size_t max_goals_listed = 512;

// A built-in predicate or function of the engine: `Ask`, a lambda without captures, puts its
// question to a context; `neutral` is the answer without one (the registry takes plain functions).
template <class Ask>
void add_truth(interpreter::Registry& r, const char* name, std::initializer_list<TypeId> parameters, Ask, const char* help) {
  r.add_predicate(name, parameters, [](void* state, const Value* a) {
        const auto* context = context_of(state);
        return Value::truth(context != nullptr && Ask{}(*context, a));
      }, help, StateSlot::engine);
}

template <int neutral, class Ask>
void add_number(interpreter::Registry& r, const char* name, std::initializer_list<TypeId> parameters, Ask, const char* help) {
  r.add_function(name, parameters, types::number, [](void* state, const Value* a) {
        const auto* context = context_of(state);
        return Value::number(context == nullptr ? neutral : Ask{}(*context, a));
      }, help, StateSlot::engine);
}

std::size_t goals_of_side(void* state, const Value* a, Value* out, std::size_t capacity) {
  const auto* context = context_of(state);
  if (context == nullptr) return 0;
  std::size_t count = 0;
  context->visit_goals_of(static_cast<Side>(a[0].as_entity() & 1), [&](GoalId id) {
    if (count < capacity) out[count] = Value::entity(id);
    ++count;
  });
  return count;
}

template <TypeId type>
std::size_t searched_goal_arguments(void* state, const Value*, Value* out, std::size_t capacity) {
  const auto* context = context_of(state);
  return context == nullptr ? 0 : context->searched_goal_arguments(type, out, capacity);
}

// The goal net and the goals' men and squares.
void add_goal_builtins(interpreter::Registry& r) {
  r.add_domain("goals", {types::side}, types::goal, max_goals_listed, goals_of_side,
               "goals(S): the live goals of side S in the goal net (the opponent's are the engine's hypotheses)",
               StateSlot::engine);
  add_number<0>(r, "activity", {types::goal}, [](const EngineContext& c, const Value* a) { return c.activity(goal_of(a[0])); },
                "activity(G): how active goal G has been over the recent moves, 0..1 (1: every move served it)");
  add_truth(r, "contributes", {types::move, types::goal},
            [](const EngineContext& c, const Value* a) { return c.contributes(a[0].as_entity(), goal_of(a[1])); },
            "contributes(M, G): move M serves goal G (starts its tactic, moves one of its men, or goes to its square)");
  add_truth(r, "serves", {types::move}, [](const EngineContext& c, const Value* a) { return c.serves(a[0].as_entity()); },
            "serves(M): move M serves the goal the tactic search is working for (false outside tactic search)");
  // So a rule can rank first the moves that bring a man to bear on the goal's target (the pinning
  // move of a pin, the forking move of a fork) among all the moves of the goal's men; and the same
  // for a goal about squares (a ctl goal's square).
  r.add_domain("goal_men", {}, types::man, 8, searched_goal_arguments<types::man>,
               "goal_men: the men named by the goal the tactic search is working for (none outside tactic search)",
               StateSlot::engine);
  r.add_domain("goal_squares", {}, types::square, 8, searched_goal_arguments<types::square>,
               "goal_squares: the squares named by the goal the tactic search is working for (none outside tactic search)",
               StateSlot::engine);
  add_truth(r, "committed", {types::man}, [](const EngineContext& c, const Value* a) { return c.committed(a[0]); },
            "committed(M): man M makes the first move of one of the engine's current tactics");
  add_truth(r, "names", {types::goal, types::man},
            [](const EngineContext& c, const Value* a) { return c.names(goal_of(a[0]), a[1]); },
            "names(G, M): goal G is about man M");
  add_number<0>(r, "goal_likelihood", {types::goal},
                [](const EngineContext& c, const Value* a) { return c.goal_likelihood(goal_of(a[0])); },
                "goal_likelihood(G): the likelihood of achieving G found by the last evaluation");
  add_number<1>(r, "rule_weight", {types::goal},
                [](const EngineContext& c, const Value* a) { return c.rule_weight(goal_of(a[0])); },
                "rule_weight(G): the weight of the transformation rule that made G a subgoal (1 for a top goal)");
}

// The decision in progress: its budget, the tactic searched, its second look and the threat.
void add_decision_builtins(interpreter::Registry& r) {
  add_number<0>(r, "nodes_left", {}, [](const EngineContext& c, const Value*) { return c.nodes_left(); },
                "nodes_left: positions the engine may still examine for this decision");
  add_number<0>(r, "node_budget", {},
                [](const EngineContext& c, const Value*) { return static_cast<double>(c.decision.node_budget); },
                "node_budget: positions the engine may examine for the whole decision (0 outside a decision)");
  // So a rule may spend a costly question (a threat of mate) on the tactic's first move alone.
  add_number<0>(r, "tactic_ply", {}, [](const EngineContext& c, const Value*) { return c.searched_ply(); },
                "tactic_ply: the ply of the tactic search's node whose moves are ranked (0: the tactic's first move, "
                "and outside tactic search)");
  // So a goal can be judged by the line that reached it: a discovered attack wins material because
  // the man that opened the line made a threat of its own, though the man the line opened onto (the
  // king, for a discovered check) still stands. Unset at the root, so nothing pending counts there.
  add_truth(r, "began_line", {types::man}, [](const EngineContext& c, const Value* a) { return c.began_line(a[0]); },
            "began_line(M): in a tactic search, the line being searched began with a move of man M (false at its "
            "root and outside tactic search)");
  // So a rule set can hold quieter goals in reserve, as Newell, Shaw and Simon's goal list did: the
  // seek nets that ask it propose them only when the goals first adopted offered nothing that stands.
  add_truth(r, "nothing_stands", {}, [](const EngineContext& c, const Value*) { return c.decision.nothing_stands; },
            "nothing_stands: every candidate the goals offered this decision was refuted, or none was offered "
            "(the decision's second look; false otherwise and outside a decision)");
  // So the rules can make the opponent's threat a goal of theirs to defend against: the core's
  // answer to "what if we did nothing?", asked once at the decision's start.
  add_truth(r, "threat_against", {types::man}, [](const EngineContext& c, const Value* a) { return c.threat_against(a[0]); },
            "threat_against(M): the opponent's threat (its best move were we to stand still, as the core finds it at "
            "the decision's start) wins our man M in its line (false outside a decision)");
  add_truth(r, "is_threat", {types::move}, [](const EngineContext& c, const Value* a) { return c.is_threat(a[0].as_entity()); },
            "is_threat(M): M is the opponent's threat, its best move were we to stand still, found at the decision's "
            "start (false outside a decision)");
  add_number<0>(r, "budget_used", {}, [](const EngineContext& c, const Value*) { return c.budget_used(); },
                "budget_used: the share of this decision's budget (nodes, or time when it has a clock) spent so far, "
                "0..1");
}

// The engine's performance record.
void add_record_builtins(interpreter::Registry& r) {
  add_number<0>(r, "conflict", {}, [](const EngineContext& c, const Value*) { return c.record.conflict; },
                "conflict: the share of the engine's goals whose tactics start with a move other than the best one");
  add_number<0>(r, "decisions_made", {},
                [](const EngineContext& c, const Value*) { return static_cast<double>(c.record.decisions); },
                "decisions_made: performance record, moves the engine has chosen in this game");
  add_number<0>(r, "fallbacks", {},
                [](const EngineContext& c, const Value*) { return static_cast<double>(c.record.fallbacks); },
                "fallbacks: performance record, decisions that fell back to the minimax core");
  r.add_action("stems_from", {types::move, types::goal},
               "stems_from(M, G): the opponent's move M served its goal G (raises G's activity)");
}

void add_engine_builtins(interpreter::Registry& r) {
  register_aspiration_names(r);
  add_goal_builtins(r);
  add_decision_builtins(r);
  add_record_builtins(r);
}

const interpreter::RegistryExtension engine_builtins{"goal_engine", add_engine_builtins};

}  // namespace

void link_engine_builtins() {}

}  // namespace newell::goals
