#pragma once
// Reads a perft reference file in the format of tests/data/checkers/perft.txt: sections
// `[initial-position]`, `[initial-position-unique-captures]`, `[position] <FEN>` followed by
// `<depth> <nodes>` lines; `#` starts a comment; other sections (such as `[initial-divide]`) are skipped.

#include "checkers/position.h"

#include <cstdint>
#include <istream>
#include <string>
#include <vector>

namespace newell::checkers {

struct PerftExpectation {
  std::string fen;
  Position position;
  bool unique_captures = false;
  int depth = 0;
  std::uint64_t nodes = 0;
  int line = 0;
};

// Throws std::runtime_error naming the line for a malformed entry.
std::vector<PerftExpectation> read_perft_suite(std::istream& input);

}  // namespace newell::checkers
