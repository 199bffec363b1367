// `newell learn run FILE [--db DB] [--work DIR] [--commit C]`: the experiment the file describes
// (learning/experiment/experiment_plan.h), every stage stored and resumed from --db.

#include "app/commands/learn_run.h"

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "game_descriptor/game_descriptor.h"
#include "learning/experiment/experiment_plan.h"
#include "learning/experiment/experiment_run.h"
#include "learning/transformation/self_play.h"
#include "match/openings.h"

#include <fmt/core.h>

#include <array>
#include <cstdio>
#include <memory>
#include <stdexcept>

namespace newell::app {

namespace {

namespace experiment = newell::learning::experiment;

// The checkout's commit, for the learned set's header; "unknown" outside a git checkout.
std::string current_commit() {
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen("git rev-parse --short HEAD 2>/dev/null", "r"), pclose);
  if (!pipe) return "unknown";
  std::array<char, 64> buffer{};
  std::string commit;
  while (fgets(buffer.data(), buffer.size(), pipe.get()) != nullptr) commit += buffer.data();
  while (!commit.empty() && (commit.back() == '\n' || commit.back() == '\r')) commit.pop_back();
  return commit.empty() ? "unknown" : commit;
}

struct RunRequest {
  std::string file, database_file, work, commit;
};

void run(const RunRequest& request) {
  const auto plan = experiment::read_experiment_plan(request.file);
  experiment::RunContext context;
  context.work = request.work.empty() ? std::filesystem::path(request.database_file + ".work") / plan.name : std::filesystem::path(request.work);
  context.commit = request.commit.empty() ? current_commit() : request.commit;
  context.read_openings = self_play_openings;
  context.report = [](const std::string& line) { fmt::print(stderr, "{}\n", line); };
  const auto database = store::Database::open(request.database_file);
  const auto outcomes = experiment::run_experiment(database, plan, context);
  for (const auto& outcome : outcomes) {
    fmt::print("{} seed {}: {} candidates, each tested at alpha {:.4f}; {} admitted\n", plan.name, outcome.seed, outcome.candidates,
               outcome.alpha_each, outcome.admitted);
    if (outcome.admitted > 0) {
      fmt::print("  learned set {}: {}\n", outcome.learned_file.string(), outcome.learned.text());
      fmt::print("  {}\n", outcome.output.empty() ? "not shipped" : "shipped to " + outcome.output);
    } else {
      fmt::print("  nothing admitted: no learned set for {} from this seed\n", plan.game);
    }
    if (outcome.tuned)
      fmt::print("  tuner baseline {}: {}\n", outcome.tuned_file.string(), outcome.tuned->text());
    else if (!outcome.tuned_file.empty())
      fmt::print("  tuner baseline: no move kept, its set is the start\n");
  }
}

}  // namespace

std::vector<learning::transformation::SelfPlayOpening> self_play_openings(const std::string& game, const std::string& path) {
  const GameDescriptor* descriptor = find_game_descriptor(game);
  if (descriptor == nullptr) throw std::runtime_error(fmt::format("unknown game '{}'", game));
  std::vector<learning::transformation::SelfPlayOpening> openings;
  try {
    for (auto& opening : match::read_openings(descriptor->kind, path)) {
      if (!opening.start_position.empty())
        throw std::runtime_error(fmt::format("{} starts from a position of its own ({}); the learning games start from the "
                                             "initial position, so give openings as moves",
                                             opening.label, opening.start_position));
      openings.push_back({std::move(opening.moves), std::move(opening.label)});
    }
  } catch (const std::runtime_error&) {
    throw;
  } catch (const std::exception& error) {
    throw std::runtime_error(error.what());
  }
  return openings;
}

void add_learn_run(CLI::App& learn) {
  auto request = std::make_shared<RunRequest>();
  auto* command = learn.add_subcommand(
      "run", "Run an experiment file: weights, proposals from the meta-rules, admission with a correction for many candidates, a "
             "held-out confirmation, the outside opponent, the tuner baseline; stored and resumable");
  command->add_option("file", request->file, "The experiment file (JSON; learning/experiment/README.md)")->required();
  add_database_option(command, request->database_file);
  command->add_option("--work", request->work, "Folder of the derived rule files (default DB.work/NAME)");
  command->add_option("--commit", request->commit, "The commit named in the learned set's header (default: git rev-parse --short HEAD)");
  // A store error (a stage stored with other settings) is a std::runtime_error too.
  command->callback(reporting_failures<std::runtime_error>("learn run", [request] { run(*request); }));
}

}  // namespace newell::app
