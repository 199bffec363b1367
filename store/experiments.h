#pragma once
// Experiments: their settings (JSON), seed and status, and named series of results by step
// (score by game, a weight by game...), which is what learning curves are drawn from.

#include "store/database.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace newell::store {

using ExperimentId = std::int64_t;

struct Experiment {
  ExperimentId id = 0;
  std::string kind, name, settings = "{}";
  std::optional<std::int64_t> seed;
  std::string status = "running";  // "running", "finished" or "failed"
  std::string created_at;
  std::optional<std::string> finished_at;
};

// Creates the experiment, or returns the stored one of that name so an interrupted run resumes;
// throws StoreError when the stored one has other settings or another kind.
Experiment create_or_resume_experiment(const Database& database, const Experiment& wanted);
std::optional<Experiment> find_experiment(const Database& database, std::string_view name);
std::vector<Experiment> list_experiments(const Database& database);
void set_experiment_status(const Database& database, ExperimentId id, std::string_view status);

struct ResultPoint {
  std::int64_t step = 0;
  double value = 0;
};

// Recording a step again replaces its value, so a resumed run may repeat its last step.
void record_result(const Database& database, ExperimentId id, std::string_view series, std::int64_t step, double value);
std::vector<ResultPoint> result_series(const Database& database, ExperimentId id, std::string_view series);
std::vector<std::string> result_series_names(const Database& database, ExperimentId id);

}  // namespace newell::store
