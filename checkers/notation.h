#pragma once
// Text forms: squares 1-32, moves (`11-15`, `15x24`, `15x24x31`), and checkers FEN
// (`B:W18,24,K10:B12,16,K22`, ranges such as `1-12` allowed on reading).

#include "checkers/move.h"
#include "checkers/position.h"

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace newell::checkers {

// Bad text: `what()` names the offending text and why; `column` is 1-based in the text read.
struct NotationError : std::runtime_error {
  NotationError(const std::string& message, std::size_t column_number)
      : std::runtime_error(message), column(column_number) {}
  std::size_t column;
};

// A well-formed move that is not legal here; `what()` explains why ("a capture is mandatory: ...").
struct IllegalMove : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string color_name(Color color);  // "Black", "White"
std::string square_name(Square square);  // "1".."32"

// `11-15`, or a capture's full path `15x24x31`.
std::string move_text(const Move& move);
// The shortest unambiguous text among `legal`: `15x31` unless another path joins 15 and 31.
std::string short_move_text(const Move& move, const MoveList& legal);

// Reads a move typed by a person or written in PDN: the from and to squares, optionally with any of
// the landing squares between, separated by `-` or `x`. Throws NotationError when the text is not a
// move, IllegalMove (with the reason) when it names no legal move or several with different results.
Move parse_move(const Position& position, std::string_view text);

// Checkers FEN. parse_fen throws NotationError naming the field and the offending text.
Position parse_fen(std::string_view text);
std::string to_fen(const Position& position);

}  // namespace newell::checkers
