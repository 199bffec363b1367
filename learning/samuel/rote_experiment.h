#pragma once
// `newell samuel rote`: games of self-play with rote learning from a start position, each opened by
// a few seeded random plies, the memory saved after each game, every game stored, and per game the
// hit rate, memory size, length and result recorded when the run is an experiment.

#include "checkers/position.h"
#include "checkers/samuel_terms.h"
#include "learning/samuel/rote_memory.h"
#include "learning/samuel/rote_play.h"
#include "store/database.h"

#include <cstdint>
#include <functional>
#include <string>

namespace newell::learning::samuel {

struct RoteRunSettings {
  std::string memory = "default";          // the memory's name in the store
  checkers::Position start = checkers::Position::initial();
  std::string fen;                         // the start as given (empty: the initial position), for the experiment
  std::string experiment;                  // record each game's figures under this experiment (empty: none)
  std::string polynomial = "material";     // the evaluation's name (named_polynomial.h), for the experiment
  std::string learner = "both";            // which side uses the memory: both, black or white
  int games = 10;
  int opening_plies = 2;                   // seeded random plies before the engine plays
  std::uint64_t seed = 1;
  RoteGameSettings game;                   // its memory_side is set from `learner`
};

// One game played, as the command reports it.
struct RoteGamePlayed {
  std::int64_t number = 0;                 // counts on from the experiment's earlier games
  const RoteGameReport& report;
  int plies = 0;                           // with the opening's random plies
  std::size_t memory_size = 0;
  double seconds = 0;
};

// Plays the run's games with `memory` (loaded by the caller, load_rote_memory) and `evaluation`;
// returns the look-ups and hits of all of them. Throws store::StoreError.
RoteStatistics run_rote_games(const store::Database& database, RoteMemory& memory, const RoteRunSettings& settings,
                              const checkers::ScoringPolynomial& evaluation,
                              const std::function<void(const RoteGamePlayed&)>& on_game);

}  // namespace newell::learning::samuel
