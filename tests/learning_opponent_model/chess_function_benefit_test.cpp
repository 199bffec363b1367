// Figure 5 on chess (learning/opponent_model/chess_experiments.h): the checkers experiment's code
// given chess, stored under its own kind with every game, and resumed from the store.
#include "learning/opponent_model/chess_experiments.h"
#include "learning/opponent_model/chess_strategies.h"
#include "learning/opponent_model/strategies.h"
#include "store/experiment_games.h"
#include "store/experiments.h"
#include "store/game_records.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

using namespace newell;
using namespace newell::learning::opponent_model;

TEST_CASE("chess function benefit stores each point and game under its chess kind and a rerun resumes from the store") {
  const testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("benefit.db"));
  ChessFunctionBenefitOptions options;
  options.games = 2;
  options.player_depth = 2;
  options.opponent_depth = 1;
  options.limits = {2000, 30};
  options.rules.max_plies = 30;
  std::vector<std::string> lines;
  const LinePlot first = run_chess_function_benefit(database, options, [&](const std::string& line) { lines.push_back(line); });
  REQUIRE(lines.size() == 2);
  CHECK(lines[0].rfind("a = 2000: M* ", 0) == 0);
  REQUIRE(first.series.size() == 3);
  REQUIRE(first.series[0].points.size() == 2);
  CHECK(first.title.rfind("Chess: ", 0) == 0);
  for (const auto& series : first.series)
    for (const auto& [x, points] : series.points) CHECK((points >= -2 && points <= 2));
  const auto stored = store::find_experiment(database, "mstar-chess-function-benefit games=2 depths=2/1 limits=2000,30 plies=30 seed=1");
  REQUIRE(stored);
  CHECK(stored->kind == "mstar-chess-function-benefit");
  CHECK(stored->status == "finished");
  // Every game is kept, as on checkers: 2 values of a, M* and minimax, 2 games each.
  CHECK(store::count_experiment_games(database, stored->id) == 8);
  const auto summaries = store::list_games(database, {.kind = "chess", .experiment_id = stored->id});
  REQUIRE_FALSE(summaries.empty());
  const auto game = store::load_game(database, summaries.front().id);
  REQUIRE(game);
  CHECK(game->moves.size() >= 4);  // the opening's random plies at least, in SAN
  CHECK((game->first_player == "opponent" || game->second_player == "opponent"));
  // Change what a stored point says: the rerun must take it from the store, not play again.
  store::record_result(database, stored->id, "mstar", 30, 1.75);
  const LinePlot again = run_chess_function_benefit(database, options, [](const std::string&) {});
  CHECK(again.series[0].points[1].second == 1.75);
}

TEST_CASE("on chess, M* with a perfect model of an opponent that sees only material beats it with either colour") {
  // OP: the core's evaluation truncated to -30..30 (f^30) at depth 1, zero wherever a side is more
  // than 30 centipawns ahead, so it cannot tell winning a piece from losing one. M* at depth 2
  // models it exactly.
  const ChessCoreEvaluation core;
  const TruncatedEvaluation<ChessCoreEvaluation> truncated{core, 30};
  GameMStarPlayer<ChessCoreEvaluation, TruncatedEvaluation<ChessCoreEvaluation>, chess::Position> mstar(
      newell::search::ModelledPlayer<ChessCoreEvaluation, TruncatedEvaluation<ChessCoreEvaluation>>{core, 2, truncated, 1});
  GameMinimaxPlayer<TruncatedEvaluation<ChessCoreEvaluation>, chess::Position> opponent(truncated, 1);
  CHECK(mean_points(mstar, opponent, 4, 3, ChessMatchRules{4, 120, {}}) >= 1.5);
}
