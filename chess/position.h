#pragma once
// A chess position with its history: pieces as bitboards and a square-indexed board, side to
// move, castling rights, en passant square, clocks, and an incrementally updated Zobrist key.
// make_move/unmake_move keep undo records on a stack reserved in advance, so playing moves does
// not allocate.
//
// Zobrist convention: the key covers pieces on squares, the side to move (XORed in when Black is
// to move), the castling rights (one key per right) and the en passant file, the last only when a
// pawn of the side to move stands ready to capture en passant (so positions that differ only by an
// unusable en passant square share a key, as the repetition rule wants). The en passant square
// itself is kept after every double push, as FEN records it.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "chess/bitboard.h"
#include "chess/move.h"
#include "chess/types.h"

namespace newell::chess {

class Position {
 public:
  static constexpr std::string_view start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  // Reads all six FEN fields (the two clocks may be omitted: they default to 0 and 1) and checks
  // that the position is one chess allows to be reached by playing on: see position_fen.cpp.
  // Throws NotationError naming the field and the offending text.
  static Position from_fen(std::string_view fen);
  static Position start();
  std::string to_fen() const;

  Color side_to_move() const { return side_; }
  Bitboard pieces(Color color, PieceType type) const { return by_piece_[make_piece(color, type)]; }
  Bitboard pieces(Color color) const { return by_color_[color]; }
  Bitboard pieces(PieceType type) const { return by_piece_[type] | by_piece_[type + 8]; }
  Bitboard occupied() const { return by_color_[White] | by_color_[Black]; }
  Piece piece_on(Square square) const { return board_[square]; }
  Square king_square(Color color) const { return lowest_square(pieces(color, King)); }

  std::uint8_t castling_rights() const { return state_.castling; }
  bool can_castle(CastlingRight right) const { return (state_.castling & right) != 0; }
  // The square a pawn passed over on the last move (after any double push), else NoSquare.
  Square en_passant_square() const { return state_.en_passant; }

  std::uint64_t key() const { return state_.key; }
  // The key computed from scratch: for tests of the incremental update.
  std::uint64_t compute_key() const;

  Bitboard checkers() const { return attackers_to(king_square(side_), occupied()) & by_color_[~side_]; }
  bool in_check() const { return checkers() != 0; }
  // Pieces of both colours that attack `square` when the board holds `occupied`.
  Bitboard attackers_to(Square square, Bitboard occupied) const;
  // Pieces of either colour that alone stand between `king`'s square and an enemy slider.
  Bitboard blockers_for_king(Color king) const;

  // `move` must be legal here (as produced by the move generator or the notation parsers).
  void make_move(Move move);
  void unmake_move(Move move);
  // Passes the turn, for null-move pruning; not allowed in check.
  void make_null_move();
  void unmake_null_move();

  // Checks a legal move gives, direct or discovered, without making it.
  bool gives_check(Move move) const;
  bool is_capture(Move move) const {
    return move.is_en_passant() || (board_[move.to()] != NoPiece && !move.is_castling());
  }
  // The piece a capture takes (a pawn for en passant), NoPiece for other moves.
  Piece captured_piece(Move move) const {
    return move.is_en_passant() ? make_piece(~side_, Pawn) : move.is_castling() ? NoPiece : board_[move.to()];
  }
  // The piece the last move captured, NoPiece if none (or no move made).
  Piece last_captured() const { return state_.captured; }

  int halfmove_clock() const { return state_.halfmove_clock; }
  int fullmove_number() const { return 1 + game_ply_ / 2; }
  // Half-moves since the game's start (as implied by the FEN's fullmove number and side to move).
  int game_ply() const { return game_ply_; }
  // Moves made on this object since it was set up (the depth of the undo stack).
  int moves_made() const { return static_cast<int>(history_.size()); }

  bool is_fifty_move_draw() const { return state_.halfmove_clock >= 100; }
  // The current position has occurred `times` times (itself included) since the last capture,
  // pawn move or null move. times = 2 for search (one earlier occurrence), 3 for the rule.
  bool is_repetition(int times = 2) const;
  // Neither side can ever mate: K v K, K+minor v K, and kings with bishops all on one colour.
  bool has_insufficient_material() const;

  // Debug/consistency check of the internal state (bitboards agree with the board, key agrees).
  bool is_consistent() const;

 private:
  struct State {
    std::uint64_t key = 0;
    Square en_passant = NoSquare;
    std::uint8_t castling = NoCastling;
    Piece captured = NoPiece;
    std::uint16_t halfmove_clock = 0;
    std::uint16_t plies_from_null = 0;
  };

  Position();
  void put_piece(Piece piece, Square square);
  void remove_piece(Square square);
  void move_piece(Square from, Square to);
  bool en_passant_capturable(Square en_passant, Color capturer) const;
  template <Color Us>
  std::uint64_t move_castling_rook(Square from, Square to);
  template <Color Us>
  void make_move_as(Move move);
  template <Color Us>
  void unmake_move_as(Move move);

  Piece board_[64];
  Bitboard by_piece_[16] = {};  // indexed by Piece
  Bitboard by_color_[2] = {};
  Color side_ = White;
  int game_ply_ = 0;
  State state_;
  // The states before each move made, reserved ahead (copies too) so that playing does not allocate.
  struct History : std::vector<State> {
    static constexpr std::size_t reserved = 1024;
    History() { reserve(reserved); }
    History(const History& other) : std::vector<State>() {
      reserve(std::max(reserved, other.size()));
      assign(other.begin(), other.end());
    }
    History& operator=(const History& other) {
      if (this != &other) {
        reserve(std::max(reserved, other.size()));
        assign(other.begin(), other.end());
      }
      return *this;
    }
    History(History&&) noexcept = default;
    History& operator=(History&&) noexcept = default;
    ~History() = default;
  };
  History history_;

  friend class FenReader;
};

}  // namespace newell::chess
