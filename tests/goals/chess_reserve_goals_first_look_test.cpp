// On a large budget (50,000 nodes or more, and always at a clock) the reserve goals, the centre,
// a piece brought into play and a rook to a free file, are sought in the first look beside the
// others, not only when nothing else stands. After 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.O-O Nf6 5.d3 O-O
// nothing is attacked and no blow is near: at 100,000 nodes the goal engine played Bb3 for an attack
// on f7 its tactic gave 0.06, and now plays Nc3 for ctl(e4). A short decision keeps them in reserve,
// where they cost the goals that win or keep men their nodes.

#include "chess_shipped_decision.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace newell::goals;
using newell::goals::testing::sought_by;

namespace {
// 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.O-O Nf6 5.d3 O-O
const std::string quiet_italian = "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 w - - 1 6";

Trace decide(std::uint64_t nodes) { return newell::goals::testing::decide_with_shipped_chess_rules(quiet_italian, nodes); }

bool second_look(const Trace& trace) {
  return std::any_of(trace.iterations.begin(), trace.iterations.end(), [](const TraceIteration& iteration) {
    return iteration.decision.find("quieter goals are sought") != std::string::npos;
  });
}
}  // namespace

TEST_CASE("on a large budget the centre is sought in the first look and its move played") {
  const Trace trace = decide(100000);
  INFO(trace.summary);
  REQUIRE_FALSE(second_look(trace));
  CHECK(sought_by(trace, "seek_centre"));
  CHECK(trace.source == "goal");
  CHECK(trace.move == "Nc3");
  CHECK(trace.summary.rfind("Nc3: plays for ctl(e4)", 0) == 0);
}

TEST_CASE("on a short budget the reserve goals wait for the second look") {
  const Trace trace = decide(20000);
  INFO(trace.summary);
  // Something stands at the first look, so no second look asks for them either.
  REQUIRE_FALSE(second_look(trace));
  CHECK(trace.source == "goal");
  CHECK_FALSE(sought_by(trace, "seek_centre"));
  CHECK_FALSE(sought_by(trace, "seek_activity"));
  CHECK_FALSE(sought_by(trace, "seek_open_file"));
}
