#include "checkers/pdn.h"
#include "checkers/notation.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace newell::checkers;
using Catch::Matchers::Contains;

namespace {
std::string sample() {
  std::ifstream file(std::string(NEWELL_TEST_DATA_DIR) + "/checkers/sample.pdn");
  REQUIRE(file);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}
}  // namespace

TEST_CASE("a PDN file with bad games yields its good games and names each bad one") {
  const PdnFile file = read_pdn(sample());
  REQUIRE(file.games.size() == 7);  // game 7 reads well; its FEN fails on replay
  REQUIRE(file.errors.size() == 2);
  CHECK(file.games[0].tag("Event") == "Manchester 1841");
  CHECK(file.games[0].moves.size() == 44);
  CHECK(file.games[0].result == "0-1");
  CHECK(file.games[0].moves.back().text == "26x17x10x1");
  CHECK(file.errors[0].game_number == 6);
  CHECK_THAT(file.errors[0].to_string(), Contains("game 6") && Contains("[Black \"Bad\"]") && Contains("line 59") &&
                                             Contains("'15/24'"));
  CHECK(file.errors[1].game_number == 8);
  CHECK_THAT(file.errors[1].message, Contains("no closing quote"));
  CHECK(file.games.back().number == 9);
  CHECK(file.games.back().moves.size() == 5);  // the variation in parentheses is skipped
  CHECK(file.games.back().moves[0].comment == "a comment");
}

TEST_CASE("replaying names the first illegal move, its ply and why") {
  const PdnFile file = read_pdn(sample());
  int good = 0;
  std::vector<std::string> errors;
  for (const PdnGame& game : file.games) {
    const Replay replayed = replay(game);
    if (replayed.error) errors.push_back(replayed.error->to_string());
    else ++good;
  }
  CHECK(good == 5);
  REQUIRE(errors.size() == 2);
  CHECK_THAT(errors[0], Contains("game 5") && Contains("ply 3") && Contains("'9-14'") &&
                           Contains("a capture is mandatory: 15x22"));
  CHECK_THAT(errors[1], Contains("game 7") && Contains("[FEN] tag") && Contains("square numbers run from 1 to 32"));
}

TEST_CASE("a set-up game starts from its FEN tag with White to move") {
  const PdnFile file = read_pdn(sample());
  const PdnGame& setup = file.games[3];
  CHECK(setup.comment_before == "White to move");
  const Replay replayed = replay(setup);
  REQUIRE(!replayed.error);
  CHECK(to_fen(replayed.game.position()) == "W:W9,K17,30:BK7,15,25");
}

TEST_CASE("written PDN reads back to the same games") {
  const PdnFile file = read_pdn(sample());
  for (const PdnGame& game : file.games) {
    const Replay replayed = replay(game);
    if (replayed.error) continue;
    const std::string written = write_pdn(game, replayed.game);
    const PdnFile again = read_pdn(written);
    INFO(written);
    REQUIRE(again.games.size() == 1);
    CHECK(again.errors.empty());
    const Replay replayed_again = replay(again.games[0]);
    REQUIRE(!replayed_again.error);
    CHECK(replayed_again.game.moves() == replayed.game.moves());
    CHECK(replayed_again.game.start() == replayed.game.start());
    CHECK(again.games[0].result == game.result);
    CHECK(again.games[0].comment_before == game.comment_before);
    for (std::size_t ply = 0; ply < game.moves.size() && ply < again.games[0].moves.size(); ++ply)
      CHECK(again.games[0].moves[ply].comment == game.moves[ply].comment);
  }
}

TEST_CASE("an unclosed comment or variation is an error, not a hang") {
  CHECK(read_pdn("1. 11-15 {never closed").errors.size() == 1);
  CHECK(read_pdn("1. 11-15 (22-18 ").errors.size() == 1);
  CHECK(read_pdn("").games.empty());
  const PdnFile two = read_pdn("1. 11-15 22-18 *\n1. 9-13 *\n");
  CHECK(two.games.size() == 2);
}

TEST_CASE("a ; comment is kept with the move before it, and a comment holding } reads back unchanged") {
  const PdnFile file = read_pdn("[Event \"x\"]\n1. 11-15 ; keeps {the} centre\n23-19 {a reply} *\n");
  REQUIRE(file.errors.empty());
  REQUIRE(file.games.size() == 1);
  const PdnGame& game = file.games[0];
  REQUIRE(game.moves.size() == 2);
  CHECK(game.moves[0].comment == "keeps {the} centre");
  CHECK(game.moves[1].comment == "a reply");
  const Replay replayed = replay(game);
  REQUIRE_FALSE(replayed.error);
  const PdnFile again = read_pdn(write_pdn(game, replayed.game));
  REQUIRE(again.games.size() == 1);
  CHECK(again.games[0].moves[0].comment == "keeps {the} centre");
  CHECK(again.games[0].moves[1].comment == "a reply");
}

TEST_CASE("a word that is no checkers move refuses its game with its place") {
  const PdnFile file = read_pdn("[Event \"x\"]\n1. 11-15 e4 *\n");
  REQUIRE(file.errors.size() == 1);
  CHECK(file.errors[0].line == 2);
  CHECK(file.errors[0].column == 10);
  CHECK(file.errors[0].text == "e4");
  CHECK_THAT(file.errors[0].to_string(), Contains("game 1 [Event \"x\"]") && Contains("expected a move (like 11-15"));
}
