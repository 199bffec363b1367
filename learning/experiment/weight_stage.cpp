#include "learning/experiment/weight_stage.h"

#include "learning/experiment/stage_match.h"
#include "learning/transformation/credit.h"
#include "learning/transformation/learned_file.h"
#include "learning/transformation/weight_update.h"
#include "store/experiments.h"

#include <fmt/core.h>

#include <algorithm>

namespace newell::learning::experiment {

namespace {

// The weights so far against the core: one point of the curve.
void record_strength(const store::Database& database, const ExperimentPlan& plan, std::uint64_t seed,
                     const transformation::LearnOutcome& learned, const std::filesystem::path& start_file,
                     const std::string& start_text, const std::filesystem::path& folder, const RunContext& context) {
  const auto snapshot = folder / fmt::format("weights-after-{}.nwl", learned.games_done);
  keep_rule_file(snapshot, transformation::with_weights(start_file.string(), start_text, learned.weights));
  const auto score = stage_match(database, plan, stage_name(plan, seed, fmt::format("curve-{}", learned.games_done)), snapshot, {},
                                 plan.opponent.core_nodes, plan.curve.games, plan.curve.seed, stage_play(plan, context, ""));
  store::record_result(database, learned.experiment.id, transformation::strength_series, learned.games_done, score.score());
  store::record_result(database, learned.experiment.id, transformation::strength_error_series, learned.games_done, score.error_95());
  if (context.report)
    context.report(fmt::format("seed {}: after {} games the weights score {:.3f} +- {:.3f} against the core at {} nodes", seed,
                               learned.games_done, score.score(), score.error_95(), plan.opponent.core_nodes));
}

}  // namespace

transformation::LearnOutcome learn_weights(const store::Database& database, const ExperimentPlan& plan, std::uint64_t seed,
                                           const std::filesystem::path& start_file, const std::string& start_text,
                                           const std::filesystem::path& folder, const RunContext& context) {
  transformation::LearnSettings settings;
  settings.game = plan.game;
  settings.rules = start_file;
  settings.seed = seed;
  settings.name = stage_name(plan, seed, "weights");
  settings.play = stage_play(plan, context, "");
  settings.play.credit = transformation::parse_credit_mode(plan.weights.credit);
  settings.update = transformation::parse_weight_update(plan.weights.update);
  const int every = plan.curve.every > 0 ? plan.curve.every : plan.weights.games;
  transformation::LearnOutcome learned;
  for (int games = std::min(every, plan.weights.games);; games = std::min(games + every, plan.weights.games)) {
    settings.games = games;
    learned = transformation::run_learning(database, settings, nullptr);
    if (plan.curve.every > 0) {
      if (games == std::min(every, plan.weights.games)) {
        transformation::LearnOutcome start = learned;
        start.games_done = 0;
        start.weights = learned.start_weights;
        record_strength(database, plan, seed, start, start_file, start_text, folder, context);
      }
      record_strength(database, plan, seed, learned, start_file, start_text, folder, context);
    }
    if (games >= plan.weights.games) break;
  }
  return learned;
}

}  // namespace newell::learning::experiment
