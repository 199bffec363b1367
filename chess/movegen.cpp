// The legal move generator. It works out, once per position, which enemy pieces give check (the
// check mask: squares a non-king move must land on) and which of our pieces are pinned (the pin
// masks: the rays they may not leave), then produces moves that are legal by construction. A
// "sink" receives them: a MoveList writer, or a counter that adds popcounts without listing
// anything (perft's last ply).

#include "chess/movegen.h"

namespace newell::chess {

namespace {

enum class Generate { All, Captures, Quiets };

// Writes each move into a MoveList.
class ListSink {
 public:
  explicit ListSink(MoveList& moves) : moves_(moves) {}
  void piece_moves(Square from, Bitboard targets) {
    while (targets) moves_.push_back(Move(from, pop_lowest(targets)));
  }
  void pawn_moves(Bitboard targets, int offset) {
    while (targets) {
      const Square to = pop_lowest(targets);
      moves_.push_back(Move(Square(to - offset), to));
    }
  }
  void promotions(Bitboard targets, int offset) {
    while (targets) {
      const Square to = pop_lowest(targets);
      const Square from = Square(to - offset);
      moves_.push_back(Move::make_promotion(from, to, Queen));
      moves_.push_back(Move::make_promotion(from, to, Rook));
      moves_.push_back(Move::make_promotion(from, to, Bishop));
      moves_.push_back(Move::make_promotion(from, to, Knight));
    }
  }
  void single(Move move) { moves_.push_back(move); }

 private:
  MoveList& moves_;
};

// Counts moves without listing them.
class CountSink {
 public:
  void piece_moves(Square, Bitboard targets) { count += unsigned(popcount(targets)); }
  void pawn_moves(Bitboard targets, int) { count += unsigned(popcount(targets)); }
  void promotions(Bitboard targets, int) { count += 4 * unsigned(popcount(targets)); }
  void single(Move) { ++count; }
  unsigned count = 0;
};

template <Color Us>
constexpr Bitboard forward(Bitboard b) {
  return Us == White ? b << 8 : b >> 8;
}
// Captures towards the a file (west) and the h file (east), from Us's point of view.
template <Color Us>
constexpr Bitboard forward_west(Bitboard b) {
  return Us == White ? (b & ~FileA) << 7 : (b & ~FileA) >> 9;
}
template <Color Us>
constexpr Bitboard forward_east(Bitboard b) {
  return Us == White ? (b & ~FileH) << 9 : (b & ~FileH) >> 7;
}

template <Color Us>
inline bool attacked_by_enemy(const Position& position, Square square, Bitboard occupancy) {
  constexpr Color Them = ~Us;
  return (pawn_attacks(Us, square) & position.pieces(Them, Pawn)) ||
         (knight_attacks(square) & position.pieces(Them, Knight)) ||
         (king_attacks(square) & position.pieces(Them, King)) ||
         (bishop_attacks(square, occupancy) & (position.pieces(Them, Bishop) | position.pieces(Them, Queen))) ||
         (rook_attacks(square, occupancy) & (position.pieces(Them, Rook) | position.pieces(Them, Queen)));
}

template <Color Us, Generate What, bool Constrained, class Sink>
inline void generate_non_king(const Position& position, Sink& sink, Square king, Bitboard checkers,
                              Bitboard pin_diagonal, Bitboard pin_straight);

template <Color Us, Generate What, class Sink>
inline void generate(const Position& position, Sink& sink) {
  constexpr Color Them = ~Us;
  const Square king = position.king_square(Us);
  const Bitboard ours = position.pieces(Us);
  const Bitboard theirs = position.pieces(Them);
  const Bitboard occupancy = ours | theirs;
  const Bitboard their_diagonal = position.pieces(Them, Bishop) | position.pieces(Them, Queen);
  const Bitboard their_straight = position.pieces(Them, Rook) | position.pieces(Them, Queen);

  // Checkers and pins. Looking from the king through our own men finds the first enemy piece on
  // each ray: a slider there checks if nothing stands between, pins if exactly one of ours does.
  Bitboard checkers =
      (knight_attacks(king) & position.pieces(Them, Knight)) | (pawn_attacks(Us, king) & position.pieces(Them, Pawn));
  Bitboard pin_diagonal = 0;
  Bitboard pin_straight = 0;
  // The empty-board rays first: most of the time no enemy slider is even on a line with the king.
  Bitboard snipers =
      empty_board_bishop_attacks(king) & their_diagonal ? bishop_attacks(king, theirs) & their_diagonal : 0;
  while (snipers) {
    const Square sniper = pop_lowest(snipers);
    const Bitboard ray = between(king, sniper);
    const Bitboard blockers = ray & ours;
    if (!blockers) checkers |= square_bit(sniper);
    else if (!more_than_one(blockers)) pin_diagonal |= ray | square_bit(sniper);
  }
  snipers = empty_board_rook_attacks(king) & their_straight ? rook_attacks(king, theirs) & their_straight : 0;
  while (snipers) {
    const Square sniper = pop_lowest(snipers);
    const Bitboard ray = between(king, sniper);
    const Bitboard blockers = ray & ours;
    if (!blockers) checkers |= square_bit(sniper);
    else if (!more_than_one(blockers)) pin_straight |= ray | square_bit(sniper);
  }

  // The king: never onto an attacked square (sliders see through the king's old square).
  {
    Bitboard targets = king_attacks(king) & ~ours;
    if constexpr (What == Generate::Captures) targets &= theirs;
    if constexpr (What == Generate::Quiets) targets &= ~theirs;
    const Bitboard without_king = occupancy ^ square_bit(king);
    Bitboard safe = 0;
    while (targets) {
      const Square to = pop_lowest(targets);
      if (!attacked_by_enemy<Us>(position, to, without_king)) safe |= square_bit(to);
    }
    sink.piece_moves(king, safe);
  }
  if (more_than_one(checkers)) return;  // double check: only the king can move

  // Most positions have neither check nor pins: that case gets its own copy of the rest, with the
  // masks folded away by the compiler.
  if (checkers | pin_diagonal | pin_straight)
    generate_non_king<Us, What, true>(position, sink, king, checkers, pin_diagonal, pin_straight);
  else generate_non_king<Us, What, false>(position, sink, king, 0, 0, 0);
}

template <Color Us, Generate What, bool Constrained, class Sink>
inline void generate_non_king(const Position& position, Sink& sink, Square king, Bitboard checkers,
                              Bitboard pin_diagonal, Bitboard pin_straight) {
  constexpr Color Them = ~Us;
  constexpr int up = Us == White ? 8 : -8;
  constexpr int up_west = Us == White ? 7 : -9;
  constexpr int up_east = Us == White ? 9 : -7;
  constexpr Bitboard last_rank = Us == White ? Rank8 : Rank1;
  constexpr Bitboard third_rank = Us == White ? Rank3 : Rank6;
  constexpr Bitboard seventh_rank = Us == White ? Rank7 : Rank2;
  if constexpr (!Constrained) {
    checkers = 0;
    pin_diagonal = 0;
    pin_straight = 0;
  }
  const Bitboard ours = position.pieces(Us);
  const Bitboard theirs = position.pieces(Them);
  const Bitboard occupancy = ours | theirs;
  const Bitboard their_diagonal = position.pieces(Them, Bishop) | position.pieces(Them, Queen);
  const Bitboard their_straight = position.pieces(Them, Rook) | position.pieces(Them, Queen);
  const Bitboard check_mask =
      Constrained && checkers ? between(king, lowest_square(checkers)) | checkers : ~Bitboard{0};
  const Bitboard pinned = pin_diagonal | pin_straight;
  Bitboard targets = ~ours & check_mask;
  if constexpr (What == Generate::Captures) targets &= theirs;
  if constexpr (What == Generate::Quiets) targets &= ~theirs;

  // Pawns.
  const Bitboard pawns = position.pieces(Us, Pawn);
  const Bitboard empty = ~occupancy;
  {
    const Bitboard free_pawns = pawns & ~pinned;
    const Bitboard straight_pinned = pawns & pin_straight;
    const Bitboard diagonal_pinned = pawns & pin_diagonal;

    const Bitboard single = ((forward<Us>(free_pawns) & empty) | (forward<Us>(straight_pinned) & empty & pin_straight));
    const Bitboard double_push = forward<Us>(single & third_rank) & empty;
    const Bitboard pushes = single & check_mask;
    const Bitboard west =
        ((forward_west<Us>(free_pawns) & theirs) | (forward_west<Us>(diagonal_pinned) & theirs & pin_diagonal)) &
        check_mask;
    const Bitboard east =
        ((forward_east<Us>(free_pawns) & theirs) | (forward_east<Us>(diagonal_pinned) & theirs & pin_diagonal)) &
        check_mask;

    if constexpr (What != Generate::Quiets) {
      sink.pawn_moves(west & ~last_rank, up_west);
      sink.pawn_moves(east & ~last_rank, up_east);
      if (pawns & seventh_rank) {
        sink.promotions(west & last_rank, up_west);
        sink.promotions(east & last_rank, up_east);
        sink.promotions(pushes & last_rank, up);
      }
    }
    if constexpr (What != Generate::Captures) {
      sink.pawn_moves(pushes & ~last_rank, up);
      sink.pawn_moves(double_push & check_mask, 2 * up);
    }

    // En passant: the capture removes two pawns from one rank at once, so its legality is
    // tested directly against the enemy sliders.
    const Square passed = position.en_passant_square();
    if (What != Generate::Quiets && passed != NoSquare) {
      const Square victim = Square(passed - up);
      if (check_mask & (square_bit(passed) | square_bit(victim))) {
        Bitboard capturers = pawn_attacks(Them, passed) & pawns;
        while (capturers) {
          const Square from = pop_lowest(capturers);
          const Bitboard after = (occupancy ^ square_bit(from) ^ square_bit(victim)) | square_bit(passed);
          if (!(rook_attacks(king, after) & their_straight) && !(bishop_attacks(king, after) & their_diagonal))
            sink.single(Move::make_en_passant(from, passed));
        }
      }
    }
  }

  // Knights (a pinned knight can never move).
  for (Bitboard knights = position.pieces(Us, Knight) & ~pinned; knights;) {
    const Square from = pop_lowest(knights);
    sink.piece_moves(from, knight_attacks(from) & targets);
  }
  // Bishops and queens along diagonals, rooks and queens along ranks and files; a pinned piece
  // moves only along its pin, and only if the pin runs in its own direction.
  const Bitboard queens = position.pieces(Us, Queen);
  const Bitboard diagonal_movers = position.pieces(Us, Bishop) | queens;
  const Bitboard straight_movers = position.pieces(Us, Rook) | queens;
  for (Bitboard movers = diagonal_movers & ~pinned; movers;) {
    const Square from = pop_lowest(movers);
    sink.piece_moves(from, bishop_attacks(from, occupancy) & targets);
  }
  for (Bitboard movers = diagonal_movers & pin_diagonal; movers;) {
    const Square from = pop_lowest(movers);
    sink.piece_moves(from, bishop_attacks(from, occupancy) & targets & pin_diagonal);
  }
  for (Bitboard movers = straight_movers & ~pinned; movers;) {
    const Square from = pop_lowest(movers);
    sink.piece_moves(from, rook_attacks(from, occupancy) & targets);
  }
  for (Bitboard movers = straight_movers & pin_straight; movers;) {
    const Square from = pop_lowest(movers);
    sink.piece_moves(from, rook_attacks(from, occupancy) & targets & pin_straight);
  }

  // Castling: not out of, through or into check; the squares between king and rook empty.
  if constexpr (What != Generate::Captures) {
    if (!checkers) {
      constexpr CastlingRight kingside = Us == White ? WhiteKingside : BlackKingside;
      constexpr CastlingRight queenside = Us == White ? WhiteQueenside : BlackQueenside;
      constexpr Square e = relative_square(Us, E1);
      if (position.can_castle(kingside) &&
          !(occupancy & (square_bit(relative_square(Us, F1)) | square_bit(relative_square(Us, G1)))) &&
          !attacked_by_enemy<Us>(position, relative_square(Us, F1), occupancy) &&
          !attacked_by_enemy<Us>(position, relative_square(Us, G1), occupancy))
        sink.single(Move::make_castling(e, relative_square(Us, G1)));
      if (position.can_castle(queenside) &&
          !(occupancy & (square_bit(relative_square(Us, B1)) | square_bit(relative_square(Us, C1)) |
                         square_bit(relative_square(Us, D1)))) &&
          !attacked_by_enemy<Us>(position, relative_square(Us, D1), occupancy) &&
          !attacked_by_enemy<Us>(position, relative_square(Us, C1), occupancy))
        sink.single(Move::make_castling(e, relative_square(Us, C1)));
    }
  }
}

template <Generate What, class Sink>
inline void generate_for_side(const Position& position, Sink& sink) {
  if (position.side_to_move() == White) generate<White, What>(position, sink);
  else generate<Black, What>(position, sink);
}

}  // namespace

void generate_legal(const Position& position, MoveList& moves) {
  ListSink sink(moves);
  generate_for_side<Generate::All>(position, sink);
}

void generate_legal_captures(const Position& position, MoveList& moves) {
  ListSink sink(moves);
  generate_for_side<Generate::Captures>(position, sink);
}

void generate_legal_quiets(const Position& position, MoveList& moves) {
  ListSink sink(moves);
  generate_for_side<Generate::Quiets>(position, sink);
}

std::uint64_t count_legal_moves(const Position& position) {
  CountSink sink;
  generate_for_side<Generate::All>(position, sink);
  return sink.count;
}

bool has_legal_move(const Position& position) { return count_legal_moves(position) != 0; }

}  // namespace newell::chess
