#pragma once
// `numbers`: a toy game on a line of ten squares, built into the interpreter so that the language
// can be learnt, documented and tested before (and independently of) the real games.
//
// Squares 0..9; each side has men that step one square left or right onto an empty square, or
// capture an adjacent enemy by stepping onto it. A man attacks the enemies next to it and defends
// the friends next to it. Positions are written as ten characters (W, B or .) and the side to move:
// "WWW....BBB w". Men are numbered 0, 1, ... from left to right as the position is read, and keep
// their number as they move. Besides the board it offers plain arithmetic predicates over the
// digits 0..9 (even, prime, less, ...), the "number line" of the language's own tests.

#include "interpreter/game_languages.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace newell::interpreter {

struct NumberLineState {
  static constexpr int squares = 10;
  static constexpr int max_men = 8;
  static constexpr std::uint8_t no_man = 0xFF;
  struct Man {
    int side = 0;  // 0 white, 1 black
    int square = 0;
    bool on_board = false;
  };
  std::array<Man, max_men> men{};
  int man_count = 0;
  std::array<std::uint8_t, squares> board{};  // man number on each square or no_man
  int side_to_move = 0;

  // Reads "WWW....BBB w"; on bad input returns false and names the offending character in `error`.
  bool read(std::string_view text, std::string& error);
};

inline constexpr std::string_view number_line_start = "WWW....BBB w";

void build_number_line_registry(Registry& registry);
GameLanguage number_line_language();

}  // namespace newell::interpreter
