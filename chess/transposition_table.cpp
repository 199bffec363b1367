#include "chess/transposition_table.h"

#include <algorithm>
#include <bit>

namespace newell::chess {

TranspositionTable::TranspositionTable(std::size_t megabytes) { resize(megabytes); }

void TranspositionTable::resize(std::size_t megabytes) {
  megabytes = std::clamp<std::size_t>(megabytes, 1, max_megabytes);
  const std::size_t fitting = megabytes * 1024 * 1024 / sizeof(Bucket);
  const std::size_t count = std::bit_floor(fitting);
  if (count != bucket_count_) {
    buckets_.reset();  // free the old table before asking for the new one
    buckets_ = std::make_unique<Bucket[]>(count);
    bucket_count_ = count;
  } else {
    clear();
  }
  megabytes_ = megabytes;
  generation_ = 0;
}

void TranspositionTable::clear() {
  std::fill(buckets_.get(), buckets_.get() + bucket_count_, Bucket{});
  generation_ = 0;
}

const TableEntry* TranspositionTable::probe(std::uint64_t key) const {
  const Bucket& bucket = bucket_for(key);
  if (bucket.deepest.bound != Bound::None && bucket.deepest.key == key) return &bucket.deepest;
  if (bucket.newest.bound != Bound::None && bucket.newest.key == key) return &bucket.newest;
  return nullptr;
}

void TranspositionTable::store(std::uint64_t key, Move move, int score, int static_evaluation, int depth, Bound bound) {
  Bucket& bucket = bucket_for(key);
  TableEntry entry;
  entry.key = key;
  entry.move = move;
  entry.score = static_cast<std::int16_t>(score);
  entry.static_evaluation = static_cast<std::int16_t>(std::clamp(static_evaluation, -32000, 32000));
  entry.depth = static_cast<std::int8_t>(std::clamp(depth, -100, 127));
  entry.bound = bound;
  entry.generation = generation_;

  TableEntry& deepest = bucket.deepest;
  const bool same_position = deepest.bound != Bound::None && deepest.key == key;
  if (deepest.bound == Bound::None || deepest.generation != generation_ || depth >= deepest.depth ||
      (same_position && bound == Bound::Exact)) {
    if (same_position && move.is_none()) entry.move = deepest.move;
    // The displaced entry is still worth keeping in the other slot, unless it is this position.
    if (!same_position && deepest.bound != Bound::None) bucket.newest = deepest;
    deepest = entry;
    return;
  }
  if (bucket.newest.key == key && move.is_none()) entry.move = bucket.newest.move;
  bucket.newest = entry;
}

int TranspositionTable::permille_full() const {
  const std::size_t sample = std::min<std::size_t>(bucket_count_, 500);
  int used = 0;
  for (std::size_t i = 0; i < sample; ++i) {
    used += buckets_[i].deepest.bound != Bound::None && buckets_[i].deepest.generation == generation_;
    used += buckets_[i].newest.bound != Bound::None && buckets_[i].newest.generation == generation_;
  }
  return sample == 0 ? 0 : static_cast<int>(used * 1000 / (2 * sample));
}

}  // namespace newell::chess
