#pragma once
// `newell samuel match`: two scoring polynomials play each other at equal depth, each pair of games
// from one seeded opening with colours reversed. The match is an experiment (kind samuel-match)
// whose identity holds the polynomials themselves, so an edited file or a longer-learned
// experiment:NAME makes another match; the same settings resume it, and shards of it (--shard K/N)
// merge into one store.

#include "checkers/samuel_terms.h"
#include "learning/samuel/generalization_game.h"
#include "statistics/scores.h"
#include "store/database.h"
#include "store/experiments.h"
#include "store/shard.h"

#include <cstdint>
#include <functional>
#include <string>

namespace newell::learning::samuel {

struct PolynomialMatchSettings {
  std::string first = "initial", second = "initial";  // the polynomials' names, as the players are stored
  checkers::ScoringPolynomial first_polynomial, second_polynomial;
  std::string name;                        // the experiment's name (empty: derived from the settings)
  int games = 10;
  std::uint64_t seed = 1;
  GeneralizationSettings game;             // depth, nodes, move limit
  store::Shard shard;                      // play only this shard's games
};

// A game played now, as the command reports it.
struct PolynomialMatchGame {
  int number = 0;
  checkers::Color first_color = checkers::Color::black;
  const GeneralizationGameReport& report;
};

struct PolynomialMatchOutcome {
  store::Experiment experiment;
  int resumed = 0;                         // games of the shard found stored
  int wanted = 0;                          // games of the shard
  int wins = 0, draws = 0, losses = 0;     // of the first polynomial, in the shard's stored games
  statistics::ScoreSums played;            // the first's per-game scores (1, 1/2, 0) stored
};

// Plays (or resumes) the match and marks it finished when a whole match has every game stored.
// Throws store::StoreError (a match of the same name with other settings, a damaged store).
PolynomialMatchOutcome play_polynomial_match(const store::Database& database, const PolynomialMatchSettings& settings,
                                             const std::function<void(const PolynomialMatchGame&)>& on_game);

}  // namespace newell::learning::samuel
