#include "games/checkers/man_record.h"

#include <fmt/core.h>

namespace newell::games {

using namespace checkers;

CheckersManRecord::CheckersManRecord() {
  board_.fill(no_man);
  undo_.reserve(1024);
}

void CheckersManRecord::set_up(const Position& position) {
  board_.fill(no_man);
  men_ = {};
  count_ = 0;
  undo_.clear();
  for (int square = 0; square < 32 && count_ < max_men; ++square) {
    if ((position.occupied() & bit(square)) == 0) continue;
    const bool king = (position.kings & bit(square)) != 0;
    const Color color = (position.black & bit(square)) ? Color::black : Color::white;
    men_[static_cast<std::size_t>(count_)] = CheckersMan{color, square, square, king, king};
    board_[static_cast<std::size_t>(square)] = static_cast<std::uint8_t>(count_++);
  }
}

void CheckersManRecord::make(const Move& move) {
  Undo undo;
  undo.move = move;
  undo.moved = board_[move.from];
  if (undo.moved != no_man) {
    CheckersMan& mover = men_[undo.moved];
    undo.was_king = mover.king;
    for (Bitboard taken = move.captured; taken != 0; taken = without_lowest(taken)) {
      const auto square = static_cast<std::size_t>(lowest_square(taken));
      const std::uint8_t victim = board_[square];
      board_[square] = no_man;
      if (victim != no_man) men_[victim].square = -1;
      undo.captured[static_cast<std::size_t>(undo.captured_count++)] = victim;
    }
    board_[move.from] = no_man;
    board_[move.to] = undo.moved;
    mover.square = move.to;
    if (bit(move.to) & crowning_row(mover.color)) mover.king = true;
  }
  undo_.push_back(undo);
}

void CheckersManRecord::unmake() {
  if (undo_.empty()) return;
  const Undo undo = undo_.back();
  undo_.pop_back();
  if (undo.moved == no_man) return;
  CheckersMan& mover = men_[undo.moved];
  board_[undo.move.to] = no_man;
  board_[undo.move.from] = undo.moved;
  mover.square = undo.move.from;
  mover.king = undo.was_king;
  int index = 0;
  for (Bitboard taken = undo.move.captured; taken != 0; taken = without_lowest(taken)) {
    const int square = lowest_square(taken);
    const std::uint8_t victim = undo.captured[static_cast<std::size_t>(index++)];
    board_[static_cast<std::size_t>(square)] = victim;
    if (victim != no_man) men_[victim].square = square;
  }
}

std::string CheckersManRecord::name(int number) const {
  if (number < 0 || number >= count_) return fmt::format("man {}", number);
  const CheckersMan& man = men_[static_cast<std::size_t>(number)];
  return fmt::format("{} {} from {}", man.color == Color::black ? "black" : "white", man.started_as_king ? "king" : "man",
                     man.home + 1);
}

bool CheckersManRecord::agrees_with(const Position& position) const {
  for (int square = 0; square < 32; ++square) {
    const std::uint8_t number = board_[static_cast<std::size_t>(square)];
    const bool occupied = (position.occupied() & bit(square)) != 0;
    if (number == no_man) {
      if (occupied) return false;
      continue;
    }
    const CheckersMan& man = men_[number];
    if (!occupied || man.square != square || man.king != ((position.kings & bit(square)) != 0) ||
        (man.color == Color::black) != ((position.black & bit(square)) != 0))
      return false;
  }
  return true;
}

}  // namespace newell::games
