// Whole games of our built `newell uci` against Stockfish (Skill Level 0) on a short clock, both
// driven as external processes, every move checked by our chess core. Faults (an illegal move, a
// loss on time, a dead or hung engine) fail the test; the results are printed.

#include "match/game.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <iostream>

using namespace newell::match;
using namespace std::chrono_literals;

namespace {

void require_engines() {
  if (!std::filesystem::exists(STOCKFISH_BINARY))
    FAIL("Stockfish is not installed at " STOCKFISH_BINARY
         ": ./newell setup installs it (Debian package 'stockfish'); these games need a real opponent");
  REQUIRE(std::filesystem::exists(NEWELL_BINARY));
}

GameRecord play(bool newell_is_white, const std::string& engine) {
  UciEngine newell({NEWELL_BINARY, "uci", "--engine", engine, "--no-store"});
  UciEngine stockfish({STOCKFISH_BINARY});
  stockfish.set_option("Skill Level", "0");
  stockfish.set_option("Threads", "1");
  stockfish.set_option("Hash", "16");
  // Both engines allow 200 ms for the answer to reach the clock: the test machines are shared and
  // busy, and Stockfish's default (10 ms) flags there.
  stockfish.set_option("Move Overhead", "200");
  newell.set_option("Move Overhead", "200");
  GameSettings settings;
  settings.clock = GameClock{8000ms, 100ms};
  settings.max_plies = 200;
  GameRecord record = newell_is_white ? play_game(newell, stockfish, settings) : play_game(stockfish, newell, settings);
  if (record.fault)
    std::cout << "newell's last exchanges:\n" << newell.recent_transcript() << "Stockfish's last exchanges:\n"
              << stockfish.recent_transcript();
  std::cout << record.white_name << " - " << record.black_name << "  " << record.result() << "  (" << record.reason
            << "; clocks left " << record.white_time_left.count() << " ms / " << record.black_time_left.count()
            << " ms)\n"
            << record.movetext() << "\n\n";
  return record;
}

// One game with each colour: every game is played out with time left on both clocks.
void play_both_colours_without_a_fault(const std::string& engine) {
  require_engines();
  for (bool newell_is_white : {true, false}) {
    const GameRecord record = play(newell_is_white, engine);
    INFO(record.reason << "\n" << record.movetext());
    CHECK_FALSE(record.fault);
    CHECK_FALSE(record.moves.empty());
    CHECK_FALSE(record.reason.empty());
    CHECK(record.white_time_left > 0ms);
    CHECK(record.black_time_left > 0ms);
  }
}

}  // namespace

TEST_CASE("newell plays two complete games against Stockfish on an 8 s + 0.1 s clock without a fault",
          "[games][stockfish][engines]") {
  play_both_colours_without_a_fault("alphabeta");
}

TEST_CASE("the goal engine plays two complete games against Stockfish on an 8 s + 0.1 s clock without a fault",
          "[games][stockfish][newell][engines]") {
  play_both_colours_without_a_fault("newell");
}

TEST_CASE("the referee stops a game at the ply limit and adjudicates a draw", "[games]") {
  require_engines();
  UciEngine first({NEWELL_BINARY, "uci", "--no-store"});
  UciEngine second({NEWELL_BINARY, "uci", "--no-store"});
  GameSettings settings;
  settings.movetime = 20ms;
  settings.max_plies = 6;
  const GameRecord record = play_game(first, second, settings);
  CHECK(record.moves.size() == 6);
  CHECK(record.result() == "1/2-1/2");
  CHECK_THAT(record.reason, Catch::Contains("after 6 plies"));
  CHECK_THAT(record.movetext(), Catch::StartsWith("1. "));
}

TEST_CASE("the referee ends a game at checkmate and credits the winner", "[games]") {
  require_engines();
  UciEngine first({NEWELL_BINARY, "uci", "--no-store"});
  UciEngine second({NEWELL_BINARY, "uci", "--no-store"});
  GameSettings settings;
  settings.start_fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
  settings.movetime = 50ms;
  const GameRecord record = play_game(first, second, settings);
  REQUIRE(record.moves.size() == 1);
  CHECK(record.moves[0].san == "Ra8#");
  CHECK(record.result() == "1-0");
  CHECK(record.reason == "checkmate");
}

TEST_CASE("an engine that answers with an illegal move loses by fault", "[games]") {
  require_engines();
  UciEngine newell({NEWELL_BINARY, "uci", "--no-store"});
  // A fake engine that always answers e2e4, legal only once.
  UciEngine fake({"sh", "-c",
                  "while read line; do case \"$line\" in uci) echo uciok;; isready) echo readyok;; "
                  "go*) echo 'bestmove e2e4';; quit) exit 0;; esac; done"});
  GameSettings settings;
  settings.movetime = 20ms;
  const GameRecord record = play_game(fake, newell, settings);
  CHECK(record.fault);
  CHECK(record.result() == "0-1");
  CHECK_THAT(record.reason, Catch::Contains("illegal move 'e2e4'"));
}
