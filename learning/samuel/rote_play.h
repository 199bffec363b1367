#pragma once
// Self-play with rote learning: both sides search with the memory at their leaves, and after every
// move the position searched is remembered with its backed-up score. Every `merge_interval` plies
// the memory is merged (aged, and the unused forgotten), as Samuel's tape merges were.

#include "checkers/game.h"
#include "checkers/samuel_terms.h"
#include "learning/samuel/rote_memory.h"

#include <cstdint>
#include <optional>

namespace newell::learning::samuel {

struct RoteGameSettings {
  int depth = 4;               // minimum ply of the search
  std::uint64_t nodes = 200000;  // node budget per move (0: none)
  int move_limit = 100;        // plies; the game is adjudicated by material after it
  int merge_interval = 20;     // plies between memory merges
  bool learn = true;           // false: look up only, remember nothing (a test of what was learned)
  bool use_memory = true;      // false: plain search (the baseline)
  std::optional<checkers::Color> memory_side;  // only this side uses and feeds the memory (none: both)
};

struct RoteGameReport {
  Outcome outcome = Outcome::ongoing;
  std::string result = "*";    // "1-0" Black won, "0-1", "1/2-1/2"
  std::string termination;
  int plies = 0;
  RoteStatistics statistics;   // look-ups at the leaves of this game's searches
  std::size_t forgotten = 0;
  checkers::Game game;
};

// Plays one game from `start`, both sides with `evaluation` (and the memory, when on).
RoteGameReport play_rote_game(RoteMemory& memory, const checkers::Position& start, const checkers::ScoringPolynomial& evaluation,
                              const RoteGameSettings& settings);

// Material adjudication at a move limit: "1-0", "0-1" or "1/2-1/2" (Samuel's piece credits, man 2, king 3).
std::string adjudicate(const checkers::Position& position);

}  // namespace newell::learning::samuel
