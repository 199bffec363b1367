// A man the opponent's quiet threat would win is kept before the threat is made. After 1.e4 c6
// 2.d4 d5 3.e5 Bf5 4.Nd2 Na6 (a game against Fairy-Max), Black threatens Nb4 and Nxc2+, forking
// king and rook. Nothing of White's is attacked now, so no goal asked to keep c2: Be2 was played
// for develop, "no refutation (-0.60 after Nb4)", for standing still lost as much. Read at the
// decision's start, the threat makes keeping the pawn on c2 a goal (seek_defence), whose tactic is
// searched though the pawn is safe now, and Bd3, which guards c2, is played for it.

#include "games/chess/chess_game.h"
#include "chess_rules_variant.h"
#include "goals/player.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>

using namespace newell::goals;

namespace {
const std::string before_nb4 = "r2qkbnr/pp2pppp/n1p5/3pPb2/3P4/8/PPPN1PPP/R1BQKBNR w KQkq - 3 5";
using testing::shipped_chess_rules;

Trace decide(const std::filesystem::path& rules, std::uint64_t nodes) {
  newell::games::link_chess_game();
  GamePlayer player("chess", before_nb4, rules, EngineKind::newell);
  const auto played = player.decide({.nodes = nodes});
  REQUIRE(played);
  REQUIRE(played->full_trace);
  return *played->full_trace;
}

std::vector<std::string> men_won_were_we_to_pass(const std::string& fen, int depth) {
  newell::games::ChessGame game(fen);
  const auto threat = game.standing_still(depth, 1'000'000);
  REQUIRE(threat);
  std::vector<std::string> names;
  for (const auto man : threat->men_won) names.push_back(game.describe(newell::interpreter::types::man, man));
  return names;
}
}  // namespace

TEST_CASE("the threat's line names the men of ours it wins, and a quiet position none") {
  const auto won = men_won_were_we_to_pass(before_nb4, 3);
  REQUIRE(won.size() == 1);
  CHECK(won.front().find("c2") != std::string::npos);
  CHECK(men_won_were_we_to_pass("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3).empty());
  // The knight on d4, attacked by the knight on c6 and the pawn on e5, is lost were White to pass.
  const auto attacked = men_won_were_we_to_pass("r1bqkbnr/pppp1ppp/2n5/4p3/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 0 1", 2);
  REQUIRE_FALSE(attacked.empty());
  CHECK(attacked.front().find("knight") != std::string::npos);
}

TEST_CASE("a man the opponent's quiet threat would win is kept before the threat is made") {
  const Trace trace = decide(shipped_chess_rules, 10000);
  INFO(trace.summary);
  CHECK(trace.move == "Bd3");
  CHECK(trace.source == "goal");
  CHECK(trace.summary.rfind("Bd3: plays for def(white pawn on c2)", 0) == 0);
  CHECK(trace.threat == "Nb4");
  const auto keep = std::find_if(trace.goals.begin(), trace.goals.end(),
                                 [](const TraceGoal& goal) { return goal.text == "def(white pawn on c2)"; });
  REQUIRE(keep != trace.goals.end());
  CHECK(keep->origin_rule == "seek_defence");
  CHECK_FALSE(keep->achieved);

  // Without the threat read (threat_share 0) no goal keeps c2, and the move is another.
  const Trace unread = decide(testing::chess_rules_with_threat_unread(), 10000);
  CHECK(unread.move != "Bd3");
  CHECK(unread.summary.find("def(white pawn on c2)") == std::string::npos);
}
