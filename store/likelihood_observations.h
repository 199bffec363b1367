#pragma once
// What a learner observed of the goal engine's likelihoods (issue 15, item 2), per game, binned by
// the predicted likelihood: how many predictions fell in the bin, their sum, and how many came true
// (a tactic reached its goal; the opponent played the move). Loaded summed over a rule set's games,
// like its learned weights; a game taken back takes its observations with it.

#include "store/database.h"
#include "store/game_records.h"
#include "store/rule_weights.h"

#include <optional>
#include <string>
#include <vector>

namespace newell::store {

struct LikelihoodBin {
  std::string kind;   // "tactic <goal type>" or "reply"
  std::string phase;  // "opening", "middlegame", "endgame"
  int bin = 0;        // the learner's binning of the predicted likelihood
  double count = 0, predicted_sum = 0, observed_sum = 0;
};

// Inside the caller's transaction.
void write_likelihood_observations(const Database& database, RuleSetId rule_set, std::optional<GameId> game,
                                   const std::vector<LikelihoodBin>& bins);
// Summed over every game of the rule set, ordered by kind, phase and bin.
std::vector<LikelihoodBin> likelihood_observations(const Database& database, RuleSetId rule_set);
// The raw rows (one per game and bin) with their game, for the merge.
struct GameLikelihoodBin {
  std::optional<GameId> game;
  LikelihoodBin bin;
};
std::vector<GameLikelihoodBin> likelihood_observations_by_game(const Database& database, RuleSetId rule_set);

}  // namespace newell::store
