#include "bench/goal_engine/checkers_two_kings_solution.h"

#include "checkers/movegen.h"

#include <fmt/core.h>

#include <algorithm>
#include <tuple>
#include <vector>

namespace newell::bench {
namespace {

using checkers::Bitboard;
using checkers::Color;

// A state: White's kings on a < b, Black's king on w (squares 0..31), and the side to move.
constexpr int index_of(int a, int b, int w, Color to_move) {
  return ((a * 32 + b) * 32 + w) * 2 + (to_move == Color::white ? 0 : 1);
}
constexpr int unknown = -1;

// The board's symmetries that keep dark squares dark: the identity, the half turn and the two
// reflections in the long diagonals. Kings move alike in every direction, so each maps a position
// of kings onto one with the same value.
int image(int square, int symmetry) {
  const int row = checkers::row_of(square), column = checkers::column_of(square);
  switch (symmetry) {
    case 1: return checkers::square_at(7 - row, 7 - column);
    case 2: return checkers::square_at(column, row);
    case 3: return checkers::square_at(7 - column, 7 - row);
    default: return square;
  }
}

bool canonical(int a, int b, int w) {
  for (int symmetry = 1; symmetry < 4; ++symmetry) {
    int x = image(a, symmetry), y = image(b, symmetry);
    if (x > y) std::swap(x, y);
    const int z = image(w, symmetry);
    if (std::tie(x, y, z) < std::tie(a, b, w)) return false;
  }
  return true;
}

checkers::Position position_of(int a, int b, int w, Color to_move) {
  const Bitboard white = checkers::bit(a) | checkers::bit(b);
  const Bitboard black = checkers::bit(w);
  return checkers::Position::from_pieces(black, white, white | black, to_move);
}

}  // namespace

TwoKingsSolution solve_two_kings_against_one() {
  // plies[state]: plies until Black has lost, with perfect play on both sides; unknown: not won.
  std::vector<int> plies(32 * 32 * 32 * 2, unknown);
  checkers::MoveList list;
  // Value iteration: each sweep settles the states whose every line is settled; the longest win is
  // short (well under 64 plies), so the sweeps end quickly.
  for (bool changed = true; changed;) {
    changed = false;
    for (int a = 0; a < 32; ++a)
      for (int b = a + 1; b < 32; ++b)
        for (int w = 0; w < 32; ++w) {
          if (w == a || w == b) continue;
          for (const Color to_move : {Color::white, Color::black}) {
            int& value = plies[static_cast<std::size_t>(index_of(a, b, w, to_move))];
            if (value != unknown) continue;
            const checkers::Position position = position_of(a, b, w, to_move);
            list.clear();
            checkers::generate_moves(position, list);
            int best = unknown;
            if (to_move == Color::white) {
              for (const auto& move : list) {
                if (move.captured != 0) { best = 1; break; }
                const int other = move.from == a ? b : a;
                const int x = std::min<int>(move.to, other), y = std::max<int>(move.to, other);
                const int next = plies[static_cast<std::size_t>(index_of(x, y, w, Color::black))];
                if (next != unknown && (best == unknown || next + 1 < best)) best = next + 1;
              }
            } else if (list.empty()) {
              best = 0;
            } else {
              best = 0;
              for (const auto& move : list) {
                // A king taken leaves one against one (or none): not a win for White.
                const int next = move.captured != 0 ? unknown
                                                    : plies[static_cast<std::size_t>(index_of(a, b, move.to, Color::white))];
                if (next == unknown) { best = unknown; break; }
                best = std::max(best, next + 1);
              }
            }
            if (best != unknown) {
              value = best;
              changed = true;
            }
          }
        }
  }
  TwoKingsSolution solution;
  for (int a = 0; a < 32; ++a)
    for (int b = a + 1; b < 32; ++b)
      for (int w = 0; w < 32; ++w) {
        if (w == a || w == b || !canonical(a, b, w)) continue;
        if (checkers::can_capture(position_of(a, b, w, Color::white))) continue;
        TwoKingsStart start;
        start.fen = fmt::format("W:WK{},K{}:BK{}", a + 1, b + 1, w + 1);
        const int value = plies[static_cast<std::size_t>(index_of(a, b, w, Color::white))];
        if (value != unknown) start.plies_to_win = value;
        solution.starts.push_back(std::move(start));
      }
  return solution;
}

}  // namespace newell::bench
