#include "learning/samuel/rote_memory.h"

#include "checkers/search.h"

#include <algorithm>
#include <tuple>

namespace newell::learning::samuel {

int directed_score(const RoteEntry& entry) {
  const int sign = entry.score < 0 ? -1 : 1;
  const int magnitude = std::abs(entry.score);
  if (magnitude > checkers::won_score_bound) {
    // A win in `plies` plies: 1..999 below the bound, so search still orders wins by distance.
    const int plies = std::clamp(checkers::win_score - magnitude, 0, 998);
    return sign * (checkers::won_score_bound - 1 - plies);
  }
  const int decayed = std::max(0, magnitude - entry.ply);
  return sign * std::min(decayed, checkers::won_score_bound - 1000);
}

void RoteMemory::insert(const StandardPosition& position, const RoteEntry& entry) {
  entries_[position] = entry;
  mark(StandardPositionHash{}(position));
}

void RoteMemory::clear() {
  entries_.clear();
  rebuild_filter();
}

void RoteMemory::rebuild_filter() {
  std::fill(filter_.begin(), filter_.end(), 0);
  for (const auto& [position, entry] : entries_) mark(StandardPositionHash{}(position));
}

const RoteEntry* RoteMemory::recall(const checkers::Position& position) {
  const StandardPosition key = standardise(position);
  const std::size_t hash = StandardPositionHash{}(key);
  if (!may_hold(hash)) return nullptr;
  const auto found = entries_.find(key);
  if (found == entries_.end()) return nullptr;
  found->second.age /= 2;
  return &found->second;
}

const RoteEntry* RoteMemory::peek(const checkers::Position& position) const {
  const StandardPosition key = standardise(position);
  if (!may_hold(StandardPositionHash{}(key))) return nullptr;
  const auto found = entries_.find(key);
  return found == entries_.end() ? nullptr : &found->second;
}

void RoteMemory::remember(const checkers::Position& position, int score, int ply) {
  const StandardPosition key = standardise(position);
  const auto [place, inserted] = entries_.try_emplace(key, RoteEntry{score, ply, settings_.initial_age});
  if (inserted) mark(StandardPositionHash{}(key));
  if (!inserted) {
    RoteEntry& entry = place->second;
    if (ply >= entry.ply) {
      entry.score = score;
      entry.ply = ply;
    }
    entry.age /= 2;
  }
  if (entries_.size() > settings_.capacity) cull();
}

std::size_t RoteMemory::age_and_forget() {
  std::size_t forgotten = 0;
  for (auto it = entries_.begin(); it != entries_.end();) {
    if (++it->second.age >= settings_.maximum_age) {
      it = entries_.erase(it);
      ++forgotten;
    } else {
      ++it;
    }
  }
  if (forgotten != 0) rebuild_filter();
  return forgotten;
}

std::size_t RoteMemory::cull() {
  if (entries_.size() <= settings_.culled_size) return 0;
  auto all = entries();
  // Lowest ply first; among equals the oldest first, then by board so the choice is reproducible.
  std::stable_sort(all.begin(), all.end(), [](const auto& a, const auto& b) {
    return std::tie(a.second.ply, b.second.age) < std::tie(b.second.ply, a.second.age);
  });
  const std::size_t excess = entries_.size() - settings_.culled_size;
  for (std::size_t index = 0; index < excess; ++index) entries_.erase(all[index].first);
  rebuild_filter();
  return excess;
}

std::vector<std::pair<StandardPosition, RoteEntry>> RoteMemory::entries() const {
  std::vector<std::pair<StandardPosition, RoteEntry>> all(entries_.begin(), entries_.end());
  std::sort(all.begin(), all.end(), [](const auto& a, const auto& b) {
    return std::tie(a.first.black, a.first.white, a.first.kings) < std::tie(b.first.black, b.first.white, b.first.kings);
  });
  return all;
}

}  // namespace newell::learning::samuel
