// A move the first look rejects is looked at again at each deeper look when the goals value it
// above the move chosen, and comes back when it now does better. WAC.183 (Bf6, uncovering the rook
// on g1 onto the rook on g8): at three plies Rxg1 answers it (-1.85 against +0.08 for standing
// still); five plies see Bxe5 after it. Without the second look the quieter f4 was played at
// 50,000 nodes. In WAC.033 the goals value Rc4 above Qe5+ (the solution); refuted at three plies
// and looked at again at five, it does no better than Qe5+ there and stays refuted.

#include "tests/goals/chess_shipped_decision.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using newell::goals::Trace;
using newell::goals::testing::decide_with_shipped_chess_rules;

namespace {
const std::string wac_183 = "1r2k1r1/5p2/b3p3/1p2b1B1/3p3P/3B4/PP2KP2/2R3R1 w - - 0 1";
const std::string wac_033 = "8/p1q2pkp/2Pr2p1/8/P3Q3/6P1/5P1P/2R3K1 w - - 0 1";
}  // namespace

TEST_CASE("a better valued move refuted at a shallow look comes back at a deeper one where it does better") {
  const Trace trace = decide_with_shipped_chess_rules(wac_183, 50000);
  INFO(trace.summary);
  CHECK(trace.move == "Bf6");
  CHECK(trace.source == "goal");
  CHECK(trace.verification_depth > 3);
}

TEST_CASE("a move looked at again that does no better than the one chosen since stays refuted, and says why") {
  const Trace trace = decide_with_shipped_chess_rules(wac_033, 50000);
  INFO(trace.summary);
  CHECK(trace.move == "Qe5+");
  const bool compared = std::any_of(trace.alternatives.begin(), trace.alternatives.end(), [](const auto& alternative) {
    return alternative.verdict == "refuted" && alternative.reason.find("looked at again at depth") != std::string::npos;
  });
  CHECK(compared);
}
