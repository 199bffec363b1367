#pragma once
// A shard of an experiment: the share of its game indices one process plays (`--shard K/N`), so
// that N processes, on one machine or N, play the whole experiment into N stores that
// `newell db merge` combines. Games are dealt by pairs, round robin: game i belongs to shard
// (i / 2) % N + 1, so a pair of games that share an opening with colours swapped stays together
// and every shard plays both colours. A game's opening, colours and seeds depend only on its index,
// never on the shard, so the merged store holds exactly the games one process would have played.

#include <cstdint>
#include <string>
#include <string_view>

namespace newell::store {

struct Shard {
  int number = 1;  // K, 1..count
  int count = 1;   // N

  bool owns(std::int64_t game_index) const { return (game_index / 2) % count == number - 1; }
  bool whole() const { return count == 1; }
  std::string text() const { return std::to_string(number) + "/" + std::to_string(count); }
};

// "K/N" with 1 <= K <= N <= 100000; throws std::invalid_argument naming the text and what is wrong.
Shard parse_shard(std::string_view text);

}  // namespace newell::store
