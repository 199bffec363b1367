#pragma once
// A stored game replayed from its start position: the board before the first move and after each
// move (what `newell show` prints and `newell report` draws), and each move's notation as the game
// writes it. A move that is not legal where it stands is a MoveFailure naming its ply and why.

#include "chess/position.h"
#include "game_descriptor/game_descriptor.h"
#include "store/game_records.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace newell::app::records {

// The board as a picture needs it. Chess: 64 squares, a1 = 0 ... h8 = 63, "PNBRQK" for White's
// men, lower case for Black's, '.' empty. Checkers: 32 squares, index = standard number - 1,
// 'b'/'B' a black man/king, 'w'/'W' a white man/king, '.' empty.
struct Board {
  std::string fen;
  std::string squares;
  std::vector<int> highlighted;  // the last move's squares (from, landings), in the indices above
  std::string side_to_move;      // "White" or "Black"
};

struct ReplayedGame {
  std::vector<Board> boards;              // boards[0]: the start; boards[i]: after ply i
  std::vector<std::string> notation;      // as stored: SAN for chess, shortest text for checkers
  std::vector<std::string> full_notation; // as exported: SAN, or the checkers capture's full path
  std::vector<std::string> numbers;       // "12." before White's (chess) / Black's (checkers) move, "12..." otherwise
};

struct MoveFailure : std::runtime_error {
  MoveFailure(int failed_ply, std::string failed_text, const std::string& message)
      : std::runtime_error(message), ply(failed_ply), text(std::move(failed_text)) {}
  int ply;           // 1-based
  std::string text;  // the move as written
};

// Throws MoveFailure on a bad move, std::invalid_argument on a bad start position (FEN; "" is the
// initial position).
ReplayedGame replay(const GameDescriptor& game, const std::string& start_position, const std::vector<std::string>& moves);
// A stored game: std::invalid_argument also when its kind names no game.
ReplayedGame replay(const store::GameRecord& game);

// One chess position as a Board (no highlighted squares).
Board chess_board(const chess::Position& position);

ReplayedGame replay_chess(const std::string& start_fen, const std::vector<std::string>& moves);
ReplayedGame replay_checkers(const std::string& start_fen, const std::vector<std::string>& moves);

}  // namespace newell::app::records
