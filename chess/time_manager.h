#pragma once
// How long to think about one move under a chess clock. Two limits: the soft one says "do not start
// another iteration after this", the hard one "stop searching now". Both leave a safety margin
// (the move overhead: the time our answer takes to reach the arbiter's clock), so that an engine
// following them never loses on time.

#include <chrono>
#include <optional>

namespace newell::chess {

struct ClockState {
  std::chrono::milliseconds time_left{0};  // on the mover's clock
  std::chrono::milliseconds increment{0};  // added after each move
  std::optional<int> moves_to_go;          // moves until the next time control, when there is one
};

struct TimeBudget {
  std::chrono::milliseconds soft{0};
  std::chrono::milliseconds hard{0};
};

// Moves a game is assumed still to last when the clock gives no moves-to-go.
inline constexpr int assumed_moves_left = 30;
inline constexpr std::chrono::milliseconds default_move_overhead{50};

// The budget for one move. Never more than the clock holds minus the overhead, never zero.
TimeBudget plan_move_time(const ClockState& clock, std::chrono::milliseconds move_overhead = default_move_overhead);

}  // namespace newell::chess
