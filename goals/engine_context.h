#pragma once
// What the engine's self-referring built-ins see (StateSlot::engine): the goal net, the game, the
// compiled rules, the decision in progress and the engine's performance record. The engine, the
// tactic search and the rules write it; the built-ins (goals(S), activity(G), contributes(M, G),
// committed(M), ...) read it only through its const questions below, registered for every game by a
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

// What the rules may ask of the decision in progress; made afresh at its start (the threat is
// forgotten at its end: a likelihood asked between decisions knows none; the rest stays readable
// until the next decision, for the opponent model).
struct DecisionFacts {
  std::uint64_t node_budget = 0;
  std::uint64_t nodes_at_start = 0;
  std::chrono::steady_clock::time_point started{};
  std::optional<std::chrono::steady_clock::time_point> deadline;  // its clock, if it has one
  TacticFirstMoves tactic_first_move;
  std::vector<interpreter::Value> committed_men;  // men making the first moves of our tactics
  // Every candidate the goals offered was refuted, or none was offered: the decision's second look,
  // where the seek nets that ask `nothing_stands` propose the quieter goals.
  bool nothing_stands = false;
  // The opponent's threat, as the core found it were we to stand still at the decision's start: its
  // first move (in the position after the pass) and the men of ours its line wins.
  std::optional<MoveId> threat_move;
  std::vector<interpreter::Value> threatened_men;
};

// The engine's performance record and what its last evaluation found, kept across decisions.
struct EngineRecord {
  std::uint64_t decisions = 0;          // decisions made
  std::uint64_t fallbacks = 0;          // ... of which fell back to the core
  double conflict = 0;                  // share of our goals whose tactics want other first moves
  std::map<GoalId, double> likelihood;  // last evaluated likelihood of each goal
};

struct EngineContext {
  GoalNet* net = nullptr;
  Game* game = nullptr;
  const interpreter::Program* program = nullptr;
  Side machine = 0;                         // the side the engine plays
  std::optional<GoalId> searching;          // the goal tactic search is working for, if any
  int tactic_ply = 0;                       // then: the ply whose moves it is ranking (0: the first move)
  std::optional<interpreter::Value> line_began_with;  // then: the man whose move began the line searched
  DecisionFacts decision;
  EngineRecord record;

  // The built-ins' questions (engine_builtins.cpp), each answering neutrally where it has nothing to
  // go by (no net, no goal searched, no decision).
  // `visit(id)` for each live goal of `side`.
  template <class Visit>
  void visit_goals_of(Side side, Visit&& visit) const {
    if (net != nullptr) net->visit_goals_of(side, visit);
  }
  double activity(GoalId id) const;
  // Whether goal `id` names `value` (a man or square argument), and whether a move serves the goal
  // (its tactic starts with it, or it moves one of the goal's men, or goes to one of its squares or
  // to the square of one of its men).
  bool names(GoalId id, interpreter::Value value) const;
  bool contributes(MoveId move, GoalId id) const;
  bool serves(MoveId move) const { return searching && contributes(move, *searching); }
  // The arguments of `type` of the goal the tactic search is working for: how many, the first
  // `capacity` of them written to `out`.
  std::size_t searched_goal_arguments(interpreter::TypeId type, interpreter::Value* out, std::size_t capacity) const;
  bool committed(interpreter::Value man) const;
  double goal_likelihood(GoalId id) const;
  double rule_weight(GoalId id) const;
  double nodes_left() const;
  double budget_used() const;
  int searched_ply() const { return searching ? tactic_ply : 0; }
  bool began_line(interpreter::Value man) const;
  bool threat_against(interpreter::Value man) const;
  bool is_threat(MoveId move) const { return decision.threat_move && *decision.threat_move == move; }
};

// Called by the engine's constructor: referencing this function links the built-ins' file, whose
// RegistryExtension then adds them to every game's registry.
void link_engine_builtins();

}  // namespace newell::goals
