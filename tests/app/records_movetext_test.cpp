#include "app/records/movetext.h"

#include <catch2/catch.hpp>

using namespace newell::app::records;

TEST_CASE("a PGN collection is read with its tags, moves, comments and results", "[records]") {
  const auto collection = read_collection(
      "[Event \"Test \\\"quoted\\\"\"]\n[White \"A\"]\n\n"
      "{before} 1.e4 {centre} e5 $1 2. Nf3!? (2. f4 {gambit} exf4) Nc6 ; rest of line }\n3. Bb5 1-0\n\n"
      "[Event \"second\"]\n1. d4 d5 *\n",
      Dialect::pgn);
  REQUIRE(collection.errors.empty());
  REQUIRE(collection.games.size() == 2);
  const auto& game = collection.games[0];
  CHECK(game.tag("Event") == "Test \"quoted\"");
  CHECK(game.comment_before == "before");
  REQUIRE(game.moves.size() == 5);
  CHECK(game.moves[0].text == "e4");
  CHECK(game.moves[0].column == 12);
  CHECK(game.moves[0].comment == "centre");
  CHECK(game.moves[2].text == "Nf3");
  CHECK(game.moves[3].comment == "rest of line }");
  CHECK(game.moves[4].line == 5);
  CHECK(game.result == "1-0");
  CHECK(collection.games[1].result == "*");
  CHECK(collection.games[1].first_line == 7);
}

TEST_CASE("PDN's own results are read as the store's, and 0-0 stays castling in PGN", "[records]") {
  CHECK(normalised_result("2-0", Dialect::pdn) == "1-0");
  CHECK(normalised_result("0-2", Dialect::pdn) == "0-1");
  CHECK(normalised_result("1-1", Dialect::pdn) == "1/2-1/2");
  CHECK(normalised_result("0-0", Dialect::pgn).empty());
  const auto collection = read_collection("1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. 0-0 0-0 *", Dialect::pgn);
  REQUIRE(collection.games.size() == 1);
  CHECK(collection.games[0].moves.size() == 8);
}

TEST_CASE("a file cut short in the moves names the game, the place and the missing result", "[records]") {
  const auto collection = read_collection("[Event \"ok\"]\n1. e4 e5 1-0\n\n[Event \"cut\"]\n1. e4 e5 2. Nf3", Dialect::pgn);
  REQUIRE(collection.games.size() == 1);
  REQUIRE(collection.errors.size() == 1);
  CHECK(collection.errors[0].to_string("cut.pgn") ==
        "cut.pgn:5:16: game 2 [Event \"cut\"]: the game has no result (1-0, 0-1, 1/2-1/2 or *) before the end of the file "
        "(is it cut short?)");
}

TEST_CASE("a file cut short inside a comment or a tag says so", "[records]") {
  auto collection = read_collection("1. e4 {the centre", Dialect::pgn);
  REQUIRE(collection.errors.size() == 1);
  CHECK(collection.errors[0].to_string("x.pgn") ==
        "x.pgn:1:7: game 1: '{': the comment opened here is never closed with '}' (is the file cut short?)");
  collection = read_collection("[Event \"cut", Dialect::pgn);
  REQUIRE(collection.errors.size() == 1);
  CHECK(collection.errors[0].to_string("x.pgn") == "x.pgn:1:1: game 1: '[Event \"cut': the file ends inside this tag (is it cut short?)");
}

TEST_CASE("a game without a result before the next game's tags is refused, the next one is read", "[records]") {
  const auto collection = read_collection("[Event \"a\"]\n1. e4 e5\n[Event \"b\"]\n1. d4 *\n", Dialect::pgn);
  REQUIRE(collection.games.size() == 1);
  CHECK(collection.games[0].tag("Event") == "b");
  REQUIRE(collection.errors.size() == 1);
  CHECK(collection.errors[0].line == 3);
  CHECK(collection.errors[0].message == "the game has no result (1-0, 0-1, 1/2-1/2 or *) before the next game's tags");
}

TEST_CASE("a comment holding a closing brace is written as a ; comment and reads back unchanged", "[records]") {
  MovetextWriter writer;
  writer.word("1.");
  writer.word("e4");
  writer.comment("threat {att} then }");
  writer.word("e5");
  writer.comment("plain");
  writer.word("*");
  const std::string text = writer.finish();
  CHECK(text == "1. e4 ; threat {att} then }\ne5 {plain} *\n");
  const auto collection = read_collection(text, Dialect::pgn);
  REQUIRE(collection.games.size() == 1);
  CHECK(collection.games[0].moves[0].comment == "threat {att} then }");
  CHECK(collection.games[0].moves[1].comment == "plain");
}

TEST_CASE("long comments wrap at 80 columns and read back as one line", "[records]") {
  MovetextWriter writer;
  const std::string comment =
      "a long reason: 1 a b goes on and on about goals, tactics, likelihoods and aspiration levels until it must wrap";
  writer.word("1.");
  writer.word("e4");
  writer.comment(comment);
  writer.word("*");
  const std::string text = writer.finish();
  std::size_t longest = 0, start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) longest = std::max(longest, end - start);
  CHECK(longest <= 80);
  CHECK(read_collection(text, Dialect::pgn).games.at(0).moves.at(0).comment == comment);
}
