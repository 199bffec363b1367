#pragma once
// The baseline that transformation-rule learning must beat: a plain hill climber on the same
// numbers, with the same games. Its parameters are the weights of the start's transformation rules
// (a step of `tuner.weight_step`, kept in 0.01..1) and the numbers of the levels the plan steps
// (their steps). Each step moves one parameter one step up or down, drawn from the seed among the
// moves not yet tried from the current set, and plays `games_per_step` games of the moved set
// against the current one (the admission's openings); the move is kept when it scores above 50%.
// It stops before the games would pass `tuner.games`, or when every move from the current set was
// tried and dropped. It knows nothing of goals, failures or credit: it finds by score alone.
//
// Stored as the experiment "PLAN-seed-S-tuner" (kind "parameter tuning", series "score" and
// "kept" by step), each step's match under its own name, so a run resumes.

#include "learning/experiment/experiment_plan.h"
#include "learning/experiment/experiment_run.h"
#include "store/database.h"

#include <filesystem>
#include <string>

namespace newell::learning::experiment {

// The tuned set's text.
std::string tune_parameters(const store::Database& database, const ExperimentPlan& plan, std::uint64_t seed,
                            const std::filesystem::path& start_file, const std::string& start_text,
                            const std::filesystem::path& folder, const RunContext& context);

}  // namespace newell::learning::experiment
