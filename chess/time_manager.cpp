#include "chess/time_manager.h"

#include <algorithm>

namespace newell::chess {

TimeBudget plan_move_time(const ClockState& clock, std::chrono::milliseconds move_overhead) {
  using std::chrono::milliseconds;
  const milliseconds time_left = std::max(clock.time_left, milliseconds(0));
  const milliseconds increment = std::max(clock.increment, milliseconds(0));
  const milliseconds overhead = std::max(move_overhead, milliseconds(0));

  // What may be spent at all: the clock minus the overhead; with less than two overheads left,
  // half of what remains (a move in a hurry beats a loss on time).
  const milliseconds usable = time_left > 2 * overhead ? time_left - overhead : time_left / 2;

  const int moves = std::clamp(clock.moves_to_go.value_or(assumed_moves_left), 1, assumed_moves_left);
  // The last move before a time control may use most of what is left; otherwise keep reserves for
  // the moves to come, since the hard limit may be spent on any one of them.
  const milliseconds ceiling = moves == 1 ? usable * 8 / 10 : usable * 4 / 10;

  milliseconds soft = usable / moves + increment * 3 / 4;
  milliseconds hard = soft * 4;
  hard = std::clamp(hard, milliseconds(1), std::max(ceiling, milliseconds(1)));
  soft = std::clamp(soft, milliseconds(1), hard);
  return {soft, hard};
}

}  // namespace newell::chess
