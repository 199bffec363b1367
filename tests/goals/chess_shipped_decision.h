#pragma once
// One decision of the goal engine with the shipped chess rules, and whether a seek net of ours
// proposed a goal in it: the questions the tests of the rules' goals ask of a trace.
#include "games/chess/chess_game.h"
#include "goals/player.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <string>

namespace newell::goals::testing {

inline Trace decide_with_shipped_chess_rules(const std::string& fen, std::uint64_t nodes) {
  newell::games::link_chess_game();
  GamePlayer player("chess", fen, std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl", EngineKind::newell);
  const auto played = player.decide({.nodes = nodes});
  REQUIRE(played);
  REQUIRE(played->full_trace);
  return *played->full_trace;
}

inline bool sought_by(const Trace& trace, const std::string& net) {
  return std::any_of(trace.goals.begin(), trace.goals.end(),
                     [&](const TraceGoal& goal) { return goal.owner == "machine" && goal.origin_rule == net; });
}

}  // namespace newell::goals::testing
