#include "learning/transformation/learned_from_run.h"

#include "learning/transformation/learning_run.h"
#include "store/credit_evidence.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <iterator>
#include <stdexcept>

namespace newell::learning::transformation {

std::vector<store::LikelihoodBin> learned_likelihoods(const std::string& database_file, const std::string& experiment) {
  const auto learned = store::Database::open(database_file, store::Access::read);
  const auto run = store::find_experiment(learned, experiment);
  if (!run) throw std::runtime_error(fmt::format("no experiment named '{}' in {}", experiment, database_file));
  auto likelihoods = store::likelihood_observations(learned, learned_rule_set_of(learned, *run));
  if (likelihoods.empty()) throw std::runtime_error(fmt::format("experiment '{}' learned no likelihoods", experiment));
  return likelihoods;
}

RunFailureProposals propose_from_run(const store::Database& database, const store::Experiment& run, const std::filesystem::path& rules,
                                     int min_failures) {
  RunFailureProposals proposals;
  try {
    const auto run_settings = nlohmann::json::parse(run.settings);
    proposals.game = run_settings.at("game").get<std::string>();
    proposals.rules = rules.empty() ? std::filesystem::path(run_settings.at("rules").get<std::string>()) : rules;
    proposals.failures = recorded_failures(store::credit_evidence(database, learned_rule_set_of(database, run)));
  } catch (const std::exception& error) {
    throw std::runtime_error(
        fmt::format("experiment '{}' is not a learning run whose failures can be read: {}", run.name, error.what()));
  }
  if (proposals.failures.empty())
    throw std::runtime_error(
        fmt::format("experiment '{}' recorded no failures (threats no goal covered): learn with --credit tactic or pursued", run.name));
  add_failure_positions(database, proposals.failures);
  std::ifstream in(proposals.rules, std::ios::binary);
  if (!in) throw std::runtime_error(fmt::format("cannot read the rule file '{}'", proposals.rules.string()));
  const std::string rules_text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  proposals.candidates = propose_from_failures(proposals.game, rules_text, proposals.failures, min_failures);
  return proposals;
}

}  // namespace newell::learning::transformation
