#pragma once
// M* (Carmel and Markovitch 1993) on chess: the chess core as a game of search/mstar.h, where the
// algorithm, its alpha-beta form and the risk-reducing variant live (one implementation for every
// game; the decisions are explained in learning/opponent_model/README.md). Fixed uniform depth over
// legal moves, no quiescence, no transposition table, no repetition or fifty-move draws: the
// paper's assumptions, what the lemmas are stated for. A mated side has lost (win score minus the
// plies from the root, from either side); stalemate is 0 for both.
//
// An evaluation is any callable scoring a Position for the side to move (chess::evaluate, or a
// learned linear function of the core's terms: learning/opponent_model/chess_features.h).

#include "chess/movegen.h"
#include "chess/position.h"
#include "search/mstar.h"

#include <concepts>

namespace newell::chess::mstar_scores {
inline constexpr int win = 1'000'000;
}

template <>
struct newell::search::GameTraits<newell::chess::Position> {
  using Move = chess::Move;
  using MoveList = chess::MoveList;
  using Color = chess::Color;
  struct Undo {};  // the position keeps its own history
  static Color side_to_move(const chess::Position& position) { return position.side_to_move(); }
  static Color opponent(Color color) { return ~color; }
  static void generate(const chess::Position& position, MoveList& moves) { chess::generate_legal(position, moves); }
  static void make(chess::Position& position, Move move, Undo&) { position.make_move(move); }
  static void unmake(chess::Position& position, Move move, const Undo&) { position.unmake_move(move); }
  static int no_move_score(const chess::Position& position, int ply) { return position.in_check() ? ply - chess::mstar_scores::win : 0; }
};

namespace newell::chess {

template <class E>
concept ChessEvaluator = requires(const E& evaluator, const Position& position) {
  { evaluator(position) } -> std::convertible_to<int>;
};

using search::alphabeta_minimax, search::no_move_score, search::plain_minimax, search::score_for;
using search::mstar, search::mstar_choose_move, search::risk_reducing_mstar_choose_move;
template <ChessEvaluator PlayerEvaluation, ChessEvaluator ModelEvaluation>
using ChessModelledPlayer = search::ModelledPlayer<PlayerEvaluation, ModelEvaluation>;
using ChessMStarValue = search::MStarValue;
using ChessMinimaxResult = search::MinimaxResult<Move>;
using ChessMStarChoice = search::MStarChoice<Move>;

}  // namespace newell::chess
