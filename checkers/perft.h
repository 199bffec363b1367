#pragma once
// Perft: the number of leaf nodes of the legal move tree, the oracle that proves move generation.
// Bulk counting (counting the last ply's moves by popcount without making them) lives here only.

#include "checkers/move.h"
#include "checkers/position.h"

#include <cstdint>
#include <vector>

namespace newell::checkers {

struct PerftOptions {
  bool bulk_counting = true;
  // Count captures by the same piece that take the same pieces and end on the same square once
  // (the "drop duplicates" convention); default: every distinct jump path is a move.
  bool unique_captures = false;
};

std::uint64_t perft(const Position& position, int depth, const PerftOptions& options = {});

struct DivideEntry {
  Move move;
  std::uint64_t nodes = 0;
};
// The count below each first move, in the order legal moves are generated.
std::vector<DivideEntry> divide(const Position& position, int depth, const PerftOptions& options = {});

}  // namespace newell::checkers
