#pragma once
// A player of a match game, whoever it is: one of newell's own (in this process), or an external
// engine behind UCI or CECP (a child process). The referee (referee.h) asks each player for a move
// with the game so far and the clocks, checks the answer, and turns any failure into a lost game.

#include "game_descriptor/game_descriptor.h"
#include "game_descriptor/outcome.h"

#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace newell::match {

using newell::GameKind;  // game_descriptor/game_descriptor.h

// The player failed: it died, broke its protocol, or did not answer in time (`hung`).
class PlayerFault : public std::runtime_error {
 public:
  PlayerFault(const std::string& message, bool hung = false) : std::runtime_error(message), hung_(hung) {}
  bool hung() const { return hung_; }

 private:
  bool hung_;
};

// The clocks as the mover sees them.
struct TurnClock {
  std::chrono::milliseconds mine{0};
  std::chrono::milliseconds theirs{0};
  std::chrono::milliseconds increment{0};
};

struct Turn {
  std::string start_position;       // FEN (chess) or checkers FEN: the game's set-up
  std::vector<std::string> moves;   // every move since, UCI (chess) or "11-15" / "15x24" (checkers)
  std::string position;             // the position now, same notation as start_position
  int side = 0;                     // the mover: 0 = White in chess, Black in checkers
  std::optional<TurnClock> clock;   // a chess clock, or
  std::optional<std::chrono::milliseconds> movetime;  // a fixed time a move
};

// Scores are for the mover, in centipawns (chess) or centi-men (checkers); a forced win or loss is
// reported as +-decisive_score minus the moves to it.
inline constexpr int decisive_score = 30000;

struct Reply {
  std::string move;                 // UCI, SAN or checkers notation: the referee reads any of them
  std::optional<int> score;
  std::optional<int> depth;
  std::string summary;              // one line a person reads (newell: why; engines: score, depth)
  std::optional<std::string> trace; // newell's decision trace, JSON
  bool resigned = false;            // the player gave up instead of moving
  std::optional<std::string> claim; // a result it claimed instead of moving ("1/2-1/2 {...}")
};

class Player {
 public:
  virtual ~Player() = default;
  virtual std::string name() const = 0;
  // What the program calls itself (UCI `id name`, CECP `feature myname`) once a game has started;
  // none for newell's own players.
  virtual std::optional<std::string> engine_name() const { return std::nullopt; }
  // A new game from `start_position`; throws PlayerFault when the player does not get ready.
  virtual void new_game(const Turn& start) = 0;
  // The move for `turn`. The player must answer within `patience` (its time plus a grace) or be
  // given up for hung; throws PlayerFault.
  virtual Reply play(const Turn& turn, std::chrono::milliseconds patience) = 0;
  // The game ended (a polite `quit` / result for external engines).
  virtual void game_over(newell::Outcome /*outcome*/) {}
};

}  // namespace newell::match
