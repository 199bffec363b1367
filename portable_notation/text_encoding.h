#pragma once
// How newell reads text from files and the command line: UTF-8, else Latin-1.
//
// Real PGN collections are often Latin-1 (`[Site "München"]` with 0xFC for ü); the store, JSON and
// every message want UTF-8. The policy, line by line: a line that is valid UTF-8 is kept as it is; a
// line that is not is read as Latin-1 (every byte one character, so nothing is lost and nothing
// fails), and the caller warns naming the file and line. Never an exception, never a lost game.

#include <string>
#include <string_view>
#include <vector>

namespace newell::portable_notation {

// True when `text` is well-formed UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF).
bool is_utf8(std::string_view text);

// Every byte as the Latin-1 character of that code (0x80-0xFF become two UTF-8 bytes).
std::string latin1_to_utf8(std::string_view text);

// The text itself when it is UTF-8, else read as Latin-1.
std::string utf8_or_latin1(std::string_view text);

// A whole text decoded line by line; `latin1_lines` are the 1-based lines read as Latin-1.
struct DecodedText {
  std::string text;
  std::vector<int> latin1_lines;
};
DecodedText decode_lines(std::string_view text, int first_line = 1);

// "FILE:LINE: not UTF-8, read as Latin-1 (and N more lines: 7, 9, ...)": one warning for a file,
// however many of its lines were Latin-1; "" when none was.
std::string latin1_warning(std::string_view file, const std::vector<int>& latin1_lines);

}  // namespace newell::portable_notation
