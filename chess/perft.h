#pragma once
// Perft: the number of leaves of the legal move tree to a depth, the oracle of move generation.

#include <cstdint>
#include <utility>
#include <vector>

#include "chess/move.h"
#include "chess/position.h"

namespace newell::chess {

// With bulk counting the last ply's moves are counted, not made.
std::uint64_t perft(Position& position, int depth, bool bulk_counting = true);

// The count below each legal first move (depth >= 1), in move generation order.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& position, int depth, bool bulk_counting = true);

}  // namespace newell::chess
