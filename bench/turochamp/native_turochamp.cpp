#include "native_turochamp.h"

#include "chess/movegen.h"

#include <cmath>

namespace newell::bench {

using namespace chess;

namespace {

double worth(PieceType type) {
  constexpr double values[] = {1, 3, 3.5, 5, 10, 0, 0};
  return values[type];
}

double material(const Position& position, Color color) {
  double total = 0;
  for (Bitboard men = position.pieces(color); men;) total += worth(piece_type(position.piece_on(pop_lowest(men))));
  return total;
}

double root(double n) { return n > 0 ? std::round(std::sqrt(n) * 10) / 10 : 0; }

// The legal moves of `color`, as if it were to move (a null move for the other side, without
// captures of the king).
void moves_of_side(Position& position, Color color, MoveList& moves) {
  if (position.side_to_move() == color) {
    generate_legal(position, moves);
    return;
  }
  position.make_null_move();
  MoveList all;
  generate_legal(position, all);
  const Bitboard their_king = position.pieces(~color, King);
  for (Move move : all)
    if ((square_bit(move.to()) & their_king) == 0) moves.push_back(move);
  position.unmake_null_move();
}

bool threatens_mate(Position& position, Color color, const MoveList& moves) {
  const bool pass = position.side_to_move() != color;
  if (pass) position.make_null_move();
  bool mate = false;
  for (Move move : moves) {
    if (!position.gives_check(move)) continue;
    position.make_move(move);
    mate = !has_legal_move(position);
    position.unmake_move(move);
    if (mate) break;
  }
  if (pass) position.unmake_null_move();
  return mate;
}

}  // namespace

NativeTurochampValue native_turochamp(Position& position, Color me, bool castled) {
  NativeTurochampValue value;
  const double theirs = material(position, ~me);
  value.material_ratio = theirs == 0 ? 1000 : material(position, me) / theirs;

  MoveList moves;
  moves_of_side(position, me, moves);
  int move_count[64] = {};
  int capture_count[64] = {};
  bool castling_move = false;
  int king_castlings = 0;
  for (Move move : moves) {
    ++move_count[move.from()];
    capture_count[move.from()] += position.is_capture(move);
    if (move.is_castling()) {
      castling_move = true;
      ++king_castlings;
    }
  }
  const Bitboard occupied = position.occupied();
  double total = 0;
  for (Bitboard men = position.pieces(me); men;) {
    const Square square = pop_lowest(men);
    const PieceType type = piece_type(position.piece_on(square));
    const Bitboard defenders = position.attackers_to(square, occupied) & position.pieces(me);
    if (type == Pawn) {
      const bool piece_defends = (defenders & ~position.pieces(Pawn)) != 0;
      total += 0.2 * (relative_rank(me, rank_of(square)) + 1 - 2) + (piece_defends ? 0.3 : 0);
    } else if (type == King) {
      const Bitboard reach = queen_attacks(square, occupied) & ~position.pieces(me);
      const int queen_moves = popcount(reach);
      const int queen_captures = popcount(reach & position.pieces(~me));
      total += root(move_count[square] - king_castlings + capture_count[square]) - root(queen_moves + queen_captures);
    } else {
      double score = root(move_count[square] + capture_count[square]);
      if (type != Queen) {
        const int defended = popcount(defenders);
        score += (defended >= 1 ? 1 : 0) + (defended >= 2 ? 0.5 : 0);
      }
      total += score;
    }
  }
  const auto rights = me == White ? WhiteKingside | WhiteQueenside : BlackKingside | BlackQueenside;
  total += ((position.castling_rights() & rights) != 0) + castling_move + castled;
  const bool check = (position.attackers_to(position.king_square(~me), occupied) & position.pieces(me)) != 0;
  total += threatens_mate(position, me, moves) + 0.5 * check;
  value.position_play = total;
  return value;
}

}  // namespace newell::bench
