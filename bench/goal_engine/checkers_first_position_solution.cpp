#include "bench/goal_engine/checkers_first_position_solution.h"

#include "checkers/bitboard.h"
#include "checkers/movegen.h"

#include <algorithm>
#include <bit>

namespace newell::bench {
namespace {

using checkers::Bitboard;
using checkers::Color;

constexpr int none = 32;  // Black's second piece is absent
constexpr std::int16_t unknown = -1;

// White's kings on a < b (b = none: one king); Black's pieces on p < q (q = none: one piece), which
// of them are kings (bit 0: p, bit 1: q); the side to move.
std::size_t index_of(int a, int b, int p, int q, int kinds, Color to_move) {
  return static_cast<std::size_t>(((((a * 33 + b) * 33 + p) * 33 + q) * 4 + kinds) * 2 + (to_move == Color::white ? 0 : 1));
}

// The index of White's kings `white` against Black's pieces `black` (kings among them `black_kings`).
std::size_t index_of(Bitboard white, Bitboard black, Bitboard black_kings, Color to_move) {
  const int a = std::countr_zero(white);
  const int b = std::popcount(white) == 2 ? 31 - std::countl_zero(white) : none;
  const int p = std::countr_zero(black);
  const int q = std::popcount(black) == 2 ? 31 - std::countl_zero(black) : none;
  const int kinds = ((black_kings & checkers::bit(p)) ? 1 : 0) | (q != none && (black_kings & checkers::bit(q)) ? 2 : 0);
  return index_of(a, b, p, q, kinds, to_move);
}

}  // namespace

bool FirstPositionSolution::covers(const checkers::Position& position) {
  return position.white == (position.white & position.kings) && position.white != 0 &&
         std::popcount(position.white) <= 2 && position.black != 0 && std::popcount(position.black) <= 2;
}

std::optional<int> FirstPositionSolution::plies_to_win(const checkers::Position& position) const {
  if (position.black == 0 && position.white != 0) return 0;  // taken the last piece
  if (!covers(position)) return std::nullopt;
  const std::int16_t value = plies_[index_of(position.white, position.black, position.black & position.kings, position.side_to_move)];
  return value == unknown ? std::nullopt : std::optional<int>(value);
}

FirstPositionSolution::FirstPositionSolution() : plies_(32 * 33 * 33 * 33 * 4 * 2, unknown) {
  checkers::MoveList list;
  const Bitboard black_crown = checkers::crowning_row(Color::black);
  // Value iteration, as for two kings against one (checkers_two_kings_solution.cpp): each sweep
  // settles the states whose every line is settled.
  for (bool changed = true; changed;) {
    changed = false;
    for (int a = 0; a < 32; ++a)
      for (int b = a + 1; b <= none; ++b)
        for (int p = 0; p < 32; ++p)
          for (int q = p + 1; q <= none; ++q)
            for (int kinds = 0; kinds < (q == none ? 2 : 4); ++kinds) {
              if (p == a || p == b || (q != none && (q == a || q == b))) continue;
              // A man never stands on Black's crowning row.
              if (!(kinds & 1) && (checkers::bit(p) & black_crown)) continue;
              if (q != none && !(kinds & 2) && (checkers::bit(q) & black_crown)) continue;
              const Bitboard white = checkers::bit(a) | (b == none ? 0 : checkers::bit(b));
              const Bitboard black = checkers::bit(p) | (q == none ? 0 : checkers::bit(q));
              const Bitboard black_kings = ((kinds & 1) ? checkers::bit(p) : 0) | ((kinds & 2) ? checkers::bit(q) : 0);
              for (const Color to_move : {Color::white, Color::black}) {
                std::int16_t& value = plies_[index_of(a, b, p, q, kinds, to_move)];
                if (value != unknown) continue;
                const auto position = checkers::Position::from_pieces(black, white, white | black_kings, to_move);
                list.clear();
                checkers::generate_moves(position, list);
                std::int16_t best = unknown;
                if (to_move == Color::white) {
                  for (const auto& move : list) {
                    const Bitboard after_white = (white & ~checkers::bit(move.from)) | checkers::bit(move.to);
                    const Bitboard after_black = black & ~move.captured;
                    const std::int16_t next =
                        after_black == 0 ? 0 : plies_[index_of(after_white, after_black, black_kings & after_black, Color::black)];
                    if (next != unknown && (best == unknown || next + 1 < best)) best = static_cast<std::int16_t>(next + 1);
                  }
                } else {
                  best = 0;  // no move: Black has lost
                  for (const auto& move : list) {
                    std::int16_t next = unknown;
                    const Bitboard white_after = white & ~move.captured;
                    if (white_after != 0) {
                      const Bitboard after_black = (black & ~checkers::bit(move.from)) | checkers::bit(move.to);
                      Bitboard after_kings = black_kings & ~checkers::bit(move.from);
                      if ((black_kings & checkers::bit(move.from)) || (checkers::bit(move.to) & black_crown))
                        after_kings |= checkers::bit(move.to);
                      next = plies_[index_of(white_after, after_black, after_kings, Color::white)];
                    }
                    if (next == unknown) {
                      best = unknown;
                      break;
                    }
                    best = std::max<std::int16_t>(best, static_cast<std::int16_t>(next + 1));
                  }
                }
                if (best != unknown) {
                  value = best;
                  changed = true;
                }
              }
            }
  }
}

}  // namespace newell::bench
