// A quiet move that threatens mate is a plan of its own (the chess rules' press): the defence costs
// the enemy material, or it does not hold. The mate tactic follows only checks after its first move
// and asks for a proof, so it never credited such a threat with what the defence gives up.

#include "games/chess/chess_game.h"
#include "goals/engine.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace newell;

namespace {
// WAC.191: Qc4 threatens Qg8#, the bishop on b3 behind the queen; Qxe8 leaves it, and a defence
// that holds gives up material.
const std::string wac_191 = "2r1Rn1k/1p1q2pp/p7/5p2/3P4/1B4P1/P1P1QP1P/6K1 w - - 0 1";

goals::Decision decide(std::uint64_t nodes) {
  games::ChessGame game(wac_191);
  auto rules = goals::Rules::load(std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl", game.registry());
  goals::GoalEngine engine(game, *rules);
  return engine.choose_move({.nodes = nodes});
}

bool presses(const goals::Decision& decision) {
  return std::any_of(decision.trace.goals.begin(), decision.trace.goals.end(),
                     [](const goals::TraceGoal& goal) { return goal.owner == "machine" && goal.type == "press"; });
}
}  // namespace

TEST_CASE("a quiet move that threatens mate is played to press the king, and the trace names the plan") {
  // The mate tactic tries the quiet threats of mate too (Qc4 Qxe8 Qg8#), so the mate goal may be
  // the one the summary names; either way the plan is the threat on the king.
  const auto decision = decide(2000);
  CHECK(decision.move_text == "Qc4");
  const bool names_plan = decision.trace.summary.find("Qc4: plays for press(black king on h8)") == 0 ||
                          decision.trace.summary.find("Qc4: plays for mate(black king on h8) (tactic Qc4 Qxe8 Qg8#") == 0;
  CHECK(names_plan);
  REQUIRE(decision.trace.tactic);
  CHECK((decision.trace.tactic->kind == "press" || decision.trace.tactic->kind == "mate"));
}

TEST_CASE("a decision of fewer than 1,500 nodes does not press the king: the threats of mate cost too much") {
  CHECK(presses(decide(2000)));
  CHECK_FALSE(presses(decide(1000)));
}
