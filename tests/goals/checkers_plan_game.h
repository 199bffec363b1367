#pragma once
// A checkers plan played out for the plan tests: the goal engine (the side to move) against our
// alpha-beta core, each at a fixed node budget so the game is the same on every run.
#include "games/checkers/checkers_game.h"
#include "goals/player.h"

#include <catch2/catch.hpp>

#include <cstdint>
#include <map>
#include <string>

namespace newell::goals::testing {

inline const std::string checkers_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/checkers/newell.nwl";

struct PlanGame {
  bool won = false;
  int moves = 0;                      // the goal engine's
  int fallbacks = 0;
  std::map<std::string, int> kinds;   // the goal type that chose each of its moves
  std::string summaries;              // every decision's summary, one a line
};

inline PlanGame play_plan(const std::string& fen, std::uint64_t attacker_nodes, std::uint64_t defender_nodes,
                          int max_moves = 40) {
  games::link_checkers_game();
  GamePlayer attacker("checkers", fen, checkers_rules, EngineKind::newell);
  GamePlayer defender("checkers", fen, checkers_rules, EngineKind::alphabeta);
  const Side winner = attacker.game().side_to_move();
  PlanGame game;
  while (game.moves < max_moves) {
    auto ours = attacker.decide({.nodes = attacker_nodes});
    if (!ours) break;
    ++game.moves;
    REQUIRE(ours->full_trace);
    game.summaries += ours->summary + "\n";
    if (ours->full_trace->source != "goal") ++game.fallbacks;
    else if (ours->full_trace->tactic) ++game.kinds[ours->full_trace->tactic->kind];
    defender.play_opponent(ours->move);
    auto theirs = defender.decide({.nodes = defender_nodes});
    if (!theirs) break;
    attacker.play_opponent(theirs->move);
  }
  const auto outcome = attacker.game().outcome();
  game.won = outcome == (winner == 0 ? Outcome::first_side_wins : Outcome::second_side_wins);
  return game;
}

}  // namespace newell::goals::testing
