// `newell experiment plot EXP [-o FILE.svg] [--match MATCH]...`: an experiment's learning curves as
// one SVG (learning/transformation/curves.h, drawn by learning/plot/), with the score of each named
// `newell match` experiment (the learned rule set against its start at equal time) under them.

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "learning/plot/svg_plot.h"
#include "learning/transformation/curves.h"
#include "store/error.h"
#include "store/experiments.h"

#include <fmt/core.h>

#include <memory>
#include <string>
#include <vector>
#include <stdexcept>

namespace newell::app {
namespace {

struct PlotRequest {
  std::string database_file, experiment, output;
  std::vector<std::string> matches;
  int window = 20;
};

void add_experiment(CLI::App& root) {
  auto* command = root.add_subcommand("experiment", "Stored experiments: their learning curves");
  command->require_subcommand(1);
  auto request = std::make_shared<PlotRequest>();
  auto* plot = command->add_subcommand("plot", "Draw an experiment's learning curves as SVG");
  add_database_option(plot, request->database_file);
  plot->add_option("experiment", request->experiment, "The experiment's name")->required();
  plot->add_option("-o,--output", request->output, "The SVG file (default EXP.svg)");
  plot->add_option("--match", request->matches,
                   "A stored `newell match` experiment to draw under the curves (its score so far with the 95% "
                   "error bar); repeatable");
  plot->add_option("--window", request->window, "Games per moving mean")->check(CLI::Range(1, 100000))->capture_default_str();
  plot->callback([request] {
    try {
      const auto database = store::Database::open(request->database_file, store::Access::read);
      const auto experiment = store::find_experiment(database, request->experiment);
      if (!experiment) {
        fmt::print(stderr, "newell experiment plot: no experiment named '{}' in {}\n", request->experiment,
                   request->database_file);
        throw CommandFailed{1};
      }
      auto charts = learning::transformation::learning_curves(database, *experiment, request->window);
      for (const auto& name : request->matches) {
        const auto match = store::find_experiment(database, name);
        if (!match) {
          fmt::print(stderr, "newell experiment plot: no match named '{}' in {}\n", name, request->database_file);
          throw CommandFailed{1};
        }
        charts.push_back(learning::transformation::match_curve(database, *match));
      }
      if (charts.empty()) {
        fmt::print(stderr, "newell experiment plot: experiment '{}' has no results yet\n", request->experiment);
        throw CommandFailed{1};
      }
      const std::string output = request->output.empty() ? request->experiment + ".svg" : request->output;
      learning::plot::write_text_file(learning::plot::svg_stacked_charts(charts), output);
      fmt::print("{}: {} charts written to {}\n", request->experiment, charts.size(), output);
    } catch (const std::runtime_error& error) {
      fmt::print(stderr, "newell experiment plot: {}\n", error.what());
      throw CommandFailed{1};
    }
  });
}

const CommandRegistration registration{"experiment", add_experiment};

}  // namespace
}  // namespace newell::app
