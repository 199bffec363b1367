#pragma once
// The shipped chess rules with one aspiration set otherwise, written out as one text to a temporary
// file for a GamePlayer: for the cases that show what a level changes, and those set up before it
// took its present value (the threat left unread, `aspire threat_share 0.`; the first look at three
// plies).
#include "tests/support/scratch_folder.h"
#include "tests/support/shipped_rules.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

namespace newell::goals::testing {

inline const std::string shipped_chess_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl";

// One folder per process (ctest runs the test cases side by side), removed when the process ends:
// the temporary folder is not left a copy of the rules by every run.
inline std::filesystem::path chess_rules_with_aspiration(const std::string& name, const std::string& value) {
  static const newell::testing::ScratchFolder folder;
  const auto path = folder.file("rules-" + name + ".nwl");
  std::string rules = newell::testing::shipped_rule_set_text("rules/chess/newell.nwl");
  const std::string line = "\naspire " + name + " ";
  const auto at = rules.find(line);
  REQUIRE(at != std::string::npos);
  rules.replace(at + 1, rules.find('\n', at + 1) - at - 1, "aspire " + name + " " + value + ".");
  std::ofstream(path) << rules;
  return path;
}

inline std::filesystem::path chess_rules_with_threat_unread() { return chess_rules_with_aspiration("threat_share", "0"); }

// The first look at three plies whatever the budget, as before it looked five from 60,000 nodes.
inline std::filesystem::path chess_rules_with_three_ply_first_look() {
  return chess_rules_with_aspiration("refute_depth", "1 + (nodes_left > 1000) + (nodes_left > 6000)");
}

}  // namespace newell::goals::testing
