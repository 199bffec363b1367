#include "app/records/game_files.h"
#include "app/records/replay.h"
#include "game_descriptor/game_descriptor.h"
#include "same_game_record.h"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <random>

using namespace newell::app::records;
using newell::store::GameRecord;

namespace {

// The notation the game's records are written in, from its descriptor.
Dialect dialect_of(const std::string& kind) {
  return newell::game_named(kind).notation == newell::GameNotation::pgn ? Dialect::pgn : Dialect::pdn;
}

GameRecord stored_chess_game() {
  GameRecord game;
  game.id = 7;
  game.kind = "chess";
  game.first_player = "newell goal engine";
  game.second_player = "alpha-beta core";
  game.start_position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  game.result = "*";
  game.termination = "unfinished after 4 plies";
  game.settings = R"({"event":"newell demo","nodes":20000})";
  game.played_at = "2026-11-22T16:11:11Z";
  game.moves = {{1, "e4", "att(black pawn on e7) by tactic e4, likelihood 0.70 {goal}", R"({"goals":[]})"},
                {2, "e5", "the alpha-beta core's choice: +0.30 at depth 6", std::nullopt},
                {3, "Nf3", "", std::nullopt},
                {4, "Nc6", "defends e5", std::nullopt}};
  return game;
}

GameRecord read_back(const std::string& text, const std::string& kind) {
  const auto collection = read_collection(text, dialect_of(kind));
  REQUIRE(collection.errors.empty());
  REQUIRE(collection.games.size() == 1);
  return game_record(collection.games[0], newell::game_named(kind), "round-trip");
}

std::string refusal(const std::string& text, const std::string& kind) {
  const auto collection = read_collection(text, dialect_of(kind));
  REQUIRE(collection.games.size() == 1);
  try {
    game_record(collection.games[0], newell::game_named(kind), "bad");
  } catch (const GameRefused& refused) {
    return refused.error.to_string("bad" + std::string(newell::game_named(kind).file_extension));
  }
  return "(accepted)";
}

}  // namespace

TEST_CASE("a stored chess game exported as PGN has the seven-tag roster, newell's tags and its reasons", "[records]") {
  const std::string pgn = write_game(stored_chess_game(), "rules/chess/newell.nwl (hash 0123)");
  CHECK(pgn.rfind("[Event \"newell demo\"]\n[Site \"newell\"]\n[Date \"2026.11.22\"]\n[Round \"-\"]\n"
                  "[White \"newell goal engine\"]\n[Black \"alpha-beta core\"]\n[Result \"*\"]\n",
                  0) == 0);
  CHECK(pgn.find("[Termination \"unfinished after 4 plies\"]") != std::string::npos);
  CHECK(pgn.find("[PlyCount \"4\"]") != std::string::npos);
  CHECK(pgn.find("[NewellRuleSet \"rules/chess/newell.nwl (hash 0123)\"]") != std::string::npos);
  CHECK(pgn.find("[NewellSettings \"{\\\"event\\\":\\\"newell demo\\\",\\\"nodes\\\":20000}\"]") != std::string::npos);
  CHECK(pgn.find("SetUp") == std::string::npos);
  CHECK(pgn.find("1. e4 ; att(black pawn on e7) by tactic e4, likelihood 0.70 {goal}\n1... e5 {the alpha-beta") !=
        std::string::npos);
  std::string one_line = pgn;
  std::replace(one_line.begin(), one_line.end(), '\n', ' ');
  CHECK(one_line.find("2. Nf3 Nc6 {defends e5} *") != std::string::npos);
}

TEST_CASE("export then import of a chess game gives the same moves, comments, players and result", "[records]") {
  const GameRecord original = stored_chess_game();
  const GameRecord imported = read_back(write_game(original), "chess");
  newell::testing::check_same_game(original, imported);
  CHECK(imported.termination == original.termination);
  const auto settings = nlohmann::json::parse(imported.settings);
  CHECK(settings["event"] == "newell demo");
  CHECK(settings["nodes"] == 20000);
  CHECK(settings["imported_from"] == "round-trip");
}

TEST_CASE("a chess game from a set-up position is exported with SetUp and FEN and imported from them", "[records]") {
  GameRecord game = stored_chess_game();
  game.start_position = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
  game.moves = {{1, "e4", "pushes", std::nullopt}, {2, "Kd7", "", std::nullopt}};
  const std::string pgn = write_game(game);
  CHECK(pgn.find("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]") != std::string::npos);
  const GameRecord imported = read_back(pgn, "chess");
  CHECK(imported.start_position == game.start_position);
  CHECK(imported.moves[1].notation == "Kd7");
}

TEST_CASE("export then import of a checkers game gives the same moves and comments", "[records]") {
  GameRecord game;
  game.kind = "checkers";
  game.first_player = "newell goal engine";
  game.second_player = "Samuel";
  game.start_position = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
  game.result = "*";
  // Manchester 1841 (Moorhead against Wyllie), the first eight plies.
  game.moves = {{1, "11-15", "controls the centre", std::nullopt},
                {2, "24-20", "", std::nullopt},
                {3, "8-11", "backs up 15 } firmly", std::nullopt},
                {4, "28-24", "", std::nullopt},
                {5, "9-13", "", std::nullopt},
                {6, "22-18", "", std::nullopt},
                {7, "15x22", "takes", std::nullopt},
                {8, "25x18", "", std::nullopt}};
  const std::string pdn = write_game(game);
  CHECK(pdn.find("[Black \"newell goal engine\"]\n[White \"Samuel\"]\n[Result \"*\"]\n[GameType \"21\"]") != std::string::npos);
  CHECK(pdn.find("1. 11-15 {controls the centre} 1... 24-20 2. 8-11 ; backs up 15 } firmly\n") != std::string::npos);
  const GameRecord imported = read_back(pdn, "checkers");
  CHECK(imported.first_player == "newell goal engine");
  REQUIRE(imported.moves.size() == game.moves.size());
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    CHECK(imported.moves[i].notation == game.moves[i].notation);
    CHECK(imported.moves[i].summary == game.moves[i].summary);
  }
}

TEST_CASE("a checkers capture is exported with its full path and stored in the shortest text", "[records]") {
  const auto replayed = replay_checkers("B:W19,27:B15", {"15x31"});
  REQUIRE(replayed.notation.size() == 1);
  CHECK(replayed.full_notation[0] == "15x24x31");
  CHECK(replayed.notation[0] == "15x31");
  std::string crowned(32, '.');
  crowned[30] = 'B';  // square 31: the man was crowned on White's back row
  CHECK(replayed.boards[1].squares == crowned);
  CHECK(replayed.boards[1].highlighted == std::vector<int>{14, 23, 30});
}

TEST_CASE("a bad SAN move refuses its game, naming file, line, column, game, move and why", "[records]") {
  CHECK(refusal("[Event \"e\"]\n[White \"w\"]\n\n1. e4 e5 2. Nf9 Nc6 *\n", "chess") ==
        "bad.pgn:4:13: game 1 [Event \"e\"] [White \"w\"]: 'Nf9': move 2. (White to move): SAN move \"Nf9\": expected it "
        "to end with a destination square or a promotion piece");
  CHECK(refusal("1. e4 e5 2. Ke3 *", "chess").find("bad.pgn:1:13: game 1: 'Ke3': move 2. (White to move): SAN move \"Ke3\"") == 0);
}

TEST_CASE("a bad PDN move refuses its game, naming file, line, column, game, move and why", "[records]") {
  CHECK(refusal("[Event \"m\"]\n1. 11-15 24-20 2. 8-11 28-24 3. 9-13 22-18 4. 15-19 *\n", "checkers") ==
        "bad.pdn:2:47: game 1 [Event \"m\"]: '15-19': move 4. (Black to move): '15-19': the black man on 15 "
        "must capture: 15x22");
  CHECK(refusal("[GameType \"20\"]\n1. 32-28 *\n", "checkers") ==
        "bad.pdn:1:1: game 1: '20': [GameType] is not 21 (English checkers); newell reads no other draughts");
}

TEST_CASE("a bad FEN tag refuses its game at the tag's line", "[records]") {
  CHECK(refusal("[Event \"f\"]\n[SetUp \"1\"]\n[FEN \"8/8/8 w - - 0 1\"]\n1. e4 *\n", "chess").find("bad.pgn:3:1: game 1 [Event \"f\"]: '8/8/8 w - - 0 1': [FEN] tag: start position") == 0);
}

TEST_CASE("a long bad FEN tag is quoted once, cut short", "[records]") {
  // A 100 KB tag was quoted three times: by the error, by the replay and by the FEN reader.
  const std::string fen(100 * 1024, 'p');
  const std::string message = refusal("[Event \"f\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n1. e4 *\n", "chess");
  CHECK(message.size() < 400);
  CHECK_THAT(message, Catch::Contains("'" + fen.substr(0, 60) + "...' (102400 bytes)") &&
                          Catch::Contains("expected 6 fields"));
}

namespace {

// Reads every game of the text and turns each into a record; only GameRefused may come out.
void read_everything(const std::string& text, const std::string& kind) {
  const auto collection = read_collection(text, dialect_of(kind));
  for (const auto& game : collection.games) {
    try {
      game_record(game, newell::game_named(kind), "prefix");
    } catch (const GameRefused&) {
    }
  }
}

std::string file_text(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("a file cut at any byte is read without a crash: whole games kept, the cut one refused", "[records]") {
  for (const auto& [path, kind] : {std::pair<std::string, std::string>{NEWELL_TEST_DATA_DIR "/chess/turing_glennie.pgn", "chess"},
                                   {NEWELL_TEST_DATA_DIR "/checkers/sample.pdn", "checkers"}}) {
    const std::string text = file_text(path);
    REQUIRE(text.size() > 1000);
    for (std::size_t length = 0; length <= text.size(); ++length) {
      INFO(path << " cut after " << length << " bytes");
      REQUIRE_NOTHROW(read_everything(text.substr(0, length), kind));
    }
  }
  // The Turing game cut inside its moves: refused, and it says where and why.
  const std::string turing = file_text(NEWELL_TEST_DATA_DIR "/chess/turing_glennie.pgn");
  const auto cut = read_collection(turing.substr(0, turing.find("Ra1#")), Dialect::pgn);
  CHECK(cut.games.empty());
  REQUIRE(cut.errors.size() == 1);
  CHECK(cut.errors[0].message == "the game has no result (1-0, 0-1, 1/2-1/2 or *) before the end of the file (is it cut short?)");
}

TEST_CASE("files with random bytes changed are read without a crash", "[records]") {
  std::mt19937 random(1955);
  for (const auto& [path, kind] : {std::pair<std::string, std::string>{NEWELL_TEST_DATA_DIR "/chess/turing_glennie.pgn", "chess"},
                                   {NEWELL_TEST_DATA_DIR "/checkers/sample.pdn", "checkers"}}) {
    const std::string original = file_text(path);
    static constexpr char alphabet[] = "[]{}();\"\\$!?.-x0123456789abcdefghKQRBNOo*/ \n\t%";
    for (int trial = 0; trial < 1000; ++trial) {
      std::string text = original;
      for (int change = 0; change < 3; ++change)
        text[random() % text.size()] = alphabet[random() % (sizeof(alphabet) - 1)];
      INFO(path << " trial " << trial);
      REQUIRE_NOTHROW(read_everything(text, kind));
    }
  }
}
