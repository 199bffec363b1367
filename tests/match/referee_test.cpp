// The referee with real players: newell's cores in this process, and small shell programs that
// speak just enough UCI to misbehave in one chosen way (die, fall silent, move illegally, think too
// long), so that each fault is seen to lose the game for the faulty side with a clear reason.

#include "match/player_spec.h"
#include "match/referee.h"
#include "tests/support/scratch_folder.h"
#include "tests/support/shell_engine.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>

using namespace newell::match;
using namespace std::chrono_literals;

namespace {

// Files made for the tests, removed when the test program ends.
const newell::testing::ScratchFolder scratch;

// A UCI "engine" that handshakes properly and does `on_go` when asked to move.
std::string faulty_engine(const std::string& name, const std::string& on_go) {
  return newell::testing::shell_engine(scratch, name,
                                       "    uci) echo 'id name " + name + "'; echo uciok ;;\n"
                                       "    isready) echo readyok ;;\n"
                                       "    go*) " + on_go + " ;;\n");
}

std::unique_ptr<Player> player(const std::string& spec, GameKind game = GameKind::chess) {
  PlayerContext context;
  context.game = game;
  return make_player(parse_player_spec(spec, game), context);
}

RefereeSettings quick(GameKind game = GameKind::chess) {
  RefereeSettings settings;
  settings.kind = game;
  settings.grace = 300ms;
  return settings;
}

}  // namespace

TEST_CASE("time controls are read as match runners write them") {
  const TimeControl control = parse_time_control("10+0.1");
  CHECK(control.initial == 10000ms);
  CHECK(control.increment == 100ms);
  CHECK(control.text() == "10+0.1");
  CHECK(parse_time_control("1:30+0.5").initial == 90000ms);
  CHECK(parse_time_control("60").increment == 0ms);
  CHECK_THROWS_WITH(parse_time_control("ten+1"), Catch::Contains("bad time control 'ten+1'"));
  CHECK_THROWS_WITH(parse_time_control("40/60"), Catch::Contains("moves per period"));
  CHECK_THROWS_WITH(parse_time_control("0+0"), Catch::Contains("no time at all"));
}

TEST_CASE("an engine that dies when asked to move loses the game, named as crashed") {
  auto crasher = player("uci:" + faulty_engine("crasher", "exit 3"));
  auto core = player("newell:engine=alphabeta,depth=2");
  RefereeSettings settings = quick();
  settings.time_control.movetime = 50ms;
  const RefereedGame game = referee_game(*crasher, *core, settings);
  CHECK(game.outcome == newell::Outcome::second_side_wins);
  CHECK(game.faulty_side == 0);
  CHECK_THAT(game.termination, Catch::StartsWith("White (uci:") && Catch::Contains("crashed"));
  CHECK(game.ending == newell::match::EndingKind::crash);
}

TEST_CASE("an engine that never answers is given up for hung after its time and the grace") {
  auto core = player("newell:engine=alphabeta,depth=2");
  auto silent = player("uci:" + faulty_engine("silent", "exec sleep 30"));
  RefereeSettings settings = quick();
  settings.time_control.movetime = 50ms;
  const auto started = std::chrono::steady_clock::now();
  const RefereedGame game = referee_game(*core, *silent, settings);
  CHECK(std::chrono::steady_clock::now() - started < 5s);
  CHECK(game.outcome == newell::Outcome::first_side_wins);
  CHECK(game.faulty_side == 1);
  CHECK_THAT(game.termination, Catch::Contains("hung"));
  CHECK(game.ending == newell::match::EndingKind::hang);
  CHECK(game.moves.size() == 1);  // White moved, Black never did
}

TEST_CASE("an illegal move loses the game and is named with the position") {
  auto liar = player("uci:" + faulty_engine("liar", "echo 'bestmove e2e5'"));
  auto core = player("newell:engine=alphabeta,depth=2");
  RefereeSettings settings = quick();
  settings.time_control.movetime = 50ms;
  const RefereedGame game = referee_game(*liar, *core, settings);
  CHECK(game.outcome == newell::Outcome::second_side_wins);
  CHECK_THAT(game.termination, Catch::Contains("illegal move: 'e2e5' is not a legal move in rnbqkbnr/pppppppp"));
  CHECK(game.ending == newell::match::EndingKind::illegal_move);
}

TEST_CASE("an engine that overruns its clock loses on time, unless the margin covers it") {
  auto slow = player("uci:" + faulty_engine("slow", "sleep 0.3; echo 'bestmove e2e4'"));
  auto core = player("newell:engine=alphabeta,depth=1");
  RefereeSettings settings = quick();
  settings.grace = 2000ms;
  settings.time_control = parse_time_control("0.1+0");
  const RefereedGame lost = referee_game(*slow, *core, settings);
  CHECK(lost.outcome == newell::Outcome::second_side_wins);
  CHECK_THAT(lost.termination, Catch::Contains("lost on time (100 ms on its clock, took 3"));
  CHECK(lost.ending == newell::match::EndingKind::loss_on_time);

  auto slow_again = player("uci:" + faulty_engine("slow", "sleep 0.3; echo 'bestmove e2e4'"));
  settings.time_control = parse_time_control("0.1+1");
  settings.time_margin = 1000ms;
  settings.adjudication.max_plies = 2;  // the engine knows one move only
  const RefereedGame kept = referee_game(*slow_again, *core, settings);
  CHECK(kept.outcome == newell::Outcome::draw);
  CHECK(kept.moves.size() == 2);
}

TEST_CASE("a lost position is adjudicated when both sides' scores agree for several moves") {
  auto strong = player("newell:engine=alphabeta,depth=3");
  auto weak = player("newell:engine=alphabeta,depth=1");
  RefereeSettings settings = quick();
  settings.start_position = "4k3/8/8/8/8/8/8/QQ2K3 w - - 0 1";
  settings.adjudication.resign_score = 800;
  settings.adjudication.resign_moves = 2;
  const RefereedGame game = referee_game(*strong, *weak, settings);
  CHECK(game.outcome == newell::Outcome::first_side_wins);
  // Two queens mate fast; either way the game ends for White, with a reason.
  CHECK((game.termination == "checkmate" || game.termination.find("adjudicated: Black is lost") == 0));
}

TEST_CASE("a level position is adjudicated a draw, and a long one ends at the ply limit") {
  auto one = player("newell:engine=alphabeta,depth=2");
  auto two = player("newell:engine=alphabeta,depth=2");
  RefereeSettings settings = quick();
  settings.start_position = "4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1";
  settings.adjudication.draw_score = 150;
  settings.adjudication.draw_moves = 3;
  settings.adjudication.draw_after = 0;
  const RefereedGame drawn = referee_game(*one, *two, settings);
  CHECK(drawn.outcome == newell::Outcome::draw);
  CHECK_THAT(drawn.termination, Catch::StartsWith("adjudicated a draw (both sides' scores within 150 for 3 moves)"));
  CHECK(drawn.ending == newell::match::EndingKind::adjudicated_draw);
  CHECK(drawn.moves.size() == 6);

  settings.adjudication.draw_score = 0;
  settings.adjudication.max_plies = 9;
  const RefereedGame limited = referee_game(*one, *two, settings);
  CHECK(limited.termination == "adjudicated a draw: ply limit 9");
  CHECK(limited.ending == newell::match::EndingKind::ply_limit);
  CHECK(limited.moves.size() == 9);
}

TEST_CASE("a checkers game between newell's players is refereed in standard notation") {
  auto samuel = player("newell:engine=samuel,polynomial=initial,depth=3", GameKind::checkers);
  auto mstar = player("newell:engine=mstar,depth=3,model-depth=2", GameKind::checkers);
  RefereeSettings settings = quick(GameKind::checkers);
  settings.opening_moves = {"11-15", "23-19", "8-11"};
  const RefereedGame game = referee_game(*samuel, *mstar, settings);
  CHECK(game.outcome != newell::Outcome::ongoing);
  CHECK(!game.termination.empty());
  REQUIRE(game.moves.size() > 3);
  CHECK(game.moves[0].from_opening);
  CHECK(!game.moves[3].from_opening);
  const std::regex notation(R"(\d+([-x]\d+)+)");
  for (const auto& move : game.moves) CHECK(std::regex_match(move.notation, notation));
  CHECK_THAT(game.moves[3].summary, Catch::Contains("M* (depth 3, model depth 2)"));
}

TEST_CASE("the goal engine records its reasons and trace for every decision") {
  auto goal = player("newell:engine=goal,nodes=300");
  auto core = player("newell:engine=alphabeta,depth=1");
  RefereeSettings settings = quick();
  settings.adjudication.max_plies = 6;
  const RefereedGame game = referee_game(*goal, *core, settings);
  REQUIRE(game.moves.size() == 6);
  for (std::size_t ply = 0; ply < 6; ply += 2) {
    REQUIRE(game.moves[ply].trace.has_value());
    CHECK_THAT(*game.moves[ply].trace, Catch::Contains("\"summary\""));
    CHECK(!game.moves[ply].summary.empty());
  }
  CHECK(!game.moves[1].trace.has_value());
  CHECK_THAT(game.moves[1].summary, Catch::StartsWith("alpha-beta:"));
}
