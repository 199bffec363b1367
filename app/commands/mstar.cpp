// `newell mstar ...`: Carmel and Markovitch's opponent models on checkers (and chess where --game says so).
//   experiment depth-benefit | function-benefit | model-accuracy | learning-player: the paper's
//     experiments at a chosen scale, stored in the database (a rerun with the same settings
//     resumes) and drawn to an SVG file with --svg;
//   learn-depth: learning a fixed opponent's depth from its moves (their Figure 6);
//   learn-strategy: learning its function and depth (their Figure 9) and the accuracy reached.

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "app/common/seed_option.h"
#include "chess/evaluation.h"
#include "game_descriptor/game_descriptor.h"
#include "goals/rule_files.h"
#include "learning/opponent_model/chess_experiments.h"
#include "learning/opponent_model/chess_learning.h"
#include "learning/opponent_model/depth_learning.h"
#include "learning/opponent_model/experiments.h"
#include "learning/opponent_model/goal_prediction_accuracy.h"
#include "learning/opponent_model/goal_predictor.h"
#include "learning/opponent_model/model_file.h"
#include "learning/opponent_model/strategies.h"
#include "learning/opponent_model/strategy_learning.h"
#include "store/database.h"
#include "store/error.h"
#include "store/shard.h"

#include <fmt/core.h>

#include <exception>
#include <stdexcept>
#include <filesystem>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace newell::app {
namespace {

namespace model = learning::opponent_model;

struct MstarRequest {
  std::string database;
  std::string svg;
  int games = 100;
  int test_games = 50;
  int learning_games = 10;
  int examples = 400;
  int depth = 0;  // 0: the experiment's own default
  int opponent_depth = 0;  // 0: the experiment's own default (2 for learn-depth and learn-strategy)
  int max_depth = 4;
  std::uint64_t seed = 1;
  std::string game{describe(GameKind::checkers).name};  // learn-depth, learn-strategy: checkers or chess
  std::string save;         // learn-strategy: write the learned model here
  std::string model_file;   // goal-predictions: a saved model instead of learning one
  std::string rules;        // goal-predictions: the goal engine's rule file
  double weight = 1;        // goal-predictions: the model's share of the engine's likelihood
  bool warm_start = false;  // learning-player: relearn from the previous model too
  bool model_guard = false;  // learning-player: use a model only when it beats the player's own function
  std::string shard;        // benefit experiments: play only shard K/N of each point's games
};

void print_line(const std::string& line) {
  fmt::print("{}\n", line);
  std::fflush(stdout);
}

void finish(const model::LinePlot& plot, const MstarRequest& request) {
  if (request.svg.empty()) return;
  model::write_svg(plot, request.svg);
  fmt::print("plot written to {}\n", request.svg);
}

// The depth-benefit settings of either game: every opponent depth below the player's.
template <class Options>
Options depth_benefit_options(const MstarRequest& request) {
  Options options;
  if (!request.shard.empty()) options.shard = store::parse_shard(request.shard);
  options.games = request.games;
  options.seed = request.seed;
  if (request.depth > 0) options.player_depth = request.depth;
  options.opponent_depths.clear();
  for (int d = options.player_depth - 1; d >= 1; --d) options.opponent_depths.push_back(d);
  return options;
}

// Function-benefit settings of either game; `player_depth`, `opponent_depth`: the game's defaults.
template <class Options>
Options function_benefit_options(const MstarRequest& request, int player_depth, int opponent_depth) {
  Options options;
  if (!request.shard.empty()) options.shard = store::parse_shard(request.shard);
  options.games = request.games;
  options.seed = request.seed;
  options.player_depth = request.depth > 0 ? request.depth : player_depth;
  options.opponent_depth = request.opponent_depth > 0 ? request.opponent_depth : opponent_depth;
  options.opponent_depth = std::min(options.opponent_depth, options.player_depth - 1);
  return options;
}

// Learning-player settings of either game; `depth`, `opponent_depth`: the game's defaults.
template <class Options>
Options learning_player_options(const MstarRequest& request, int depth, int opponent_depth) {
  Options options;
  options.learning_games = request.learning_games;
  options.test_games = request.test_games;
  options.seed = request.seed;
  options.depth = request.depth > 0 ? request.depth : depth;
  options.opponent_depth = std::min(request.opponent_depth > 0 ? request.opponent_depth : opponent_depth, options.depth);
  options.max_model_depth = options.depth - 1;
  options.warm_start = request.warm_start;
  options.model_guard = request.model_guard;
  return options;
}

// Model-accuracy settings of either game; `opponent_depth`: the game's default (the third opponent
// is one ply shallower).
model::AccuracyOptions model_accuracy_options(const MstarRequest& request, int opponent_depth) {
  model::AccuracyOptions options;
  options.examples = request.examples;
  options.seed = request.seed;
  options.max_depth = request.max_depth;
  options.opponent_depth = request.depth > 0 ? request.depth : opponent_depth;
  options.shallow_opponent_depth = std::max(1, options.opponent_depth - 1);
  return options;
}

// The chess experiments, all four. Fixed-depth chess is dear, so the players search 3 plies (the
// opponent 2) unless --depth says otherwise; model accuracy: opponents at depths 2 and 1.
void run_chess_experiment(const std::string& which, const MstarRequest& request) {
  const auto database = store::Database::open(request.database);
  fmt::print("M* experiment {} on chess, scaled to this machine (fixed-depth players, no quiescence)\n", which);
  if (which == "depth-benefit") {
    finish(model::run_chess_depth_benefit(database, depth_benefit_options<model::ChessDepthBenefitOptions>(request), print_line), request);
  } else if (which == "model-accuracy") {
    finish(model::run_chess_model_accuracy(database, model_accuracy_options(request, 2), print_line), request);
  } else if (which == "function-benefit") {
    finish(model::run_chess_function_benefit(database, function_benefit_options<model::ChessFunctionBenefitOptions>(request, 3, 2), print_line),
           request);
  } else {
    finish(model::run_chess_learning_player(database, learning_player_options<model::ChessLearningPlayerOptions>(request, 3, 2), print_line),
           request);
  }
}

void run_experiment(const std::string& which, const MstarRequest& request) {
  if (!request.shard.empty() && which != "depth-benefit" && which != "function-benefit")
    throw std::invalid_argument("--shard is for the benefit experiments, whose games are independent; " + which +
                                " learns from game to game or plays none");
  if (game_named(request.game).kind == GameKind::chess) return run_chess_experiment(which, request);
  const auto database = store::Database::open(request.database);
  fmt::print("M* experiment {} on checkers, scaled to this machine (the paper searched deeper and played 100 games a point)\n", which);
  if (which == "depth-benefit") {
    finish(model::run_depth_benefit(database, depth_benefit_options<model::DepthBenefitOptions>(request), print_line), request);
  } else if (which == "function-benefit") {
    finish(model::run_function_benefit(database, function_benefit_options<model::FunctionBenefitOptions>(request, 5, 3), print_line), request);
  } else if (which == "model-accuracy") {
    finish(model::run_model_accuracy(database, model_accuracy_options(request, 3), print_line), request);
  } else {
    finish(model::run_learning_player(database, learning_player_options<model::LearningPlayerOptions>(request, 4, 3), print_line), request);
  }
}

// The chess opponent of learn-depth and learn-strategy: the chess core's own evaluation.
model::ChessFunction chess_opponent() {
  return [](const chess::Position& position) { return chess::evaluate(position); };
}

void learn_chess_depth(const MstarRequest& request) {
  const auto function = chess_opponent();
  const auto examples = model::make_chess_examples(function, request.opponent_depth, request.seed, request.examples);
  model::DepthCounts counts(request.max_depth);
  for (std::size_t i = 0; i < examples.size(); ++i) {
    model::add_chess_depth_evidence(examples[i], function, counts);
    std::string line = fmt::format("example {:>4}:", i + 1);
    for (int d = 1; d <= counts.max_depth(); ++d) line += fmt::format(" d{}={}", d, counts.count[static_cast<std::size_t>(d)]);
    print_line(line + fmt::format("  best {}{}", counts.best(), counts.best_is_unique() ? "" : " (tied)"));
  }
  fmt::print("chess opponent (the core's evaluation) depth {}, learned depth {}{}\n", request.opponent_depth, counts.best(),
             counts.best_is_unique() ? "" : " (tied)");
}

void learn_chess_strategy(const MstarRequest& request) {
  const auto opponent = chess_opponent();
  const auto examples = model::make_chess_examples(opponent, request.opponent_depth, request.seed, request.examples);
  std::vector<model::ChessExample> training, testing;
  for (std::size_t i = 0; i < examples.size(); ++i) (i % 2 == 0 ? training : testing).push_back(examples[i]);
  const auto fresh = model::make_chess_examples(opponent, request.opponent_depth, request.seed + 1000003, request.examples / 2);
  model::StrategyLearningOptions options;
  options.max_depth = request.max_depth;
  const auto result = model::learn_chess_strategy(training, testing, options, [](const model::DepthRecord& record) {
    print_line(fmt::format("model depth {}: {} iterations, held-out accuracy {:.3f}", record.depth, record.iterations, record.accuracy));
  });
  std::string weights;
  for (int i = 0; i < model::chess_feature_count; ++i)
    weights += fmt::format("{}{} {:.1f}", i == 0 ? "" : ", ", model::chess_feature_name(i), result.best.weights[static_cast<std::size_t>(i)]);
  fmt::print("learned chess model: depth {}, weights {}\n", result.best.depth, weights);
  fmt::print("accuracy on {} fresh chess positions: {:.3f} (opponent: the core's evaluation, depth {})\n", fresh.size(),
             model::chess_prediction_accuracy(fresh, model::ChessLinearEvaluation(result.best.weights), result.best.depth),
             request.opponent_depth);
  if (!request.save.empty()) {
    model::write_model_file(model::learned_chess_model(result.best), request.save);
    fmt::print("model written to {}\n", request.save);
  }
}

// Every third example held out, the rest to learn from.
template <class GameExample>
std::pair<std::vector<GameExample>, std::vector<GameExample>> split_for_learning(const std::vector<GameExample>& examples) {
  std::pair<std::vector<GameExample>, std::vector<GameExample>> split;
  for (std::size_t i = 0; i < examples.size(); ++i) (i % 3 == 2 ? split.second : split.first).push_back(examples[i]);
  return split;
}

// goal-predictions: a model of the game's fixed opponent, learned from its moves or read from a
// file, as the goal engine's opponent model; the engine's top 3 on fresh moves, with and without it.
void goal_predictions(MstarRequest& request) {
  if (request.opponent_depth == 0) request.opponent_depth = 2;
  const bool chess = game_named(request.game).kind == GameKind::chess;
  const int depth = request.opponent_depth;
  const int count = request.examples / 2;
  model::StrategyLearningOptions options;
  options.max_depth = request.max_depth;
  model::LearnedModel learned;
  if (!request.model_file.empty()) {
    learned = model::read_model_file(request.model_file);
    if (learned.game != request.game)
      throw std::invalid_argument(request.model_file + " is a " + learned.game + " model; give --game " + learned.game);
  } else if (chess) {
    const auto [training, testing] = split_for_learning(model::make_chess_examples(chess_opponent(), depth, request.seed, count));
    learned = model::learned_chess_model(model::learn_chess_strategy(training, testing, options).best);
  } else {
    const auto [training, testing] = split_for_learning(model::make_examples(model::samuel_function(), depth, request.seed, count));
    learned = model::learned_model(model::default_feature_set(), model::learn_strategy(model::default_feature_set(), training, testing, options).best);
  }
  if (request.model_file.empty())
    print_line(fmt::format("learned a model of ({}, depth {}) from {} moves: depth {}", chess ? "the chess core" : "f1", depth, count, learned.depth));
  const auto predictor = model::make_predictor(learned);
  const std::filesystem::path rules = request.rules.empty() ? goals::default_rule_file(request.game) : std::filesystem::path(request.rules);
  const std::uint64_t fresh_seed = request.seed + 7919;
  const auto accuracy =
      chess ? model::top_three_accuracy(model::make_chess_examples(chess_opponent(), depth, fresh_seed, count), rules, *predictor, request.weight)
            : model::top_three_accuracy(model::make_examples(model::samuel_function(), depth, fresh_seed, count), rules, *predictor, request.weight);
  fmt::print("{} fresh positions with more than three moves: opponent's move in the goal engine's top 3: rules {:.1f}%, "
             "with the model (weight {:.2f}) {:.1f}%, uniform {:.1f}%\n",
             accuracy.positions, 100 * accuracy.rules, request.weight, 100 * accuracy.model, 100 * accuracy.uniform);
}

void guarded(const std::function<void()>& body) { reporting_failures("mstar", body)(); }

void add_mstar(CLI::App& root) {
  auto request = std::make_shared<MstarRequest>();
  auto* command = root.add_subcommand("mstar", "Opponent models (Carmel and Markovitch 1993): M*, learning an opponent's strategy");
  command->require_subcommand(1);

  auto* experiment = command->add_subcommand("experiment", "Run one of the paper's experiments on checkers or chess, stored and resumable");
  auto which = std::make_shared<std::string>();
  experiment->add_option("which", *which, "depth-benefit, function-benefit, model-accuracy or learning-player")
      ->required()
      ->check(CLI::IsMember({"depth-benefit", "function-benefit", "model-accuracy", "learning-player"}));
  add_database_option(experiment, request->database);
  experiment->add_option("--svg", request->svg, "Draw the results to this SVG file");
  experiment->add_option("--games", request->games, "Games per point and player (benefit experiments)")->capture_default_str()->check(CLI::Range(1, 100000));
  experiment->add_option("--test-games", request->test_games, "Games of each tournament (learning-player)")->capture_default_str()->check(CLI::Range(1, 100000));
  experiment->add_option("--learning-games", request->learning_games, "Learning games (learning-player)")->capture_default_str()->check(CLI::Range(1, 1000));
  experiment->add_option("--examples", request->examples, "Opponent moves per opponent (model-accuracy)")->capture_default_str()->check(CLI::Range(4, 100000));
  experiment->add_option("--depth", request->depth, "The player's depth (benefit, learning-player) or the opponents' (model-accuracy)")->check(CLI::Range(2, 8));
  experiment->add_option("--opponent-depth", request->opponent_depth, "The opponent's depth (function-benefit, learning-player; default 3, chess 2)")->check(CLI::Range(1, 7));
  experiment->add_option("--max-depth", request->max_depth, "Largest model depth tried (model-accuracy)")->capture_default_str()->check(CLI::Range(1, 8));
  experiment->add_option("--seed", request->seed, "Seed of the openings and example positions")->check(non_negative_seed)->capture_default_str();
  experiment->add_flag("--warm-start", request->warm_start, "learning-player: each relearning also climbs from the previous model");
  experiment->add_flag("--model-guard", request->model_guard,
                       "learning-player: use a learned model only when it predicts the held-out moves better than the player's own "
                       "function one ply shallower (under which M* is minimax)");
  experiment->add_option("--game", request->game, "checkers, or chess (depths 3/2 by default, model-accuracy 2/1; --games defaults to 100, try 10-40)")
      ->capture_default_str()->check(CLI::IsMember(game_names()));
  experiment->add_option("--shard", request->shard,
                         "K/N (benefit experiments): play only shard K of N of each point's games into this --db; after "
                         "newell db merge, the same command without --shard on the merged store draws every point");
  experiment->callback([request, which] { guarded([&] { run_experiment(*which, *request); }); });

  auto* learn_depth = command->add_subcommand("learn-depth", "Learn a fixed opponent's depth from its moves, knowing its function (Figure 6)");
  learn_depth->add_option("--opponent-depth", request->opponent_depth, "The opponent's depth (default 2)")->check(CLI::Range(1, 7));
  learn_depth->add_option("--examples", request->examples, "Opponent moves to learn from")->capture_default_str()->check(CLI::Range(1, 100000));
  learn_depth->add_option("--max-depth", request->max_depth, "Largest depth considered")->capture_default_str()->check(CLI::Range(1, 8));
  learn_depth->add_option("--seed", request->seed, "Seed of the example positions")->check(non_negative_seed)->capture_default_str();
  learn_depth->add_option("--game", request->game, "checkers (opponent: Samuel's f1) or chess (the core's evaluation)")
      ->capture_default_str()->check(CLI::IsMember(game_names()));
  learn_depth->callback([request] {
    guarded([&] {
      if (request->opponent_depth == 0) request->opponent_depth = 2;
      if (game_named(request->game).kind == GameKind::chess) return learn_chess_depth(*request);
      const auto function = model::samuel_function();
      const auto examples = model::make_examples(function, request->opponent_depth, request->seed, request->examples);
      model::DepthCounts counts(request->max_depth);
      for (std::size_t i = 0; i < examples.size(); ++i) {
        model::add_depth_evidence(examples[i], function, counts);
        std::string line = fmt::format("example {:>4}:", i + 1);
        for (int d = 1; d <= counts.max_depth(); ++d) line += fmt::format(" d{}={}", d, counts.count[static_cast<std::size_t>(d)]);
        print_line(line + fmt::format("  best {}{}", counts.best(), counts.best_is_unique() ? "" : " (tied)"));
      }
      fmt::print("opponent depth {}, learned depth {}{}\n", request->opponent_depth, counts.best(), counts.best_is_unique() ? "" : " (tied)");
    });
  });

  auto* learn_strategy = command->add_subcommand("learn-strategy", "Learn a fixed opponent's function and depth from its moves (Figure 9)");
  learn_strategy->add_option("--opponent-depth", request->opponent_depth, "The opponent's depth (default 2)")->check(CLI::Range(1, 7));
  learn_strategy->add_option("--examples", request->examples, "Opponent moves: half for constraints, half held out")->capture_default_str()->check(CLI::Range(4, 100000));
  learn_strategy->add_option("--max-depth", request->max_depth, "Largest model depth tried")->capture_default_str()->check(CLI::Range(1, 8));
  learn_strategy->add_option("--seed", request->seed, "Seed of the example positions")->check(non_negative_seed)->capture_default_str();
  learn_strategy->add_option("--save", request->save, "Write the learned model to this file (for opponent-model=FILE)");
  learn_strategy->add_option("--game", request->game, "checkers (opponent: Samuel's f1) or chess (the core's evaluation)")
      ->capture_default_str()->check(CLI::IsMember(game_names()));
  learn_strategy->callback([request] {
    guarded([&] {
      if (request->opponent_depth == 0) request->opponent_depth = 2;
      if (game_named(request->game).kind == GameKind::chess) return learn_chess_strategy(*request);
      const auto opponent = model::samuel_function();
      const auto examples = model::make_examples(opponent, request->opponent_depth, request->seed, request->examples);
      std::vector<model::Example> training, testing;
      for (std::size_t i = 0; i < examples.size(); ++i) (i % 2 == 0 ? training : testing).push_back(examples[i]);
      const auto fresh = model::make_examples(opponent, request->opponent_depth, request->seed + 1000003, request->examples / 2);
      const model::FeatureSet features = model::default_feature_set();
      model::StrategyLearningOptions options;
      options.max_depth = request->max_depth;
      const auto result = model::learn_strategy(features, training, testing, options, [](const model::DepthRecord& record) {
        print_line(fmt::format("model depth {}: {} iterations, held-out accuracy {:.3f}", record.depth, record.iterations, record.accuracy));
      });
      std::string weights;
      for (int i = 0; i < features.size(); ++i)
        weights += fmt::format("{}{} {:.1f}", i == 0 ? "" : ", ", features.name(i), result.best.weights[static_cast<std::size_t>(i)]);
      fmt::print("learned model: depth {}, weights {}\n", result.best.depth, weights);
      fmt::print("accuracy on {} fresh positions: {:.3f} (opponent depth {})\n", fresh.size(),
                 model::prediction_accuracy(fresh, model::LinearEvaluation(features, result.best.weights), result.best.depth),
                 request->opponent_depth);
      if (!request->save.empty()) {
        model::write_model_file(model::learned_model(features, result.best), request->save);
        fmt::print("model written to {}\n", request->save);
      }
    });
  });

  auto* predictions = command->add_subcommand(
      "goal-predictions", "The goal engine's top-3 predictions of a fixed opponent's moves, with and without a learned model");
  predictions->add_option("--opponent-depth", request->opponent_depth, "The opponent's depth (default 2)")->check(CLI::Range(1, 7));
  predictions->add_option("--examples", request->examples, "Opponent moves: half to learn from (a quarter held out), the rest to test")->capture_default_str()->check(CLI::Range(8, 100000));
  predictions->add_option("--max-depth", request->max_depth, "Largest model depth tried")->capture_default_str()->check(CLI::Range(1, 8));
  predictions->add_option("--model", request->model_file, "A saved model (learn-strategy --save) instead of learning one");
  predictions->add_option("--rules", request->rules, "The goal engine's rule file (default rules/<game>/newell.nwl)");
  predictions->add_option("--weight", request->weight, "The model's share of the likelihood (1: replaces the rules')")->capture_default_str()->check(CLI::Range(0.0, 1.0));
  predictions->add_option("--seed", request->seed, "Seed of the example positions")->check(non_negative_seed)->capture_default_str();
  predictions->add_option("--game", request->game, "checkers (opponent: Samuel's f1) or chess (the core's evaluation)")
      ->capture_default_str()->check(CLI::IsMember(game_names()));
  predictions->callback([request] { guarded([&] { goal_predictions(*request); }); });
}

const CommandRegistration mstar_registration{"mstar", add_mstar};

}  // namespace
}  // namespace newell::app
