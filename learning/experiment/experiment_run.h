#pragma once
// `newell learn run FILE`: an experiment file (experiment_plan.h) executed, for each seed:
//
//   1. the start: the rule set named by "start" read through its includes (rule_set_text.h), as it
//      stands today, so that every gain is a gain over it;
//   2. weights: self-play learning of the transformation rules' weights from the start
//      (learning_run.h, `--credit tactic`), which records the failures of the rules; with "curve",
//      every `every` games the weights so far play the core's alpha-beta search (strength_curve.h);
//   3. candidates: the learned weights as one candidate, the meta-rules of experience on the recorded
//      failures (failure_proposals.h), the levels stepped from their values in the start
//      (level_steps.h) and the meta file's `vary` meta-rules (rule_generation.h), in that order;
//   4. admission: each candidate by a sequential test on pairs of games against the set without it,
//      at alpha / (number of candidates) each (Bonferroni: the chance that any candidate no better
//      than the set is admitted stays below alpha), beta each (rule_generation.h);
//   5. confirmation: the set with what was admitted against the start on other openings with
//      another seed; it must score above 50% by its 95% interval;
//   6. the outside opponent: the start and the learned set each play the core's alpha-beta search at
//      fixed nodes, same games; a learned set that scores lower than the start there is refused;
//   7. the learned set written (learned_set_file.h) with a header naming the experiment file, the
//      commit and every verdict: always into the work folder, and to "output" only when it passed 5
//      and 6;
//   8. with "tuner", the baseline: hill climbing on the same weights and levels with the same games
//      (parameter_tuner.h), confirmed the same way.
// Every stage is a stored, resumable experiment named after the plan and the seed, so the command
// run again continues where it stopped and plays nothing twice.

#include "learning/experiment/experiment_plan.h"
#include "learning/transformation/evaluation_match.h"
#include "store/database.h"

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace newell::learning::experiment {

struct RunContext {
  std::filesystem::path work;  // derived rule files, one folder per seed
  std::string commit;          // named in the learned set's header
  // Reads an openings file (PGN or PDN, as `newell match` does); throws std::runtime_error.
  std::function<std::vector<transformation::SelfPlayOpening>(const std::string& game, const std::string& path)> read_openings;
  std::function<void(const std::string&)> report;  // one line of progress
};

// How a rule set came out of confirmation and the outside check.
struct Verdict {
  std::optional<transformation::MatchScore> confirmation, learned_against_core, start_against_core;
  bool confirmed = false, refused_by_opponent = false;
  bool passed() const { return confirmed && !refused_by_opponent; }
  std::string text() const;  // one line
};

struct SeedOutcome {
  std::uint64_t seed = 0;
  int candidates = 0, admitted = 0;
  double alpha_each = 0;
  Verdict learned;
  std::filesystem::path learned_file;  // in the work folder; empty when nothing was admitted
  std::string output;                  // written there; "" when not shipped
  std::optional<Verdict> tuned;        // the tuner's set, when the plan has a tuner and it kept a move
  std::filesystem::path tuned_file;
};

// Throws std::runtime_error (a rule file with errors, an unknown game, a stage that cannot run) and
// store::StoreError (a stage's stored experiment holds other settings).
std::vector<SeedOutcome> run_experiment(const store::Database& database, const ExperimentPlan& plan, const RunContext& context);

}  // namespace newell::learning::experiment
