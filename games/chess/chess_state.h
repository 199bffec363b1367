#pragma once
// The state the chess built-ins of the rule language see: a position, the man record that gives
// its men their identity, and the side the machine plays ("me"; by default the side to move at
// set-up). play/undo keep position and record together; the legal move lists of both sides are
// cached per position, so that a rule asking about many men's moves generates them once.
// Nothing here allocates after construction (the position and the record reserve their stacks).

#include "chess/movegen.h"
#include "chess/position.h"
#include "games/chess/man_record.h"

#include <memory>
#include <string>
#include <string_view>

namespace newell::games {

class ChessState {
 public:
  explicit ChessState(const chess::Position& position);
  ChessState(const chess::Position& position, chess::Color me);
  // From a FEN ("" = the initial position); null and a message naming the field on bad input.
  static std::unique_ptr<ChessState> from_fen(std::string_view fen, std::string& error);

  const chess::Position& position() const { return position_; }
  const ChessManRecord& men() const { return men_; }
  chess::Color me() const { return me_; }
  void set_me(chess::Color me) { me_ = me; }

  // Plays a legal move / takes back the last one played here.
  void play(chess::Move move);
  void undo();
  int moves_played() const { return men_.moves_made(); }

  // The legal moves `side` would have if it were to move (for the side not to move: after a null
  // move, without the moves that would take the king). Cached until the position changes.
  const chess::MoveList& legal_moves(chess::Color side);
  // `move` is legal for the side to move here.
  bool is_legal(chess::Move move);

  // For built-ins that look at the position after a move and come back (gives_check, mate, ...):
  // the same position object, so nothing is copied.
  chess::Position& scratch_position() { return position_; }

 private:
  chess::Position position_;
  ChessManRecord men_;
  chess::Color me_;
  struct Cache {
    std::uint64_t key = 0;
    int moves_played = -1;
    chess::MoveList moves;
  };
  Cache cache_[2];
};

}  // namespace newell::games
