#pragma once
// What bounds one search (depth, nodes, time, or nothing until told to stop) and the node counter
// that several searches can share: the goal engine will count its own tactic-search nodes against
// the same counter, so a budget in nodes covers all the thinking done for a move.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "chess/move.h"

namespace newell::chess {

// Counts positions searched. One counter may be passed to many searches in turn (not at the same
// time: one thread adds). Another thread may read it while a search runs (`newell uci` reports the
// goal engine's nodes every second): relaxed loads and stores, which cost a plain add on x86, where
// a read-modify-write would lock the bus on every node.
class NodeCounter {
 public:
  void add(std::uint64_t nodes = 1) { count_.store(count_.load(std::memory_order_relaxed) + nodes, std::memory_order_relaxed); }
  std::uint64_t count() const { return count_.load(std::memory_order_relaxed); }
  void reset() { count_.store(0, std::memory_order_relaxed); }

 private:
  std::atomic<std::uint64_t> count_{0};
};

struct SearchLimits {
  using Clock = std::chrono::steady_clock;

  int depth = 0;            // deepest iteration, in plies; 0 = no limit (up to max_search_depth)
  std::uint64_t nodes = 0;  // nodes this search may add to its counter; 0 = no limit
  // Time from the start of the search to stop at; converted to a hard deadline when it starts.
  std::optional<std::chrono::milliseconds> movetime;
  // Absolute limits: stop at `deadline`; start no new iteration after `soft_deadline`.
  std::optional<Clock::time_point> deadline;
  std::optional<Clock::time_point> soft_deadline;
  // Stop as soon as a mate in this many moves (or fewer) is proved; 0 = no such goal.
  int mate_in_moves = 0;
  // Search until stopped: the limits above still end the search early, but a search that runs out
  // of depth (a forced mate, say) waits for the stop flag before returning, as UCI asks.
  bool infinite = false;
  // When not empty, only these root moves are considered (UCI `searchmoves`).
  std::vector<Move> root_moves;
};

}  // namespace newell::chess
