// A game's search tables: made at its first search, at the size its caller asked for (newell serve
// plays 20 games at once in small tables; a game asked only for its moves holds none).
#include "games/checkers/checkers_game.h"
#include "games/chess/chess_game.h"

#include <catch2/catch.hpp>

using newell::games::CheckersGame;
using newell::games::ChessGame;

TEST_CASE("a chess game holds no search table until its first search", "[games][tables]") {
  ChessGame game("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  std::vector<newell::goals::MoveId> moves;
  game.legal_moves(moves);
  CHECK(moves.size() == 20);
  CHECK(game.search_table_megabytes_held() == 0);
  game.core_search(200);
  CHECK(game.search_table_megabytes_held() == 4);
}

TEST_CASE("a chess game's search table takes the size its caller asks for, before or after a search", "[games][tables]") {
  ChessGame game("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  game.set_search_table_megabytes(2);
  CHECK(game.search_table_megabytes_held() == 0);
  const auto first = game.core_search(2000);
  CHECK(game.search_table_megabytes_held() == 2);
  game.set_search_table_megabytes(1);
  CHECK(game.search_table_megabytes_held() == 1);
  // An emptied smaller table still searches.
  const auto again = game.core_search(2000);
  REQUIRE(again.move.has_value());
  CHECK(first.move.has_value());
}

TEST_CASE("a checkers game makes each of its two search tables at its first search, at the size asked", "[games][tables]") {
  CheckersGame game("");
  CHECK(game.search_table_megabytes_held() == 0);
  game.set_search_table_megabytes(2);
  game.core_search(500);  // the alpha-beta player's table
  CHECK(game.search_table_megabytes_held() == 2);
  game.search_to_depth(2, 500);  // the refutations' table
  CHECK(game.search_table_megabytes_held() == 4);
  game.set_search_table_megabytes(1);
  CHECK(game.search_table_megabytes_held() == 0);
  REQUIRE(game.core_search(500).move.has_value());
  CHECK(game.search_table_megabytes_held() == 1);
}
