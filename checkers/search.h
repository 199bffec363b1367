#pragma once
// Alpha-beta search with Samuel's jump-dependent ply. The look-ahead always reaches the minimum
// ply; there it goes on while (1) the next move is a jump, (2) the last move was a jump, or (3) an
// exchange offer is possible; one ply further only for (1) or (3); beyond that only while a jump is
// pending; from the "clear advantage" ply it stops even then when one side is more than two kings
// ahead; at the hard cap it stops regardless and credits the pending jump. Iterative deepening
// raises the minimum ply one at a time; all break points move with it (PlyRules).
//
// The evaluation is a template parameter (evaluation.h); the node counter and the limits are passed
// in, so a caller (the goal engine) can share one budget over many searches.

#include "checkers/evaluation.h"
#include "checkers/move.h"
#include "checkers/position.h"
#include "checkers/transposition_table.h"

#include <chrono>
#include <cstdint>
#include <vector>

namespace newell::checkers {

inline constexpr int win_score = 30000;
// Scores beyond this are wins or losses: win_score minus the plies to the end (shorter wins score more).
inline constexpr int won_score_bound = win_score - 1000;

// Counts the positions searched; may be shared by several searches and checked by their caller.
class NodeCounter {
 public:
  std::uint64_t count() const { return nodes_; }
  void add(std::uint64_t nodes = 1) { nodes_ += nodes; }
  void reset() { nodes_ = 0; }

 private:
  std::uint64_t nodes_ = 0;
};

struct SearchLimits {
  int depth = 8;                          // the largest minimum ply iterative deepening reaches
  std::uint64_t nodes = 0;                // stop when the shared counter reaches this (0: no limit)
  std::chrono::milliseconds time{0};      // stop after this long (0: no limit)
};

// Samuel's break points, as offsets from the minimum ply (his values with a minimum of 3: 4, 5, 11, 20).
struct PlyRules {
  int exchange_only_after = 1;      // minimum + 1: go on only for a pending jump or an exchange offer
  int jump_only_after = 2;          // minimum + 2 and beyond: go on only while a jump is pending
  int clear_advantage_after = 8;    // from here stop even with a jump pending when ahead by > 2 kings
  int hard_cap_after = 17;          // stop here regardless
};

struct SearchResult {
  Move best{};
  bool has_move = false;            // false when the side to move has no legal move
  int score = 0;                    // for the side to move, centi-men; see win_score
  int depth = 0;                    // the minimum ply of the last completed iteration
  std::uint64_t nodes = 0;          // nodes of this search
  bool stopped = false;             // a limit ended the last iteration early
  std::vector<Move> principal_variation;
};

// Whether the side to move can make a non-capturing move after which the opponent must capture
// (Samuel's "an exchange offer is possible").
bool exchange_offer_possible(const Position& position);

inline bool is_win_score(int score) { return score > won_score_bound || score < -won_score_bound; }

}  // namespace newell::checkers

#include "checkers/search_impl.h"
