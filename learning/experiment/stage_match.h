#pragma once
// What the stages of an experiment share: a rule set's text kept as a file in the seed's work
// folder (the stored experiments name their rule files), the self-play settings with a stage's
// openings, and a stored match of a rule file against another or against the core.

#include "learning/experiment/experiment_plan.h"
#include "learning/experiment/experiment_run.h"
#include "learning/transformation/evaluation_match.h"
#include "store/database.h"

#include <filesystem>
#include <string>

namespace newell::learning::experiment {

// Writes `text` to `path` unless it holds that text already; throws std::runtime_error naming it.
void keep_rule_file(const std::filesystem::path& path, const std::string& text);

// The plan's self-play settings, starting from the openings of `openings` when it names a file.
transformation::SelfPlaySettings stage_play(const ExperimentPlan& plan, const RunContext& context, const std::string& openings);

// "PLAN-seed-S-STAGE": a stage's stored experiment.
std::string stage_name(const ExperimentPlan& plan, std::uint64_t seed, const std::string& stage);

// `rules` against `against` (or, when `core_nodes` > 0, against the core's alpha-beta search at that
// many nodes), colours alternated, stored under `name` and resumed from it.
transformation::MatchScore stage_match(const store::Database& database, const ExperimentPlan& plan, const std::string& name,
                                       const std::filesystem::path& rules, const std::filesystem::path& against,
                                       std::uint64_t core_nodes, int games, std::uint64_t seed,
                                       const transformation::SelfPlaySettings& play);

}  // namespace newell::learning::experiment
