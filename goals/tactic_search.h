#pragma once
// Tactic search for one goal (Newell's tactics): a tree from the current position in which the
// goal owner's nodes offer one move at a time, in order of utility, and the other side's nodes
// their moves in order of likelihood. Likelihoods compound along a path; a branch ends when the
// goal is achieved (value 1), when its likelihood falls below the tactic floor or the depth runs
// out (value 0: not reached), or when the game ends. The owner's node takes its best move (and
// stops trying further moves once one is adequate); the other side's node averages its replies by
// their normalised likelihoods, a pruned reply counting as not reaching the goal. The root's value
// is the likelihood that the tactic reaches achievement. Every node made counts on the game's
// shared node counter.

#include "goals/engine_context.h"
#include "goals/game.h"
#include "goals/opponent_predictor.h"
#include "goals/rules.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace newell::goals {

struct TacticSettings {
  double floor = 0.02;     // aspire tactic_floor
  double adequate = 0.6;   // aspire adequate
  int depth = 3;           // plies (aspire tactic_depth)
  int width = 3;           // moves tried at the owner's nodes (aspire tactic_width)
  double utility_floor = -1e300;  // our moves of lower utility are not tried (aspire utility_floor_<goal>)
  std::uint64_t stop_at = 0;  // the counter value at which the search must stop (0: none)
  // Looking for a proof only (a decisive goal): a reply that escapes ends the other side's node,
  // whose value is then what the replies before it gave (a lower bound), and the search moves on.
  bool proof_only = false;
  std::optional<std::chrono::steady_clock::time_point> deadline;
  const std::atomic<bool>* stop = nullptr;
};

struct Tactic {
  GoalId goal = 0;
  std::optional<MoveId> first_move;   // none: no move of ours reaches the goal at all
  std::string first_move_text;
  double likelihood = 0;              // of reaching achievement
  bool adequate = false;
  bool achieved_now = false;          // nothing to do: already achieved
  std::uint64_t nodes = 0;            // positions this search made
  int deepest = 0;                    // deepest ply reached
  std::vector<std::string> line;      // the expected line: our best move, their likeliest reply, ...
  bool stopped = false;               // the budget ended it
};

class TacticSearch {
 public:
  TacticSearch(Rules& rules, Game& game, EngineContext& context) : rules_(rules), game_(game), context_(context) {}
  // The opponent's replies are ranked by (1 - weight) * rules + weight * predictor, as
  // GoalEngine::likelihood_of reports them, so a learned model of the opponent steers the tactics.
  void set_opponent_predictor(OpponentPredictor* predictor, double weight) {
    predictor_ = predictor;
    predictor_weight_ = weight;
  }

  // Searches for the goal owned by the side to move; a goal of the other side gets no tactic.
  Tactic search(GoalId id, const TacticSettings& settings);

 private:
  double node(int ply, double path, bool record_line);
  bool out_of_budget() const;

  OpponentPredictor* predictor_ = nullptr;
  double predictor_weight_ = 0;
  Rules& rules_;
  Game& game_;
  EngineContext& context_;
  const Goal* goal_ = nullptr;
  TacticSettings settings_;
  Tactic tactic_;
  std::vector<std::vector<MoveId>> moves_;  // per ply, reused
  std::vector<std::vector<std::pair<double, MoveId>>> ranked_;
};

}  // namespace newell::goals
