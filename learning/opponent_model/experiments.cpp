#include "learning/opponent_model/experiments.h"

#include "game_descriptor/outcome.h"
#include "learning/game_record.h"
#include "learning/opponent_model/stored_run.h"
#include "learning/opponent_model/strategies.h"
#include "store/experiments.h"
#include "store/game_records.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <optional>
#include <sstream>

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
    const std::string termination = game.outcome() == checkers::Outcome::ongoing ? "draw at the ply limit"
                                                                                 : checkers::describe(game.outcome(), checkers::DrawRules{});
    nlohmann::json settings{{"event", "mstar experiment"}, {"series", series}, {"step", step}};
    if (index) settings["game"] = *index;
    store::save_game(*database, checkers_game_record(game, players, result, termination, experiment, settings.dump()));
  };
  return rules;
}

// Mean points of `player` against `opponent`, from the store when this point is already there; the
// shard's games of it otherwise, and nothing while some other shard's games are missing.
template <class MakePlayer>
std::optional<double> stored_mean_points(const StoredRun& run, const std::string& series, std::int64_t step, MakePlayer make_player,
                                         Player& opponent, int games, std::uint64_t seed, const MatchRules& rules,
                                         const store::Shard& shard) {
  if (const auto value = run.stored(series, step)) return *value;
  auto player = make_player();
  return run.sharded_point(series, step, games, shard, [&](int game) {
    const std::uint64_t opening = seed + static_cast<std::uint64_t>(game / 2);
    const MatchRules stored = storing_games(run, rules, *player, series, step, game);
    return game % 2 == 0 ? play_game(*player, opponent, opening, stored) : 2 - play_game(opponent, *player, opening, stored);
  });
}

// A point is plotted once both its players' games are all stored; a shard says what it played.
bool add_point_when_complete(const StoredRun& run, LinePlot& plot, int x, const std::optional<double>& mstar,
                             const std::optional<double>& minimax, int games, const std::string& label, const store::Shard& shard,
                             const ProgressLine& progress) {
  if (mstar && minimax) {
    add_benefit_point(run, plot, x, {*mstar, *minimax}, games, label, progress);
    return true;
  }
  progress(label + ": shard " + shard.text() + "'s games played; the point needs every shard's games (newell db merge)");
  return false;
}

}  // namespace

LinePlot run_depth_benefit(const store::Database& database, const DepthBenefitOptions& options, const ProgressLine& progress) {
  const std::string settings = "games=" + std::to_string(options.games) + " depth=" + std::to_string(options.player_depth) +
                               " opponents=" + join(options.opponent_depths) + " seed=" + std::to_string(options.seed);
  const std::string json = "{\"games\":" + std::to_string(options.games) + ",\"player_depth\":" + std::to_string(options.player_depth) +
                           ",\"opponent_depths\":[" + join(options.opponent_depths) + "]}";
  const StoredRun run(database, "mstar-depth-benefit", settings, json, options.seed);
  const checkers::ScoringPolynomial function = samuel_function();
  LinePlot plot{"M* with a perfect model vs minimax, by depth difference (player depth " + std::to_string(options.player_depth) + ")",
                "depth difference d_player - d_op", "mean points per game against OP (2/1/0)", {{"M*", {}}, {"minimax", {}}, {"benefit", {}}}};
  bool complete = true;
  for (int opponent_depth : options.opponent_depths) {
    if (opponent_depth < 1 || opponent_depth >= options.player_depth) continue;  // M* needs d_model <= d_player - 1
    const int difference = options.player_depth - opponent_depth;
    MinimaxPlayer<checkers::ScoringPolynomial> opponent(function, opponent_depth);
    const auto mstar_points = stored_mean_points(run, "mstar", difference, [&] {
      return std::make_unique<MStarPlayer<checkers::ScoringPolynomial, checkers::ScoringPolynomial>>(
          checkers::ModelledPlayer<checkers::ScoringPolynomial, checkers::ScoringPolynomial>{function, options.player_depth, function, opponent_depth});
    }, opponent, options.games, options.seed, options.rules, options.shard);
    const auto minimax_points = stored_mean_points(run, "minimax", difference, [&] {
      return std::make_unique<MinimaxPlayer<checkers::ScoringPolynomial>>(function, options.player_depth);
    }, opponent, options.games, options.seed, options.rules, options.shard);
    complete &= add_point_when_complete(run, plot, difference, mstar_points, minimax_points, options.games,
                                        "depth difference " + std::to_string(difference) + " (player " +
                                            std::to_string(options.player_depth) + ", opponent " + std::to_string(opponent_depth) + ")",
                                        options.shard, progress);
  }
  if (complete) run.finish();
  return plot;
}

LinePlot run_function_benefit(const store::Database& database, const FunctionBenefitOptions& options, const ProgressLine& progress) {
  const std::string settings = "games=" + std::to_string(options.games) + " depths=" + std::to_string(options.player_depth) + "/" +
                               std::to_string(options.opponent_depth) + " limits=" + join(options.limits) + " seed=" + std::to_string(options.seed);
  const std::string json = "{\"games\":" + std::to_string(options.games) + ",\"player_depth\":" + std::to_string(options.player_depth) +
                           ",\"opponent_depth\":" + std::to_string(options.opponent_depth) + ",\"limits\":[" + join(options.limits) + "]}";
  const StoredRun run(database, "mstar-function-benefit", settings, json, options.seed);
  const checkers::ScoringPolynomial function = samuel_function();
  using Truncated = TruncatedEvaluation<checkers::ScoringPolynomial>;
  LinePlot plot{"M* with a perfect model vs minimax, by the opponent's function f^a (depths " + std::to_string(options.player_depth) + "/" +
                    std::to_string(options.opponent_depth) + ")",
                "a (f_op = f_player inside -a..a, 0 outside; smaller a, worse function)", "mean points per game against OP (2/1/0)",
                {{"M*", {}}, {"minimax", {}}, {"benefit", {}}}};
  bool complete = true;
  for (int limit : options.limits) {
    const Truncated opponent_function{function, limit};
    MinimaxPlayer<Truncated> opponent(opponent_function, options.opponent_depth);
    const auto mstar_points = stored_mean_points(run, "mstar", limit, [&] {
      return std::make_unique<MStarPlayer<checkers::ScoringPolynomial, Truncated>>(
          checkers::ModelledPlayer<checkers::ScoringPolynomial, Truncated>{function, options.player_depth, opponent_function, options.opponent_depth});
    }, opponent, options.games, options.seed, options.rules, options.shard);
    const auto minimax_points = stored_mean_points(run, "minimax", limit, [&] {
      return std::make_unique<MinimaxPlayer<checkers::ScoringPolynomial>>(function, options.player_depth);
    }, opponent, options.games, options.seed, options.rules, options.shard);
    complete &= add_point_when_complete(run, plot, limit, mstar_points, minimax_points, options.games, "a = " + std::to_string(limit),
                                        options.shard, progress);
  }
  if (complete) run.finish();
  return plot;
}

LinePlot run_model_accuracy(const store::Database& database, const AccuracyOptions& options, const ProgressLine& progress) {
  const std::string settings = "examples=" + std::to_string(options.examples) + " depths=" + std::to_string(options.opponent_depth) + "/" +
                               std::to_string(options.shallow_opponent_depth) + " max=" + std::to_string(options.max_depth) +
                               " seed=" + std::to_string(options.seed);
  const std::string json = "{\"examples\":" + std::to_string(options.examples) + ",\"opponent_depth\":" + std::to_string(options.opponent_depth) +
                           ",\"shallow_opponent_depth\":" + std::to_string(options.shallow_opponent_depth) +
                           ",\"max_depth\":" + std::to_string(options.max_depth) + "}";
  const StoredRun run(database, "mstar-model-accuracy", settings, json, options.seed);
  struct Opponent {
    std::string name;
    checkers::ScoringPolynomial function;
    int depth;
  };
  const std::vector<Opponent> opponents{{"(f1, " + std::to_string(options.opponent_depth) + ")", samuel_function(), options.opponent_depth},
                                        {"(f2, " + std::to_string(options.opponent_depth) + ")", samuel_variation(), options.opponent_depth},
                                        {"(f1, " + std::to_string(options.shallow_opponent_depth) + ")", samuel_function(),
                                         options.shallow_opponent_depth}};
  LinePlot plot{"Accuracy of the learned model by model depth (" + std::to_string(options.examples) + " examples each)", "model depth",
                "held-out move-prediction accuracy", {}};
  const FeatureSet features = default_feature_set();
  for (std::size_t o = 0; o < opponents.size(); ++o) {
    const Opponent& opponent = opponents[o];
    PlotSeries series{opponent.name, {}};
    bool complete = true;
    for (int depth = 1; depth <= options.max_depth; ++depth) {
      const auto value = run.stored(opponent.name, depth);
      if (!value) {
        complete = false;
        break;
      }
      series.points.push_back({depth, *value});
    }
    if (!complete) {
      series.points.clear();
      const std::vector<Example> examples =
          make_examples(opponent.function, opponent.depth, options.seed * 1000 + o, options.examples);
      std::vector<Example> training, testing;
      for (std::size_t i = 0; i < examples.size(); ++i) (i % 2 == 0 ? training : testing).push_back(examples[i]);
      StrategyLearningOptions learning;
      learning.max_depth = options.max_depth;
      learn_strategy(features, training, testing, learning, [&](const DepthRecord& record) {
        run.record(opponent.name, record.depth, record.accuracy);
        series.points.push_back({record.depth, record.accuracy});
        progress("opponent " + opponent.name + ": model depth " + std::to_string(record.depth) + ", " + std::to_string(record.iterations) +
                 " iterations, held-out accuracy " + fixed(record.accuracy, 3));
      });
    }
    double best = 0;
    int best_depth = 0;
    for (const auto& [depth, accuracy] : series.points)
      if (accuracy > best) best = accuracy, best_depth = static_cast<int>(depth);
    progress("opponent " + opponent.name + ": best accuracy " + fixed(best, 3) + " at model depth " + std::to_string(best_depth));
    plot.series.push_back(series);
  }
  run.finish();
  return plot;
}

LinePlot run_learning_player(const store::Database& database, const LearningPlayerOptions& options, const ProgressLine& progress) {
  const std::string settings = "learning=" + std::to_string(options.learning_games) + " test=" + std::to_string(options.test_games) +
                               " depth=" + std::to_string(options.depth) + "/" + std::to_string(options.opponent_depth) +
                               " seed=" + std::to_string(options.seed) + (options.warm_start ? " warm-start" : "");
  const std::string json = "{\"learning_games\":" + std::to_string(options.learning_games) + ",\"test_games\":" + std::to_string(options.test_games) +
                           ",\"depth\":" + std::to_string(options.depth) +
                           ",\"opponent_depth\":" + std::to_string(options.opponent_depth) + ",\"max_model_depth\":" + std::to_string(options.max_model_depth) +
                           ",\"warm_start\":" + (options.warm_start ? "true" : "false") + "}";
  const StoredRun run(database, "mstar-learning-player", settings, json, options.seed);
  StrategyLearningOptions learning;
  learning.max_depth = options.max_model_depth;
  LearningPlayer learner(samuel_function(), options.depth, default_feature_set(), learning);
  learner.set_warm_start(options.warm_start);
  MinimaxPlayer<checkers::ScoringPolynomial> opponent(samuel_variation(), options.opponent_depth);
  MinimaxPlayer<checkers::ScoringPolynomial> non_learning(samuel_function(), options.depth);
  // The tournaments open with other seeds than the learning games, so the test is on new games.
  const std::uint64_t test_seed = options.seed * 7919 + 100000;
  const double baseline = run.stored("non-learning player", 0).value_or(
      mean_points(non_learning, opponent, options.test_games, test_seed, storing_games(run, options.rules, non_learning, "non-learning player", 0)));
  run.record("non-learning player", 0, baseline);
  LinePlot plot{"The model-learning player (depth " + std::to_string(options.depth) + ") against a fixed opponent (f2, " +
                    std::to_string(options.opponent_depth) + ")", "learning games played",
                "mean points per game (2/1/0)", {{"learning player", {}}, {"non-learning player", {}}}};
  // The opponent's choices on positions the learning games never saw: how good the model truly is
  // (the held-out set comes from the same few games as the constraints).
  const std::vector<Example> fresh = make_examples(samuel_variation(), options.opponent_depth, options.seed * 104729 + 17, 200);
  for (int games = 0; games <= options.learning_games; ++games) {
    if (games > 0) {
      // One learning game (colours alternate), recording the opponent's moves, then learning.
      learner.set_recording(true);
      const std::uint64_t opening = options.seed * 31 + static_cast<std::uint64_t>(games);
      const MatchRules learning_game = storing_games(run, options.rules, learner, "learning game", games);
      if (games % 2 == 1) play_game(learner, opponent, opening, learning_game);
      else play_game(opponent, learner, opening, learning_game);
      learner.learn();
    }
    learner.set_recording(false);
    double points = 0;
    if (const auto value = run.stored("learning player", games)) points = *value;
    else {
      points = mean_points(learner, opponent, options.test_games, test_seed, storing_games(run, options.rules, learner, "learning player", games));
      run.record("learning player", games, points);
    }
    plot.series[0].points.push_back({games, points});
    plot.series[1].points.push_back({games, baseline});
    std::string model = "no model yet";
    if (learner.model()) model = "model depth " + std::to_string(learner.model()->depth) + ", held-out accuracy " + fixed(learner.model()->accuracy, 3) +
                                     ", on 200 fresh positions " +
                                     fixed(prediction_accuracy(fresh, LinearEvaluation(learner.features(), learner.model()->weights),
                                                               learner.model()->depth), 3);
    progress("after " + std::to_string(games) + " learning games (" + std::to_string(learner.examples()) + " opponent moves, " + model +
             "): learning player " + fixed(points) + ", non-learning " + fixed(baseline) + " over " + std::to_string(options.test_games) + " games");
  }
  run.finish();
  return plot;
}

}  // namespace newell::learning::opponent_model
