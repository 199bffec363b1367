#include "chess/evaluation.h"

#include <algorithm>
#include <cstdlib>

#include "chess/bitboard.h"

namespace newell::chess {
namespace {

// clang-format off
// Tables are drawn as a White player sees the board: the first row is the eighth rank. They follow
// Michniewski's "simplified evaluation function" for the middlegame; the endgame tables reward
// advanced pawns and a central king instead.
constexpr int pawn_middlegame[64] = {
    0,  0,  0,  0,  0,  0,  0,  0,
   50, 50, 50, 50, 50, 50, 50, 50,
   10, 10, 20, 30, 30, 20, 10, 10,
    5,  5, 10, 25, 25, 10,  5,  5,
    0,  0,  0, 20, 20,  0,  0,  0,
    5, -5,-10,  0,  0,-10, -5,  5,
    5, 10, 10,-20,-20, 10, 10,  5,
    0,  0,  0,  0,  0,  0,  0,  0};
constexpr int pawn_endgame[64] = {
    0,  0,  0,  0,  0,  0,  0,  0,
   90, 90, 90, 90, 90, 90, 90, 90,
   55, 55, 55, 55, 55, 55, 55, 55,
   30, 30, 30, 30, 30, 30, 30, 30,
   15, 15, 15, 15, 15, 15, 15, 15,
    5,  5,  5,  5,  5,  5,  5,  5,
    0,  0,  0,  0,  0,  0,  0,  0,
    0,  0,  0,  0,  0,  0,  0,  0};
constexpr int knight_table[64] = {
  -50,-40,-30,-30,-30,-30,-40,-50,
  -40,-20,  0,  0,  0,  0,-20,-40,
  -30,  0, 10, 15, 15, 10,  0,-30,
  -30,  5, 15, 20, 20, 15,  5,-30,
  -30,  0, 15, 20, 20, 15,  0,-30,
  -30,  5, 10, 15, 15, 10,  5,-30,
  -40,-20,  0,  5,  5,  0,-20,-40,
  -50,-40,-30,-30,-30,-30,-40,-50};
constexpr int bishop_table[64] = {
  -20,-10,-10,-10,-10,-10,-10,-20,
  -10,  0,  0,  0,  0,  0,  0,-10,
  -10,  0,  5, 10, 10,  5,  0,-10,
  -10,  5,  5, 10, 10,  5,  5,-10,
  -10,  0, 10, 10, 10, 10,  0,-10,
  -10, 10, 10, 10, 10, 10, 10,-10,
  -10,  5,  0,  0,  0,  0,  5,-10,
  -20,-10,-10,-10,-10,-10,-10,-20};
constexpr int rook_table[64] = {
    0,  0,  0,  0,  0,  0,  0,  0,
    5, 10, 10, 10, 10, 10, 10,  5,
   -5,  0,  0,  0,  0,  0,  0, -5,
   -5,  0,  0,  0,  0,  0,  0, -5,
   -5,  0,  0,  0,  0,  0,  0, -5,
   -5,  0,  0,  0,  0,  0,  0, -5,
   -5,  0,  0,  0,  0,  0,  0, -5,
    0,  0,  0,  5,  5,  0,  0,  0};
constexpr int queen_table[64] = {
  -20,-10,-10, -5, -5,-10,-10,-20,
  -10,  0,  0,  0,  0,  0,  0,-10,
  -10,  0,  5,  5,  5,  5,  0,-10,
   -5,  0,  5,  5,  5,  5,  0, -5,
    0,  0,  5,  5,  5,  5,  0, -5,
  -10,  5,  5,  5,  5,  5,  0,-10,
  -10,  0,  5,  0,  0,  0,  0,-10,
  -20,-10,-10, -5, -5,-10,-10,-20};
constexpr int king_middlegame[64] = {
  -30,-40,-40,-50,-50,-40,-40,-30,
  -30,-40,-40,-50,-50,-40,-40,-30,
  -30,-40,-40,-50,-50,-40,-40,-30,
  -30,-40,-40,-50,-50,-40,-40,-30,
  -20,-30,-30,-40,-40,-30,-30,-20,
  -10,-20,-20,-20,-20,-20,-20,-10,
   20, 20,  0,  0,  0,  0, 20, 20,
   20, 30, 10,  0,  0, 10, 30, 20};
constexpr int king_endgame[64] = {
  -50,-40,-30,-20,-20,-30,-40,-50,
  -30,-20,-10,  0,  0,-10,-20,-30,
  -30,-10, 20, 30, 30, 20,-10,-30,
  -30,-10, 30, 40, 40, 30,-10,-30,
  -30,-10, 30, 40, 40, 30,-10,-30,
  -30,-10, 20, 30, 30, 20,-10,-30,
  -30,-30,  0,  0,  0,  0,-30,-30,
  -50,-30,-30,-30,-30,-30,-30,-50};
// clang-format on

struct Tables {
  // [piece type][square from White's side]: material plus placement, middlegame and endgame.
  int middlegame[6][64];
  int endgame[6][64];
};

constexpr int material_middlegame[6] = {100, 320, 330, 500, 950, 0};
constexpr int material_endgame[6] = {120, 300, 320, 540, 980, 0};
constexpr int phase_weight[6] = {0, 1, 1, 2, 4, 0};
constexpr int full_phase = 24;
constexpr int bishop_pair_bonus = 30;
constexpr int tempo_bonus = 10;

constexpr Tables make_tables() {
  Tables tables{};
  const int* middlegame_placement[6] = {pawn_middlegame, knight_table, bishop_table,
                                        rook_table,      queen_table,  king_middlegame};
  const int* endgame_placement[6] = {pawn_endgame, knight_table, bishop_table, rook_table, queen_table, king_endgame};
  for (int type = 0; type < 6; ++type) {
    for (int square = 0; square < 64; ++square) {
      const int drawn = (7 - square / 8) * 8 + square % 8;  // the drawing has the eighth rank first
      tables.middlegame[type][square] = material_middlegame[type] + middlegame_placement[type][drawn];
      tables.endgame[type][square] = material_endgame[type] + endgame_placement[type][drawn];
    }
  }
  return tables;
}

constexpr Tables tables = make_tables();

int distance(Square a, Square b) {
  return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

int distance_from_centre(Square square) {
  const int file = file_of(square);
  const int rank = rank_of(square);
  return std::max(3 - file, file - 4) + std::max(3 - rank, rank - 4);  // 0 in the centre, 6 in a corner
}

// A lone king is mated at the edge: drive it there and bring the other king close. Without this
// the piece-square tables alone let a won K+Q v K wander.
int bare_king_pressure(const Position& position, Color strong) {
  const Color weak = ~strong;
  if (position.pieces(weak) != position.pieces(weak, King)) return 0;
  const Bitboard strong_heavy = position.pieces(strong, Rook) | position.pieces(strong, Queen);
  const int strong_minors = popcount(position.pieces(strong, Bishop) | position.pieces(strong, Knight));
  if (strong_heavy == 0 && strong_minors < 2) return 0;
  const Square weak_king = position.king_square(weak);
  const Square strong_king = position.king_square(strong);
  return 10 * distance_from_centre(weak_king) + 4 * (14 - 2 * distance(weak_king, strong_king));
}

}  // namespace

int game_phase(const Position& position) {
  int phase = 0;
  for (PieceType type : {Knight, Bishop, Rook, Queen}) phase += phase_weight[type] * popcount(position.pieces(type));
  return std::min(phase, full_phase);
}

int evaluate_for_white(const Position& position) {
  int middlegame = 0;
  int endgame = 0;
  for (Color color : {White, Black}) {
    const int sign = color == White ? 1 : -1;
    for (int type = Pawn; type <= King; ++type) {
      Bitboard pieces = position.pieces(color, PieceType(type));
      while (pieces) {
        const Square square = relative_square(color, pop_lowest(pieces));
        middlegame += sign * tables.middlegame[type][square];
        endgame += sign * tables.endgame[type][square];
      }
    }
    if (more_than_one(position.pieces(color, Bishop))) {
      middlegame += sign * bishop_pair_bonus;
      endgame += sign * bishop_pair_bonus;
    }
    endgame += sign * bare_king_pressure(position, color);
  }
  const int phase = game_phase(position);
  return (middlegame * phase + endgame * (full_phase - phase)) / full_phase;
}

int evaluate(const Position& position) {
  const int white_view = evaluate_for_white(position);
  return (position.side_to_move() == White ? white_view : -white_view) + tempo_bonus;
}

}  // namespace newell::chess
