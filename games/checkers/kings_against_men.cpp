#include "games/checkers/kings_against_men.h"

#include "checkers/bitboard.h"
#include "checkers/movegen.h"

#include <bit>
#include <cstdint>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace newell::games {
namespace {

using checkers::Bitboard;
using checkers::Color;

constexpr int absent = 32;  // the second piece of a side with one
enum : std::uint8_t { kings_unknown, kings_won, kings_lost };  // for the side to move; unknown at the end: drawn

// White's kings on a < b (b = absent: one king); Black's pieces on p < q (q = absent: one piece), which
// of them are kings (bit 0: p, bit 1: q); the side to move.
std::size_t kings_table_index(int a, int b, int p, int q, int kinds, Color to_move) {
  return static_cast<std::size_t>(((((a * 33 + b) * 33 + p) * 33 + q) * 4 + kinds) * 2 + (to_move == Color::white ? 0 : 1));
}

std::size_t kings_table_index(Bitboard white, Bitboard black, Bitboard black_kings, Color to_move) {
  const int a = std::countr_zero(white);
  const int b = std::popcount(white) == 2 ? 31 - std::countl_zero(white) : absent;
  const int p = std::countr_zero(black);
  const int q = std::popcount(black) == 2 ? 31 - std::countl_zero(black) : absent;
  const int kinds = ((black_kings & checkers::bit(p)) ? 1 : 0) | (q != absent && (black_kings & checkers::bit(q)) ? 2 : 0);
  return kings_table_index(a, b, p, q, kinds, to_move);
}

// The value of one state from its successors' values (unknown while any successor that could
// decide it is unknown).
std::uint8_t value_from_successors(const std::vector<std::uint8_t>& table, Bitboard white, Bitboard black,
                                   Bitboard black_kings, Color to_move, checkers::MoveList& list) {
  const Bitboard black_crown = checkers::crowning_row(Color::black);
  list.clear();
  checkers::generate_moves(checkers::Position::from_pieces(black, white, white | black_kings, to_move), list);
  std::uint8_t found = kings_lost;  // no move, or every move loses
  for (const auto& move : list) {
    std::uint8_t next;
    if (to_move == Color::white) {
      const Bitboard black_after = black & ~move.captured;
      if (black_after == 0) return kings_won;
      const Bitboard white_after = (white & ~checkers::bit(move.from)) | checkers::bit(move.to);
      next = table[kings_table_index(white_after, black_after, black_kings & black_after, Color::black)];
    } else {
      const Bitboard white_after = white & ~move.captured;
      if (white_after == 0) return kings_won;
      const Bitboard black_after = (black & ~checkers::bit(move.from)) | checkers::bit(move.to);
      Bitboard kings_after = black_kings & ~checkers::bit(move.from);
      if ((black_kings & checkers::bit(move.from)) || (checkers::bit(move.to) & black_crown)) kings_after |= checkers::bit(move.to);
      next = table[kings_table_index(white_after, black_after, kings_after, Color::white)];
    }
    if (next == kings_lost) return kings_won;
    if (next == kings_unknown) found = kings_unknown;
  }
  return found;
}

// One or two White kings against one or two Black pieces: each sweep settles the states whose
// lines are settled, until a sweep settles none (the rest are drawn).
std::vector<std::uint8_t> solve_kings_against_pieces() {
  std::vector<std::uint8_t> table(32 * 33 * 33 * 33 * 4 * 2, kings_unknown);
  checkers::MoveList list;
  const Bitboard black_crown = checkers::crowning_row(Color::black);
  for (bool changed = true; changed;) {
    changed = false;
    for (int a = 0; a < 32; ++a)
      for (int b = a + 1; b <= absent; ++b)
        for (int p = 0; p < 32; ++p)
          for (int q = p + 1; q <= absent; ++q) {
            if (p == a || p == b || (q != absent && (q == a || q == b))) continue;
            const Bitboard white = checkers::bit(a) | (b == absent ? 0 : checkers::bit(b));
            const Bitboard black = checkers::bit(p) | (q == absent ? 0 : checkers::bit(q));
            for (int kinds = 0; kinds < (q == absent ? 2 : 4); ++kinds) {
              // A man never stands on its crowning row.
              if (!(kinds & 1) && (checkers::bit(p) & black_crown)) continue;
              if (q != absent && !(kinds & 2) && (checkers::bit(q) & black_crown)) continue;
              const Bitboard black_kings = ((kinds & 1) ? checkers::bit(p) : 0) | ((kinds & 2) ? checkers::bit(q) : 0);
              for (const Color to_move : {Color::white, Color::black}) {
                std::uint8_t& value = table[kings_table_index(a, b, p, q, kinds, to_move)];
                if (value != kings_unknown) continue;
                value = value_from_successors(table, white, black, black_kings, to_move, list);
                changed = changed || value != kings_unknown;
              }
            }
          }
  }
  return table;
}

// Made once on a thread of its own. Never destroyed: the thread may still be at work when the
// program ends, and a table destroyed under it (or a future whose destructor waits for it) would
// make every short program that began one wait or crash at its end.
struct KingsTable {
  std::once_flag begun;
  std::mutex mutex;
  std::condition_variable done;
  std::atomic<bool> ready{false};
  std::vector<std::uint8_t> values;

  void begin() {
    std::call_once(begun, [this] {
      std::thread([this] {
        std::vector<std::uint8_t> solved = solve_kings_against_pieces();
        std::lock_guard lock(mutex);
        values = std::move(solved);
        ready.store(true, std::memory_order_release);
        done.notify_all();
      }).detach();
    });
  }
};

KingsTable& kings_table() {
  static KingsTable* const table = new KingsTable;
  return *table;
}

// The board turned half round with the colours exchanged (square s to 31 - s): the same game.
checkers::Position turned_round(const checkers::Position& position) {
  const auto turn = [](Bitboard board) {
    Bitboard turned = 0;
    for (; board != 0; board &= board - 1) turned |= checkers::bit(31 - std::countr_zero(board));
    return turned;
  };
  return checkers::Position::from_pieces(turn(position.white), turn(position.black), turn(position.kings),
                                         position.side_to_move == Color::white ? Color::black : Color::white);
}

}  // namespace

std::optional<OneAgainstOne> kings_against_men(const checkers::Position& position) {
  const auto two_kings_against_two_men = [](Bitboard kings_side, Bitboard men_side, Bitboard kings) {
    return std::popcount(kings_side) == 2 && (kings_side & ~kings) == 0 && std::popcount(men_side) == 2 && (men_side & kings) == 0;
  };
  checkers::Position white_kings = position;
  if (!two_kings_against_two_men(position.white, position.black, position.kings)) {
    if (!two_kings_against_two_men(position.black, position.white, position.kings)) return std::nullopt;
    white_kings = turned_round(position);
  }
  KingsTable& table = kings_table();
  if (!table.ready.load(std::memory_order_acquire)) return std::nullopt;
  const std::uint8_t value = table.values[kings_table_index(white_kings.white, white_kings.black, 0, white_kings.side_to_move)];
  return value == kings_won ? OneAgainstOne::won : value == kings_lost ? OneAgainstOne::lost : OneAgainstOne::drawn;
}

void prepare_kings_against_men() { kings_table().begin(); }

void solve_kings_against_men() {
  KingsTable& table = kings_table();
  table.begin();
  std::unique_lock lock(table.mutex);
  table.done.wait(lock, [&] { return table.ready.load(std::memory_order_acquire); });
}

}  // namespace newell::games
