#pragma once
// Samuel's rote memory: positions met in play with their backed-up scores, catalogued in standard
// form (standard_position.h) and held in a hash index, so a look-up costs one standardisation and
// one probe however large the memory grows.
//
// Each entry keeps the score for the side to move as backed up from the leaf it came from, the
// effective ply (how many plies lie between the position and that leaf, summed over earlier rote
// look-ups), and an age. Sense of direction: the score given back decays by one centi-man per
// effective ply, and a win keeps its distance, so the shorter win is preferred and the longer loss.
// Ageing (Samuel): a new entry starts at `initial_age`; every use halves its age (refreshing); at
// each merge every entry ages by one and those reaching `maximum_age` are forgotten. When the
// memory holds more than `capacity` entries the lowest-ply ones are culled to `culled_size`.

#include "checkers/position.h"
#include "learning/samuel/standard_position.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace newell::learning::samuel {

struct RoteSettings {
  int initial_age = 8;
  int maximum_age = 16;
  std::size_t capacity = 200000;
  std::size_t culled_size = 150000;
};

struct RoteEntry {
  int score = 0;  // for the side to move, centi-men; a win in n plies is ±(checkers::win_score - n)
  int ply = 0;    // effective ply: plies from this position to the leaf the score came from
  int age = 0;

  friend bool operator==(const RoteEntry&, const RoteEntry&) = default;
};

// How a remembered score is used in search: decayed by its effective ply (sense of direction) and,
// for a win or a loss, kept just inside what search takes from an evaluation (checkers::won_score_bound),
// nearer to it the shorter the win.
int directed_score(const RoteEntry& entry);

struct RoteStatistics {
  std::uint64_t lookups = 0;
  std::uint64_t hits = 0;
  double hit_rate() const { return lookups == 0 ? 0.0 : static_cast<double>(hits) / static_cast<double>(lookups); }
};

class RoteMemory {
 public:
  explicit RoteMemory(RoteSettings settings = {}) : settings_(settings) {}

  const RoteSettings& settings() const { return settings_; }
  std::size_t size() const { return entries_.size(); }

  // The entry of a position (in any of its equivalent forms), refreshed: its age is halved.
  const RoteEntry* recall(const checkers::Position& position);
  // The entry without refreshing it.
  const RoteEntry* peek(const checkers::Position& position) const;
  // Saves a backed-up score. An entry already there is updated when the new score was backed up
  // over at least as many plies, and refreshed in any case. Culls when over capacity.
  void remember(const checkers::Position& position, int score, int ply);

  // A memory merge: every entry ages by one; those reaching the maximum age are forgotten.
  // Returns how many were forgotten.
  std::size_t age_and_forget();
  // Drops the lowest-ply entries (oldest first among equals) until no more than `culled_size`
  // remain. Returns how many were dropped.
  std::size_t cull();

  // Entries in a fixed order (by board), for saving and tests.
  std::vector<std::pair<StandardPosition, RoteEntry>> entries() const;
  void insert(const StandardPosition& position, const RoteEntry& entry);
  void clear();

 private:
  // One bit per hash slot, set for every stored position: most look-ups in search miss, and a miss
  // answered from this 256 KB table costs no probe of the hash map.
  static constexpr std::size_t filter_bits = std::size_t{1} << 21;
  bool may_hold(std::size_t hash) const { return (filter_[(hash >> 6) & (filter_bits / 64 - 1)] >> (hash & 63)) & 1; }
  void mark(std::size_t hash) { filter_[(hash >> 6) & (filter_bits / 64 - 1)] |= std::uint64_t{1} << (hash & 63); }
  void rebuild_filter();

  RoteSettings settings_;
  std::vector<std::uint64_t> filter_ = std::vector<std::uint64_t>(filter_bits / 64, 0);
  std::unordered_map<StandardPosition, RoteEntry, StandardPositionHash> entries_;
};

}  // namespace newell::learning::samuel
