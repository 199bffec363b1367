#pragma once
// A transposition table: one slot per key bucket, replaced when the new result searched deeper or
// the slot holds an older search. Sized once; lookups and stores never allocate.

#include "checkers/zobrist.h"

#include <cstdint>
#include <vector>

namespace newell::checkers {

enum class Bound : std::uint8_t { none, exact, lower, upper };

struct TableEntry {
  Key key = 0;
  std::int32_t score = 0;
  std::int16_t draft = 0;          // minimum ply still to search when stored (may be negative)
  Bound bound = Bound::none;
  std::uint8_t generation = 0;
  std::uint8_t best_from = 0xFF;   // the best move's from and to squares (0xFF: none)
  std::uint8_t best_to = 0xFF;
  std::uint32_t best_captured = 0;
};

class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t megabytes = 16);

  const TableEntry* probe(Key key) const {
    const TableEntry& entry = entries_[key & mask_];
    return entry.bound != Bound::none && entry.key == key ? &entry : nullptr;
  }
  void store(const TableEntry& entry) {
    TableEntry& slot = entries_[entry.key & mask_];
    if (slot.key == entry.key || slot.generation != generation_ || entry.draft >= slot.draft) {
      slot = entry;
      slot.generation = generation_;
    }
  }
  // A new search: older entries become the first to be replaced.
  void next_generation() { ++generation_; }
  void clear();
  // The size it was made for (it holds the largest power of two of entries that fits).
  std::size_t megabytes() const { return megabytes_; }

 private:
  std::size_t megabytes_ = 0;
  std::vector<TableEntry> entries_;
  std::size_t mask_ = 0;
  std::uint8_t generation_ = 0;
};

}  // namespace newell::checkers
