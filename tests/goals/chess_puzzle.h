#pragma once
// A Lichess puzzle tried by the goal engine with the shipped chess rules, for the tests that each
// pin down one kind of tactic the trace must name.
#include "games/chess/chess_game.h"
#include "games/chess/lichess_puzzles.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace newell::goals::testing {

// Whether a trace names a tactic of that kind for a move, with a man (the tests' question).
using games::trace_names;

// The puzzle `id` (its FEN, its moves in UCI, its themes, as the Lichess database gives them) within
// `nodes` a move.
inline games::PuzzleOutcome try_with_shipped_chess_rules(std::string id, std::string fen, std::vector<std::string> moves,
                                                  std::vector<std::string> themes, std::uint64_t nodes = 2000) {
  games::link_chess_game();
  games::Puzzle puzzle;
  puzzle.id = std::move(id);
  puzzle.fen = std::move(fen);
  puzzle.moves = std::move(moves);
  puzzle.themes = std::move(themes);
  return games::try_puzzle(puzzle, std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl", nodes);
}

}  // namespace newell::goals::testing
