#pragma once
// A match between two rule sets played by the goal engine at an equal node budget, colours
// alternated (game i: `rules` starts when i is even), each pair of games seeded from the match
// seed; the score of `rules` with a 95% error bar. The same settings give the same games.
//
// The match is a stored experiment (kind "rule match"): every game is kept with its index and
// score, the same settings resume it (playing only the games not stored), and `shard` plays only a
// shard's games (store/shard.h) so that shards' stores merge (`newell db merge`) into the whole
// match, scored by the same call on the merged store.

#include "learning/transformation/self_play.h"
#include "statistics/scores.h"
#include "store/database.h"
#include "store/experiments.h"
#include "store/likelihood_observations.h"
#include "store/shard.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace newell::learning::transformation {

struct MatchSettings {
  std::string game = "checkers";
  std::filesystem::path rules, against;
  int games = 100;
  std::uint64_t seed = 1;
  SelfPlaySettings play;
  std::string name;   // the experiment's; "" = "rule-match-" and a hash of the settings
  store::Shard shard;
  int concurrency = 1;  // games played at once
  // Likelihoods learned from play (likelihood_learning.h) for `rules`' engine, and where they come
  // from (part of the match's identity); none: the rules' own likelihoods.
  std::vector<store::LikelihoodBin> likelihoods;
  std::string likelihoods_from;
  // > 0: the opponent is the core's alpha-beta search at this many nodes a move (`against` unused):
  // a fixed opponent from outside the rules, to score learning against.
  std::uint64_t core_nodes = 0;
};

struct MatchScore {
  int games = 0, wins = 0, draws = 0, losses = 0;
  statistics::ScoreSums sums;
  double score() const { return games == 0 ? 0.5 : (wins + 0.5 * draws) / games; }
  // 1.96 standard errors of the mean game score (0.5 before two games).
  double error_95() const { return games < 2 ? 0.5 : statistics::z95_rounded * sums.sample_standard_error(); }
  void add(double game_score);
};

struct MatchOutcome {
  store::Experiment experiment;
  MatchScore score;  // over the stored games this run is responsible for (the shard's, or all)
  int wanted = 0;    // the games this run is responsible for
  int played = 0;    // played now
};

// Throws std::runtime_error for an unknown game or a rule file with errors, store::StoreError
// when the name holds another experiment. `progress` hears after each game played.
MatchOutcome play_match(const store::Database& database, const MatchSettings& settings,
                        const std::function<void(const MatchScore&, double seconds)>& progress);

}  // namespace newell::learning::transformation
