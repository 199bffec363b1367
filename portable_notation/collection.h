#pragma once
// One reader for PGN (chess) and PDN (checkers) collections: tag pairs, movetext with move numbers
// ("12." "12..." glued or not), {brace} and ; rest-of-line comments attached to the move they follow,
// NAGs ($1) and !? suffixes (dropped), (variations) (skipped) and the result token. The moves stay
// text: the game's own notation reads them later, so every error can name the file's line and
// column and the offending text. What differs between the two notations (their result tokens,
// whether a game must end in one, what a move may look like) is said by a Reading.
//
// A bad game never stops the reading: it is reported with its number and the tags read so far, and
// the reader goes on with the next game (the next tag section).

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace newell::portable_notation {

struct Tag {
  std::string name;
  std::string value;
  int line = 0;  // where it was read (0 for a tag made by the program)
};

struct Move {
  std::string text;
  int line = 0;
  int column = 0;
  std::string comment;  // the comments that followed the move, joined by a space
};

struct Game {
  int number = 0;  // 1-based position in the file
  int first_line = 0;
  std::vector<Tag> tags;
  std::string comment_before;  // comments before the first move
  std::vector<Move> moves;
  std::string result = "*";  // the result token as written ("*" when the game has none)
};

// The value of a tag, or "" when absent.
std::string tag_value(const std::vector<Tag>& tags, std::string_view name);

struct Error {
  int game_number = 0;
  std::vector<Tag> tags;  // the bad game's tags, as far as they were read
  int line = 0;
  int column = 0;
  std::string text;  // the offending text
  std::string message;
};

struct Collection {
  std::vector<Game> games;    // read without error (their moves are not yet checked)
  std::vector<Error> errors;  // one per bad game
};

struct Reading {
  // True for the notation's result tokens, as written.
  std::function<bool(std::string_view word)> is_result;
  // PGN: a game without a result is cut short (an error); PDN: it ends, as "*", at the end of the
  // file or at the next game's tags.
  bool result_required = true;
  // Why a word cannot be a move ("" when it can); none: every word is taken for a move.
  std::function<std::string(std::string_view word)> refuse_move;
};

// Where the text starts in its file when a file is read a game at a time (game_chunks.h): its first
// line, the number of its first game, and the tag line that follows it ("" at the end of the file),
// so that a game cut short by the next game's tags is reported as when the whole file is read.
struct Start {
  int line = 1;
  int game_number = 1;
  std::string next_tags;
};

Collection read_collection(std::string_view text, const Reading& reading, const Start& start = {});

// An error as a notation reports it: the bad game named by the notation's own describe().
struct NamedError {
  int game_number = 0;
  std::string game;  // describe() of the bad game, as far as it was read
  int line = 0;
  int column = 0;
  std::string text;  // the offending text
  std::string message;
};

// A read collection as one notation's types: `NamedGame` is a Game with its own describe(),
// `NotationError` a NamedError with its own to_string().
template <typename NamedGame, typename NotationError>
void name_games(Collection&& read, std::vector<NamedGame>& games, std::vector<NotationError>& errors) {
  for (auto& game : read.games) games.push_back(NamedGame{std::move(game)});
  for (auto& error : read.errors) {
    NamedGame named;
    named.number = error.game_number;
    named.tags = std::move(error.tags);
    errors.push_back(NotationError{
        {error.game_number, named.describe(), error.line, error.column, std::move(error.text), std::move(error.message)}});
  }
}

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

}  // namespace newell::portable_notation
