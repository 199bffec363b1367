// Perft with and without bulk counting at the last ply.

#include "chess/perft.h"

#include "chess/movegen.h"

namespace newell::chess {

namespace {

// With bulk counting the moves of the last ply are counted, not made.
template <bool bulk>
std::uint64_t perft_tree(Position& position, int depth) {
  if constexpr (bulk) {
    if (depth == 1) return count_legal_moves(position);
  } else {
    if (depth == 0) return 1;
  }
  MoveList moves;
  generate_legal(position, moves);
  std::uint64_t nodes = 0;
  for (const Move move : moves) {
    position.make_move(move);
    nodes += perft_tree<bulk>(position, depth - 1);
    position.unmake_move(move);
  }
  return nodes;
}

}  // namespace

std::uint64_t perft(Position& position, int depth, bool bulk_counting) {
  if (depth <= 0) return 1;
  return bulk_counting ? perft_tree<true>(position, depth) : perft_tree<false>(position, depth);
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& position, int depth, bool bulk_counting) {
  std::vector<std::pair<Move, std::uint64_t>> counts;
  if (depth <= 0) return counts;
  MoveList moves;
  generate_legal(position, moves);
  for (const Move move : moves) {
    position.make_move(move);
    counts.emplace_back(move, perft(position, depth - 1, bulk_counting));
    position.unmake_move(move);
  }
  return counts;
}

}  // namespace newell::chess
