// The checkers fallbacks of a 20-game match against alpha-beta (87.4% goal-decided, 170 fallbacks),
// each kind with the change that lets the goals decide: a forced jump has no standing still; where
// not even the core's best move meets standing still (a zugzwang, a lost game), the goals' moves are
// compared with each other; and when nothing stands, a king goes at the enemy (`press`).

#include "checkers/movegen.h"
#include "checkers/notation.h"
#include "games/checkers/checkers_game.h"
#include "goals/engine.h"
#include "tests/support/shipped_rules.h"

#include <catch2/catch.hpp>

#include <string>

using namespace newell;

namespace {

std::string checkers_rules_text() { return newell::testing::shipped_rule_set_text("rules/checkers/newell.nwl"); }

// The committed rules with the statement that begins with `line` taken out (up to its final dot).
std::string without(std::string text, const std::string& line) {
  const auto at = text.find(line);
  REQUIRE(at != std::string::npos);
  const auto end = text.find(".\n", at);
  text.erase(at, end + 2 - at);
  return text;
}

goals::Decision decide(const std::string& fen, const std::string& rules_text, std::uint64_t nodes) {
  games::CheckersGame game(fen);
  auto rules = goals::Rules::from_text("newell.nwl", rules_text, game.registry());
  goals::GoalEngine engine(game, *rules);
  return engine.choose_move({.nodes = nodes});
}

}  // namespace

TEST_CASE("the checkers adapter has no standing still when a jump is forced") {
  games::CheckersGame forced("B:WK5,6,20,21,26,32:B2,11,15,16,18,28");  // 2x9 is forced
  CHECK_FALSE(forced.standing_still(4, 10000).has_value());
  games::CheckersGame quiet("");
  CHECK(quiet.standing_still(4, 10000).has_value());
}

// 2x9 5x23 loses a man where a pass would keep it; the core then played 2x9 itself, a fallback.
TEST_CASE("a forced jump is a goal's move, not refuted by standing still") {
  const auto decision = decide("B:WK5,6,20,21,26,32:B2,11,15,16,18,28", checkers_rules_text(), 20000);
  CHECK(decision.move_text == "2x9");
  CHECK(decision.trace.source == "goal");
}

// The lone king is mated whatever it does; the pass would last longer, so every refuge step was
// refuted against it and the core chose.
TEST_CASE("when every move loses against standing still the goals' moves are compared with each other") {
  const std::string fen = "W:WK5:BK6,K15";
  const auto decision = decide(fen, checkers_rules_text(), 20000);
  CHECK(decision.trace.source == "goal");
  CHECK(decision.trace.summary.find("every move loses against standing still") != std::string::npos);
  const auto before = decide(fen, without(checkers_rules_text(), "aspire compare_when_lost"), 20000);
  CHECK(before.trace.source == "fallback");
}

// Two kings against one, where a pass would leave the lone king in zugzwang (+3.00) and the core's
// best move keeps the two kings (+1.50): comparing the goals' moves only with each other played
// 18-22 and 4-8, each stepping where the lone king jumps it (-2.00), and the win was gone (8 of the
// 3,255 won starts of bench_goal_engine_checkers_plans --two-kings-v-one lost so). A goal's move
// must also stand against the core's best.
TEST_CASE("when every move loses against standing still no goal's move gives away what the core's move keeps") {
  for (const char* fen : {"W:WK18,K29:BK26", "W:WK4,K15:BK7"}) {
    INFO(fen);
    const auto decision = decide(fen, checkers_rules_text(), 3000);
    checkers::Position board = checkers::parse_fen(fen);
    checkers::Undo undo;
    board.make(checkers::parse_move(board, decision.move_text), undo);
    checkers::MoveList replies;
    checkers::generate_moves(board, replies);
    REQUIRE_FALSE(replies.empty());
    CHECK_FALSE(replies[0].is_capture());
  }
}

// The only move is a jump that is mated: no pass to compare with, and no other move to be better.
TEST_CASE("a mated forced jump is still the goals' move when every move is mated") {
  const auto decision = decide("B:W21,K23,K24,26:BK28", checkers_rules_text(), 20000);
  CHECK(decision.move_text == "28x19");
  CHECK(decision.trace.source == "goal");
  CHECK(decision.trace.summary.find("every move is mated") != std::string::npos);
}

// Five kings and a man against five: nothing to jump, nothing threatened, no lone king.
TEST_CASE("when nothing stands a king presses toward the enemy") {
  const std::string fen = "B:WK1,K2,K3,K6,K10:B4,K21,K29,K30,K31,K32";
  const auto decision = decide(fen, checkers_rules_text(), 50000);
  CHECK(decision.trace.source == "goal");
  REQUIRE(decision.trace.tactic);
  CHECK(decision.trace.tactic->kind == "press");
  const auto before = decide(fen, without(checkers_rules_text(), "net seek_press"), 50000);
  CHECK(before.trace.source == "fallback");
}
