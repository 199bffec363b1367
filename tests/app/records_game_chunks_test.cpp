// A PGN/PDN file read a game at a time (portable_notation/game_chunks.h) reads as the whole text
// does: the same games, the same errors at the same lines, in a memory of one game.

#include "app/records/movetext.h"
#include "portable_notation/game_chunks.h"

#include <catch2/catch.hpp>

#include <sstream>

using namespace newell::app::records;
using newell::portable_notation::GameChunks;

namespace {

// Every chunk read as import reads it, the games and errors of all in file order.
Collection read_in_chunks(const std::string& text, Dialect dialect, int* chunk_count = nullptr) {
  std::istringstream input(text);
  GameChunks chunks(input);
  Collection all;
  int next_game = 1, count = 0;
  while (auto chunk = chunks.next()) {
    ++count;
    REQUIRE(chunk->refused.empty());
    auto part = read_collection(chunk->text, dialect, {chunk->first_line, next_game, chunk->next_tags});
    next_game += static_cast<int>(part.games.size() + part.errors.size());
    for (auto& game : part.games) all.games.push_back(std::move(game));
    for (auto& error : part.errors) all.errors.push_back(std::move(error));
  }
  if (chunk_count != nullptr) *chunk_count = count;
  return all;
}

}  // namespace

TEST_CASE("a collection read a game at a time gives the games and errors of the whole text", "[records][chunks]") {
  const std::string text =
      "% an escape line\n"
      "[Event \"one\"]\n[Result \"1-0\"]\n\n1. e4 {a comment\n[not a tag: inside the comment]} e5 1-0\n\n"
      "[Event \"two\"]\n\n1. d4 d5\n"                // no result before the next tags
      "[Event \"three\"]\n1. c4 ; a [comment\n1... c5 *\n"
      "[Event \"four\"]\n1. Nf3 {never closed\n";
  int chunks = 0;
  const auto chunked = read_in_chunks(text, Dialect::pgn, &chunks);
  const auto whole = read_collection(text, Dialect::pgn);
  CHECK(chunks == 4);
  REQUIRE(chunked.games.size() == whole.games.size());
  for (std::size_t i = 0; i < whole.games.size(); ++i) {
    CHECK(chunked.games[i].number == whole.games[i].number);
    CHECK(chunked.games[i].first_line == whole.games[i].first_line);
    CHECK(chunked.games[i].moves.size() == whole.games[i].moves.size());
    CHECK(chunked.games[i].moves.back().line == whole.games[i].moves.back().line);
  }
  REQUIRE(chunked.errors.size() == whole.errors.size());
  for (std::size_t i = 0; i < whole.errors.size(); ++i) CHECK(chunked.errors[i].to_string("f") == whole.errors[i].to_string("f"));
}

TEST_CASE("a line longer than the limit is refused with its line number and the next game is read", "[records][chunks]") {
  std::string text = "[Event \"a\"]\n1. e4 *\n[Event \"b\"]\n1. e4 {" + std::string(newell::portable_notation::max_line_bytes + 10, 'x') +
                     "} *\n[Event \"c\"]\n1. d4 *\n";
  std::istringstream input(text);
  GameChunks chunks(input);
  auto first = chunks.next();
  REQUIRE(first);
  CHECK(first->refused.empty());
  auto second = chunks.next();
  REQUIRE(second);
  CHECK(second->refused.find("longer than 1 MB") != std::string::npos);
  CHECK(second->refused_line == 4);
  CHECK(second->text.empty());
  auto third = chunks.next();
  REQUIRE(third);
  CHECK(third->first_line == 5);
  CHECK(third->text == "[Event \"c\"]\n1. d4 *\n");
  CHECK_FALSE(chunks.next());
}

TEST_CASE("Latin-1 lines are decoded and remembered while reading", "[records][chunks]") {
  std::istringstream input("[Site \"M\xfcnchen\"]\n1. e4 *\n");
  GameChunks chunks(input);
  auto chunk = chunks.next();
  REQUIRE(chunk);
  CHECK(chunk->text == "[Site \"M\xc3\xbcnchen\"]\n1. e4 *\n");
  CHECK(chunks.latin1_lines() == std::vector<int>{1});
}
