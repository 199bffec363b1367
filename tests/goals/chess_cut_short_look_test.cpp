// A look of the core the budget cuts short is a lower bound for the side that searched. In WAC.123
// at 2,000 nodes the core's reply to Re5 stopped after the first white move of its second ply, d6,
// which Qh1# answers; the unfinished iteration read "White is mated", and the trace said "Re5:
// proved: the core finds mate after every reply (#2)". Re5 loses a pawn (Qd4); Bxd5 was the move.
// The core now keeps the last finished iteration's word when the moves it finished say only that
// the side to move is mated (chess/search.cpp; tests/chess_search/search_test.cpp).

#include "games/chess/chess_game.h"
#include "goals/player.h"

#include <catch2/catch.hpp>

#include <string>

using namespace newell::goals;

namespace {
const std::string wac_123 = "6k1/1b2rp2/1p4p1/3P4/PQ4P1/2N2q2/5P2/3R2K1 b - - 0 1";
const std::string shipped_chess_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl";

// Whether the side to move after `move` is mated, by a search that finishes its depth.
bool mates(const std::string& fen, const std::string& move) {
  newell::games::ChessGame game(fen);
  const auto parsed = game.parse_move(move);
  REQUIRE(parsed);
  game.make(*parsed);
  const auto look = game.search_to_depth(6, 50'000'000);
  REQUIRE(look.depth >= 6);
  return look.score <= -game.decisive_score();
}
}  // namespace

TEST_CASE("a candidate is proved by the core only where its move mates") {
  newell::games::link_chess_game();
  // The budgets around the one where the look was cut short at d6, so that a change of the rules'
  // shares still meets a look cut short somewhere.
  for (std::uint64_t nodes = 1500; nodes <= 3000; nodes += 100) {
    GamePlayer player("chess", wac_123, shipped_chess_rules, EngineKind::newell);
    const auto played = player.decide({.nodes = nodes});
    REQUIRE(played);
    REQUIRE(played->full_trace);
    const Trace& trace = *played->full_trace;
    for (const auto& alternative : trace.alternatives) {
      if (alternative.verdict != "proved" || alternative.reason.find("the core finds mate") == std::string::npos) continue;
      INFO(nodes << " nodes: " << alternative.move << ": " << alternative.reason);
      CHECK(mates(wac_123, alternative.move));
    }
  }
}
