#pragma once
// One match game between two Players of any kind, refereed on our own board (board.h): every move
// is checked, clocks are kept (initial + increment, or a fixed time a move), the game ends by the
// rules, by adjudication (both sides' scores say it is lost, or drawn, for several moves; a ply
// limit), or by a side's fault (a crash, a hang, an illegal move, a loss on time, a resignation, a
// false claim), which loses the game for that side and names it.

#include "game_descriptor/outcome.h"
#include "match/board.h"
#include "match/player.h"

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace newell::match {

struct TimeControl {
  // A clock per side: `initial` and `increment` after each move ("10+0.1").
  std::optional<std::chrono::milliseconds> initial;
  std::chrono::milliseconds increment{0};
  // Or a fixed time a move.
  std::optional<std::chrono::milliseconds> movetime;
  std::string text() const;  // "10+0.1", "movetime 100 ms", "none"
};

// Reads "10+0.1" (seconds + seconds), "40/60+1" is refused, "0:30+0.5" (minutes:seconds) accepted;
// throws std::invalid_argument naming the text.
TimeControl parse_time_control(const std::string& text);

struct Adjudication {
  int resign_score = 0;     // 0: off. A side resigns when it reports <= -score and its opponent
  int resign_moves = 4;     // >= +score, for this many moves of each side in a row.
  int draw_score = 0;       // 0: off. A draw when both report |score| <= this
  int draw_moves = 8;       // for this many moves each in a row,
  int draw_after = 40;      // from this move number on.
  int max_plies = 400;      // then a draw ("ply limit")
};

struct RefereeSettings {
  GameKind kind = GameKind::chess;
  std::string start_position;               // FEN; "" = the initial position
  std::vector<std::string> opening_moves;   // played first, in any notation the board reads
  TimeControl time_control;
  Adjudication adjudication;
  // How long past its time a player may stay silent before it is given up for hung, and how long
  // a player without any time limit (node budgets) may think about one move.
  std::chrono::milliseconds grace{2000};
  std::chrono::milliseconds untimed_patience{120000};
  // Time a player may overstep its clock before it loses on time (the pipes' and the scheduler's
  // delays are on its clock otherwise; cutechess calls it timemargin).
  std::chrono::milliseconds time_margin{0};
};

struct RefereedMove {
  std::string wire;       // UCI / checkers notation
  std::string notation;   // SAN / checkers notation
  std::string summary;
  std::optional<std::string> trace;
  std::optional<int> score;  // the mover's reported score, for the mover
  std::chrono::milliseconds elapsed{0};
  bool from_opening = false;
};

// How a game ended, decided where it ends (the termination text says it to people).
enum class EndingKind {
  rules,             // checkmate, stalemate, a draw by rule, no legal move: the termination says which
  loss_on_time,
  hang,
  crash,             // the player crashed, failed, or failed to start the game
  illegal_move,
  false_claim,
  resignation,
  ply_limit,
  adjudicated_draw,
  adjudicated_win,
};

struct RefereedGame {
  std::string start_position;     // FEN
  std::vector<RefereedMove> moves;
  newell::Outcome outcome = newell::Outcome::ongoing;  // side 0 is White in chess, Black in checkers
  std::string termination;        // why it ended, a line a person reads
  std::optional<int> faulty_side; // the side whose fault (crash, hang, illegal move, time) ended it
  EndingKind ending = EndingKind::rules;
  // The score of the game for side 0: 1, 0.5 or 0.
  double first_side_score() const { return first_side_points(outcome); }
};

using MoveCallback = std::function<void(const RefereedGame&)>;

// Plays one game; never throws for a player's failure (that is the game's result). Throws
// std::invalid_argument only for a bad start position or opening.
RefereedGame referee_game(Player& first, Player& second, const RefereeSettings& settings, const MoveCallback& on_move = {});

}  // namespace newell::match
