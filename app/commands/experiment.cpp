// `newell experiment list`: the stored experiments, with their numbers, kinds, status and games.
// `newell experiment plot EXP... [-o FILE.svg] [--match MATCH]...`: experiments' learning curves as
// one SVG (learning/transformation/curves.h, drawn by learning/plot/); several (the seeds of one
// `learn run`) with their strength curves in one chart first; with the score of each named
// `newell match` experiment (the learned rule set against its start at equal time) under them.
// An experiment is named by its name or its number (`experiment list` shows both).

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "app/common/experiment_lookup.h"
#include "learning/plot/svg_plot.h"
#include "learning/transformation/curves.h"
#include "store/error.h"
#include "store/experiment_games.h"
#include "store/experiments.h"

#include <fmt/core.h>
#include <fmt/ranges.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>
#include <stdexcept>

namespace newell::app {
namespace {

void list(const std::string& database_file) {
  const auto database = store::Database::open(database_file, store::Access::read);
  const auto experiments = store::list_experiments(database);
  if (experiments.empty()) {
    fmt::print("No experiments in {}.\n", database_file);
    return;
  }
  fmt::print("{:>4}  {:<24}  {:<16}  {:<8}  {:>6}  {}\n", "id", "name", "kind", "status", "games", "created");
  for (const auto& experiment : experiments)
    fmt::print("{:>4}  {:<24}  {:<16}  {:<8}  {:>6}  {}\n", experiment.id, experiment.name, experiment.kind,
               experiment.status, store::count_experiment_games(database, experiment.id), experiment.created_at);
}

struct PlotRequest {
  std::string database_file, output;
  std::vector<std::string> experiments;
  std::vector<std::string> matches;
  int window = 20;
};

void add_experiment(CLI::App& root) {
  auto* command = root.add_subcommand("experiment", "Stored experiments: list them, draw their learning curves");
  command->require_subcommand(1);
  auto request = std::make_shared<PlotRequest>();
  auto* lister = command->add_subcommand("list", "The stored experiments: number, name, kind, status, games");
  auto list_database = std::make_shared<std::string>();
  add_database_option(lister, *list_database);
  lister->callback(reporting_failures<std::runtime_error>("experiment list", [list_database] { list(*list_database); }));
  auto* plot = command->add_subcommand("plot", "Draw an experiment's learning curves as SVG");
  add_database_option(plot, request->database_file);
  plot->add_option("experiment", request->experiments,
                   "The experiment's name or number (see experiment list); several (the seeds of one `learn run`) are drawn one "
                   "under the other, with their strength curves together")
      ->required();
  plot->add_option("-o,--output", request->output, "The SVG file (default EXP.svg, the first experiment's)");
  plot->add_option("--match", request->matches,
                   "A stored `newell match` experiment to draw under the curves (its score so far with the 95% "
                   "error bar); repeatable");
  plot->add_option("--window", request->window, "Games per moving mean")->check(CLI::Range(1, 100000))->capture_default_str();
  plot->callback(reporting_failures<std::runtime_error>("experiment plot", [request] {
    const auto database = store::Database::open(request->database_file, store::Access::read);
    std::vector<store::Experiment> experiments;
    std::vector<learning::plot::Chart> charts;
    for (const auto& name : request->experiments) {
      const auto experiment = find_experiment_by_name_or_number(database, name);
      if (!experiment) {
        fail_command("experiment plot",
                     fmt::format("no experiment named or numbered '{}' in {} (newell experiment list shows them)", name, request->database_file));
      }
      for (auto& chart : learning::transformation::learning_curves(database, *experiment, request->window)) charts.push_back(std::move(chart));
      experiments.push_back(*experiment);
    }
    // The seeds of one experiment side by side: their strength curves in one chart, first.
    int with_curve = 0;
    for (const auto& experiment : experiments)
      with_curve += !store::result_series(database, experiment.id, learning::transformation::strength_series).empty();
    if (with_curve > 1) charts.insert(charts.begin(), learning::transformation::strength_curves(database, experiments));
    for (const auto& name : request->matches) {
      const auto match = find_experiment_by_name_or_number(database, name);
      if (!match) {
        fail_command("experiment plot", fmt::format("no match named '{}' in {}", name, request->database_file));
      }
      charts.push_back(learning::transformation::match_curve(database, *match));
    }
    if (charts.empty()) {
      fail_command("experiment plot", fmt::format("experiment '{}' has no results yet", request->experiments.front()));
    }
    const std::string output = request->output.empty() ? request->experiments.front() + ".svg" : request->output;
    learning::plot::write_text_file(learning::plot::svg_stacked_charts(charts), output);
    fmt::print("{}: {} charts written to {}\n", fmt::join(request->experiments, ", "), charts.size(), output);
  }));
}

const CommandRegistration experiment_registration{"experiment", add_experiment};

}  // namespace
}  // namespace newell::app
