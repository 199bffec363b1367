#include "checkers/perft_suite.h"

#include "checkers/notation.h"

#include <sstream>
#include <stdexcept>

namespace newell::checkers {

std::vector<PerftExpectation> read_perft_suite(std::istream& input) {
  std::vector<PerftExpectation> entries;
  std::string line;
  int line_number = 0;
  bool in_counts = false;
  PerftExpectation current;
  while (std::getline(input, line)) {
    ++line_number;
    if (const auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const auto fail = [&](const std::string& why) {
      throw std::runtime_error("perft suite line " + std::to_string(line_number) + ": " + why + ": '" + line + "'");
    };
    if (line[0] == '[') {
      const auto close = line.find(']');
      if (close == std::string::npos) fail("a section needs ']'");
      const std::string section = line.substr(1, close - 1);
      in_counts = true;
      current = {};
      if (section == "initial-position" || section == "initial-position-unique-captures") {
        current.position = Position::initial();
        current.fen = to_fen(current.position);
        current.unique_captures = section != "initial-position";
      } else if (section == "position") {
        current.fen = line.substr(close + 1);
        try {
          current.position = parse_fen(current.fen);
        } catch (const NotationError& error) {
          fail(error.what());
        }
        current.fen = to_fen(current.position);
      } else {
        in_counts = false;
      }
      continue;
    }
    if (!in_counts) continue;
    std::istringstream fields(line);
    PerftExpectation entry = current;
    std::string extra;
    if (!(fields >> entry.depth >> entry.nodes) || (fields >> extra) || entry.depth < 0) fail("expected '<depth> <nodes>'");
    entry.line = line_number;
    entries.push_back(entry);
  }
  return entries;
}

}  // namespace newell::checkers
