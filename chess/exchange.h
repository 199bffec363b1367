#pragma once
// Static exchange evaluation: the material a sequence of captures on one square wins once it has
// run its course, each side capturing with its least valuable attacker and free to stop when
// going on would lose (x-ray attackers behind the capturers join in). Newell's "successful
// attack": the attacking side gains material when the smoke of the exchange clears.

#include "chess/move.h"
#include "chess/position.h"

namespace newell::chess {

// The material (centipawns, mover's view) that `move` wins or loses once the exchange it starts on
// its target square is over; for a quiet move, what the moved piece risks there.
int static_exchange(const Position& position, Move move);
// static_exchange(position, move) >= threshold, for pruning in search.
bool static_exchange_at_least(const Position& position, Move move, int threshold);

// The best material `attacker` can win by starting captures on `target` (0 when it cannot or
// should not capture); the piece on `target` must belong to the other colour.
int exchange_gain(const Position& position, Square target, Color attacker);
// `attacker` wins material on `target`: exchange_gain(...) > 0.
bool wins_exchange(const Position& position, Square target, Color attacker);
// The side to move wins material on `target`.
bool wins_exchange(const Position& position, Square target);
// The material won when the piece on `from` captures first on `target` and the exchange then
// runs its course (either side may stop after that first capture).
int exchange_gain_from(const Position& position, Square from, Square target);

}  // namespace newell::chess
