#pragma once
// The engine loop run over a whole input at once (string streams): the lines it printed.

#include "app/uci/uci_loop.h"

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

namespace newell::testing {

inline std::vector<std::string> uci_lines(const std::string& commands, const uci::UciSettings& settings) {
  std::istringstream input(commands);
  std::ostringstream output;
  REQUIRE(uci::run_uci(input, output, settings) == 0);
  std::vector<std::string> lines;
  std::istringstream reader(output.str());
  for (std::string line; std::getline(reader, line);) lines.push_back(line);
  return lines;
}

}  // namespace newell::testing
