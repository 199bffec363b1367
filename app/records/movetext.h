#pragma once
// One reader for PGN (chess) and PDN (checkers) collections: tag pairs, movetext with move numbers
// ("12." "12..." glued or not), {brace} and ; rest-of-line comments attached to the move they follow,
// NAGs ($1) and !? suffixes (dropped), (variations) (skipped) and the result token. The moves stay
// text here; the game's own notation reads them (records/chess_record.h, records/checkers_record.h),
// so that every error can name the file's line and column and the offending text.
//
// A bad game never stops the reading: it is reported with its number and tags, and the reader goes
// on with the next game (the next tag section).

#include <string>
#include <string_view>
#include <vector>

namespace newell::app::records {

struct RecordTag {
  std::string name;
  std::string value;
  int line = 0;
};

struct RecordMove {
  std::string text;
  int line = 0;
  int column = 0;
  std::string comment;  // the comments that followed the move, joined by a space
};

struct RecordGame {
  int number = 0;  // 1-based position in the file
  int first_line = 0;
  std::vector<RecordTag> tags;
  std::string comment_before;  // comments before the first move
  std::vector<RecordMove> moves;
  std::string result = "*";

  // The value of a tag, or "" when absent.
  std::string tag(std::string_view name) const;
  // `game 12 [Event "Manchester 1841"]`: names a game in messages.
  std::string describe() const;
};

// `FILE:LINE:COLUMN: game 3 [Event "x"]: 'Nf9': <message>`: what a user needs to find the bad move.
struct RecordError {
  int game_number = 0;
  std::string game;  // RecordGame::describe() of the bad game
  int line = 0;
  int column = 0;
  std::string text;  // the offending text
  std::string message;
  std::string to_string(std::string_view file) const;
};

struct Collection {
  std::vector<RecordGame> games;    // read without error (their moves are not yet checked)
  std::vector<RecordError> errors;  // one per bad game
};

// Chess and checkers write results alike but for two tokens: PDN's 0-0 (no winner) and 1-1 (a
// draw) would be castling or nonsense in PGN.
enum class Dialect { pgn, pdn };

Collection read_collection(std::string_view text, Dialect dialect);

// A game's result as written, normalised to the store's "1-0", "0-1", "1/2-1/2", "*"
// (PDN's 2-0, 0-2, 1-1 and 0-0 included); "" when the token is not a result.
std::string normalised_result(std::string_view token, Dialect dialect);

// Writing: a comment as `{text}`, or, when the text holds a '}' (which no brace comment can), as a
// `;` comment running to the end of its own line, so that the text comes back unchanged. Line
// breaks inside a comment become spaces.
std::string comment_token(std::string_view comment);
// Moves, numbers and comments joined into lines of at most 80 columns; a `;` comment ends its line.
class MovetextWriter {
 public:
  void word(const std::string& text);
  void comment(std::string_view text);
  std::string finish();

 private:
  std::string text_;
  std::string line_;
};

}  // namespace newell::app::records
