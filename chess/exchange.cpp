// Static exchange evaluation by the swap list: captures alternate on one square, each side using
// its least valuable attacker, x-ray attackers joining as the pieces in front of them leave; then
// the list is folded back from the end, each side keeping the better of stopping or going on.
// Pins are not considered (a pinned piece is counted as an attacker), as in most engines' SEE.

#include "chess/exchange.h"

#include <algorithm>

namespace newell::chess {

namespace {

// The least valuable attacker of `side` among `attackers`, or NoSquare. A king only captures
// when the other side has nothing left to recapture with.
Square least_valuable(const Position& position, Bitboard attackers, Color side, PieceType& type) {
  const Bitboard mine = attackers & position.pieces(side);
  for (int candidate = Pawn; candidate <= King; ++candidate) {
    const Bitboard of_type = mine & position.pieces(PieceType(candidate));
    if (!of_type) continue;
    if (candidate == King && (attackers & position.pieces(~side))) return NoSquare;
    type = PieceType(candidate);
    return lowest_square(of_type);
  }
  return NoSquare;
}

// The exchange after `side`'s opponent has just put a piece worth `on_square` on `target`,
// having won `first_gain`, with `occupancy` the board after that first capture.
int swap_off(const Position& position, Square target, Color mover, int first_gain, int on_square, Bitboard occupancy) {
  int gain[40];
  int depth = 0;
  gain[0] = first_gain;
  const Bitboard diagonal = position.pieces(Bishop) | position.pieces(Queen);
  const Bitboard straight = position.pieces(Rook) | position.pieces(Queen);
  Bitboard attackers = position.attackers_to(target, occupancy) & occupancy;
  Color side = ~mover;
  int value_on_square = on_square;
  while (depth < 38) {
    PieceType type = Pawn;
    const Square from = least_valuable(position, attackers, side, type);
    if (from == NoSquare) break;
    ++depth;
    gain[depth] = value_on_square - gain[depth - 1];
    occupancy ^= square_bit(from);
    attackers ^= square_bit(from);
    if (type == Pawn || type == Bishop || type == Queen) attackers |= bishop_attacks(target, occupancy) & diagonal;
    if (type == Rook || type == Queen) attackers |= rook_attacks(target, occupancy) & straight;
    attackers &= occupancy;
    value_on_square = piece_value(type);
    side = ~side;
  }
  while (depth > 0) {
    gain[depth - 1] = -std::max(-gain[depth - 1], gain[depth]);
    --depth;
  }
  return gain[0];
}

int exchange_starting_with(const Position& position, Square from, Square target) {
  const Piece attacker = position.piece_on(from);
  const Piece victim = position.piece_on(target);
  const int captured = victim == NoPiece ? 0 : piece_value(piece_type(victim));
  const Bitboard occupancy = position.occupied() ^ square_bit(from);
  return swap_off(position, target, piece_color(attacker), captured, piece_value(piece_type(attacker)), occupancy);
}

}  // namespace

int static_exchange(const Position& position, Move move) {
  if (move.is_castling()) return 0;
  const Square from = move.from();
  const Square to = move.to();
  const Color mover = piece_color(position.piece_on(from));
  Bitboard occupancy = position.occupied() ^ square_bit(from);
  int gain = 0;
  const Piece captured = position.captured_piece(move);
  if (captured != NoPiece) gain = piece_value(piece_type(captured));
  if (move.is_en_passant()) occupancy ^= square_bit(Square(to - pawn_push(mover)));
  int on_square = piece_value(piece_type(position.piece_on(from)));
  if (move.is_promotion()) {
    gain += piece_value(move.promotion()) - piece_value(Pawn);
    on_square = piece_value(move.promotion());
  }
  return swap_off(position, to, mover, gain, on_square, occupancy | square_bit(to));
}

bool static_exchange_at_least(const Position& position, Move move, int threshold) {
  return static_exchange(position, move) >= threshold;
}

int exchange_gain_from(const Position& position, Square from, Square target) {
  return exchange_starting_with(position, from, target);
}

int exchange_gain(const Position& position, Square target, Color attacker) {
  const Piece victim = position.piece_on(target);
  if (victim == NoPiece || piece_color(victim) == attacker || piece_type(victim) == King) return 0;
  int best = 0;
  // Try each kind of first capturer: the least valuable is not always the best opener.
  Bitboard attackers = position.attackers_to(target, position.occupied()) & position.pieces(attacker);
  for (int type = Pawn; type <= King; ++type) {
    const Bitboard of_type = attackers & position.pieces(PieceType(type));
    if (!of_type) continue;
    if (type == King && (position.attackers_to(target, position.occupied() ^ square_bit(lowest_square(of_type))) &
                         position.pieces(~attacker)))
      continue;
    best = std::max(best, exchange_starting_with(position, lowest_square(of_type), target));
  }
  return best;
}

bool wins_exchange(const Position& position, Square target, Color attacker) {
  return exchange_gain(position, target, attacker) > 0;
}

bool wins_exchange(const Position& position, Square target) {
  return wins_exchange(position, target, position.side_to_move());
}

}  // namespace newell::chess
