// Whole matches through run_series: against Stockfish (UCI) and fairymax (CECP), a checkers match
// of newell's own players, resuming a stored match, and refusing a changed one under the same name.

#include "match/series.h"
#include "store/database.h"
#include "store/error.h"
#include "store/experiments.h"
#include "store/game_records.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

using namespace newell::match;
using namespace std::chrono_literals;

namespace {

// Temporary databases and files, removed when the test program ends.
const newell::testing::ScratchFolder scratch;

std::string fresh_database(const std::string& name) { return scratch.file(name + ".db").string(); }

SeriesSettings chess_match(const std::string& one, const std::string& two, const std::string& database) {
  SeriesSettings settings;
  settings.game = GameKind::chess;
  settings.players = {parse_player_spec(one, GameKind::chess), parse_player_spec(two, GameKind::chess)};
  settings.openings = builtin_openings(GameKind::chess);
  settings.database = database;
  settings.concurrency = 2;
  settings.adjudication.resign_score = 800;
  settings.adjudication.resign_moves = 3;
  settings.adjudication.max_plies = 60;
  return settings;
}

// Engines on a loaded machine may lose on time now and then; that ends a game early, fairly.
bool long_enough(const newell::store::GameRecord& game, std::size_t plies) {
  return game.moves.size() >= plies || game.termination.find("lost on time") != std::string::npos;
}

std::vector<newell::store::GameRecord> stored(const std::string& database, std::int64_t experiment) {
  const auto db = newell::store::Database::open(database);
  std::vector<newell::store::GameRecord> games;
  newell::store::GameFilter filter;
  filter.experiment_id = experiment;
  for (const auto& summary : newell::store::list_games(db, filter)) games.push_back(*newell::store::load_game(db, summary.id));
  return games;
}

}  // namespace

TEST_CASE("a short match against Stockfish over UCI is played, scored and stored", "[engines]") {
  SeriesSettings settings = chess_match("newell:engine=alphabeta,nodes=3000",
                                        "uci:stockfish,UCI_LimitStrength=true,UCI_Elo=1350,name=stockfish-1350", fresh_database("uci"));
  settings.time_control.movetime = 20ms;
  settings.time_margin = 200ms;
  settings.games = 2;
  const SeriesReport report = run_series(settings, nullptr);
  CHECK(report.score.games == 2);
  CHECK(report.played == 2);
  const auto games = stored(settings.database, report.experiment_id);
  REQUIRE(games.size() == 2);
  for (const auto& game : games) {
    CHECK(game.result != "*");
    CHECK_THAT(game.termination, !Catch::Contains("crashed") && !Catch::Contains("hung") && !Catch::Contains("illegal"));
    CHECK((game.first_player == "stockfish-1350" || game.second_player == "stockfish-1350"));
    const std::size_t stockfish_ply = game.first_player == "stockfish-1350" ? 4 : 5;  // after the 4 opening plies
    REQUIRE(long_enough(game, stockfish_ply + 1));
    if (game.moves.size() > stockfish_ply) CHECK_THAT(game.moves[stockfish_ply].summary, Catch::StartsWith("Stockfish"));
  }
}

TEST_CASE("a short match against fairymax over CECP is played, scored and stored", "[engines]") {
  SeriesSettings settings = chess_match("newell:engine=alphabeta,nodes=3000", "cecp:fairymax", fresh_database("cecp"));
  settings.time_control = parse_time_control("1+0.05");
  settings.time_margin = 200ms;
  settings.games = 2;
  const SeriesReport report = run_series(settings, nullptr);
  CHECK(report.score.games == 2);
  for (const auto& game : stored(settings.database, report.experiment_id)) {
    CHECK(game.result != "*");
    CHECK_THAT(game.termination, !Catch::Contains("crashed") && !Catch::Contains("hung") && !Catch::Contains("illegal"));
    CHECK(long_enough(game, 11));
  }
}

TEST_CASE("phalanx and sjeng play over CECP without a fault", "[engines]") {
  for (const std::string engine : {"phalanx", "sjeng"}) {
    INFO(engine);
    SeriesSettings settings = chess_match("newell:engine=alphabeta,nodes=2000", "cecp:" + engine, fresh_database("cecp_others"));
    settings.time_control = parse_time_control("1+0.05");
    settings.time_margin = 200ms;
    settings.games = 1;
    settings.adjudication.max_plies = 24;
    const SeriesReport report = run_series(settings, nullptr);
    for (const auto& game : stored(settings.database, report.experiment_id)) {
      CHECK_THAT(game.termination, !Catch::Contains("illegal") && !Catch::Contains("crashed") && !Catch::Contains("hung"));
      CHECK(long_enough(game, 20));
    }
  }
}

TEST_CASE("fairymax, which has no setboard, gets positions by edit, also with Black to move", "[engines]") {
  SeriesSettings settings = chess_match("newell:engine=alphabeta,nodes=2000", "cecp:fairymax", fresh_database("edit"));
  // Black to move after 1. e4 d5 2. exd5: fairymax must take back on d5 with the queen or knight.
  settings.openings = {{"rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", {}, "after 2. exd5"}};
  settings.time_control = parse_time_control("1+0.05");
  settings.time_margin = 200ms;
  settings.games = 2;
  settings.adjudication.max_plies = 20;
  const SeriesReport report = run_series(settings, nullptr);
  for (const auto& game : stored(settings.database, report.experiment_id)) {
    CHECK_THAT(game.termination, !Catch::Contains("illegal") && !Catch::Contains("crashed"));
    CHECK(long_enough(game, 10));
  }
}

TEST_CASE("a checkers match between newell's players resumes, playing only the games not stored") {
  SeriesSettings settings;
  settings.game = GameKind::checkers;
  settings.players = {parse_player_spec("newell:engine=samuel,polynomial=initial,depth=3", GameKind::checkers),
                      parse_player_spec("newell:engine=mstar,depth=3,model-depth=2", GameKind::checkers)};
  settings.openings = builtin_openings(GameKind::checkers);
  settings.database = fresh_database("checkers");
  settings.name = "checkers resume";
  settings.concurrency = 2;
  settings.games = 4;
  const SeriesReport first = run_series(settings, nullptr);
  CHECK(first.played == 4);
  CHECK(first.resumed == 0);

  settings.games = 6;
  const SeriesReport second = run_series(settings, nullptr);
  CHECK(second.resumed == 4);
  CHECK(second.played == 2);
  CHECK(second.score.games == 6);

  const auto games = stored(settings.database, second.experiment_id);
  REQUIRE(games.size() == 6);
  const std::regex notation(R"(\d+([-x]\d+)+)");
  std::set<int> rounds;
  for (const auto& game : games) {
    CHECK(game.kind == "checkers");
    for (const auto& move : game.moves) CHECK(std::regex_match(move.notation, notation));
    const auto json = nlohmann::json::parse(game.settings);
    rounds.insert(json["round"].get<int>());
    // Colours alternate: player one is Black (first) on even rounds.
    const bool one_first = game.first_player == settings.players[0].text;
    CHECK(one_first == (json["round"].get<int>() % 2 == 0));
  }
  CHECK(rounds == std::set<int>{0, 1, 2, 3, 4, 5});
  const auto db = newell::store::Database::open(settings.database);
  CHECK(newell::store::find_experiment(db, "checkers resume")->status == "finished");

  SECTION("the same name with other settings is refused") {
    settings.players[1] = parse_player_spec("newell:engine=alphabeta,depth=3", GameKind::checkers);
    CHECK_THROWS_AS(run_series(settings, nullptr), newell::store::StoreError);
  }
}

TEST_CASE("a goal player's games keep its rule set, traces and summaries, and edited rules make another match") {
  // The shipped set, its index and the concept files it includes.
  const auto rules = scratch.file("rules.nwl");
  std::filesystem::copy_file(std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl", rules,
                             std::filesystem::copy_options::overwrite_existing);
  std::filesystem::copy(std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell", scratch.file("newell"),
                        std::filesystem::copy_options::overwrite_existing | std::filesystem::copy_options::recursive);
  SeriesSettings settings = chess_match("newell:engine=goal,nodes=300,rules=" + rules.string(), "newell:engine=alphabeta,depth=1",
                                        fresh_database("rules"));
  settings.name = "goal rules";
  settings.games = 2;
  settings.adjudication.max_plies = 12;
  const SeriesReport report = run_series(settings, nullptr);
  const auto games = stored(settings.database, report.experiment_id);
  REQUIRE(games.size() == 2);
  for (const auto& game : games) {
    CHECK(game.rule_set_id.has_value());
    const auto json = nlohmann::json::parse(game.settings);
    CHECK(json["player_one_rules"]["path"] == rules.string());
    CHECK(json["player_one_rules"]["hash"].get<std::string>().size() == 16);
    const std::size_t first_goal_ply = game.first_player == settings.players[0].text ? 4 : 5;
    REQUIRE(game.moves.size() > first_goal_ply);
    CHECK(game.moves[first_goal_ply].trace.has_value());
    CHECK(!game.moves[first_goal_ply].summary.empty());
    CHECK(game.moves[first_goal_ply + 1].summary.rfind("alpha-beta:", 0) == 0);
  }
  // An edit to a file the set includes is an edit to the set.
  std::ofstream(scratch.file("newell/search.nwl"), std::ios::app) << "\n// edited\n";
  settings.games = 4;
  CHECK_THROWS_WITH(run_series(settings, nullptr), Catch::Contains("already exists with other settings"));
}
