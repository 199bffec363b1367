#include "learning/opponent_model/chess_experiments.h"

#include "chess/evaluation.h"
#include "learning/opponent_model/chess_strategies.h"
#include "learning/opponent_model/game_experiments.h"
#include "learning/opponent_model/stored_run.h"

#include <algorithm>
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

// Chess for game_experiments.h: the core's evaluation, chess strategy learning; games not stored
// (as in the depth-benefit experiment), so `storing` leaves the rules as they are.
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
  static ChessMatchRules storing(const StoredRun&, const ChessMatchRules& rules, const GamePlayer<chess::Position>&, const std::string&,
                                 std::int64_t, std::optional<int>) {
    return rules;
  }
};

}  // namespace

int play_game(GamePlayer<chess::Position>& white, GamePlayer<chess::Position>& black, std::uint64_t opening_seed, const ChessMatchRules& rules) {
  chess::Position position = chess::Position::start();
  std::mt19937_64 random(opening_seed);
  for (int ply = 0; ply < rules.max_plies; ++ply) {
    chess::MoveList moves;
    chess::generate_legal(position, moves);
    if (moves.empty()) {
      if (!position.in_check()) return 1;
      return position.side_to_move() == chess::White ? 0 : 2;
    }
    if (position.is_fifty_move_draw() || position.is_repetition(3) || position.has_insufficient_material()) return 1;
    chess::Move move;
    if (ply < rules.opening_plies) {
      move = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)];
    } else {
      const bool white_to_move = position.side_to_move() == chess::White;
      move = (white_to_move ? white : black).choose(position);
      (white_to_move ? black : white).observe_opponent(position, move);
    }
    position.make_move(move);
  }
  return 1;
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
