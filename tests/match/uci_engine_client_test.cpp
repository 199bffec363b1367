// The harness's UCI client against a real engine (Stockfish) and against engines that misbehave.

#include "match/uci_engine.h"

#include <catch2/catch.hpp>

#include <filesystem>

using newell::match::GoCommand;
using newell::match::UciEngine;
using newell::match::UciError;
using newell::match::UciTimeout;
using namespace std::chrono_literals;

namespace {

void require_stockfish() {
  if (!std::filesystem::exists(STOCKFISH_BINARY))
    FAIL("Stockfish is not installed at " STOCKFISH_BINARY " (./newell setup installs the Debian package 'stockfish')");
}

}  // namespace

TEST_CASE("go commands list only the fields that are set", "[uci_client]") {
  GoCommand command;
  CHECK(command.to_string() == "go");
  command.white_time_ms = 10000;
  command.black_time_ms = 9000;
  command.white_increment_ms = 100;
  command.black_increment_ms = 100;
  command.moves_to_go = 20;
  CHECK(command.to_string() == "go wtime 10000 btime 9000 winc 100 binc 100 movestogo 20");
  GoCommand infinite;
  infinite.infinite = true;
  CHECK(infinite.to_string() == "go infinite");
}

TEST_CASE("the client completes the handshake with Stockfish and gets a move", "[uci_client][engines]") {
  require_stockfish();
  UciEngine engine({STOCKFISH_BINARY});
  CHECK_THAT(engine.name(), Catch::Contains("Stockfish"));
  CHECK_FALSE(engine.options().empty());
  engine.set_option("Skill Level", "0");
  engine.new_game();
  engine.set_position("", {"e2e4", "e7e5"});
  GoCommand go;
  go.depth = 3;
  auto report = engine.go(go, 10s);
  CHECK(report.best_move.size() >= 4);
  CHECK(report.depth);
  CHECK((report.score_centipawns || report.score_mate));
}

TEST_CASE("an engine that never says uciok is a timeout naming it", "[uci_client]") {
  try {
    UciEngine engine({"cat"}, 200ms);  // echoes "uci" back, never "uciok"
    FAIL("the handshake succeeded");
  } catch (const UciError& error) {
    CHECK_THAT(error.what(), Catch::Contains("uciok"));
  }
}

TEST_CASE("an engine that dies while searching is an error, not a hang", "[uci_client]") {
  // A fake engine: answers the handshake, then exits when asked to search.
  UciEngine engine({"sh", "-c", "read a; echo uciok; read b; exit 0"}, 2000ms);
  GoCommand go;
  go.movetime_ms = 10;
  CHECK_THROWS_AS(engine.go(go, 2000ms), UciError);
}

TEST_CASE("an engine that searches too long is a timeout", "[uci_client]") {
  UciEngine engine({"sh", "-c", "read a; echo uciok; exec sleep 5"}, 2000ms);
  GoCommand go;
  go.movetime_ms = 10;
  CHECK_THROWS_AS(engine.go(go, 200ms), UciTimeout);
}
