// The trace never contradicts the move played: checked on every decision of short self-play games
// in chess and checkers, from the start and from tactical positions.
#include "games/checkers/checkers_game.h"
#include "games/chess/chess_game.h"
#include "goals/engine.h"

#include <catch2/catch.hpp>

#include <memory>
#include <regex>
#include <sstream>
#include <string>

using namespace newell;

namespace {

// Edges of the DOT rendering: lines "  gN -> gM [...]".
std::size_t dot_edges(const std::string& dot) {
  static const std::regex edge(R"(^  g[0-9]+ -> g[0-9]+ \[)");
  std::size_t count = 0;
  std::istringstream lines(dot);
  for (std::string line; std::getline(lines, line);) count += std::regex_search(line, edge);
  return count;
}

void check_decision(const goals::Decision& decision) {
  const goals::Trace& trace = decision.trace;
  INFO(trace.position << "\n" << goals::to_text(trace));
  REQUIRE(decision.move);
  CHECK(trace.move == decision.move_text);
  CHECK(trace.summary.rfind(decision.move_text + ": ", 0) == 0);
  int played = 0;
  for (const auto& alternative : trace.alternatives) {
    if (alternative.verdict == "played" || alternative.verdict == "proved") {
      ++played;
      CHECK(alternative.move == trace.move);
    }
    CHECK(alternative.rejected == (alternative.verdict == "refuted"));
    if (alternative.rejected) CHECK_FALSE(alternative.reason.empty());
  }
  if (trace.source == "goal") {
    CHECK(played == 1);
    CHECK(trace.summary.find(": plays for ") != std::string::npos);
    REQUIRE(trace.tactic);
    CHECK(trace.summary.find(trace.tactic->goal) != std::string::npos);
    REQUIRE_FALSE(trace.plan.empty());
    CHECK(trace.plan.front() == trace.move);
  } else {
    CHECK(trace.source == "fallback");
    CHECK(played == 0);
    CHECK(trace.summary.find("a fallback: ") != std::string::npos);
  }
  // No cycle line names a move as the one to play: the candidates go to the core, and the move
  // played is the one the refutations leave.
  for (const auto& iteration : trace.iterations) CHECK(iteration.decision.find("play:") == std::string::npos);
  // The goal net drawn has an edge for every subgoal.
  std::size_t edges = 0;
  for (const auto& goal : trace.goals) edges += goal.parents.size();
  CHECK(dot_edges(goals::to_dot(trace)) == edges);
}

void self_play(goals::Game& game, const std::string& rules_file, int plies, std::uint64_t nodes) {
  auto rules = goals::Rules::load(rules_file, game.registry());
  goals::GoalEngine engine(game, *rules);
  for (int ply = 0; ply < plies && game.outcome() == goals::Outcome::ongoing; ++ply) {
    const auto decision = engine.choose_move({.nodes = nodes});
    check_decision(decision);
    engine.observe_opponent_move(*decision.move);
    game.make(*decision.move);
  }
}

const std::string chess_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl";
const std::string checkers_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/checkers/newell.nwl";

}  // namespace

TEST_CASE("chess traces agree with the move played, from the start and from tactical positions") {
  for (const char* fen : {"", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
                          "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1",
                          "4k3/8/8/8/3q4/4P3/8/4K3 w - - 0 1"}) {
    games::ChessGame game(fen);
    self_play(game, chess_rules, 6, 1500);
  }
}

TEST_CASE("checkers traces agree with the move played") {
  games::CheckersGame game("");
  self_play(game, checkers_rules, 10, 1500);
}

TEST_CASE("a fallback names what was missing and counts as a failure of the goals") {
  // One goal type and no seek net to adopt it: no goal offers a candidate, so the core's move is played.
  games::ChessGame game("7k/8/8/8/8/8/8/K7 w - - 0 1");
  auto rules = goals::Rules::from_text("bare.nwl", "game chess.\ngoal mate(K: man) achieved when checkmated(side_of(K)).\n",
                                       game.registry());
  goals::GoalEngine engine(game, *rules);
  const auto decision = engine.choose_move({.nodes = 500});
  check_decision(decision);
  CHECK(decision.trace.source == "fallback");
  CHECK(decision.trace.summary.find("no goal offered a candidate") != std::string::npos);
}
