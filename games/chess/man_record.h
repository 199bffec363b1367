#pragma once
// Which man stands on which square, so that a man keeps its identity as it moves: Newell's goals
// name men, not squares (att(BKB, WKR) follows the black king's bishop wherever it goes).
//
// Men are numbered once, at set-up, in square order a1, b1, ..., h8; from the initial position
// that makes the white pieces 0-7 (a1..h1), the white pawns 8-15, the black pawns 16-23 and the
// black pieces 24-31. A man keeps its number when it moves, when it is captured (it is then off the
// board) and when it promotes (it changes kind). Names are fixed at set-up: "white king's bishop",
// "black queen's knight's pawn" when the set-up is the initial position, "white bishop on f1"
// otherwise (a position without history does not say which bishop is which).
//
// make/unmake cost a few array writes; the undo records sit on a vector reserved in advance, so
// playing moves inside search does not allocate.

#include "chess/move.h"
#include "chess/position.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace newell::games {

struct ChessMan {
  chess::Piece piece = chess::NoPiece;  // its kind now (a promoted pawn becomes a queen, ...)
  chess::Square square = chess::NoSquare;  // NoSquare once captured
  chess::Square home = chess::NoSquare;    // where it stood at set-up
  chess::PieceType initial_type = chess::NoPieceType;
  bool on_board() const { return square != chess::NoSquare; }
  chess::Color color() const { return chess::piece_color(piece); }
  chess::PieceType type() const { return chess::piece_type(piece); }
};

class ChessManRecord {
 public:
  static constexpr std::uint8_t no_man = 0xFF;
  static constexpr int max_men = 32;

  ChessManRecord();
  // Numbers the men of `position` (see above) and forgets every move.
  void set_up(const chess::Position& position);

  // Call with the position *before* `move` is made on it (the move must be legal there).
  void make(const chess::Position& before, chess::Move move);
  // Takes back the last move given to make().
  void unmake();

  // The man on `square`, or no_man.
  std::uint8_t man_on(chess::Square square) const { return square < 64 ? board_[square] : no_man; }
  const ChessMan& man(int number) const { return men_[static_cast<std::size_t>(number)]; }
  // The man of this number if it exists and stands on the board, else null.
  const ChessMan* find(std::uint64_t number) const {
    return number < static_cast<std::uint64_t>(count_) && men_[number].on_board() ? &men_[number] : nullptr;
  }
  int count() const { return count_; }
  // Whether the men were numbered from the initial position (and so carry the classical names).
  bool classical_names() const { return classical_; }
  // "white king's bishop", "black queen's knight's pawn", or "white bishop on f1".
  std::string name(int number) const;
  // Castling moves `color` has made since set-up.
  int castlings(chess::Color color) const { return castlings_[color]; }
  int moves_made() const { return static_cast<int>(undo_.size()); }
  // The last move given to make(), Move::none() at set-up.
  chess::Move last_move() const { return undo_.empty() ? chess::Move::none() : undo_.back().move; }
  // The square the last move captured on (where the captured man stood), NoSquare if it took nothing.
  chess::Square last_capture_square() const {
    return undo_.empty() || undo_.back().captured == no_man ? chess::NoSquare : undo_.back().captured_square;
  }
  // Every man on its square agrees with the position: for tests.
  bool agrees_with(const chess::Position& position) const;

 private:
  struct Undo {
    chess::Move move;
    std::uint8_t moved = no_man;
    std::uint8_t captured = no_man;
    std::uint8_t rook = no_man;
    chess::Square captured_square = chess::NoSquare;
    chess::Square rook_from = chess::NoSquare;
    chess::Square rook_to = chess::NoSquare;
    chess::Piece piece_before = chess::NoPiece;
  };

  std::array<std::uint8_t, 64> board_{};
  std::array<ChessMan, max_men> men_{};
  int count_ = 0;
  bool classical_ = false;
  std::array<int, 2> castlings_{};
  std::vector<Undo> undo_;
};

}  // namespace newell::games
