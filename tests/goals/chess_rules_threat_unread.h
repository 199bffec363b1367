#pragma once
// The shipped chess rules with the opponent's threat left unread (`aspire threat_share 0.`), written
// to a temporary file for a GamePlayer: for the cases that show what reading it changes, and those set
// up before it took its share of the budget.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "tests/support/scratch_folder.h"

namespace newell::goals::testing {

inline const std::string shipped_chess_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl";

// One file per process (ctest runs the test cases side by side), in a scratch folder removed when the
// process ends: the temporary folder is not left a copy of the rules by every run.
inline std::filesystem::path chess_rules_with_threat_unread() {
  static const newell::testing::ScratchFolder folder;
  const auto path = folder.file("rules-threat-unread.nwl");
  std::ifstream shipped(shipped_chess_rules);
  std::stringstream text;
  text << shipped.rdbuf();
  std::string rules = text.str();
  const auto at = rules.find("aspire threat_share ");
  REQUIRE(at != std::string::npos);
  rules.replace(at, rules.find('\n', at) - at, "aspire threat_share 0.");
  std::ofstream(path) << rules;
  return path;
}

}  // namespace newell::goals::testing
