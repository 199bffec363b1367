#pragma once
// What a stored learning run (`newell learn`) leaves for the commands after it: the likelihoods it
// learned (`learn match --likelihoods-from`) and the rules its recorded failures propose (`learn
// propose`).

#include "learning/transformation/failure_proposals.h"
#include "learning/transformation/rule_generation.h"
#include "store/database.h"
#include "store/experiments.h"
#include "store/likelihood_observations.h"

#include <filesystem>
#include <string>
#include <vector>

namespace newell::learning::transformation {

// The likelihoods the run `experiment` in the store `database_file` learned (`--learn-likelihoods`),
// the store opened read-only. Throws std::runtime_error: no such experiment, not a learning run, or
// none learned.
std::vector<store::LikelihoodBin> learned_likelihoods(const std::string& database_file, const std::string& experiment);

// A run's failures made candidates: the run's game and rule file (or `rules`, when given), the
// failures it recorded (threats no goal covered) with their decision positions, and the game's
// meta-rules' proposals for those seen at least `min_failures` times.
struct RunFailureProposals {
  std::string game;
  std::filesystem::path rules;
  std::vector<RecordedFailure> failures;
  std::vector<Variant> candidates;
};

// Throws std::runtime_error: not a learning run whose failures can be read, no failure recorded,
// a rule file that cannot be read.
RunFailureProposals propose_from_run(const store::Database& database, const store::Experiment& run, const std::filesystem::path& rules,
                                     int min_failures);

}  // namespace newell::learning::transformation
