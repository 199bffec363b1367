#pragma once
// Does a proposed rule cover the failures it was proposed from? Each failure's decision is replayed:
// its game from the start, the moves before the decision (the engine observing the opponent's), then
// one decision by a fresh goal engine with the rule set without the rule and one with it, at the same
// nodes and seed. A failure is covered when the set with the rule plays another move there, or the
// same move decided by a goal where the set without it fell back on the core's move (the failure was
// "a fallback was needed because no goal covered a threat"). A rule that covers none of its failures
// cannot have learned from them: `run_generation` refuses it unplayed (rule_generation.h).
//
// The goal net a game had built by that decision is not rebuilt: a fresh engine decides, for both
// sets alike.

#include <cstdint>
#include <string>
#include <vector>

namespace newell::learning::transformation {

// Where a failure's decision was taken.
struct FailurePosition {
  std::string start;               // the game's start position (FEN)
  std::vector<std::string> moves;  // the moves before the decision
  std::string label;               // "game 22, ply 57"
};

struct FailureCoverage {
  int positions = 0;
  int another_move = 0;                // the set with the rule chose another move
  int goal_instead_of_fallback = 0;    // the same move, decided by a goal where the set without it fell back
  std::vector<std::string> covered;    // the labels of the covered failures
  int covered_count() const { return static_cast<int>(covered.size()); }
};

// Throws std::runtime_error when a rule set does not compile or a position's moves are not legal.
FailureCoverage failure_coverage(const std::string& game, const std::string& rules_name, const std::string& without,
                                 const std::string& with, const std::vector<FailurePosition>& positions, std::uint64_t nodes,
                                 std::uint64_t seed);

}  // namespace newell::learning::transformation
