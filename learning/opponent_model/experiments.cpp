// The paper's experiments on checkers: game_experiments.h's code given CheckersExperiments (Samuel-
// style polynomials, every game kept in the store).
#include "learning/opponent_model/experiments.h"

#include "game_descriptor/outcome.h"
#include "learning/game_record.h"
#include "learning/opponent_model/game_experiments.h"
#include "learning/opponent_model/stored_run.h"
#include "learning/opponent_model/strategies.h"
#include "store/experiments.h"
#include "store/game_records.h"

#include <nlohmann/json.hpp>

#include <optional>

// GCC 12 at -O3 warns falsely about overlapping memcpy in literal + std::string (GCC bug 105329).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wrestrict"
#endif

namespace newell::learning::opponent_model {
namespace {

// The rules with every game stored under the experiment: `player` is named `series` (its games at
// `step` of that series), anyone else `opponent`.
MatchRules storing_games(const StoredRun& run, MatchRules rules, const Player& player, const std::string& series, std::int64_t step,
                         std::optional<int> index = std::nullopt) {
  const store::Database* database = &run.database;
  const store::ExperimentId experiment = run.id;
  rules.on_game_end = [database, experiment, &player, series, step, index](const checkers::Game& game, const Player& black,
                                                                            const Player&, int black_points) {
    const bool player_is_black = &black == &player;
    const PlayedBy players = player_is_black ? PlayedBy{series, "opponent"} : PlayedBy{"opponent", series};
    const std::string result(result_token(black_points == 2   ? Outcome::first_side_wins
                                          : black_points == 0 ? Outcome::second_side_wins
                                                              : Outcome::draw));
    const std::string termination = game.outcome() == Outcome::ongoing ? "draw at the ply limit" : checkers::describe_ending(game);
    nlohmann::json settings{{"event", "mstar experiment"}, {"series", series}, {"step", step}};
    if (index) settings["game"] = *index;
    store::save_game(*database, checkers_game_record(game, players, result, termination, experiment, settings.dump()));
  };
  return rules;
}

// Checkers for game_experiments.h: Samuel-style polynomials, every game kept in the store.
struct CheckersExperiments {
  using Position = checkers::Position;
  using Rules = MatchRules;
  using Strategy = CheckersStrategy;
  static std::string kind(const std::string& experiment) { return "mstar-" + experiment; }
  static std::string title(const std::string& text) { return text; }
  // Nothing more than the options: the names of runs stored before chess had these experiments.
  static std::string settings_text(const MatchRules&) { return ""; }
  static std::string json_prefix() { return ""; }
  static std::string json_suffix(const MatchRules&) { return ""; }
  static checkers::ScoringPolynomial player_function() { return samuel_function(); }
  static checkers::ScoringPolynomial opponent_function() { return samuel_variation(); }
  static std::string opponent_function_name() { return "f2"; }
  static CheckersStrategy strategy() { return CheckersStrategy{default_feature_set()}; }
  template <checkers::Evaluator E>
  static std::vector<Example> examples(const E& function, int depth, std::uint64_t seed, int count) {
    return make_examples(function, depth, seed, count);
  }
  // 200 positions after random playouts.
  static std::vector<Example> fresh_examples(const checkers::ScoringPolynomial& function, int depth, std::uint64_t seed) {
    return make_examples(function, depth, seed, 200);
  }
  static MatchRules storing(const StoredRun& run, const MatchRules& rules, const Player& player, const std::string& series, std::int64_t step,
                            std::optional<int> index) {
    return storing_games(run, rules, player, series, step, index);
  }
};

}  // namespace

LinePlot run_depth_benefit(const store::Database& database, const DepthBenefitOptions& options, const ProgressLine& progress) {
  return run_depth_benefit_of<CheckersExperiments>(database, options, progress);
}

LinePlot run_function_benefit(const store::Database& database, const FunctionBenefitOptions& options, const ProgressLine& progress) {
  return run_function_benefit_of<CheckersExperiments>(database, options, progress);
}

LinePlot run_model_accuracy(const store::Database& database, const AccuracyOptions& options, const ProgressLine& progress) {
  return run_model_accuracy_of<CheckersExperiments>(database, options, progress);
}

LinePlot run_learning_player(const store::Database& database, const LearningPlayerOptions& options, const ProgressLine& progress) {
  return run_learning_player_of<CheckersExperiments>(database, options, progress);
}

}  // namespace newell::learning::opponent_model
