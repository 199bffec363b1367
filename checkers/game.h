#pragma once
// A game in progress: the start position, the moves played, and the history the draw rules need.
// A side with no legal move loses. Draws: the same position with the same side to move for the
// `repetitions`-th time, or `quiet_move_limit` moves by each side with only kings moving and nothing
// taken (the 40-move rule by default; 0 turns it off).

#include "checkers/move.h"
#include "checkers/position.h"
#include "game_descriptor/outcome.h"

#include <string>
#include <vector>

namespace newell::checkers {

struct DrawRules {
  int repetitions = 3;
  int quiet_move_limit = 40;  // moves per side; 0: no limit
};

class Game {
 public:
  explicit Game(const Position& start = Position::initial(), DrawRules rules = {});

  const Position& start() const { return start_; }
  const Position& position() const { return position_; }
  const std::vector<Move>& moves() const { return moves_; }
  const DrawRules& rules() const { return rules_; }
  // Keys of every position so far (the current one last): what search needs to see repetitions.
  const std::vector<Key>& keys() const { return keys_; }
  // Plies since the last man move or capture.
  int quiet_plies() const { return quiet_plies_.back(); }

  MoveList legal_moves() const;
  // Plays a legal move (check with legal_moves or parse_move first).
  void play(const Move& move);
  // Takes back the last move; false at the start.
  bool take_back();

  // How often the current position (with this side to move) has occurred, counting itself.
  int repetition_count() const;
  // Whether the repetition rule ends the game here (the move-limit rule is the other draw).
  bool drawn_by_repetition() const;
  // newell::Outcome: the first side is Black. Which rule drew a draw, describe_ending says.
  Outcome outcome() const;

 private:
  Position start_;
  Position position_;
  DrawRules rules_;
  std::vector<Move> moves_;
  std::vector<Undo> undos_;
  std::vector<Key> keys_;
  std::vector<int> quiet_plies_;
};

// How the game stands, in words: "Black wins (White cannot move)", "draw: the same position for the
// 3rd time", "the game goes on", ...
std::string describe_ending(const Game& game);

}  // namespace newell::checkers
