#pragma once
// One decision's state: what the steps of the cycle (goals/README.md) read and write, made afresh
// at the decision's start, so nothing of one decision is left in the next but what the engine keeps
// on purpose (the net, the tactics played, the opponent model).

#include "goals/game.h"
#include "goals/goal_net.h"
#include "goals/levels.h"
#include "goals/likelihood.h"
#include "goals/tactic_search.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace newell::goals {

struct Progress;

// What the core's look made of a candidate. `unchecked`: no look finished yet (the budget ended
// first); `proved`: its tactic, or the core, reaches a decisive goal whatever the reply. The trace
// words these ("stands", "refuted", "not checked", "proved", "played").
enum class Verdict { unchecked, survives, proved, refuted };

// Whether a candidate of this verdict may be played.
constexpr bool stands(Verdict verdict) { return verdict == Verdict::survives || verdict == Verdict::proved; }

// A candidate move: the first move of one or more tactics for our goals.
struct Candidate {
  MoveId move = 0;
  double value = 0;                 // the goal evaluation of the position after it
  double likelihood = 0;            // of the most valuable tactic it starts
  std::optional<GoalId> goal;       // that tactic's goal
  std::vector<GoalId> tactics_started;  // every goal whose tactic (or a tried line) it starts
  std::vector<MoveId> line;         // the chosen tactic's line from this move
  bool reached = false;             // a line of that tactic reached its goal (TriedMove::reached)
  // The core's answer.
  std::optional<int> score;         // after the move and the reply found, for us
  std::string reply;                // that reply
  std::vector<std::string> reply_line;  // the foreseen replies and answers followed, then the core's line from the reply on
  bool kept = false;                    // the continuation of the tactic played last move
  std::size_t replies_followed = 0;     // moves of reply_line before the reply: the tactic's line the core followed
  int checked_depth = 0;
  Verdict verdict = Verdict::unchecked;
  std::string reason;
};

// "after Kxh7 Rh3+, ": the foreseen replies and the tactic's answers the core's look followed.
std::string after_line(const Candidate& candidate);

// The decision's budget in nodes (and time): where each step must stop.
struct Shares {
  std::uint64_t start = 0, tactics_end = 0, refutation_end = 0, end = 0;
  std::optional<std::chrono::steady_clock::time_point> tactics_deadline, refutation_deadline, deadline;
  const std::atomic<bool>* stop = nullptr;
  std::function<void(const Progress&)> progress;
  std::vector<MoveId> allowed_moves;  // Budget::allowed_moves
  bool allowed(MoveId move) const {
    return allowed_moves.empty() || std::find(allowed_moves.begin(), allowed_moves.end(), move) != allowed_moves.end();
  }
};

struct DecisionState {
  Shares shares;
  DecisionLevels levels;
  std::map<GoalId, Tactic> tactics;
  std::map<GoalId, bool> achieved;
  std::map<GoalId, GoalLikelihood> likelihoods;
  std::map<GoalId, int> deepened;                                  // extra plies given to nearly proved goals
  std::map<GoalId, int> widened;                                   // times a decisive goal's tactic was widened
  std::map<int, std::optional<Game::CoreResult>> standing_still;  // the core's search of a pass, by depth
};

}  // namespace newell::goals
