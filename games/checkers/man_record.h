#pragma once
// Which checkers man stands on which square, so that a man keeps its identity as it moves (and
// when it is crowned: a king is the same man). Men are numbered at set-up in the order of their
// starting squares, 1 to 32, and named by colour and starting square ("black man from 9"). make/
// unmake are a few array writes; the undo records are reserved in advance (no allocation in search).

#include "checkers/move.h"
#include "checkers/position.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace newell::games {

struct CheckersMan {
  checkers::Color color = checkers::Color::black;
  int square = -1;  // 0..31 (standard number minus one), -1 once captured
  int home = -1;
  bool king = false;
  bool started_as_king = false;
  bool on_board() const { return square >= 0; }
};

class CheckersManRecord {
 public:
  static constexpr std::uint8_t no_man = 0xFF;
  static constexpr int max_men = 24;

  CheckersManRecord();
  void set_up(const checkers::Position& position);
  // Call before the move is made on the position (it must be legal there).
  void make(const checkers::Move& move);
  void unmake();

  std::uint8_t man_on(int square) const { return square >= 0 && square < 32 ? board_[static_cast<std::size_t>(square)] : no_man; }
  const CheckersMan& man(int number) const { return men_[static_cast<std::size_t>(number)]; }
  const CheckersMan* find(std::uint64_t number) const {
    return number < static_cast<std::uint64_t>(count_) && men_[number].on_board() ? &men_[number] : nullptr;
  }
  int count() const { return count_; }
  int moves_made() const { return static_cast<int>(undo_.size()); }
  // "black man from 9", "white king from 22" (what it was at set-up).
  std::string name(int number) const;
  bool agrees_with(const checkers::Position& position) const;

 private:
  struct Undo {
    checkers::Move move;
    std::uint8_t moved = no_man;
    bool was_king = false;
    std::array<std::uint8_t, checkers::max_jumps> captured{};
    int captured_count = 0;
  };
  std::array<std::uint8_t, 32> board_{};
  std::array<CheckersMan, max_men> men_{};
  int count_ = 0;
  std::vector<Undo> undo_;
};

}  // namespace newell::games
