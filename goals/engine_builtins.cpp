// The rule language's window on the machine itself, as Newell asked: the goal structure, goal
// activity, which men are committed, rule weights and performance records. Every built-in accepts
// a null engine state (`newell eval`, `newell check`: no engine running) and answers neutrally.

#include "goals/aspirations.h"
#include "goals/engine_context.h"
#include "interpreter/game_languages.h"

#include <algorithm>

namespace newell::goals {

using interpreter::TypeId;
using interpreter::Value;
namespace types = interpreter::types;

bool goal_binds(const EngineContext& context, GoalId id, Value value) {
  if (context.net == nullptr || id >= context.net->size()) return false;
  for (const Value argument : (*context.net)[id].arguments)
    if (argument.bits() == value.bits()) return true;
  return false;
}

bool move_contributes(const EngineContext& context, MoveId move, GoalId id) {
  if (context.net == nullptr || context.game == nullptr || context.program == nullptr || id >= context.net->size())
    return false;
  if (context.tactic_first_move.begins_with(id, move)) return true;
  const Goal& goal = (*context.net)[id];
  const auto& parameters = context.program->goals()[goal.type].achieved.parameters;
  const Value man = context.game->moved_man(move);
  const Value target = context.game->target_square(move);
  // The man on the target square, asked once, stands for "one of the goal's men stands there".
  std::optional<Value> on_target;
  bool asked = false;
  for (std::size_t i = 0; i < goal.arguments.size() && i < parameters.size(); ++i) {
    const Value argument = goal.arguments[i];
    if (parameters[i] == types::man) {
      if (argument.bits() == man.bits()) return true;
      if (!asked) {
        on_target = context.game->man_on(target);
        asked = true;
      }
      if (on_target && on_target->bits() == argument.bits()) return true;
    } else if (parameters[i] == types::square && argument.bits() == target.bits()) {
      return true;
    }
  }
  return false;
}

namespace {

const EngineContext* context_of(void* state) { return static_cast<const EngineContext*>(state); }

constexpr std::size_t max_goals_listed = 512;

// The arguments of the given type of the goal the tactic search is working for.
std::size_t searched_goal_arguments(const EngineContext* context, TypeId type, Value* out, std::size_t capacity) {
  if (context == nullptr || context->net == nullptr || context->program == nullptr || !context->searching ||
      *context->searching >= context->net->size())
    return 0;
  const Goal& goal = (*context->net)[*context->searching];
  const auto& parameters = context->program->goals()[goal.type].achieved.parameters;
  std::size_t count = 0;
  for (std::size_t i = 0; i < goal.arguments.size() && i < parameters.size(); ++i) {
    if (parameters[i] != type) continue;
    if (count < capacity) out[count] = goal.arguments[i];
    ++count;
  }
  return count;
}

void add_engine_builtins(interpreter::Registry& r) {
  register_aspiration_names(r);
  using interpreter::StateSlot;
  r.add_domain("goals", {types::side}, types::goal, max_goals_listed,
      [](void* state, const Value* a, Value* out, std::size_t capacity) -> std::size_t {
        const auto* context = context_of(state);
        if (context == nullptr || context->net == nullptr) return 0;
        std::size_t count = 0;
        context->net->visit_goals_of(static_cast<Side>(a[0].as_entity() & 1), [&](GoalId id) {
          if (count < capacity) out[count] = Value::entity(id);
          ++count;
        });
        return count;
      },
      "goals(S): the live goals of side S in the goal net (the opponent's are the engine's hypotheses)",
      StateSlot::engine);
  r.add_function("activity", {types::goal}, types::number, [](void* state, const Value* a) {
        const auto* context = context_of(state);
        if (context == nullptr || context->net == nullptr || a[0].as_entity() >= context->net->size())
          return Value::number(0);
        return Value::number((*context->net)[static_cast<GoalId>(a[0].as_entity())].activity);
      }, "activity(G): how active goal G has been over the recent moves, 0..1 (1: every move served it)",
      StateSlot::engine);
  r.add_predicate("contributes", {types::move, types::goal}, [](void* state, const Value* a) {
        const auto* context = context_of(state);
        return Value::truth(context && move_contributes(*context, a[0].as_entity(), static_cast<GoalId>(a[1].as_entity())));
      }, "contributes(M, G): move M serves goal G (starts its tactic, moves one of its men, or goes to its square)",
      StateSlot::engine);
  r.add_predicate("serves", {types::move}, [](void* state, const Value* a) {
        const auto* context = context_of(state);
        return Value::truth(context && context->searching &&
                            move_contributes(*context, a[0].as_entity(), *context->searching));
      }, "serves(M): move M serves the goal the tactic search is working for (false outside tactic search)",
      StateSlot::engine);
  // So a rule can rank first the moves that bring a man to bear on the goal's target (the pinning
  // move of a pin, the forking move of a fork) among all the moves of the goal's men.
  r.add_domain("goal_men", {}, types::man, 8,
      [](void* state, const Value*, Value* out, std::size_t capacity) -> std::size_t {
        return searched_goal_arguments(context_of(state), types::man, out, capacity);
      },
      "goal_men: the men named by the goal the tactic search is working for (none outside tactic search)",
      StateSlot::engine);
  // The same for a goal about squares: the moves that bring a man to bear on a ctl goal's square.
  r.add_domain("goal_squares", {}, types::square, 8,
      [](void* state, const Value*, Value* out, std::size_t capacity) -> std::size_t {
        return searched_goal_arguments(context_of(state), types::square, out, capacity);
      },
      "goal_squares: the squares named by the goal the tactic search is working for (none outside tactic search)",
      StateSlot::engine);
  r.add_predicate("committed", {types::man}, [](void* state, const Value* a) {
        const auto* context = context_of(state);
        if (context == nullptr) return Value::truth(false);
        return Value::truth(std::any_of(context->committed_men.begin(), context->committed_men.end(),
                                        [&](Value man) { return man.bits() == a[0].bits(); }));
      }, "committed(M): man M makes the first move of one of the engine's current tactics", StateSlot::engine);
  r.add_predicate("names", {types::goal, types::man}, [](void* state, const Value* a) {
        const auto* context = context_of(state);
        return Value::truth(context && goal_binds(*context, static_cast<GoalId>(a[0].as_entity()), a[1]));
      }, "names(G, M): goal G is about man M", StateSlot::engine);
  r.add_function("goal_likelihood", {types::goal}, types::number, [](void* state, const Value* a) {
        const auto* context = context_of(state);
        if (context == nullptr) return Value::number(0);
        auto found = context->likelihood.find(static_cast<GoalId>(a[0].as_entity()));
        return Value::number(found == context->likelihood.end() ? 0 : found->second);
      }, "goal_likelihood(G): the likelihood of achieving G found by the last evaluation", StateSlot::engine);
  r.add_function("rule_weight", {types::goal}, types::number, [](void* state, const Value* a) {
        const auto* context = context_of(state);
        if (context == nullptr || context->net == nullptr || a[0].as_entity() >= context->net->size())
          return Value::number(1);
        double weight = 1;
        for (auto [edge, end] = boost::in_edges(a[0].as_entity(), context->net->graph()); edge != end; ++edge)
          weight = std::min(weight, context->net->graph()[*edge].weight);
        return Value::number(weight);
      }, "rule_weight(G): the weight of the transformation rule that made G a subgoal (1 for a top goal)",
      StateSlot::engine);
  r.add_function("nodes_left", {}, types::number, [](void* state, const Value*) {
        const auto* context = context_of(state);
        if (context == nullptr || context->game == nullptr) return Value::number(0);
        const std::uint64_t used = context->game->nodes_used() - context->nodes_at_start;
        return Value::number(used >= context->node_budget ? 0.0 : static_cast<double>(context->node_budget - used));
      }, "nodes_left: positions the engine may still examine for this decision", StateSlot::engine);
  r.add_function("node_budget", {}, types::number, [](void* state, const Value*) {
        const auto* context = context_of(state);
        return Value::number(context == nullptr ? 0.0 : static_cast<double>(context->node_budget));
      }, "node_budget: positions the engine may examine for the whole decision (0 outside a decision)", StateSlot::engine);
  // So a rule may spend a costly question (a threat of mate) on the tactic's first move alone.
  r.add_function("tactic_ply", {}, types::number, [](void* state, const Value*) {
        const auto* context = context_of(state);
        return Value::number(context && context->searching ? context->tactic_ply : 0);
      }, "tactic_ply: the ply of the tactic search's node whose moves are ranked (0: the tactic's first move, and outside tactic search)",
      StateSlot::engine);
  // So a goal can be judged by the line that reached it: a discovered attack wins material because
  // the man that opened the line made a threat of its own, though the man the line opened onto (the
  // king, for a discovered check) still stands. Unset at the root, so nothing pending counts there.
  r.add_predicate("began_line", {types::man}, [](void* state, const Value* a) {
        const auto* context = context_of(state);
        return Value::truth(context && context->searching && context->line_began_with &&
                            context->line_began_with->bits() == a[0].bits());
      }, "began_line(M): in a tactic search, the line being searched began with a move of man M (false at its root and outside "
         "tactic search)", StateSlot::engine);
  // So a rule set can hold quieter goals in reserve, as Newell, Shaw and Simon's goal list did: the
  // seek nets that ask it propose them only when the goals first adopted offered nothing that stands.
  r.add_predicate("nothing_stands", {}, [](void* state, const Value*) {
        const auto* context = context_of(state);
        return Value::truth(context && context->nothing_stands);
      }, "nothing_stands: every candidate the goals offered this decision was refuted, or none was offered "
         "(the decision's second look; false otherwise and outside a decision)", StateSlot::engine);
  // So the rules can make the opponent's threat a goal of theirs to defend against: the core's
  // answer to "what if we did nothing?", asked once at the decision's start.
  r.add_predicate("threat_against", {types::man}, [](void* state, const Value* a) {
        const auto* context = context_of(state);
        return Value::truth(context && std::any_of(context->threatened_men.begin(), context->threatened_men.end(),
                                                   [&](Value man) { return man.bits() == a[0].bits(); }));
      }, "threat_against(M): the opponent's threat (its best move were we to stand still, as the core finds it at "
         "the decision's start) wins our man M in its line (false outside a decision)", StateSlot::engine);
  r.add_predicate("is_threat", {types::move}, [](void* state, const Value* a) {
        const auto* context = context_of(state);
        return Value::truth(context && context->threat_move && *context->threat_move == a[0].as_entity());
      }, "is_threat(M): M is the opponent's threat, its best move were we to stand still, found at the decision's "
         "start (false outside a decision)", StateSlot::engine);
  r.add_function("budget_used", {}, types::number, [](void* state, const Value*) {
        const auto* context = context_of(state);
        if (context == nullptr || context->game == nullptr || context->node_budget == 0) return Value::number(0);
        const double used = static_cast<double>(context->game->nodes_used() - context->nodes_at_start);
        double share = used / static_cast<double>(context->node_budget);
        if (context->deadline) {
          const double span = std::chrono::duration<double>(*context->deadline - context->started).count();
          const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - context->started).count();
          share = std::max(share, span <= 0 ? 1.0 : spent / span);
        }
        return Value::number(std::clamp(share, 0.0, 1.0));
      }, "budget_used: the share of this decision's budget (nodes, or time when it has a clock) spent so far, 0..1",
      StateSlot::engine);
  r.add_function("conflict", {}, types::number, [](void* state, const Value*) {
        const auto* context = context_of(state);
        return Value::number(context ? context->conflict : 0);
      }, "conflict: the share of the engine's goals whose tactics start with a move other than the best one",
      StateSlot::engine);
  r.add_function("decisions_made", {}, types::number, [](void* state, const Value*) {
        const auto* context = context_of(state);
        return Value::number(context ? static_cast<double>(context->decisions) : 0);
      }, "decisions_made: performance record, moves the engine has chosen in this game", StateSlot::engine);
  r.add_function("fallbacks", {}, types::number, [](void* state, const Value*) {
        const auto* context = context_of(state);
        return Value::number(context ? static_cast<double>(context->fallbacks) : 0);
      }, "fallbacks: performance record, decisions that fell back to the minimax core", StateSlot::engine);
  r.add_action("stems_from", {types::move, types::goal},
               "stems_from(M, G): the opponent's move M served its goal G (raises G's activity)");
}

const interpreter::RegistryExtension engine_builtins{"goal_engine", add_engine_builtins};

}  // namespace

void link_engine_builtins() {}

}  // namespace newell::goals
