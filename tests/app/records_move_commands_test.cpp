// PGN export's [%eval] and [%clk] comments and TimeControl tag, and import keeping them apart from
// the decision's summary.

#include "app/records/game_files.h"
#include "app/records/move_commands.h"
#include "chess/search_score.h"
#include "game_descriptor/game_descriptor.h"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>

using namespace newell::app::records;
using newell::store::GameRecord;

namespace {

GameRecord match_game() {
  GameRecord game;
  game.kind = "chess";
  game.first_player = "newell";
  game.second_player = "stockfish";
  game.start_position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  game.settings = R"({"match":"m","time_control":"10+0.1","clock_ms":[9900,10050,9500]})";
  game.played_at = "2026-11-22T16:11:11Z";
  game.moves = {{1, "e4", "plays for ctl(d5)", R"({"baseline_score":35})"},
                {2, "e5", "", std::nullopt},
                {3, "Qh5", "threatens mate", R"({"baseline_score":-120})"}};
  return game;
}

std::string one_line(std::string text) {
  std::replace(text.begin(), text.end(), '\n', ' ');
  return text;
}

}  // namespace

TEST_CASE("eval commands read the mover's score from White's side, in pawns or as a mate", "[records]") {
  CHECK(eval_command(35, true) == "[%eval 0.35]");
  CHECK(eval_command(35, false) == "[%eval -0.35]");
  CHECK(eval_command(-120, true) == "[%eval -1.20]");
  CHECK(eval_command(0, false) == "[%eval 0.00]");
  CHECK(eval_command(newell::chess::mate_in(5), true) == "[%eval #3]");
  CHECK(eval_command(newell::chess::mate_in(5), false) == "[%eval #-3]");
  CHECK(eval_command(std::nullopt, true).empty());
  CHECK(trace_score(std::string(R"({"baseline_score":-7})")) == -7);
  CHECK_FALSE(trace_score(std::string(R"({"baseline_score":null})")));
  CHECK_FALSE(trace_score(std::nullopt));
}

TEST_CASE("clock commands are hours, minutes and seconds, with tenths when there are any", "[records]") {
  CHECK(clock_command(9900) == "[%clk 0:00:09.9]");
  CHECK(clock_command(180000) == "[%clk 0:03:00]");
  CHECK(clock_command(3723400) == "[%clk 1:02:03.4]");
  CHECK(clock_command(-5) == "[%clk 0:00:00]");
}

TEST_CASE("a match's time control is a TimeControl tag only when it has a clock", "[records]") {
  CHECK(time_control_tag("10+0.1") == "10+0.1");
  CHECK_FALSE(time_control_tag("movetime 100 ms"));
  CHECK_FALSE(time_control_tag("none"));
}

TEST_CASE("a comment's leading commands are split from its text", "[records]") {
  CHECK(split_commands("[%eval 0.35] [%clk 0:00:09.9] plays e4") == std::pair<std::string, std::string>{"[%eval 0.35] [%clk 0:00:09.9]", "plays e4"});
  CHECK(split_commands("plays e4 [%eval 1]") == std::pair<std::string, std::string>{"", "plays e4 [%eval 1]"});
  CHECK(split_commands("[%clk 0:01:00]") == std::pair<std::string, std::string>{"[%clk 0:01:00]", ""});
}

TEST_CASE("PGN export writes TimeControl and each move's [%eval] and [%clk] before its summary", "[records]") {
  const std::string pgn = write_game(match_game());
  CHECK(pgn.find("[TimeControl \"10+0.1\"]\n") != std::string::npos);
  CHECK(pgn.find("clock_ms") == std::string::npos);
  const std::string moves = one_line(pgn);
  CHECK(moves.find("1. e4 {[%eval 0.35] [%clk 0:00:09.9] plays for ctl(d5)} 1... e5 {[%clk 0:00:10]} 2. Qh5 {[%eval -1.20] [%clk 0:00:09.5] threatens mate}") !=
        std::string::npos);
}

TEST_CASE("a PGN with eval and clock commands imports with its summaries intact and exports them again", "[records]") {
  const std::string pgn = write_game(match_game());
  const auto collection = read_collection(pgn, Dialect::pgn);
  REQUIRE(collection.games.size() == 1);
  GameRecord imported = game_record(collection.games[0], newell::game_named("chess"), "match.pgn");
  REQUIRE(imported.moves.size() == 3);
  CHECK(imported.moves[0].summary == "plays for ctl(d5)");
  CHECK(imported.moves[1].summary.empty());
  CHECK(imported.moves[2].summary == "threatens mate");
  const std::string again = one_line(write_game(imported));
  CHECK(again.find("1. e4 {[%eval 0.35] [%clk 0:00:09.9] plays for ctl(d5)} 1... e5 {[%clk 0:00:10]} 2. Qh5 {[%eval -1.20] [%clk 0:00:09.5] threatens mate}") !=
        std::string::npos);
  CHECK(again.find("[TimeControl \"10+0.1\"]") != std::string::npos);
}
