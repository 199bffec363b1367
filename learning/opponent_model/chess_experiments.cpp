#include "learning/opponent_model/chess_experiments.h"

#include "chess/evaluation.h"
#include "chess/notation.h"
#include "game_descriptor/outcome.h"
#include "learning/opponent_model/chess_strategies.h"
#include "learning/opponent_model/game_experiments.h"
#include "learning/opponent_model/stored_run.h"
#include "store/game_records.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>
#include <random>
#include <string>

// GCC 12 at -O3 warns falsely about overlapping memcpy in literal + std::string (GCC bug 105329).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wrestrict"
#endif

namespace newell::learning::opponent_model {

namespace {

// A fixed chooser as a player (it learns nothing from the opponent's moves).
class ChooserPlayer : public GamePlayer<chess::Position> {
 public:
  explicit ChooserPlayer(const ChessChooser& chooser) : chooser_(chooser) {}
  chess::Move choose(const chess::Position& position) override { return chooser_(position); }

 private:
  const ChessChooser& chooser_;
};

// The rules with every game stored under the experiment, as on checkers: `player` is named
// `series` (its games at `step` of that series), anyone else `opponent`.
ChessMatchRules storing_chess_games(const StoredRun& run, ChessMatchRules rules, const GamePlayer<chess::Position>& player, const std::string& series,
                              std::int64_t step, std::optional<int> index) {
  const store::Database* database = &run.database;
  const store::ExperimentId experiment = run.id;
  rules.on_game_end = [database, experiment, &player, series, step, index](const ChessPlayedGame& game, const GamePlayer<chess::Position>& white,
                                                                            const GamePlayer<chess::Position>&, int white_points) {
    store::GameRecord record;
    record.kind = "chess";
    record.first_player = &white == &player ? series : "opponent";
    record.second_player = &white == &player ? "opponent" : series;
    record.start_position = std::string(chess::Position::start_fen);
    record.result = std::string(result_token(white_points == 2   ? Outcome::first_side_wins
                                             : white_points == 0 ? Outcome::second_side_wins
                                                                 : Outcome::draw));
    record.termination = game.termination;
    record.experiment_id = experiment;
    nlohmann::json settings{{"event", "mstar experiment"}, {"series", series}, {"step", step}};
    if (index) settings["game"] = *index;
    record.settings = settings.dump();
    for (std::size_t ply = 0; ply < game.san.size(); ++ply)
      record.moves.push_back(store::MoveRecord{static_cast<int>(ply) + 1, game.san[ply], "", std::nullopt});
    store::save_game(*database, record);
  };
  return rules;
}

// Chess for game_experiments.h: the core's evaluation, chess strategy learning, every game stored.
struct ChessExperiments {
  using Position = chess::Position;
  using Rules = ChessMatchRules;
  using Strategy = ChessStrategy;
  static std::string kind(const std::string& experiment) { return "mstar-chess-" + experiment; }
  static std::string title(const std::string& text) { return "Chess: " + text; }
  static std::string settings_text(const ChessMatchRules& rules) { return " plies=" + std::to_string(rules.max_plies); }
  static std::string json_prefix() { return "\"game\":\"chess\","; }
  static std::string json_suffix(const ChessMatchRules& rules) { return ",\"max_plies\":" + std::to_string(rules.max_plies); }
  static ChessCoreEvaluation player_function() { return {}; }
  static ChessLinearEvaluation opponent_function() { return chess_variation(); }
  static std::string opponent_function_name() { return "f2, centre and pawns"; }
  static ChessStrategy strategy() { return {}; }
  static std::vector<ChessExample> examples(const ChessFunction& function, int depth, std::uint64_t seed, int count) {
    return make_chess_examples(function, depth, seed, count);
  }
  // 100 of the opponent's moves in games against the core one ply deeper, opening with other seeds
  // than the learning games and tournaments: positions like those the model is learned from. On
  // positions after random playouts (make_chess_examples) a model learned from games is measured on
  // hanging pieces the games never show it (tests/learning_opponent_model/chess_learning_player_test.cpp:
  // 0.375 there against 0.98 on positions from games).
  static std::vector<ChessExample> fresh_examples(const ChessLinearEvaluation& function, int depth, std::uint64_t seed) {
    constexpr std::size_t wanted = 100;
    ModelLearningPlayer<ChessStrategy, ChessCoreEvaluation> recorder(ChessStrategy{}, ChessCoreEvaluation{}, depth + 1, {});
    GameMinimaxPlayer<ChessLinearEvaluation, chess::Position> opponent(function, depth);
    const ChessMatchRules rules;
    for (std::uint64_t game = 0; recorder.examples() < wanted && game < 100; ++game) {
      if (game % 2 == 0) play_game(recorder, opponent, seed + game, rules);
      else play_game(opponent, recorder, seed + game, rules);
    }
    const auto& recorded = recorder.recorded();
    return {recorded.begin(), recorded.begin() + static_cast<std::ptrdiff_t>(std::min(wanted, recorded.size()))};
  }
  static ChessMatchRules storing(const StoredRun& run, const ChessMatchRules& rules, const GamePlayer<chess::Position>& player,
                                 const std::string& series, std::int64_t step, std::optional<int> index) {
    return storing_chess_games(run, rules, player, series, step, index);
  }
};

}  // namespace

int play_game(GamePlayer<chess::Position>& white, GamePlayer<chess::Position>& black, std::uint64_t opening_seed, const ChessMatchRules& rules) {
  chess::Position position = chess::Position::start();
  std::mt19937_64 random(opening_seed);
  ChessPlayedGame played;
  const auto finish = [&](int white_points, std::string termination) {
    played.termination = std::move(termination);
    if (rules.on_game_end) rules.on_game_end(played, white, black, white_points);
    return white_points;
  };
  for (int ply = 0; ply < rules.max_plies; ++ply) {
    chess::MoveList moves;
    chess::generate_legal(position, moves);
    if (moves.empty()) {
      if (!position.in_check()) return finish(1, "stalemate");
      return finish(position.side_to_move() == chess::White ? 0 : 2, "checkmate");
    }
    if (position.is_fifty_move_draw()) return finish(1, "fifty-move rule");
    if (position.is_repetition(3)) return finish(1, "threefold repetition");
    if (position.has_insufficient_material()) return finish(1, "insufficient material");
    chess::Move move;
    if (ply < rules.opening_plies) {
      move = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)];
    } else {
      const bool white_to_move = position.side_to_move() == chess::White;
      move = (white_to_move ? white : black).choose(position);
      (white_to_move ? black : white).observe_opponent(position, move);
    }
    if (rules.on_game_end) played.san.push_back(chess::to_san(position, move));
    position.make_move(move);
  }
  return finish(1, "draw at the ply limit");
}

double mean_points(GamePlayer<chess::Position>& first, GamePlayer<chess::Position>& second, int games, std::uint64_t seed,
                   const ChessMatchRules& rules) {
  return alternating_mean_points(games, seed, [&](bool first_moves_first, std::uint64_t opening) {
    return first_moves_first ? play_game(first, second, opening, rules) : play_game(second, first, opening, rules);
  });
}

int play_chess_game(const ChessChooser& white, const ChessChooser& black, std::uint64_t opening_seed, const ChessMatchRules& rules) {
  ChooserPlayer white_player(white);
  ChooserPlayer black_player(black);
  return play_game(white_player, black_player, opening_seed, rules);
}

double chess_mean_points(const ChessChooser& first, const ChessChooser& second, int games, std::uint64_t seed, const ChessMatchRules& rules) {
  return alternating_mean_points(games, seed, [&](bool first_moves_first, std::uint64_t opening) {
    return first_moves_first ? play_chess_game(first, second, opening, rules) : play_chess_game(second, first, opening, rules);
  });
}

LinePlot run_chess_depth_benefit(const store::Database& database, const ChessDepthBenefitOptions& options, const ProgressLine& progress) {
  return run_depth_benefit_of<ChessExperiments>(database, options, progress);
}

LinePlot run_chess_function_benefit(const store::Database& database, const ChessFunctionBenefitOptions& options, const ProgressLine& progress) {
  return run_function_benefit_of<ChessExperiments>(database, options, progress);
}

LinePlot run_chess_model_accuracy(const store::Database& database, const AccuracyOptions& options, const ProgressLine& progress) {
  return run_model_accuracy_of<ChessExperiments>(database, options, progress);
}

LinePlot run_chess_learning_player(const store::Database& database, const ChessLearningPlayerOptions& options, const ProgressLine& progress) {
  return run_learning_player_of<ChessExperiments>(database, options, progress);
}

}  // namespace newell::learning::opponent_model
