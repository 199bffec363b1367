// A game's search tables take the size its caller asks for (newell serve plays 20 games at once in
// small tables), emptied, and the game searches on with them.
#include "games/checkers/checkers_game.h"
#include "games/chess/chess_game.h"

#include <catch2/catch.hpp>

using newell::games::CheckersGame;
using newell::games::ChessGame;

TEST_CASE("a chess game's search table takes the size its caller asks for, before or after a search", "[games][tables]") {
  ChessGame game("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  CHECK(game.search_table_megabytes_held() == 4);
  game.set_search_table_megabytes(2);
  CHECK(game.search_table_megabytes_held() == 2);
  const auto first = game.core_search(2000);
  REQUIRE(first.move.has_value());
  game.set_search_table_megabytes(1);
  CHECK(game.search_table_megabytes_held() == 1);
  const auto again = game.core_search(2000);
  CHECK(again.move.has_value());
}

TEST_CASE("a checkers game's two search tables take the size asked, the refutations' made at the first refutation",
          "[games][tables]") {
  CheckersGame game("");
  CHECK(game.search_table_megabytes_held() == 8);
  game.set_search_table_megabytes(2);
  CHECK(game.search_table_megabytes_held() == 2);
  REQUIRE(game.core_search(500).move.has_value());  // the alpha-beta player's table
  game.search_to_depth(2, 500);                      // the refutations' table, made now
  CHECK(game.search_table_megabytes_held() == 4);
  game.set_search_table_megabytes(1);
  CHECK(game.search_table_megabytes_held() == 1);
  REQUIRE(game.core_search(500).move.has_value());
  game.search_to_depth(2, 500);
  CHECK(game.search_table_megabytes_held() == 2);
}
