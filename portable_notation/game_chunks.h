#pragma once
// A PGN or PDN file read a game at a time, so that importing a collection of any size takes the
// memory of one game, not of the file.
//
// A chunk ends where read_collection's own recovery would start the next game: at a line whose
// first non-space character is '[' after movetext (outside a {comment}). Lines are decoded as
// text_encoding.h says (UTF-8, else Latin-1); the Latin-1 lines are collected for one warning.
// A line longer than max_line_bytes or a chunk longer than max_chunk_bytes is not kept: the chunk
// comes back with `refused` saying why, and the reader goes on with the next game.

#include <cstddef>
#include <istream>
#include <optional>
#include <string>
#include <vector>

namespace newell::portable_notation {

struct Chunk {
  std::string text;
  int first_line = 1;
  // The first 60 characters of the tag line that ends the chunk; "" at the end of the file.
  std::string next_tags;
  // Why the chunk was not kept ("" when it was); `refused_line` says where.
  std::string refused;
  int refused_line = 0;
};

inline constexpr std::size_t max_line_bytes = std::size_t{1} << 20;
inline constexpr std::size_t max_chunk_bytes = std::size_t{8} << 20;

class GameChunks {
 public:
  explicit GameChunks(std::istream& input) : input_(input) {}

  // The next chunk, or nothing at the end of the file.
  std::optional<Chunk> next();
  const std::vector<int>& latin1_lines() const { return latin1_lines_; }

 private:
  // One line with its '\n' into `line`; false at the end of the input. A longer line than
  // max_line_bytes is read to its end but not kept (`overlong`).
  bool read_line(std::string& line, bool& overlong);
  void scan_braces(const std::string& line);

  std::istream& input_;
  int line_number_ = 0;
  std::optional<std::string> pending_;  // the tag line that ended the previous chunk
  bool pending_overlong_ = false;
  bool in_brace_ = false;
  std::vector<int> latin1_lines_;
};

}  // namespace newell::portable_notation
