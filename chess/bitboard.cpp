// Attack tables, built once before main() runs (init_priority makes them ready before any other
// static object could ask for an attack set).

#include "chess/bitboard.h"

#include <cstdlib>
#include <initializer_list>

namespace newell::chess {
namespace attack_tables {

SliderEntry rook[64];
SliderEntry bishop[64];
Bitboard knight[64];
Bitboard king[64];
Bitboard pawn[2][64];
Bitboard between[64][64];
Bitboard line[64][64];
Bitboard bishop_rays[64];
Bitboard rook_rays[64];

}  // namespace attack_tables

namespace {

using attack_tables::SliderEntry;

constexpr int rook_directions[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int bishop_directions[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

Bitboard ray_walk(Square square, Bitboard occupied, const int (&directions)[4][2]) {
  Bitboard attacks = 0;
  for (const auto& direction : directions) {
    int file = file_of(square) + direction[0];
    int rank = rank_of(square) + direction[1];
    while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
      const Bitboard bit = square_bit(make_square(file, rank));
      attacks |= bit;
      if (occupied & bit) break;
      file += direction[0];
      rank += direction[1];
    }
  }
  return attacks;
}

// The squares whose occupancy matters: the rays without their last square.
Bitboard relevant_mask(Square square, const int (&directions)[4][2]) {
  Bitboard mask = 0;
  for (const auto& direction : directions) {
    int file = file_of(square) + direction[0];
    int rank = rank_of(square) + direction[1];
    while (file + direction[0] >= 0 && file + direction[0] < 8 && rank + direction[1] >= 0 && rank + direction[1] < 8) {
      mask |= square_bit(make_square(file, rank));
      file += direction[0];
      rank += direction[1];
    }
  }
  return mask;
}

// xorshift64*: a fixed seed makes the magic search deterministic and fast.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    state_ ^= state_ >> 12;
    state_ ^= state_ << 25;
    state_ ^= state_ >> 27;
    return state_ * 2685821657736338717ULL;
  }
  std::uint64_t sparse() { return next() & next() & next(); }

 private:
  std::uint64_t state_;
};

constexpr int rook_table_size = 0x19000;
constexpr int bishop_table_size = 0x1480;

// Fills entries and storage; with `use_pext` the table is laid out for the PEXT index, otherwise
// a magic number is searched for each square.
void build_sliders(SliderEntry* entries, Bitboard* storage, const int (&directions)[4][2], bool use_pext) {
  static Bitboard occupancies[4096];
  static Bitboard references[4096];
  static int epoch[4096];
  int current_epoch = 0;
  Bitboard* next_table = storage;
  // Seeds per rank that lead the search to magics quickly (any seed works, some are faster).
  constexpr std::uint64_t seeds[8] = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};
  for (int index = 0; index < 64; ++index) {
    Random random(seeds[index / 8]);
    const Square square = Square(index);
    SliderEntry& entry = entries[index];
    entry.mask = relevant_mask(square, directions);
    const int bits = popcount(entry.mask);
    entry.shift = unsigned(64 - bits);
    entry.magic = 0;
    Bitboard* table = next_table;
    entry.attacks = table;
    next_table += std::size_t{1} << bits;

    // Every subset of the mask (carry-rippler enumeration) with its attack set.
    int count = 0;
    Bitboard subset = 0;
    do {
      occupancies[count] = subset;
      references[count] = ray_walk(square, subset, directions);
      ++count;
      subset = (subset - entry.mask) & entry.mask;
    } while (subset != 0);

    if (use_pext) {
#ifdef __BMI2__
      for (int i = 0; i < count; ++i) table[_pext_u64(occupancies[i], entry.mask)] = references[i];
      continue;
#else
      std::abort();
#endif
    }
    for (;;) {
      Bitboard magic = 0;
      while (popcount((magic * entry.mask) >> 56) < 6) magic = random.sparse();
      ++current_epoch;
      bool works = true;
      for (int i = 0; i < count && works; ++i) {
        const unsigned slot = unsigned((occupancies[i] * magic) >> entry.shift);
        if (epoch[slot] < current_epoch) {
          epoch[slot] = current_epoch;
          table[slot] = references[i];
        } else if (table[slot] != references[i]) {
          works = false;
        }
      }
      if (works) {
        entry.magic = magic;
        break;
      }
    }
  }
}

Bitboard rook_storage[rook_table_size];
Bitboard bishop_storage[bishop_table_size];

Bitboard leaper_attacks(Square square, const int (*steps)[2], int count) {
  Bitboard attacks = 0;
  for (int i = 0; i < count; ++i) {
    const int file = file_of(square) + steps[i][0];
    const int rank = rank_of(square) + steps[i][1];
    if (file >= 0 && file < 8 && rank >= 0 && rank < 8) attacks |= square_bit(make_square(file, rank));
  }
  return attacks;
}

void build_tables() {
  build_sliders(attack_tables::rook, rook_storage, rook_directions, uses_pext());
  build_sliders(attack_tables::bishop, bishop_storage, bishop_directions, uses_pext());

  constexpr int knight_steps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  constexpr int king_steps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
  constexpr int white_pawn_steps[2][2] = {{-1, 1}, {1, 1}};
  constexpr int black_pawn_steps[2][2] = {{-1, -1}, {1, -1}};
  for (int index = 0; index < 64; ++index) {
    const Square square = Square(index);
    attack_tables::knight[index] = leaper_attacks(square, knight_steps, 8);
    attack_tables::bishop_rays[index] = ray_walk(square, 0, bishop_directions);
    attack_tables::rook_rays[index] = ray_walk(square, 0, rook_directions);
    attack_tables::king[index] = leaper_attacks(square, king_steps, 8);
    attack_tables::pawn[White][index] = leaper_attacks(square, white_pawn_steps, 2);
    attack_tables::pawn[Black][index] = leaper_attacks(square, black_pawn_steps, 2);
  }
  for (int a = 0; a < 64; ++a) {
    for (int b = 0; b < 64; ++b) {
      const Square from = Square(a);
      const Square to = Square(b);
      attack_tables::between[a][b] = 0;
      attack_tables::line[a][b] = 0;
      if (a == b) continue;
      for (const auto* directions : {&rook_directions, &bishop_directions}) {
        if (ray_walk(from, 0, *directions) & square_bit(to)) {
          attack_tables::line[a][b] =
              (ray_walk(from, 0, *directions) & ray_walk(to, 0, *directions)) | square_bit(from) | square_bit(to);
          attack_tables::between[a][b] =
              ray_walk(from, square_bit(to), *directions) & ray_walk(to, square_bit(from), *directions);
        }
      }
    }
  }
}

struct TableBuilder {
  TableBuilder() { build_tables(); }
};
__attribute__((init_priority(101))) const TableBuilder table_builder;

// Magic tables for builds that index by PEXT: only the tests and comparisons use them.
struct MagicTables {
  SliderEntry rook[64];
  SliderEntry bishop[64];
  Bitboard rook_storage[rook_table_size];
  Bitboard bishop_storage[bishop_table_size];
  MagicTables() {
    build_sliders(rook, rook_storage, rook_directions, false);
    build_sliders(bishop, bishop_storage, bishop_directions, false);
  }
};

const MagicTables& magic_tables() {
  static const MagicTables* tables = new MagicTables();  // lives as long as the program
  return *tables;
}

Bitboard magic_lookup(const SliderEntry& entry, Bitboard occupied) {
  return entry.attacks[((occupied & entry.mask) * entry.magic) >> entry.shift];
}

}  // namespace

Bitboard piece_attacks(PieceType type, Square square, Bitboard occupied) {
  switch (type) {
    case Knight:
      return knight_attacks(square);
    case Bishop:
      return bishop_attacks(square, occupied);
    case Rook:
      return rook_attacks(square, occupied);
    case Queen:
      return queen_attacks(square, occupied);
    case King:
      return king_attacks(square);
    default:
      return 0;
  }
}

Bitboard magic_rook_attacks(Square square, Bitboard occupied) {
  if (!uses_pext()) return magic_lookup(attack_tables::rook[square], occupied);
  return magic_lookup(magic_tables().rook[square], occupied);
}

Bitboard magic_bishop_attacks(Square square, Bitboard occupied) {
  if (!uses_pext()) return magic_lookup(attack_tables::bishop[square], occupied);
  return magic_lookup(magic_tables().bishop[square], occupied);
}

Bitboard ray_walk_rook_attacks(Square square, Bitboard occupied) { return ray_walk(square, occupied, rook_directions); }
Bitboard ray_walk_bishop_attacks(Square square, Bitboard occupied) {
  return ray_walk(square, occupied, bishop_directions);
}

}  // namespace newell::chess
