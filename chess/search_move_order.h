#pragma once
// The order in which the search tries moves, which decides how much alpha-beta can prune: the
// transposition table's move first, then captures that win or keep material (most valuable victim,
// least valuable attacker), promotions, the two "killer" quiet moves that refuted a sibling, quiet
// moves by their history of causing cut-offs, and captures that lose material last.

#include <cstdint>

#include "chess/move.h"
#include "chess/movegen.h"
#include "chess/position.h"
#include "chess/search_score.h"

namespace newell::chess {

// What earlier cut-offs taught about quiet moves; kept across the iterations of one search.
class SearchHistory {
 public:
  void clear();
  // Halves the history so that old lessons fade but still order the next search.
  void age();
  void record_cutoff(const Position& position, Move move, int depth, int ply);
  // A quiet move searched before the one that cut off.
  void record_failure(const Position& position, Move move, int depth);
  bool is_killer(Move move, int ply) const { return killers_[ply][0] == move || killers_[ply][1] == move; }
  Move killer(int ply, int index) const { return killers_[ply][index]; }
  int quiet_score(Color mover, Move move) const { return history_[mover][move.from()][move.to()]; }

 private:
  Move killers_[max_search_ply + 1][2];
  std::int32_t history_[2][64][64] = {};
};

// A move list with an ordering score per move, handed out best first by selection (most nodes
// cut off after one or two moves, so sorting the whole list would be wasted work).
class OrderedMoves {
 public:
  // Scores for the main search.
  OrderedMoves(const Position& position, const MoveList& moves, Move table_move, const SearchHistory& history, int ply);
  // Scores for quiescence: captures and promotions by most valuable victim, least valuable attacker.
  OrderedMoves(const Position& position, const MoveList& moves);

  // The best move not yet handed out, or Move::none() when all have been.
  Move next();
  // The ordering score of the move next() returned last.
  int last_score() const { return last_score_; }

  // Scores above this are winning or equal captures and promotions (and the table move).
  static constexpr int good_capture_base = 1 << 26;
  static constexpr int killer_score = 1 << 25;

 private:
  Move moves_[MoveList::capacity];
  int scores_[MoveList::capacity];
  std::size_t size_ = 0;
  std::size_t handed_out_ = 0;
  int last_score_ = 0;
};

// Most valuable victim, least valuable attacker: a small positive number for any capture.
int victim_attacker_score(const Position& position, Move move);

}  // namespace newell::chess
