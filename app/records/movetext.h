#pragma once
// PGN (chess) and PDN (checkers) collections as the store's import reads them, through the one
// reader both notations share (portable_notation/collection.h): results normalised to the store's
// tokens, every error named with its game. The moves stay text here; the game's own notation reads
// them (records/game_files.h), so that every error can name the file's line and column and the
// offending text.

#include "portable_notation/collection.h"

#include <string>
#include <string_view>
#include <vector>

namespace newell::app::records {

using RecordTag = portable_notation::Tag;
using RecordMove = portable_notation::Move;

// A game as read; its result normalised to "1-0", "0-1", "1/2-1/2" or "*".
struct RecordGame : portable_notation::Game {
  // The value of a tag, or "" when absent.
  std::string tag(std::string_view name) const;
  // `game 12 [Event "Manchester 1841"]`: names a game in messages.
  std::string describe() const;
};

// `FILE:LINE:COLUMN: game 3 [Event "x"]: 'Nf9': <message>`: what a user needs to find the bad move.
struct RecordError : portable_notation::NamedError {
  std::string to_string(std::string_view file) const;
};

struct Collection {
  std::vector<RecordGame> games;    // read without error (their moves are not yet checked)
  std::vector<RecordError> errors;  // one per bad game
};

// Chess and checkers write results alike but for two tokens: PDN's 0-0 (no winner) and 1-1 (a
// draw) would be castling or nonsense in PGN.
enum class Dialect { pgn, pdn };

Collection read_collection(std::string_view text, Dialect dialect, const portable_notation::Start& start = {});

// A game's result as written, normalised to the store's "1-0", "0-1", "1/2-1/2", "*"
// (PDN's 2-0, 0-2, 1-1 and 0-0 included); "" when the token is not a result.
std::string normalised_result(std::string_view token, Dialect dialect);

// Writing (portable_notation/collection.h): `{comment}` or a `;` comment, lines of 80 columns.
using portable_notation::comment_token;
using portable_notation::MovetextWriter;

}  // namespace newell::app::records
