#pragma once
// EPD (Extended Position Description): four FEN fields, optionally the two clocks (as perft suites
// write them), then operations `opcode operand ...;` such as `bm Qd1+ Qe2;`, `id "WAC.001";`,
// `;D1 20 ;D2 400`. Quoted operands keep their spaces and semicolons.

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess/move.h"
#include "chess/notation_error.h"
#include "chess/position.h"

namespace newell::chess {

struct EpdRecord {
  Position position = Position::start();
  // In the order written; operands unquoted.
  std::vector<std::pair<std::string, std::vector<std::string>>> operations;
  int line_number = 0;  // in its file, 0 when parsed from a string

  // The operands of the first operation with this opcode, or nullptr.
  const std::vector<std::string>* find(std::string_view opcode) const;
  // The `id` operand, or "" when absent.
  std::string id() const;
  // `bm` / `am` moves parsed as SAN (throws NotationError if one is not legal here).
  std::vector<Move> best_moves() const;
  std::vector<Move> avoid_moves() const;
  // `D1`..`Dn` operations: depth -> expected perft count (throws NotationError on a bad count).
  std::map<int, std::uint64_t> perft_counts() const;
};

// Parses one line; throws NotationError naming the field and the line's text.
EpdRecord parse_epd(std::string_view line);
// Parses every non-blank, non-comment (#) line of a file; errors name the file and line number.
std::vector<EpdRecord> read_epd_file(const std::string& path);
// Writes the four position fields and the operations (operands with spaces or ';' are quoted).
std::string to_epd(const EpdRecord& record);

}  // namespace newell::chess
