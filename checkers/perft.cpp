#include "checkers/perft.h"

#include "checkers/movegen.h"

#include <algorithm>

namespace newell::checkers {
namespace {

// Perft does not need Zobrist keys: boards change by copy, without key updates.
template <Color side>
inline Position play(const Position& position, Bitboard from, Bitboard to, Bitboard captured) {
  Position next = position;
  Bitboard& own = side == Color::black ? next.black : next.white;
  Bitboard& other = side == Color::black ? next.white : next.black;
  own ^= from ^ to;  // from == to (a king's round trip) leaves the piece where it was
  if ((next.kings & from) != 0)
    next.kings ^= from ^ to;
  else
    next.kings |= to & crowning_row(side);
  other &= ~captured;
  next.kings &= ~captured;
  next.side_to_move = opposite(side);
  return next;
}

template <Color side>
inline Position play(const Position& position, const Move& move) {
  return play<side>(position, bit(move.from), bit(move.to), move.captured);
}

// Bulk counting: no move list anywhere; the moves of the last ply are counted, not visited.
template <Color side>
std::uint64_t perft_bulk(const Position& position, int depth) {
  if (depth == 1) return static_cast<std::uint64_t>(count_moves<side>(position));
  std::uint64_t nodes = 0;
  if (depth == 2) {
    // Inlined at each of the generator's loops: this is the innermost loop of perft.
    for_each_move<side>(position, [&](Bitboard from, Bitboard to, Bitboard captured) __attribute__((always_inline)) {
      nodes += static_cast<std::uint64_t>(count_moves<opposite(side)>(play<side>(position, from, to, captured)));
    });
    return nodes;
  }
  for_each_move<side>(position, [&](Bitboard from, Bitboard to, Bitboard captured) {
    nodes += perft_bulk<opposite(side)>(play<side>(position, from, to, captured), depth - 1);
  });
  return nodes;
}

// Without bulk counting: every move of the last ply is made too.
template <Color side>
std::uint64_t perft_walk(const Position& position, int depth) {
  if (depth == 0) return 1;
  std::uint64_t nodes = 0;
  for_each_move<side>(position, [&](Bitboard from, Bitboard to, Bitboard captured) {
    nodes += perft_walk<opposite(side)>(play<side>(position, from, to, captured), depth - 1);
  });
  return nodes;
}

template <Color side>
std::uint64_t perft_general(const Position& position, int depth, const PerftOptions& options) {
  if (depth == 0) return 1;
  MoveList list;
  generate_moves<side>(position, list);
  if (options.unique_captures) remove_duplicate_captures(list);
  if (depth == 1 && options.bulk_counting) return static_cast<std::uint64_t>(list.size());
  std::uint64_t nodes = 0;
  for (const Move& move : list) nodes += perft_general<opposite(side)>(play<side>(position, move), depth - 1, options);
  return nodes;
}

}  // namespace

void remove_duplicate_captures(MoveList& list) {
  for (int i = 0; i < list.size(); ++i) {
    if (!list[i].is_capture()) return;
    for (int j = list.size() - 1; j > i; --j)
      if (list[j].from == list[i].from && list[j].to == list[i].to && list[j].captured == list[i].captured) list.remove(j);
  }
}

std::uint64_t perft(const Position& position, int depth, const PerftOptions& options) {
  if (depth <= 0) return 1;
  const bool black = position.side_to_move == Color::black;
  if (options.bulk_counting && !options.unique_captures)
    return black ? perft_bulk<Color::black>(position, depth) : perft_bulk<Color::white>(position, depth);
  if (!options.unique_captures)
    return black ? perft_walk<Color::black>(position, depth) : perft_walk<Color::white>(position, depth);
  return black ? perft_general<Color::black>(position, depth, options)
               : perft_general<Color::white>(position, depth, options);
}

std::vector<DivideEntry> divide(const Position& position, int depth, const PerftOptions& options) {
  MoveList list;
  generate_moves(position, list);
  if (options.unique_captures) remove_duplicate_captures(list);
  std::vector<DivideEntry> entries;
  for (const Move& move : list) entries.push_back({move, perft(position.after(move), depth - 1, options)});
  return entries;
}

}  // namespace newell::checkers
