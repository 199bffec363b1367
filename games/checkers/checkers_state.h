#pragma once
// The state the checkers built-ins see: a position, the man record, and the side the machine plays
// ("me", by default the side to move at set-up). Legal moves of either side are cached per position.

#include "checkers/movegen.h"
#include "checkers/position.h"
#include "games/checkers/man_record.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace newell::games {

class CheckersState {
 public:
  explicit CheckersState(const checkers::Position& position);
  // From a checkers FEN ("" = the initial position); null and a message on bad input.
  static std::unique_ptr<CheckersState> from_fen(std::string_view fen, std::string& error);

  const checkers::Position& position() const { return position_; }
  const CheckersManRecord& men() const { return men_; }
  checkers::Color me() const { return me_; }

  void play(const checkers::Move& move);
  void undo();

  // The legal moves `side` would have if it were to move.
  const checkers::MoveList& legal_moves(checkers::Color side);
  // Whether a position with this key has stood on the board before the present one (since set-up,
  // the moves a tactic search has made included).
  bool seen_before(checkers::Key key) const;

 private:
  checkers::Position position_;
  CheckersManRecord men_;
  checkers::Color me_;
  std::vector<checkers::Move> moves_;
  std::vector<checkers::Undo> undos_;
  std::vector<checkers::Key> keys_before_;  // the key before each move of moves_
  struct Cache {
    checkers::Key key = 0;
    bool valid = false;
    checkers::MoveList moves;
  };
  Cache cache_[2];
};

}  // namespace newell::games
