#pragma once
// The referee's board: the rules of the game being played (chess by the chess core, English
// checkers by the checkers core), behind one small interface so the referee, the openings and the
// series do not care which game it is. Moves go in as any text a player may send and come out in
// the wire notation (UCI for chess, "11-15" / "15x24x31" for checkers) and the notation people read
// (SAN for chess; the same standard notation for checkers).

#include "match/player.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace newell::match {

struct Ending {
  std::optional<int> winner;  // the side that won (0 or 1), none for a draw
  std::string reason;         // "checkmate", "threefold repetition", "White has no legal move"...
};

struct ParsedMove {
  std::string wire;      // UCI or checkers standard notation
  std::string notation;  // SAN or checkers standard notation
};

class Board {
 public:
  virtual ~Board() = default;
  virtual std::string position() const = 0;  // FEN
  virtual int side_to_move() const = 0;       // 0: White in chess, Black in checkers
  // Reads a player's move; throws std::invalid_argument saying why it is not a legal move here.
  virtual ParsedMove parse(std::string_view text) const = 0;
  virtual void play(const ParsedMove& move) = 0;
  // The game's end by the rules, or nullopt while it goes on.
  virtual std::optional<Ending> ending() const = 0;
  // A quick static score for the side to move (centipawns / centi-men), for adjudication when a
  // player reports none.
  virtual int static_score() const = 0;
  virtual std::string side_name(int side) const = 0;  // "White", "Black"
};

// The board in `fen` ("" = the initial position); throws std::invalid_argument naming the field.
std::unique_ptr<Board> make_board(GameKind kind, std::string_view fen);
// The FEN of the initial position.
std::string initial_position(GameKind kind);
std::string game_name(GameKind kind);  // the descriptor's name

}  // namespace newell::match
