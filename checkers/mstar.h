#pragma once
// M* (Carmel and Markovitch 1993) on checkers: the checkers core as a game of search/mstar.h, where
// the algorithm, its alpha-beta form and the risk-reducing variant live (one implementation for
// every game). A side with no legal move has lost: win_score minus the plies from the root, from
// either side. See learning/opponent_model/README.md for the decisions taken where the paper is
// brief.

#include "checkers/evaluation.h"
#include "checkers/movegen.h"
#include "checkers/position.h"
#include "checkers/search.h"
#include "search/mstar.h"

template <>
struct newell::search::GameTraits<newell::checkers::Position> {
  using Position = checkers::Position;
  using Move = checkers::Move;
  using MoveList = checkers::MoveList;
  using Color = checkers::Color;
  // Copy-make: a position is four words, and restoring a copy is cheaper than unmaking the move.
  struct Undo {
    Position before;
  };
  static Color side_to_move(const Position& position) { return position.side_to_move; }
  static Color opponent(Color color) { return checkers::opposite(color); }
  static void generate(const Position& position, MoveList& moves) { checkers::generate_moves(position, moves); }
  static void make(Position& position, const Move& move, Undo& undo) {
    undo.before = position;
    checkers::Undo unused;
    position.make(move, unused);
  }
  static void unmake(Position& position, const Move&, const Undo& undo) { position = undo.before; }
  static int no_move_score(const Position&, int ply) { return -(checkers::win_score - ply); }
};

namespace newell::checkers {

using search::alphabeta_minimax, search::plain_minimax, search::score_for;
using search::mstar, search::mstar_choose_move, search::risk_reducing_mstar_choose_move;
using search::ModelledPlayer, search::MStarValue;
using MinimaxResult = search::MinimaxResult<Move>;
using MStarChoice = search::MStarChoice<Move>;

// The score of a position with no legal move, for `viewpoint`, `ply` plies below the root.
inline int lost_position_score(const Position& position, Color viewpoint, int ply) { return search::no_move_score(position, viewpoint, ply); }

}  // namespace newell::checkers
