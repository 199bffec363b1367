#pragma once
// PDN 3.0 games, read by the reader PGN shares (portable_notation/collection.h): tag pairs
// (including `[SetUp]` and `[FEN "..."]` set-ups), movetext with move numbers, {comments} and `;`
// line comments (kept with the move before), (variations, skipped), NAGs, and a result
// (`1-0` Black won, `0-1` White won, `1/2-1/2`, `*`). A file with bad games still yields its good
// games; each bad game is reported with its number, its tags, the line and the offending text.

#include "checkers/game.h"
#include "portable_notation/collection.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace newell::checkers {

using PdnTag = portable_notation::Tag;    // name, value, line (0 for tags made by the program)
using PdnMove = portable_notation::Move;  // text, line, column, the comments that followed it

struct PdnGame : portable_notation::Game {  // result: the termination token as written
  // The value of a tag, or "" when absent.
  std::string tag(std::string_view name) const;
  // `game 12 [Event "Manchester 1841"] [Black "..."] [White "..."]`: names a game in messages.
  std::string describe() const;
};

struct PdnError : portable_notation::NamedError {
  // `game 3 [Event "..."]: line 40, column 7, '15x9x': <message>`
  std::string to_string() const;
};

struct PdnFile {
  std::vector<PdnGame> games;    // the games read without error
  std::vector<PdnError> errors;  // one per bad game
};

PdnFile read_pdn(std::string_view text);

// The game's start position: its [FEN] tag, else the initial position. Throws NotationError.
Position start_position(const PdnGame& game);

// Replays a game move by move. On the first illegal move the error names its ply, text and why.
struct Replay {
  Game game;
  std::optional<PdnError> error;
  int ply_of_error = 0;  // 1-based ply of the illegal move
};
Replay replay(const PdnGame& pdn_game, DrawRules rules = {});

// Writes a game as PDN: the tags given (Result and, for a set-up, SetUp and FEN are added when
// missing), move numbers, full jump paths, wrapped at 80 columns, and the result. Optional
// comments: one before the first move, and one after each move (index = ply - 1; "" for none).
std::string write_pdn(const std::vector<PdnTag>& tags, const Game& game, const std::string& result,
                      const std::string& comment_before = {}, const std::vector<std::string>& comments_after = {});
// A game read from PDN and replayed, written back with its tags and comments.
std::string write_pdn(const PdnGame& pdn_game, const Game& replayed);

}  // namespace newell::checkers
