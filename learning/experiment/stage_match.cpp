#include "learning/experiment/stage_match.h"

#include "learning/transformation/learning_run.h"

#include <fmt/core.h>

#include <fstream>
#include <stdexcept>
#include <system_error>

namespace newell::learning::experiment {

void keep_rule_file(const std::filesystem::path& path, const std::string& text) {
  std::error_code ignored;
  if (std::filesystem::exists(path, ignored)) {
    try {
      if (transformation::read_rule_text(path) == text) return;
    } catch (const std::runtime_error&) {
    }
  }
  std::filesystem::create_directories(path.parent_path(), ignored);
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error(fmt::format("cannot write '{}'", path.string()));
}

transformation::SelfPlaySettings stage_play(const ExperimentPlan& plan, const RunContext& context, const std::string& openings) {
  transformation::SelfPlaySettings play = plan.play;
  play.keep_traces = false;
  if (!openings.empty()) {
    if (!context.read_openings) throw std::runtime_error(fmt::format("{}: no reader of openings files", openings));
    play.openings = context.read_openings(plan.game, openings);
    if (play.openings.empty()) throw std::runtime_error(fmt::format("{}: no openings", openings));
    play.openings_source = openings;
  }
  return play;
}

std::string stage_name(const ExperimentPlan& plan, std::uint64_t seed, const std::string& stage) {
  return fmt::format("{}-seed-{}-{}", plan.name, seed, stage);
}

transformation::MatchScore stage_match(const store::Database& database, const ExperimentPlan& plan, const std::string& name,
                                       const std::filesystem::path& rules, const std::filesystem::path& against,
                                       std::uint64_t core_nodes, int games, std::uint64_t seed,
                                       const transformation::SelfPlaySettings& play) {
  transformation::MatchSettings settings;
  settings.game = plan.game;
  settings.rules = rules;
  settings.against = against;
  settings.core_nodes = core_nodes;
  settings.games = games;
  settings.seed = seed;
  settings.name = name;
  settings.play = play;
  return transformation::play_match(database, settings, nullptr).score;
}

}  // namespace newell::learning::experiment
