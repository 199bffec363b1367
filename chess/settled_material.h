#pragma once
// The material balance once the captures pending in a position have run their course: a
// quiescence search over captures and promotions that counts material only (no positional terms),
// each side free to stand pat, a side in check trying every evasion. The goal engine's rules ask it
// "what has this line won?" after a tactic's reply, where a static count would credit a capture
// that is about to be taken back.

#include "chess/position.h"

#include <cstdint>

namespace newell::chess {

// Centipawns for `side`: its men minus the other side's (kings not counted).
int material_balance(const Position& position, Color side);

// What a side checkmated in the search is worth: more than all the material on a board.
inline constexpr int mated_material = 100'000;

// How the pending captures are settled.
// - `quiescence`: played out, each side choosing among its captures that do not lose material.
// - `static_exchange`: the side to move is credited the best exchange it can start on one square
//   (static exchange evaluation) or stands pat, and no position is made; only a side in check has
//   its evasions made, each answered the same way, so that a mate is seen. A few positions where
//   a full quiescence makes tens: the goal engine asks this of every position its tactics reach,
//   and every position made counts against its budget.
enum class Settling { quiescence, static_exchange };

// The settled balance for `side` (centipawns). At most `node_limit` positions are made; past the
// limit a node stands pat (a side in check with a move left is not counted mated), so the answer is
// always defined. The position is restored. The positions made are added to *nodes_made when given.
int settled_material(Position& position, Color side, int node_limit = 64, int* nodes_made = nullptr,
                     Settling settling = Settling::quiescence);

}  // namespace newell::chess
