#pragma once
// Search scores: centipawns, with mates encoded as values near `mate_score` that count the plies to
// the mate, so that a shorter win scores higher and a longer loss scores higher than a shorter
// one (Samuel's "sense of direction": the machine heads for the win instead of circling it).

#include <cstdlib>

namespace newell::chess {

inline constexpr int max_search_depth = 100;  // plies of iterative deepening
inline constexpr int max_search_ply = 128;    // plies from the root, quiescence included
inline constexpr int mate_score = 32000;      // mate at the root itself (never reached)
inline constexpr int infinite_score = 32001;
// Scores beyond this are mates; a mate found max_search_ply plies away still counts.
inline constexpr int mate_bound = mate_score - 2 * max_search_ply;

constexpr int mate_in(int ply) { return mate_score - ply; }    // we mate after `ply` plies
constexpr int mated_in(int ply) { return -mate_score + ply; }  // we are mated after `ply` plies
constexpr bool is_mate_score(int score) { return score >= mate_bound || score <= -mate_bound; }

// Moves (not plies) to the mate, as UCI's `score mate N` wants: positive when we mate, negative
// when we are mated.
constexpr int mate_in_moves(int score) { return score > 0 ? (mate_score - score + 1) / 2 : -(mate_score + score) / 2; }

// The transposition table stores mates as counted from the stored position, not the root, so an
// entry stays right wherever in the tree the position recurs.
constexpr int score_to_table(int score, int ply) {
  return score >= mate_bound ? score + ply : score <= -mate_bound ? score - ply : score;
}
constexpr int score_from_table(int score, int ply) {
  return score >= mate_bound ? score - ply : score <= -mate_bound ? score + ply : score;
}

}  // namespace newell::chess
