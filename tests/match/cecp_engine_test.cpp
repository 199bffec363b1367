// The xboard client with real programs: GNU Chess (which drops a `protover` sent right behind
// `xboard` and prints a prompt before its first line), and small shell engines that speak just
// enough CECP to fall silent or never stop talking, so that no engine can hold a match.

#include "match/cecp_engine.h"
#include "match/player_spec.h"
#include "match/referee.h"
#include "match/series.h"
#include "store/database.h"
#include "store/game_records.h"
#include "tests/support/scratch_folder.h"
#include "tests/support/shell_engine.h"

#include <catch2/catch.hpp>
#include <unistd.h>

#include <filesystem>
#include <fstream>

using namespace newell::match;
using namespace std::chrono_literals;

namespace {

constexpr const char* gnuchess = "/usr/games/gnuchess";
constexpr const char* start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

bool have_gnuchess() {
  if (::access(gnuchess, X_OK) == 0) return true;
  WARN("GNU Chess is not installed at " << gnuchess << ": skipped (./newell setup installs the Debian package 'gnuchess')");
  return false;
}

// Files made for the tests, removed when the test program ends.
const newell::testing::ScratchFolder scratch;

std::filesystem::path temporary(const std::string& name) { return scratch.file(name); }

// An xboard "engine" that completes the version-2 handshake and does `on_go` when asked to move.
std::string scripted_engine(const std::string& name, const std::string& on_go) {
  return newell::testing::shell_engine(scratch, name,
                                       "    protover*) echo 'feature myname=\"" + name + "\" ping=1 setboard=1 done=1' ;;\n"
                                       "    ping*) echo \"pong ${line#ping }\" ;;\n"
                                       "    go) " + on_go + " ;;\n");
}

std::unique_ptr<Player> player(const std::string& spec) {
  PlayerContext context;
  context.game = GameKind::chess;
  return make_player(parse_player_spec(spec, GameKind::chess), context);
}

// One game of newell's `core` (White) against a scripted xboard engine, 50 ms a move and 300 ms of
// grace: the game and how long it took.
std::pair<RefereedGame, std::chrono::steady_clock::duration> core_against(const std::string& core, const std::string& name,
                                                                         const std::string& on_go) {
  auto white = player(core);
  auto black = player("cecp:" + scripted_engine(name, on_go));
  RefereeSettings settings;
  settings.kind = GameKind::chess;
  settings.grace = 300ms;
  settings.time_control.movetime = 50ms;
  const auto started = std::chrono::steady_clock::now();
  RefereedGame game = referee_game(*white, *black, settings);
  return {std::move(game), std::chrono::steady_clock::now() - started};
}

}  // namespace

TEST_CASE("GNU Chess over xboard completes the handshake with its features and moves", "[engines]") {
  if (!have_gnuchess()) return;
  const auto started = std::chrono::steady_clock::now();
  CecpEngine engine({gnuchess});
  CHECK(std::chrono::steady_clock::now() - started < 1500ms);  // asked again, not taken for version 1
  CHECK(engine.feature("done") == "1");
  CHECK(engine.feature("usermove") == "1");
  CHECK(engine.feature("ping") == "1");
  CHECK(engine.name() == "GNU Chess");
  engine.new_game(start_fen, true);
  engine.set_movetime(1000ms);
  const CecpAnswer answer = engine.go({"e2e4"}, std::nullopt, std::nullopt, 5s);
  REQUIRE(answer.move);
  CHECK(answer.move->size() >= 4);
  engine.wait_ready();
}

TEST_CASE("a short match against GNU Chess over xboard is played to the end without a fault", "[engines]") {
  if (!have_gnuchess()) return;
  SeriesSettings settings;
  settings.game = GameKind::chess;
  settings.players = {parse_player_spec("cecp:gnuchess", GameKind::chess),
                      parse_player_spec("newell:engine=alphabeta,nodes=2000", GameKind::chess)};
  settings.openings = builtin_openings(GameKind::chess);
  settings.database = temporary("gnuchess.db").string();
  settings.concurrency = 2;
  settings.games = 2;
  settings.time_control.movetime = 200ms;
  settings.adjudication.max_plies = 12;
  const SeriesReport report = run_series(settings, nullptr);
  CHECK(report.score.games == 2);
  const auto database = newell::store::Database::open(settings.database);
  for (const auto& summary : newell::store::list_games(database)) {
    const auto game = newell::store::load_game(database, summary.id);
    REQUIRE(game);
    CHECK_THAT(game->termination, !Catch::Contains("hung") && !Catch::Contains("crashed") && !Catch::Contains("illegal"));
    CHECK(game->moves.size() >= 10);
  }
}

TEST_CASE("a silent xboard engine loses on time, named as hung, and holds nothing up") {
  const auto [game, took] = core_against("newell:engine=alphabeta,depth=2", "silent", "exec sleep 30");
  CHECK(took < 5s);
  CHECK(game.outcome == newell::Outcome::first_side_wins);
  CHECK(game.faulty_side == 1);
  CHECK_THAT(game.termination, Catch::Contains("hung") && Catch::Contains("sent no move within 350 ms"));
}

TEST_CASE("an xboard engine that never stops talking after its move cannot hold the match") {
  // It moves, then prints thinking lines without end; before the next `go` the client reads what
  // it said for a bounded moment only, then gives up on the engine after its time and the grace.
  const auto [game, took] =
      core_against("newell:engine=alphabeta,depth=1", "talker", "echo 'move e7e5'; exec yes '1 10 0 100 e7e5'");
  CHECK(took < 10s);
  CHECK(game.faulty_side == 1);
  CHECK(game.moves.size() == 3);  // its one move between two of White's
  CHECK_THAT(game.termination, Catch::Contains("hung"));
}
