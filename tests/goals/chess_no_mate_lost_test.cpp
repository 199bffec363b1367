// Thinking longer never loses a mate a shorter look found: the decisive goal's tactic is searched
// first, before the other tactics commit its men, and while the tactics' share lasts it is searched
// again wider and deeper. WAC.001 (mate in two by the quiet Qg6) was found at 2,000 nodes and lost
// from 20,000 on; WAC.099's quiet Rh5 (mate in two) was never among the mate tactic's first moves.

#include "tests/goals/chess_shipped_decision.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using newell::goals::Trace;
using newell::goals::testing::decide_with_shipped_chess_rules;

namespace {
const std::string wac_001 = "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1";
const std::string wac_099 = "r1bq1r1k/1pp1Np1p/p2p2pQ/4R3/n7/8/PPPP1PPP/R1B3K1 w - - 0 1";
}  // namespace

TEST_CASE("WAC.001's mate in two is played at every budget from 2,000 to 200,000 nodes") {
  for (const std::uint64_t nodes : {2000, 10000, 20000, 50000, 200000}) {
    const Trace trace = decide_with_shipped_chess_rules(wac_001, nodes);
    INFO(nodes << " nodes: " << trace.summary);
    CHECK(trace.move == "Qg6");
    CHECK(trace.source == "goal");
    CHECK(trace.summary.find("mate(black king on h8)") != std::string::npos);
  }
}

TEST_CASE("the mate goal's tactic is the first searched, before any other commits the men it needs") {
  const Trace trace = decide_with_shipped_chess_rules(wac_001, 20000);
  REQUIRE_FALSE(trace.iterations.empty());
  REQUIRE_FALSE(trace.iterations.front().goals_searched.empty());
  const auto first = trace.iterations.front().goals_searched.front();
  const auto goal = std::find_if(trace.goals.begin(), trace.goals.end(), [&](const auto& g) { return g.id == first; });
  REQUIRE(goal != trace.goals.end());
  CHECK(goal->type == "mate");
}

TEST_CASE("a mate goal not proved has its tactic widened while the tactics' share lasts, and finds the quiet mate") {
  for (const std::uint64_t nodes : {10000, 50000}) {
    const Trace trace = decide_with_shipped_chess_rules(wac_099, nodes);
    INFO(nodes << " nodes: " << trace.summary);
    CHECK(trace.move == "Rh5");
    const bool widened = std::any_of(trace.iterations.begin(), trace.iterations.end(), [](const auto& iteration) {
      return iteration.decision.find("widen the tactics of") != std::string::npos;
    });
    CHECK(widened);
  }
}
