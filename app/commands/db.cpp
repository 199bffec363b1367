// `newell db info|check|merge`: what a database holds, whether it is sound, and several stores
// (the shards of one experiment, or any) combined into one.

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "store/contents.h"
#include "store/database.h"
#include "store/error.h"
#include "store/experiment_games.h"
#include "store/experiments.h"
#include "store/merge.h"

#include <fmt/core.h>

#include <filesystem>
#include <memory>
#include <set>
#include <vector>

namespace newell::app {
namespace {

// "3 games added, 2 already there" with only the parts that say something.
std::string merge_summary(const store::MergeCounts& counts) {
  std::vector<std::string> parts;
  auto add = [&](long long count, const char* noun, const char* nouns, const char* what) {
    if (count > 0) parts.push_back(fmt::format("{} {} {}", count, count == 1 ? noun : nouns, what));
  };
  parts.push_back(fmt::format("{} game{} added ({} moves, {} with traces), {} already there", counts.games_added,
                              counts.games_added == 1 ? "" : "s", counts.moves_added, counts.traces_added, counts.games_present));
  add(counts.experiments_added, "experiment", "experiments", "added");
  add(counts.experiments_present, "experiment", "experiments", "already there");
  add(counts.results_added, "result", "results", "added");
  add(counts.results_present, "result", "results", "already there");
  add(counts.rule_sets_added, "rule set", "rule sets", "added");
  add(counts.weights_copied, "set of learned weights", "sets of learned weights", "copied");
  add(counts.weight_changes_added, "weight change", "weight changes", "added");
  add(counts.candidates_added, "rule candidate", "rule candidates", "added");
  add(counts.candidates_present, "rule candidate", "rule candidates", "already there");
  add(counts.learning_states_added, "Samuel learning state", "Samuel learning states", "added");
  add(counts.learning_states_present, "Samuel learning state", "Samuel learning states", "already there");
  add(counts.rote_positions_added, "rote position", "rote positions", "added");
  add(counts.rote_positions_deepened, "rote position", "rote positions", "replaced by a deeper one");
  std::string text;
  for (const auto& part : parts) text += (text.empty() ? "" : ", ") + part;
  return text;
}

void add_merge(CLI::App& parent) {
  struct MergeRequest {
    std::string output;
    std::vector<std::string> inputs;
  };
  auto request = std::make_shared<MergeRequest>();
  auto* merge = parent.add_subcommand(
      "merge", "Merge stores into OUT (created when missing): the shards of one experiment, or any stores; merging twice adds nothing");
  merge->add_option("OUT", request->output, "The store merged into")->required();
  merge->add_option("IN", request->inputs, "The stores merged from")->required()->expected(1, -1);
  merge->footer(R"(Games (with moves and traces), experiments, result series, rule sets with learned weights and
their history, rule candidates, Samuel's states and rote memories. Everything or nothing: an input
holding another experiment under a name OUT has, or a game of an experiment played differently in
OUT, is refused and OUT is left as it was. After merging the shards of `newell match ... --shard K/N`,
the same match command without --shard on OUT prints the whole match's score (bench/slurm/README.md).)");
  merge->callback([request] {
    std::vector<std::filesystem::path> inputs(request->inputs.begin(), request->inputs.end());
    try {
      const auto database = store::Database::open(request->output);
      const auto merged = store::merge_stores(database, inputs);
      std::set<std::string> names;
      for (const auto& counts : merged) {
        fmt::print("{}: {}\n", counts.input.string(), merge_summary(counts));
        names.insert(counts.experiments.begin(), counts.experiments.end());
      }
      bool any = false;
      for (const auto& counts : merged) any = any || counts.added_anything();
      fmt::print("{} now holds {} games{}\n", request->output, store::count_games(database), any ? "" : " (nothing was added)");
      for (const auto& experiment : store::list_experiments(database)) {
        if (!names.contains(experiment.name)) continue;
        fmt::print("  experiment '{}' ({}, {}): {} games\n", experiment.name, experiment.kind, experiment.status,
                   store::count_experiment_games(database, experiment.id));
      }
    } catch (const store::StoreError& error) {
      fail_command("db merge", error.what());
    }
  });
}

void add_db(CLI::App& root) {
  auto database_file = std::make_shared<std::string>();
  auto* command = root.add_subcommand("db", "Inspect the SQLite store");
  command->require_subcommand(1);

  auto* info = command->add_subcommand("info", "Schema version and what the database holds");
  add_database_option(info, *database_file);
  info->callback([database_file] {
    const auto database = store::Database::open(*database_file);
    fmt::print("database        {}\nschema version  {}\n", *database_file, database.schema_version());
    for (const auto& [table, rows] : store::main_table_rows(database)) fmt::print("{:<20}{}\n", table, rows);
    for (const auto& [kind, games, imported] : store::games_by_kind(database))
      fmt::print("  {:<18}{} ({} imported)\n", kind, games, imported);
  });

  add_merge(*command);

  auto* check = command->add_subcommand("check", "SQLite's integrity and foreign-key checks");
  add_database_option(check, *database_file);
  check->callback([database_file] {
    // Read-only: a damaged store is examined, not refused (as writing commands refuse it); a missing
    // one is made fresh, as by every command.
    std::error_code missing;
    const auto database = store::Database::open(
        *database_file, std::filesystem::exists(*database_file, missing) ? store::Access::read : store::Access::write);
    const auto verdict = database.check_integrity();
    if (verdict != "ok") {
      fmt::print(stderr, "newell db check: {} has problems:\n{}", *database_file, verdict);
      throw CommandFailed{1};
    }
    fmt::print("{}: ok\n", *database_file);
  });
}

const CommandRegistration db_registration{"db", add_db};

}  // namespace
}  // namespace newell::app
