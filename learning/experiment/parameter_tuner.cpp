#include "learning/experiment/parameter_tuner.h"

#include "learning/experiment/stage_match.h"
#include "learning/transformation/learned_file.h"
#include "learning/transformation/level_steps.h"
#include "learning/transformation/self_play.h"
#include "store/experiments.h"
#include "store/rule_weights.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <random>
#include <set>

namespace newell::learning::experiment {

namespace {

// Every set one parameter step away from `text`, with what moved.
std::vector<std::pair<std::string, std::string>> neighbours(const std::string& name, const std::string& text, const ExperimentPlan& plan) {
  std::vector<std::pair<std::string, std::string>> moved;
  for (const auto& site : transformation::rule_weight_sites(name, text))
    for (const double sign : {-1.0, 1.0}) {
      const double weight = std::clamp(std::round((site.weight + sign * plan.tuner.weight_step) * 1000) / 1000, 0.01, 1.0);
      if (std::abs(weight - site.weight) < 1e-9) continue;
      moved.emplace_back(fmt::format("{} {} -> {}", site.name, transformation::weight_text(site.weight), transformation::weight_text(weight)),
                         transformation::with_weights(name, text, {{site.name, weight}}));
    }
  for (const auto& variant : transformation::level_step_variants(text, plan.proposals.levels))
    moved.emplace_back(variant.statement, transformation::rules_with_variant(name, text, variant, true));
  return moved;
}

}  // namespace

std::string tune_parameters(const store::Database& database, const ExperimentPlan& plan, std::uint64_t seed,
                            const std::filesystem::path& start_file, const std::string& start_text,
                            const std::filesystem::path& folder, const RunContext& context) {
  store::Experiment wanted;
  wanted.kind = "parameter tuning";
  wanted.name = stage_name(plan, seed, "tuner");
  wanted.seed = static_cast<std::int64_t>(seed);
  wanted.settings = nlohmann::json{{"game", plan.game},
                                   {"start_hash", store::rule_text_hash(start_text)},
                                   {"games", plan.tuner.games},
                                   {"games_per_step", plan.tuner.games_per_step},
                                   {"weight_step", plan.tuner.weight_step},
                                   {"levels", plan.proposals.levels},
                                   {"openings", plan.admission.openings},
                                   {"nodes", plan.play.nodes}}
                        .dump();
  const auto experiment = store::create_or_resume_experiment(database, wanted);
  const auto play = stage_play(plan, context, plan.admission.openings);
  std::mt19937_64 random(transformation::game_seed(seed, 0x7u));
  std::string current = start_text;
  const std::string name = start_file.string();
  std::set<std::string> tried;  // the moves from the current set already played and dropped
  for (int step = 0; (step + 1) * plan.tuner.games_per_step <= plan.tuner.games; ++step) {
    auto moves = neighbours(name, current, plan);
    std::erase_if(moves, [&](const auto& move) { return tried.contains(move.first); });
    if (moves.empty()) break;  // a local optimum: no move from here is left untried
    const auto& [what, moved] = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)];
    const auto current_file = folder / "tuner-current.nwl";
    const auto moved_file = folder / "tuner-moved.nwl";
    keep_rule_file(current_file, current);
    keep_rule_file(moved_file, moved);
    const auto score = stage_match(database, plan,
                                   stage_name(plan, seed, fmt::format("tuner-{}-{}", step + 1, store::rule_text_hash(moved).substr(0, 8))),
                                   moved_file, current_file, 0, plan.tuner.games_per_step, transformation::game_seed(seed, step + 1u), play);
    const bool keep = score.score() > 0.5;
    store::record_result(database, experiment.id, "score", step + 1, score.score());
    store::record_result(database, experiment.id, "kept", step + 1, keep ? 1 : 0);
    if (context.report)
      context.report(fmt::format("seed {}: tuner step {}: {}: {:.3f} in {} games, {}", seed, step + 1, what, score.score(), score.games,
                                 keep ? "kept" : "dropped"));
    if (keep) {
      current = moved;
      tried.clear();
    } else {
      tried.insert(what);
    }
  }
  store::set_experiment_status(database, experiment.id, "finished");
  return current;
}

}  // namespace newell::learning::experiment
