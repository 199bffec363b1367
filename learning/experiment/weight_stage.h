#pragma once
// The weight stage of an experiment: self-play learning of the transformation rules' weights from
// the start (learning_run.h), which also records the rules' failures for the meta-rules of
// experience. With a "curve" section, every `every` games the weights learned so far play the core's
// alpha-beta search at the opponent's nodes (`curve.games` games, always the same openings and
// seeds), so that the curve shows strength against a fixed opponent from outside the rules, not
// against the learner's own start. The points are stored with the learning experiment as the series
// "strength against the core" and "strength against the core, 95% error" (step: games learned),
// which `newell experiment plot` draws.

#include "learning/experiment/experiment_plan.h"
#include "learning/experiment/experiment_run.h"
#include "learning/transformation/curves.h"
#include "learning/transformation/learning_run.h"
#include "store/database.h"

#include <filesystem>
#include <string>

namespace newell::learning::experiment {

transformation::LearnOutcome learn_weights(const store::Database& database, const ExperimentPlan& plan, std::uint64_t seed,
                                           const std::filesystem::path& start_file, const std::string& start_text,
                                           const std::filesystem::path& folder, const RunContext& context);

}  // namespace newell::learning::experiment
