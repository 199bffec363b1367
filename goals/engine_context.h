#pragma once
// What the engine's self-referring built-ins see (StateSlot::engine): the goal net, the game, the
// compiled rules, the tactics found so far and the budget. The built-ins themselves (goals(S),
// activity(G), contributes(M, G), committed(M), ...) are registered for every game by a
// RegistryExtension in engine_builtins.cpp; `link_engine_builtins()` makes sure that file is linked.

#include "goals/game.h"
#include "goals/goal_net.h"
#include "interpreter/program.h"

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace newell::goals {

// The first move of each goal's current tactic (ours and theirs), by goal id: the rules' likelihood
// asks it of every goal at every reply a tactic weighs, so a table indexed by id, not a map.
class TacticFirstMoves {
 public:
  void set(GoalId id, MoveId move) {
    if (id >= moves_.size()) moves_.resize(id + 1);
    moves_[id] = move;
  }
  bool begins_with(GoalId id, MoveId move) const { return id < moves_.size() && moves_[id] == move; }
  void clear() { moves_.clear(); }
  // `visit(id, move)` for each goal that has a tactic, in id order.
  template <class Visit>
  void visit(Visit&& visit) const {
    for (GoalId id = 0; id < moves_.size(); ++id)
      if (moves_[id]) visit(id, *moves_[id]);
  }

 private:
  std::vector<std::optional<MoveId>> moves_;
};

struct EngineContext {
  GoalNet* net = nullptr;
  Game* game = nullptr;
  const interpreter::Program* program = nullptr;
  Side machine = 0;                         // the side the engine plays
  TacticFirstMoves tactic_first_move;
  std::optional<GoalId> searching;          // the goal tactic search is working for, if any
  int tactic_ply = 0;                       // then: the ply whose moves it is ranking (0: the first move)
  std::optional<interpreter::Value> line_began_with;  // then: the man whose move began the line searched
  std::vector<interpreter::Value> committed_men;  // men making the first moves of our tactics
  std::map<GoalId, double> likelihood;         // last evaluated likelihood of each goal
  std::uint64_t node_budget = 0;            // for this decision
  std::uint64_t nodes_at_start = 0;
  std::chrono::steady_clock::time_point started{};  // when this decision began
  std::optional<std::chrono::steady_clock::time_point> deadline;  // its clock, if it has one
  // Every candidate the goals offered was refuted, or none was offered: the decision's second look,
  // where the seek nets that ask `nothing_stands` propose the quieter goals.
  bool nothing_stands = false;
  // The opponent's threat, as the core found it were we to stand still at the decision's start: its
  // first move (in the position after the pass) and the men of ours its line wins. Set for the
  // decision only: the rules' `is_threat` and `threat_against` ask them.
  std::optional<MoveId> threat_move;
  std::vector<interpreter::Value> threatened_men;
  double conflict = 0;                      // share of our goals whose tactics want other first moves
  std::uint64_t decisions = 0;              // performance record: decisions made
  std::uint64_t fallbacks = 0;              // ... of which fell back to the core
  // Actions a net fired (stems_from); the engine reads and clears them.
  struct StemsFrom {
    MoveId move = 0;
    GoalId goal = 0;
  };
  std::vector<StemsFrom> stems_from;
};

// Called by the engine's constructor: referencing this function links the built-ins' file, whose
// RegistryExtension then adds them to every game's registry.
void link_engine_builtins();

// Whether goal `id` names `value` (a man or square argument), and whether a move serves the goal
// (its tactic starts with it, or it moves one of the goal's men, or goes to one of its squares or
// to the square of one of its men).
bool goal_binds(const EngineContext& context, GoalId id, interpreter::Value value);
bool move_contributes(const EngineContext& context, MoveId move, GoalId id);

}  // namespace newell::goals
