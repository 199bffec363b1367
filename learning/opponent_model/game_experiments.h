#pragma once
// The depth-benefit (their Figures 3-4), function-benefit (Figure 5), model-accuracy (Figure 10) and
// learning-player (Figure 11) experiments written once for any game of search/mstar.h;
// experiments.cpp runs them on checkers, chess_experiments.cpp on chess. A game supplies an ExperimentGame (see CheckersExperiments and ChessExperiments there):
//   using Position, Rules, Strategy (learning_player.h);
//   static std::string kind(const std::string& experiment);   the store's experiment kind
//   static std::string title(const std::string& text);        the plot's title
//   static std::string settings_text(const Rules&);   what else names a run (" plies=150"), before the seed
//   static std::string json_prefix(), json_suffix(const Rules&);   the same in the stored settings
//   static auto player_function();    f1, the player's own (and MM's, and OP's before truncation)
//   static auto opponent_function();  f2, the learning player's fixed opponent
//   static std::string opponent_function_name();
//   static Strategy strategy();
//   static std::vector<Strategy::Example> examples(function, depth, seed, count);   a fixed player's
//                                     choices on positions after random playouts (any function)
//   static std::vector<Strategy::Example> fresh_examples(opponent function, depth, seed);   the fixed
//                                     opponent's choices on positions the learning games never saw
//   static Rules storing(run, rules, player, series, step, game index);   the rules, keeping every
//                                     game in the store under the run
// and overloads of play_game(first, second, opening_seed, rules) (points of the side that moves
// first) and mean_points(first, second, games, seed, rules) for its players.

#include "learning/opponent_model/experiments.h"
#include "learning/opponent_model/game_player.h"
#include "learning/opponent_model/learning_player.h"
#include "learning/opponent_model/stored_run.h"
#include "learning/opponent_model/strategies.h"
#include "learning/opponent_model/strategy_climb.h"

#include <memory>
#include <optional>
#include <string>
#include <type_traits>

namespace newell::learning::opponent_model {

// Mean points of `player` against `opponent`, from the store when this point is already there; the
// shard's games of it otherwise, and nothing while some other shard's games are missing.
template <class Game, class MakePlayer>
std::optional<double> stored_mean_points(const StoredRun& run, const std::string& series, std::int64_t step, MakePlayer make_player,
                                         GamePlayer<typename Game::Position>& opponent, int games, std::uint64_t seed,
                                         const typename Game::Rules& rules, const store::Shard& shard) {
  if (const auto value = run.stored(series, step)) return *value;
  auto player = make_player();
  return run.sharded_point(series, step, games, shard, [&](int game) {
    const std::uint64_t opening = seed + static_cast<std::uint64_t>(game / 2);
    const typename Game::Rules stored = Game::storing(run, rules, *player, series, step, game);
    return game % 2 == 0 ? play_game(*player, opponent, opening, stored) : 2 - play_game(opponent, *player, opening, stored);
  });
}

// A point is plotted once both its players' games are all stored; a shard says what it played.
inline bool add_point_when_complete(const StoredRun& run, LinePlot& plot, int x, const std::optional<double>& mstar,
                                    const std::optional<double>& minimax, int games, const std::string& label, const store::Shard& shard,
                                    const ProgressLine& progress) {
  if (mstar && minimax) {
    add_benefit_point(run, plot, x, {*mstar, *minimax}, games, label, progress);
    return true;
  }
  progress(label + ": shard " + shard.text() + "'s games played; the point needs every shard's games (newell db merge)");
  return false;
}

// `Options`: DepthBenefitOptions or ChessDepthBenefitOptions (their defaults differ).
template <class Game, class Options>
LinePlot run_depth_benefit_of(const store::Database& database, const Options& options, const ProgressLine& progress) {
  using Position = typename Game::Position;
  const std::string settings = "games=" + std::to_string(options.games) + " depth=" + std::to_string(options.player_depth) +
                               " opponents=" + join(options.opponent_depths) + Game::settings_text(options.rules) +
                               " seed=" + std::to_string(options.seed);
  const std::string json = "{" + Game::json_prefix() + "\"games\":" + std::to_string(options.games) + ",\"player_depth\":" +
                           std::to_string(options.player_depth) + ",\"opponent_depths\":[" + join(options.opponent_depths) + "]" +
                           Game::json_suffix(options.rules) + "}";
  const StoredRun run(database, Game::kind("depth-benefit"), settings, json, options.seed);
  const auto function = Game::player_function();
  using Function = decltype(function);
  LinePlot plot{Game::title("M* with a perfect model vs minimax, by depth difference (player depth " + std::to_string(options.player_depth) + ")"),
                "depth difference d_player - d_op", "mean points per game against OP (2/1/0)", {{"M*", {}}, {"minimax", {}}, {"benefit", {}}}};
  bool complete = true;
  for (int opponent_depth : options.opponent_depths) {
    if (opponent_depth < 1 || opponent_depth >= options.player_depth) continue;  // M* needs d_model <= d_player - 1
    const int difference = options.player_depth - opponent_depth;
    GameMinimaxPlayer<Function, Position> opponent(function, opponent_depth);
    const auto mstar_points = stored_mean_points<Game>(run, "mstar", difference, [&] {
      return std::make_unique<GameMStarPlayer<Function, Function, Position>>(
          search::ModelledPlayer<Function, Function>{function, options.player_depth, function, opponent_depth});
    }, opponent, options.games, options.seed, options.rules, options.shard);
    const auto minimax_points = stored_mean_points<Game>(run, "minimax", difference, [&] {
      return std::make_unique<GameMinimaxPlayer<Function, Position>>(function, options.player_depth);
    }, opponent, options.games, options.seed, options.rules, options.shard);
    complete &= add_point_when_complete(run, plot, difference, mstar_points, minimax_points, options.games,
                                        "depth difference " + std::to_string(difference) + " (player " +
                                            std::to_string(options.player_depth) + ", opponent " + std::to_string(opponent_depth) + ")",
                                        options.shard, progress);
  }
  if (complete) run.finish();
  return plot;
}

template <class Game>
LinePlot run_function_benefit_of(const store::Database& database, const FunctionBenefitSettings<typename Game::Rules>& options,
                                 const ProgressLine& progress) {
  using Position = typename Game::Position;
  const std::string settings = "games=" + std::to_string(options.games) + " depths=" + std::to_string(options.player_depth) + "/" +
                               std::to_string(options.opponent_depth) + " limits=" + join(options.limits) +
                               Game::settings_text(options.rules) + " seed=" + std::to_string(options.seed);
  const std::string json = "{" + Game::json_prefix() + "\"games\":" + std::to_string(options.games) +
                           ",\"player_depth\":" + std::to_string(options.player_depth) + ",\"opponent_depth\":" +
                           std::to_string(options.opponent_depth) + ",\"limits\":[" + join(options.limits) + "]" +
                           Game::json_suffix(options.rules) + "}";
  const StoredRun run(database, Game::kind("function-benefit"), settings, json, options.seed);
  const auto function = Game::player_function();
  using Function = decltype(function);
  using Truncated = TruncatedEvaluation<Function>;
  LinePlot plot{Game::title("M* with a perfect model vs minimax, by the opponent's function f^a (depths " +
                            std::to_string(options.player_depth) + "/" + std::to_string(options.opponent_depth) + ")"),
                "a (f_op = f_player inside -a..a, 0 outside; smaller a, worse function)", "mean points per game against OP (2/1/0)",
                {{"M*", {}}, {"minimax", {}}, {"benefit", {}}}};
  bool complete = true;
  for (int limit : options.limits) {
    const Truncated opponent_function{function, limit};
    GameMinimaxPlayer<Truncated, Position> opponent(opponent_function, options.opponent_depth);
    const auto mstar_points = stored_mean_points<Game>(run, "mstar", limit, [&] {
      return std::make_unique<GameMStarPlayer<Function, Truncated, Position>>(
          search::ModelledPlayer<Function, Truncated>{function, options.player_depth, opponent_function, options.opponent_depth});
    }, opponent, options.games, options.seed, options.rules, options.shard);
    const auto minimax_points = stored_mean_points<Game>(run, "minimax", limit, [&] {
      return std::make_unique<GameMinimaxPlayer<Function, Position>>(function, options.player_depth);
    }, opponent, options.games, options.seed, options.rules, options.shard);
    complete &= add_point_when_complete(run, plot, limit, mstar_points, minimax_points, options.games, "a = " + std::to_string(limit),
                                        options.shard, progress);
  }
  if (complete) run.finish();
  return plot;
}

template <class Game>
LinePlot run_model_accuracy_of(const store::Database& database, const AccuracyOptions& options, const ProgressLine& progress) {
  const std::string settings = "examples=" + std::to_string(options.examples) + " depths=" + std::to_string(options.opponent_depth) + "/" +
                               std::to_string(options.shallow_opponent_depth) + " max=" + std::to_string(options.max_depth) +
                               " seed=" + std::to_string(options.seed);
  const std::string json = "{" + Game::json_prefix() + "\"examples\":" + std::to_string(options.examples) +
                           ",\"opponent_depth\":" + std::to_string(options.opponent_depth) +
                           ",\"shallow_opponent_depth\":" + std::to_string(options.shallow_opponent_depth) +
                           ",\"max_depth\":" + std::to_string(options.max_depth) + "}";
  const StoredRun run(database, Game::kind("model-accuracy"), settings, json, options.seed);
  LinePlot plot{Game::title("Accuracy of the learned model by model depth (" + std::to_string(options.examples) + " examples each)"),
                "model depth", "held-out move-prediction accuracy", {}};
  const auto strategy = Game::strategy();
  // One opponent (its function's type differs between f1 and f2 on chess, hence a generic lambda).
  const auto measure = [&](std::size_t index, const std::string& name, const auto& function, int opponent_depth) {
    PlotSeries series{name, {}};
    bool complete = true;
    for (int depth = 1; depth <= options.max_depth; ++depth) {
      const auto value = run.stored(name, depth);
      if (!value) {
        complete = false;
        break;
      }
      series.points.push_back({depth, *value});
    }
    if (!complete) {
      series.points.clear();
      const auto examples = Game::examples(function, opponent_depth, options.seed * 1000 + index, options.examples);
      std::remove_const_t<decltype(examples)> training, testing;
      for (std::size_t i = 0; i < examples.size(); ++i) (i % 2 == 0 ? training : testing).push_back(examples[i]);
      StrategyLearningOptions learning;
      learning.max_depth = options.max_depth;
      strategy.learn(training, testing, learning, [&](const DepthRecord& record) {
        run.record(name, record.depth, record.accuracy);
        series.points.push_back({record.depth, record.accuracy});
        progress("opponent " + name + ": model depth " + std::to_string(record.depth) + ", " + std::to_string(record.iterations) +
                 " iterations, held-out accuracy " + fixed(record.accuracy, 3));
      });
    }
    double best = 0;
    int best_depth = 0;
    for (const auto& [depth, accuracy] : series.points)
      if (accuracy > best) best = accuracy, best_depth = static_cast<int>(depth);
    progress("opponent " + name + ": best accuracy " + fixed(best, 3) + " at model depth " + std::to_string(best_depth));
    plot.series.push_back(series);
  };
  const std::string deep = std::to_string(options.opponent_depth);
  measure(0, "(f1, " + deep + ")", Game::player_function(), options.opponent_depth);
  measure(1, "(f2, " + deep + ")", Game::opponent_function(), options.opponent_depth);
  measure(2, "(f1, " + std::to_string(options.shallow_opponent_depth) + ")", Game::player_function(), options.shallow_opponent_depth);
  run.finish();
  return plot;
}

template <class Game>
LinePlot run_learning_player_of(const store::Database& database, const LearningPlayerSettings<typename Game::Rules>& options,
                                const ProgressLine& progress) {
  using Position = typename Game::Position;
  const std::string settings = "learning=" + std::to_string(options.learning_games) + " test=" + std::to_string(options.test_games) +
                               " depth=" + std::to_string(options.depth) + "/" + std::to_string(options.opponent_depth) +
                               Game::settings_text(options.rules) + " seed=" + std::to_string(options.seed) +
                               (options.warm_start ? " warm-start" : "") + (options.model_guard ? " model-guard" : "");
  const std::string json = "{" + Game::json_prefix() + "\"learning_games\":" + std::to_string(options.learning_games) +
                           ",\"test_games\":" + std::to_string(options.test_games) + ",\"depth\":" + std::to_string(options.depth) +
                           ",\"opponent_depth\":" + std::to_string(options.opponent_depth) +
                           ",\"max_model_depth\":" + std::to_string(options.max_model_depth) +
                           ",\"warm_start\":" + (options.warm_start ? "true" : "false") + (options.model_guard ? ",\"model_guard\":true" : "") +
                           Game::json_suffix(options.rules) + "}";
  const StoredRun run(database, Game::kind("learning-player"), settings, json, options.seed);
  StrategyLearningOptions learning;
  learning.max_depth = options.max_model_depth;
  const auto function = Game::player_function();
  const auto opponent_function = Game::opponent_function();
  ModelLearningPlayer<typename Game::Strategy, decltype(function)> learner(Game::strategy(), function, options.depth, learning);
  learner.set_warm_start(options.warm_start);
  learner.set_model_guard(options.model_guard);
  GameMinimaxPlayer<decltype(opponent_function), Position> opponent(opponent_function, options.opponent_depth);
  GameMinimaxPlayer<decltype(function), Position> non_learning(function, options.depth);
  // The tournaments open with other seeds than the learning games, so the test is on new games.
  const std::uint64_t test_seed = options.seed * 7919 + 100000;
  double baseline = 0;
  if (const auto stored = run.stored("non-learning player", 0)) {
    baseline = *stored;
  } else {
    baseline = mean_points(non_learning, opponent, options.test_games, test_seed,
                           Game::storing(run, options.rules, non_learning, "non-learning player", 0, std::nullopt));
    run.record("non-learning player", 0, baseline);
  }
  LinePlot plot{Game::title("The model-learning player (depth " + std::to_string(options.depth) + ") against a fixed opponent (" +
                            Game::opponent_function_name() + ", " + std::to_string(options.opponent_depth) + ")"),
                "learning games played", "mean points per game (2/1/0)", {{"learning player", {}}, {"non-learning player", {}}}};
  // The opponent's choices on positions the learning games never saw: how good the model truly is
  // (the held-out set comes from the same few games as the constraints).
  const auto fresh = Game::fresh_examples(opponent_function, options.opponent_depth, options.seed * 104729 + 17);
  for (int games = 0; games <= options.learning_games; ++games) {
    if (games > 0) {
      // One learning game (colours alternate), recording the opponent's moves, then learning.
      learner.set_recording(true);
      const std::uint64_t opening = options.seed * 31 + static_cast<std::uint64_t>(games);
      const auto learning_game = Game::storing(run, options.rules, learner, "learning game", games, std::nullopt);
      if (games % 2 == 1) play_game(learner, opponent, opening, learning_game);
      else play_game(opponent, learner, opening, learning_game);
      learner.learn();
    }
    learner.set_recording(false);
    double points = 0;
    if (const auto value = run.stored("learning player", games)) {
      points = *value;
    } else {
      points = mean_points(learner, opponent, options.test_games, test_seed,
                           Game::storing(run, options.rules, learner, "learning player", games, std::nullopt));
      run.record("learning player", games, points);
    }
    plot.series[0].points.push_back({games, points});
    plot.series[1].points.push_back({games, baseline});
    std::string model = !learner.own_accuracy() ? std::string("no model yet")
                                                : "no model used: the learned one predicts no better than its own function (" +
                                                      fixed(*learner.own_accuracy(), 3) + " held out)";
    if (learner.model())
      model = "model depth " + std::to_string(learner.model()->depth) + ", held-out accuracy " + fixed(learner.model()->accuracy, 3) + ", on " +
              std::to_string(fresh.size()) + " fresh positions " +
              fixed(prediction_accuracy_of(fresh, learner.strategy().evaluation(learner.model()->weights), learner.model()->depth), 3);
    progress("after " + std::to_string(games) + " learning games (" + std::to_string(learner.examples()) + " opponent moves, " + model +
             "): learning player " + fixed(points) + ", non-learning " + fixed(baseline) + " over " + std::to_string(options.test_games) + " games");
  }
  run.finish();
  return plot;
}

}  // namespace newell::learning::opponent_model
