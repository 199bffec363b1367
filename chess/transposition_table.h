#pragma once
// The transposition table: what the search learned about a position (best move, score and what
// kind of bound it is, the depth it was searched to), found again by Zobrist key when the position
// recurs by another move order or in the next iteration. Buckets of two entries: one kept for the
// deepest search (of this search's generation), one always replaced by the newest result.

#include <cstddef>
#include <cstdint>
#include <memory>

#include "chess/move.h"

namespace newell::chess {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TableEntry {
  std::uint64_t key = 0;
  Move move;
  std::int16_t score = 0;  // mates counted from this position (see score_to_table)
  std::int16_t static_evaluation = 0;
  std::int8_t depth = 0;
  Bound bound = Bound::None;
  std::uint8_t generation = 0;
};

class TranspositionTable {
 public:
  static constexpr std::size_t default_megabytes = 16;
  static constexpr std::size_t max_megabytes = 65536;

  explicit TranspositionTable(std::size_t megabytes = default_megabytes);

  // Reallocates to the largest power-of-two number of buckets that fits in `megabytes` (at least
  // 1 MB) and empties the table. The only call that allocates.
  void resize(std::size_t megabytes);
  void clear();
  // Marks later stores as newer than everything in the table, so they displace old deep entries.
  void new_search() { ++generation_; }

  // The entry stored for `key`, or nullptr.
  const TableEntry* probe(std::uint64_t key) const;
  // A move of none() keeps the move already stored for the same position.
  void store(std::uint64_t key, Move move, int score, int static_evaluation, int depth, Bound bound);

  // Permille of sampled entries written during the current search (UCI `hashfull`).
  int permille_full() const;
  std::size_t megabytes() const { return megabytes_; }

 private:
  struct Bucket {
    TableEntry deepest;
    TableEntry newest;
  };

  Bucket& bucket_for(std::uint64_t key) const { return buckets_[key & (bucket_count_ - 1)]; }

  std::unique_ptr<Bucket[]> buckets_;
  std::size_t bucket_count_ = 0;
  std::size_t megabytes_ = 0;
  std::uint8_t generation_ = 0;
};

}  // namespace newell::chess
