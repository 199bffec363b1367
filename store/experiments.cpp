#include "store/experiments.h"

#include "store/error.h"

namespace newell::store {
namespace {

constexpr std::string_view experiment_columns = "id, kind, name, settings, seed, status, created_at, finished_at";

Experiment read_experiment(const Statement& row) {
  Experiment experiment;
  row.read_columns(experiment.id, experiment.kind, experiment.name, experiment.settings, experiment.seed, experiment.status,
                   experiment.created_at, experiment.finished_at);
  return experiment;
}

}  // namespace

std::optional<Experiment> find_experiment(const Database& database, std::string_view name) {
  auto select = database.prepare("SELECT " + std::string(experiment_columns) + " FROM experiments WHERE name = ?");
  select.bind(1, name);
  if (!select.step()) return std::nullopt;
  return read_experiment(select);
}

Experiment create_or_resume_experiment(const Database& database, const Experiment& wanted) {
  // Inserted unless there, then read: two runners starting one experiment at once both get it,
  // where a look before the insert let the second fail on the name's uniqueness.
  auto insert = database.prepare(
      "INSERT INTO experiments(kind, name, settings, seed, status) VALUES (?, ?, ?, ?, ?) ON CONFLICT(name) DO NOTHING");
  insert.bind(1, std::string_view(wanted.kind)).bind(2, std::string_view(wanted.name));
  insert.bind(3, std::string_view(wanted.settings));
  wanted.seed ? insert.bind(4, *wanted.seed) : insert.bind_null(4);
  insert.bind(5, std::string_view(wanted.status)).run();
  const auto stored = find_experiment(database, wanted.name);
  if (stored->kind != wanted.kind || stored->settings != wanted.settings || stored->seed != wanted.seed) {
    throw StoreError("experiment '" + wanted.name + "' already exists with other settings (" + stored->kind + ", " +
                     stored->settings + "); choose another name to start a new one");
  }
  return *stored;
}

std::vector<Experiment> list_experiments(const Database& database) {
  auto select = database.prepare("SELECT " + std::string(experiment_columns) + " FROM experiments ORDER BY id");
  std::vector<Experiment> experiments;
  while (select.step()) experiments.push_back(read_experiment(select));
  return experiments;
}

void set_experiment_status(const Database& database, ExperimentId id, std::string_view status) {
  auto update = database.prepare(
      "UPDATE experiments SET status = ?, finished_at = CASE WHEN ? = 'running' THEN NULL "
      "ELSE strftime('%Y-%m-%dT%H:%M:%SZ', 'now') END WHERE id = ?");
  update.bind(1, status).bind(2, status).bind(3, id).run();
}

void record_result(const Database& database, ExperimentId id, std::string_view series, std::int64_t step, double value) {
  auto upsert = database.prepare(
      "INSERT INTO experiment_results(experiment_id, series, step, value) VALUES (?, ?, ?, ?) "
      "ON CONFLICT(experiment_id, series, step) DO UPDATE SET value = excluded.value");
  upsert.bind(1, id).bind(2, series).bind(3, step).bind(4, value).run();
}

std::vector<ResultPoint> result_series(const Database& database, ExperimentId id, std::string_view series) {
  auto select = database.prepare(
      "SELECT step, value FROM experiment_results WHERE experiment_id = ? AND series = ? ORDER BY step");
  select.bind(1, id).bind(2, series);
  std::vector<ResultPoint> points;
  while (select.step()) points.push_back({select.column_integer(0), select.column_real(1)});
  return points;
}

std::vector<std::string> result_series_names(const Database& database, ExperimentId id) {
  auto select = database.prepare("SELECT DISTINCT series FROM experiment_results WHERE experiment_id = ? ORDER BY series");
  select.bind(1, id);
  std::vector<std::string> names;
  while (select.step()) names.push_back(select.column_text(0));
  return names;
}

}  // namespace newell::store
