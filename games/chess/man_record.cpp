#include "games/chess/man_record.h"

#include "chess/notation.h"

#include <fmt/core.h>

namespace newell::games {

using namespace chess;

ChessManRecord::ChessManRecord() {
  board_.fill(no_man);
  undo_.reserve(1024);
}

void ChessManRecord::set_up(const Position& position) {
  board_.fill(no_man);
  men_ = {};
  count_ = 0;
  castlings_ = {};
  undo_.clear();
  const Position start = Position::start();
  classical_ = true;
  for (int index = 0; index < 64; ++index) {
    const auto square = Square(index);
    const Piece piece = position.piece_on(square);
    if (piece != start.piece_on(square)) classical_ = false;
    if (piece == NoPiece || count_ == max_men) continue;
    men_[static_cast<std::size_t>(count_)] = ChessMan{piece, square, square, piece_type(piece)};
    board_[index] = static_cast<std::uint8_t>(count_++);
  }
}

void ChessManRecord::make(const Position& before, Move move) {
  Undo undo;
  undo.move = move;
  const Square from = move.from();
  const Square to = move.to();
  undo.moved = board_[from];
  if (undo.moved == no_man) {  // not a legal move here: record it so unmake stays paired, change nothing
    undo_.push_back(undo);
    return;
  }
  ChessMan& mover = men_[undo.moved];
  undo.piece_before = mover.piece;
  if (move.is_en_passant()) {
    undo.captured_square = Square(to - pawn_push(before.side_to_move()));
  } else if (!move.is_castling() && board_[to] != no_man) {
    undo.captured_square = to;
  }
  if (undo.captured_square != NoSquare) {
    undo.captured = board_[undo.captured_square];
    board_[undo.captured_square] = no_man;
    if (undo.captured != no_man) men_[undo.captured].square = NoSquare;
  }
  if (move.is_castling()) {
    const bool kingside = file_of(to) > file_of(from);
    undo.rook_from = make_square(kingside ? 7 : 0, rank_of(from));
    undo.rook_to = make_square(kingside ? 5 : 3, rank_of(from));
    undo.rook = board_[undo.rook_from];
    board_[undo.rook_from] = no_man;
    if (undo.rook != no_man) {
      board_[undo.rook_to] = undo.rook;
      men_[undo.rook].square = undo.rook_to;
    }
    ++castlings_[mover.color()];
  }
  board_[from] = no_man;
  board_[to] = undo.moved;
  mover.square = to;
  if (move.is_promotion()) mover.piece = make_piece(mover.color(), move.promotion());
  undo_.push_back(undo);
}

void ChessManRecord::unmake() {
  if (undo_.empty()) return;
  const Undo undo = undo_.back();
  undo_.pop_back();
  if (undo.moved == no_man) return;
  const Square from = undo.move.from();
  const Square to = undo.move.to();
  ChessMan& mover = men_[undo.moved];
  mover.piece = undo.piece_before;
  mover.square = from;
  board_[to] = no_man;
  board_[from] = undo.moved;
  if (undo.move.is_castling()) {
    --castlings_[mover.color()];
    if (undo.rook != no_man) {
      board_[undo.rook_to] = no_man;
      board_[undo.rook_from] = undo.rook;
      men_[undo.rook].square = undo.rook_from;
    }
  }
  if (undo.captured != no_man) {
    board_[undo.captured_square] = undo.captured;
    men_[undo.captured].square = undo.captured_square;
  }
}

std::string ChessManRecord::name(int number) const {
  if (number < 0 || number >= count_) return fmt::format("man {}", number);
  const ChessMan& man = men_[static_cast<std::size_t>(number)];
  const char* colour = man.color() == White ? "white" : "black";
  static constexpr const char* kind_names[] = {"pawn", "knight", "bishop", "rook", "queen", "king", "piece"};
  if (!classical_) return fmt::format("{} {} on {}", colour, kind_names[man.initial_type], square_name(man.home));
  static constexpr const char* pieces[] = {"queen's rook", "queen's knight", "queen's bishop", "queen",
                                           "king",         "king's bishop",  "king's knight",  "king's rook"};
  const char* piece = pieces[file_of(man.home)];
  if (man.initial_type == Pawn) return fmt::format("{} {}'s pawn", colour, piece);
  return fmt::format("{} {}", colour, piece);
}

bool ChessManRecord::agrees_with(const Position& position) const {
  for (int index = 0; index < 64; ++index) {
    const auto square = Square(index);
    const std::uint8_t number = board_[index];
    if (number == no_man) {
      if (position.piece_on(square) != NoPiece) return false;
      continue;
    }
    if (number >= count_) return false;
    const ChessMan& man = men_[number];
    if (man.square != square || man.piece != position.piece_on(square)) return false;
  }
  for (int number = 0; number < count_; ++number) {
    const ChessMan& man = men_[static_cast<std::size_t>(number)];
    if (man.on_board() && board_[man.square] != number) return false;
  }
  return true;
}

}  // namespace newell::games
