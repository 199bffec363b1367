#pragma once
// The goal net: goal instances of the types the rules declare, bound to men and squares (values
// whose identity the game keeps across moves), ours and the opponent's, joined by subgoal edges
// labelled with the transformation rule that made them (so learning can later reinforce that rule).
// Built on a Boost.Graph adjacency_list; a goal's id is its vertex index and never changes, because
// goals are only ever retired, not removed.

#include "goals/game.h"
#include "interpreter/value.h"

#include <boost/graph/adjacency_list.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace newell::goals {

using GoalId = std::uint32_t;

// Where a goal came from, for the trace and for learning.
enum class GoalOrigin : std::uint8_t {
  seek,         // a `seek_*` net of the rules proposed it in the position
  classified,   // the classification net adopted it for the opponent after one of its moves
  transform,    // a transformation rule made it a subgoal of another goal
};

struct Goal {
  std::uint32_t type = 0;                         // index into Program::goals()
  std::vector<interpreter::Value> arguments;      // one per parameter of the goal type
  Side owner = 0;
  GoalOrigin origin = GoalOrigin::seek;
  std::string origin_rule;                        // "seek_attack", "transform at rules.nwl:12:1"
  double activity = 0;                            // opponent goals: how active lately (0..1)
  int last_active_ply = -1;
  // No longer pursued (its men are gone, say). Set through GoalNet::set_retired only, which keeps
  // the net's lists of live goals.
  bool retired() const { return retired_; }

 private:
  friend class GoalNet;
  bool retired_ = false;
};

struct SubgoalEdge {
  std::uint32_t transform = 0;  // index into Program::transforms()
  double weight = 1;            // the rule's weight when the edge was made
};

using GoalGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS, Goal, SubgoalEdge>;

class GoalNet {
 public:
  // Adds a goal unless an equal one (type, arguments, owner) exists; returns its id either way.
  GoalId add(Goal goal);
  // Links parent -> child; an existing edge between them is kept (its first rule wins).
  void add_subgoal(GoalId parent, GoalId child, SubgoalEdge edge);
  std::optional<GoalId> find(std::uint32_t type, const std::vector<interpreter::Value>& arguments, Side owner) const;

  std::size_t size() const { return boost::num_vertices(graph_); }
  Goal& operator[](GoalId id) { return graph_[id]; }
  const Goal& operator[](GoalId id) const { return graph_[id]; }
  // Retires a goal (it leaves its side's live goals) or brings it back.
  void set_retired(GoalId id, bool retired);
  // Live goals of one side, in id order.
  std::vector<GoalId> goals_of(Side owner) const;
  // The same, each given to `visit`, allocating nothing: the rules' likelihood asks for the
  // opponent's goals at every reply a tactic weighs, so the live goals are kept in a list of their
  // own rather than found among the retired ones (by the middlegame a game's net holds over a
  // hundred goals, most of them retired).
  template <class Visit>
  void visit_goals_of(Side owner, Visit&& visit) const {
    if (owner < 0 || static_cast<std::size_t>(owner) >= live_.size()) return;
    for (GoalId id : live_[static_cast<std::size_t>(owner)]) visit(id);
  }
  std::vector<std::pair<GoalId, SubgoalEdge>> subgoals(GoalId parent) const;
  std::vector<GoalId> parents(GoalId child) const;
  bool is_top_level(GoalId id) const { return boost::in_degree(id, graph_) == 0; }
  const GoalGraph& graph() const { return graph_; }

 private:
  GoalGraph graph_;
  std::array<std::vector<GoalId>, 2> live_;  // per side, in id order
};

}  // namespace newell::goals
