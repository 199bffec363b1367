// goals::Budget::allowed_moves, the goal engine's side of UCI `searchmoves`: the decision plays one
// of the moves it is given and no other, whether a goal offers one of them or the core's fallback
// must choose among them. (Here with the UCI tests, whose binary has the chess game linked.)

#include "goals/player.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace newell::goals;

namespace {
const std::string chess_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl";

MoveId move_of(GamePlayer& player, const std::string& text) {
  const auto move = player.game().parse_move(text);
  REQUIRE(move);
  return *move;
}
}  // namespace

TEST_CASE("the goal engine plays only a move it is allowed, even one no goal offers", "[goals]") {
  // From the start the goals offer developing moves and the core prefers one of them: neither
  // would play a2a3 or h2h3 (issue 53: `go nodes 3000 searchmoves a2a3 h2h3` answered g1f3).
  for (const auto& allowed : {std::vector<std::string>{"a2a3", "h2h3"}, std::vector<std::string>{"a2a3"}}) {
    GamePlayer player("chess", "", chess_rules, EngineKind::newell);
    Budget budget;
    budget.nodes = 3000;
    for (const auto& text : allowed) budget.allowed_moves.push_back(move_of(player, text));
    const auto played = player.decide(budget);
    REQUIRE(played);
    INFO(played->summary);
    CHECK(std::find(budget.allowed_moves.begin(), budget.allowed_moves.end(), played->move) != budget.allowed_moves.end());
  }
}

TEST_CASE("a goal's move that is allowed is still played for its goal", "[goals]") {
  // Black's queen on d4 hangs to the pawn on e3: allowed, the capture is the goals' choice.
  GamePlayer player("chess", "4k3/8/8/8/3q4/4P3/8/4K3 w - - 0 1", chess_rules, EngineKind::newell);
  Budget budget;
  budget.nodes = 2000;
  budget.allowed_moves = {move_of(player, "e3d4"), move_of(player, "e1f1")};
  const auto played = player.decide(budget);
  REQUIRE(played);
  CHECK(played->notation == "exd4");
  REQUIRE(played->full_trace);
  CHECK(played->full_trace->source == "goal");
}
