// Position: piece bookkeeping, make/unmake with the incremental key, attack questions, draw rules.

#include "chess/position.h"

#include <algorithm>
#include <cstdint>

#include "chess/zobrist.h"

namespace newell::chess {

namespace {

using zobrist::keys;

// Rights that survive a move touching a square: moving from or capturing on a king's or rook's
// original square removes the rights that piece carried.
constexpr std::array<std::uint8_t, 64> make_castling_masks() {
  std::array<std::uint8_t, 64> masks{};
  for (auto& mask : masks) mask = AllCastling;
  masks[E1] = std::uint8_t(AllCastling & ~(WhiteKingside | WhiteQueenside));
  masks[H1] = std::uint8_t(AllCastling & ~WhiteKingside);
  masks[A1] = std::uint8_t(AllCastling & ~WhiteQueenside);
  masks[E8] = std::uint8_t(AllCastling & ~(BlackKingside | BlackQueenside));
  masks[H8] = std::uint8_t(AllCastling & ~BlackKingside);
  masks[A8] = std::uint8_t(AllCastling & ~BlackQueenside);
  return masks;
}
constexpr std::array<std::uint8_t, 64> castling_masks = make_castling_masks();

// The rook's move that goes with the king's castling move to `king_to`.
constexpr Square castling_rook_from(Square king_to) {
  return file_of(king_to) == 6 ? Square(king_to + 1) : Square(king_to - 2);
}
constexpr Square castling_rook_to(Square king_to) {
  return file_of(king_to) == 6 ? Square(king_to - 1) : Square(king_to + 1);
}

}  // namespace

Position::Position() { std::fill(std::begin(board_), std::end(board_), NoPiece); }

Position Position::start() {
  static const Position initial = from_fen(start_fen);
  return initial;
}

void Position::put_piece(Piece piece, Square square) {
  board_[square] = piece;
  by_piece_[piece] |= square_bit(square);
  by_color_[piece_color(piece)] |= square_bit(square);
}

void Position::remove_piece(Square square) {
  const Piece piece = board_[square];
  by_piece_[piece] ^= square_bit(square);
  by_color_[piece_color(piece)] ^= square_bit(square);
  board_[square] = NoPiece;
}

void Position::move_piece(Square from, Square to) {
  const Piece piece = board_[from];
  const Bitboard both = square_bit(from) | square_bit(to);
  by_piece_[piece] ^= both;
  by_color_[piece_color(piece)] ^= both;
  board_[from] = NoPiece;
  board_[to] = piece;
}

bool Position::en_passant_capturable(Square en_passant, Color capturer) const {
  return en_passant != NoSquare && (pawn_attacks(~capturer, en_passant) & pieces(capturer, Pawn)) != 0;
}

std::uint64_t Position::compute_key() const {
  std::uint64_t key = 0;
  for (int square = 0; square < 64; ++square)
    if (board_[square] != NoPiece) key ^= keys.piece_square[board_[square]][square];
  if (side_ == Black) key ^= keys.black_to_move;
  key ^= keys.castling[state_.castling];
  if (en_passant_capturable(state_.en_passant, side_)) key ^= keys.en_passant_file[file_of(state_.en_passant)];
  return key;
}

Bitboard Position::attackers_to(Square square, Bitboard occupied) const {
  return (pawn_attacks(White, square) & pieces(Black, Pawn)) | (pawn_attacks(Black, square) & pieces(White, Pawn)) |
         (knight_attacks(square) & pieces(Knight)) | (king_attacks(square) & pieces(King)) |
         (bishop_attacks(square, occupied) & (pieces(Bishop) | pieces(Queen))) |
         (rook_attacks(square, occupied) & (pieces(Rook) | pieces(Queen)));
}

Bitboard Position::blockers_for_king(Color king) const {
  const Square king_at = king_square(king);
  const Color enemy = ~king;
  Bitboard snipers = (rook_attacks(king_at, 0) & (pieces(enemy, Rook) | pieces(enemy, Queen))) |
                     (bishop_attacks(king_at, 0) & (pieces(enemy, Bishop) | pieces(enemy, Queen)));
  const Bitboard occupancy = occupied();
  Bitboard blockers = 0;
  while (snipers) {
    const Bitboard between_squares = between(king_at, pop_lowest(snipers)) & occupancy;
    if (between_squares && !more_than_one(between_squares)) blockers |= between_squares;
  }
  return blockers;
}

// Moves the castling rook from `from` to `to` (make_move: castling_rook_from to castling_rook_to of
// the king's destination; unmake_move: back); returns the change to the key.
template <Color Us>
std::uint64_t Position::move_castling_rook(Square from, Square to) {
  constexpr Piece rook = make_piece(Us, Rook);
  const Bitboard rook_bits = square_bit(from) | square_bit(to);
  board_[from] = NoPiece;
  board_[to] = rook;
  by_piece_[rook] ^= rook_bits;
  by_color_[Us] ^= rook_bits;
  return keys.piece_square[rook][from] ^ keys.piece_square[rook][to];
}

// Written for speed (perft and search call it hundreds of millions of times): colours are
// template parameters, the common case (a plain move, maybe a capture) runs straight through and
// the rare kinds patch its result afterwards.
template <Color Us>
void Position::make_move_as(Move move) {
  constexpr Color Them = ~Us;
  const Square from = move.from();
  const Square to = move.to();
  const Bitboard from_bit = square_bit(from);
  const Bitboard to_bit = square_bit(to);
  const Piece piece = board_[from];
  Piece captured = board_[to];  // empty for castling and en passant

  history_.push_back(state_);
  std::uint64_t key = state_.key ^ keys.black_to_move ^ keys.piece_square[piece][from] ^ keys.piece_square[piece][to];
  if (state_.en_passant != NoSquare) {
    if (pawn_attacks(Them, state_.en_passant) & pieces(Us, Pawn))
      key ^= keys.en_passant_file[file_of(state_.en_passant)];
    state_.en_passant = NoSquare;
  }
  // Saturating, never wrapping: after 65,535 reversible plies (a UCI line of that many moves) the
  // move-count draw must still hold, not start again from 0.
  state_.halfmove_clock += state_.halfmove_clock < UINT16_MAX ? 1 : 0;
  state_.plies_from_null += state_.plies_from_null < UINT16_MAX ? 1 : 0;

  if (captured != NoPiece) {
    by_piece_[captured] ^= to_bit;
    by_color_[Them] ^= to_bit;
    key ^= keys.piece_square[captured][to];
    state_.halfmove_clock = 0;
  }
  board_[from] = NoPiece;
  board_[to] = piece;
  by_piece_[piece] ^= from_bit | to_bit;
  by_color_[Us] ^= from_bit | to_bit;

  if (piece_type(piece) == Pawn) {
    state_.halfmove_clock = 0;
    if ((int(to) ^ int(from)) == 16) {
      const Square passed = Square((int(from) + int(to)) / 2);
      state_.en_passant = passed;
      if (pawn_attacks(Us, passed) & pieces(Them, Pawn)) key ^= keys.en_passant_file[file_of(passed)];
    } else if (move.kind() == Move::Kind::Promotion) {
      const Piece promoted = make_piece(Us, move.promotion());
      board_[to] = promoted;
      by_piece_[piece] ^= to_bit;
      by_piece_[promoted] ^= to_bit;
      key ^= keys.piece_square[piece][to] ^ keys.piece_square[promoted][to];
    } else if (move.kind() == Move::Kind::EnPassant) {
      const Square victim = Square(to - pawn_push(Us));
      captured = make_piece(Them, Pawn);
      board_[victim] = NoPiece;
      by_piece_[captured] ^= square_bit(victim);
      by_color_[Them] ^= square_bit(victim);
      key ^= keys.piece_square[captured][victim];
    }
  } else if (move.kind() == Move::Kind::Castling) {
    key ^= move_castling_rook<Us>(castling_rook_from(to), castling_rook_to(to));
  }

  if (state_.castling) {
    const std::uint8_t rights = state_.castling & castling_masks[from] & castling_masks[to];
    if (rights != state_.castling) {
      key ^= keys.castling[state_.castling] ^ keys.castling[rights];
      state_.castling = rights;
    }
  }
  state_.captured = captured;
  state_.key = key;
  side_ = Them;
  ++game_ply_;
}

template <Color Us>
void Position::unmake_move_as(Move move) {
  constexpr Color Them = ~Us;
  const Square from = move.from();
  const Square to = move.to();
  const Bitboard from_bit = square_bit(from);
  const Bitboard to_bit = square_bit(to);
  Piece piece = board_[to];
  Piece captured = state_.captured;

  if (move.kind() != Move::Kind::Normal) {
    if (move.kind() == Move::Kind::Promotion) {
      by_piece_[piece] ^= to_bit;
      piece = make_piece(Us, Pawn);
      by_piece_[piece] ^= to_bit;
    } else if (move.kind() == Move::Kind::EnPassant) {
      const Square victim = Square(to - pawn_push(Us));
      board_[victim] = captured;
      by_piece_[captured] ^= square_bit(victim);
      by_color_[Them] ^= square_bit(victim);
      captured = NoPiece;
    } else {
      move_castling_rook<Us>(castling_rook_to(to), castling_rook_from(to));
    }
  }
  board_[from] = piece;
  board_[to] = captured;
  by_piece_[piece] ^= from_bit | to_bit;
  by_color_[Us] ^= from_bit | to_bit;
  if (captured != NoPiece) {
    by_piece_[captured] ^= to_bit;
    by_color_[Them] ^= to_bit;
  }
  state_ = history_.back();
  history_.pop_back();
  side_ = Us;
  --game_ply_;
}

void Position::make_move(Move move) {
  if (side_ == White) make_move_as<White>(move);
  else make_move_as<Black>(move);
}

void Position::unmake_move(Move move) {
  if (side_ == Black) unmake_move_as<White>(move);
  else unmake_move_as<Black>(move);
}

void Position::make_null_move() {
  history_.push_back(state_);
  std::uint64_t key = state_.key ^ keys.black_to_move;
  if (en_passant_capturable(state_.en_passant, side_)) key ^= keys.en_passant_file[file_of(state_.en_passant)];
  state_.en_passant = NoSquare;
  state_.key = key;
  state_.captured = NoPiece;
  state_.halfmove_clock += state_.halfmove_clock < UINT16_MAX ? 1 : 0;
  state_.plies_from_null = 0;
  side_ = ~side_;
  ++game_ply_;
}

void Position::unmake_null_move() {
  state_ = history_.back();
  history_.pop_back();
  side_ = ~side_;
  --game_ply_;
}

bool Position::gives_check(Move move) const {
  const Color us = side_;
  const Square enemy_king = king_square(~us);
  const Square from = move.from();
  const Square to = move.to();
  PieceType moved = piece_type(board_[from]);
  Bitboard occupancy = (occupied() ^ square_bit(from)) | square_bit(to);
  Bitboard diagonal = (pieces(us, Bishop) | pieces(us, Queen)) & ~square_bit(from);
  Bitboard straight = (pieces(us, Rook) | pieces(us, Queen)) & ~square_bit(from);

  switch (move.kind()) {
    case Move::Kind::Promotion:
      moved = move.promotion();
      break;
    case Move::Kind::EnPassant:
      occupancy ^= square_bit(Square(to - pawn_push(us)));
      break;
    case Move::Kind::Castling: {
      const Square rook_from = castling_rook_from(to);
      const Square rook_to = castling_rook_to(to);
      occupancy = (occupancy ^ square_bit(rook_from)) | square_bit(rook_to);
      straight = (straight ^ square_bit(rook_from)) | square_bit(rook_to);
      break;
    }
    default:
      break;
  }
  if (moved == Bishop || moved == Queen) diagonal |= square_bit(to);
  if (moved == Rook || moved == Queen) straight |= square_bit(to);
  if (moved == Knight && (knight_attacks(to) & square_bit(enemy_king))) return true;
  if (moved == Pawn && (pawn_attacks(us, to) & square_bit(enemy_king))) return true;
  return (bishop_attacks(enemy_king, occupancy) & diagonal) || (rook_attacks(enemy_king, occupancy) & straight);
}

bool Position::is_repetition(int times) const {
  const int reach = std::min<int>({state_.halfmove_clock, state_.plies_from_null, moves_made()});
  int seen = 1;
  for (int back = 4; back <= reach; back += 2) {
    if (history_[history_.size() - back].key == state_.key && ++seen >= times) return true;
  }
  return seen >= times;
}

bool Position::has_insufficient_material() const {
  if (pieces(Pawn) | pieces(Rook) | pieces(Queen)) return false;
  const Bitboard minors = pieces(Knight) | pieces(Bishop);
  if (!more_than_one(minors)) return true;
  if (pieces(Knight)) return false;
  constexpr Bitboard dark_squares = 0xAA55AA55AA55AA55ULL;
  return (pieces(Bishop) & dark_squares) == 0 || (pieces(Bishop) & ~dark_squares) == 0;
}

bool Position::is_consistent() const {
  Bitboard seen[2] = {0, 0};
  for (int square = 0; square < 64; ++square) {
    const Piece piece = board_[square];
    if (piece == NoPiece) continue;
    if (!(pieces(piece_color(piece), piece_type(piece)) & square_bit(Square(square)))) return false;
    seen[piece_color(piece)] |= square_bit(Square(square));
  }
  if (seen[White] != by_color_[White] || seen[Black] != by_color_[Black]) return false;
  if ((by_color_[White] & by_color_[Black]) != 0) return false;
  Bitboard all_types = 0;
  for (const Bitboard type : by_piece_) {
    if (all_types & type) return false;
    all_types |= type;
  }
  return all_types == occupied() && popcount(pieces(White, King)) == 1 && popcount(pieces(Black, King)) == 1 &&
         compute_key() == state_.key;
}

}  // namespace newell::chess
