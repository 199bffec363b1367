#include "games/checkers/one_against_one.h"

#include "checkers/bitboard.h"
#include "checkers/movegen.h"

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace newell::games {
namespace {

using checkers::Bitboard;
using checkers::Color;

// Black's piece on b (a king if bk), White's on w (a king if wk), the side to move.
constexpr std::size_t index_of(int b, bool bk, int w, bool wk, Color to_move) {
  return static_cast<std::size_t>((((b * 2 + (bk ? 1 : 0)) * 32 + w) * 2 + (wk ? 1 : 0)) * 2 + (to_move == Color::white ? 1 : 0));
}

enum : std::uint8_t { unknown, won, lost };  // for the side to move; unknown at the end: drawn

std::vector<std::uint8_t> solve() {
  std::vector<std::uint8_t> result(32 * 2 * 32 * 2 * 2, unknown);
  checkers::MoveList list;
  for (bool changed = true; changed;) {
    changed = false;
    for (int b = 0; b < 32; ++b)
      for (const bool bk : {false, true})
        for (int w = 0; w < 32; ++w)
          for (const bool wk : {false, true})
            for (const Color to_move : {Color::black, Color::white}) {
              if (b == w) continue;
              // A man never stands on its own crowning row.
              if (!bk && (checkers::bit(b) & checkers::crowning_row(Color::black))) continue;
              if (!wk && (checkers::bit(w) & checkers::crowning_row(Color::white))) continue;
              std::uint8_t& value = result[index_of(b, bk, w, wk, to_move)];
              if (value != unknown) continue;
              const auto position = checkers::Position::from_pieces(
                  checkers::bit(b), checkers::bit(w), (bk ? checkers::bit(b) : 0) | (wk ? checkers::bit(w) : 0), to_move);
              list.clear();
              checkers::generate_moves(position, list);
              std::uint8_t found = lost;  // no move, or every move loses
              for (const auto& move : list) {
                if (move.captured != 0) {  // the other side's only piece taken
                  found = won;
                  break;
                }
                const bool king = to_move == Color::black ? bk : wk;
                const bool king_after = king || (checkers::bit(move.to) & checkers::crowning_row(to_move)) != 0;
                const std::uint8_t next = to_move == Color::black ? result[index_of(move.to, king_after, w, wk, Color::white)]
                                                                  : result[index_of(b, bk, move.to, king_after, Color::black)];
                if (next == lost) {
                  found = won;
                  break;
                }
                if (next == unknown) found = unknown;
              }
              if (found != unknown) {
                value = found;
                changed = true;
              }
            }
  }
  return result;
}

}  // namespace

std::optional<OneAgainstOne> one_against_one(const checkers::Position& position) {
  if (std::popcount(position.black) != 1 || std::popcount(position.white) != 1) return std::nullopt;
  static const std::vector<std::uint8_t> table = solve();
  const int b = std::countr_zero(position.black), w = std::countr_zero(position.white);
  const std::uint8_t value =
      table[index_of(b, (position.kings & position.black) != 0, w, (position.kings & position.white) != 0, position.side_to_move)];
  return value == won ? OneAgainstOne::won : value == lost ? OneAgainstOne::lost : OneAgainstOne::drawn;
}

}  // namespace newell::games
