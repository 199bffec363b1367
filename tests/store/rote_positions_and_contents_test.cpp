#include "store/contents.h"
#include "store/game_records.h"
#include "store/rote_positions.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

using namespace newell::store;

TEST_CASE("a rote memory's positions are replaced whole and read back, other memories untouched", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("rote.db"));
  replace_rote_positions(database, "first", {{1, 2, 0, 50, 3, 0}, {4, 8, 4, -20, 5, 1}});
  replace_rote_positions(database, "second", {{16, 32, 0, 7, 1, 2}});
  replace_rote_positions(database, "first", {{0xFFF, 0xFFF00000, 0x100, 30, 6, 4}});

  const auto first = load_rote_positions(database, "first");
  REQUIRE(first.size() == 1);
  CHECK(first[0].black == 0xFFF);
  CHECK(first[0].white == 0xFFF00000);
  CHECK(first[0].kings == 0x100);
  CHECK(first[0].score == 30);
  CHECK(first[0].ply == 6);
  CHECK(first[0].age == 4);
  CHECK(load_rote_positions(database, "second").size() == 1);
  CHECK(load_rote_positions(database, "none").empty());
}

TEST_CASE("a store's contents are counted by table and by kind of game, imported ones apart", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("contents.db"));
  GameRecord played;
  played.kind = "chess";
  played.moves.push_back({1, "e4", "", std::nullopt});
  save_game(database, played);
  GameRecord imported = played;
  imported.settings = R"({"imported_from": "games.pgn"})";
  save_game(database, imported);
  GameRecord checkers;
  checkers.kind = "checkers";
  save_game(database, checkers);

  const auto tables = main_table_rows(database);
  REQUIRE(tables.size() == 5);
  CHECK(tables[0].table == "games");
  CHECK(tables[0].rows == 3);
  CHECK(tables[1].table == "moves");
  CHECK(tables[1].rows == 2);
  const auto kinds = games_by_kind(database);
  REQUIRE(kinds.size() == 2);
  CHECK(kinds[0].kind == "checkers");
  CHECK(kinds[0].games == 1);
  CHECK(kinds[0].imported == 0);
  CHECK(kinds[1].kind == "chess");
  CHECK(kinds[1].games == 2);
  CHECK(kinds[1].imported == 1);
}
