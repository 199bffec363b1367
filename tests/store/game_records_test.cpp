#include "store/error.h"
#include "store/game_records.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

using namespace newell::store;

namespace {

GameRecord sample_game() {
  GameRecord game;
  game.kind = "chess";
  game.first_player = "newell";
  game.second_player = "stockfish";
  game.start_position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  game.result = "1-0";
  game.termination = "checkmate";
  game.settings = R"({"nodes":2000})";
  game.moves = {{1, "e4", "controls the centre", R"({"goals":[]})"}, {2, "e5", "", std::nullopt}};
  return game;
}

}  // namespace

TEST_CASE("a saved game loads back with its moves, summaries and traces", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("games.db"));
  const auto id = save_game(database, sample_game());
  const auto loaded = load_game(database, id);
  REQUIRE(loaded);
  CHECK(loaded->first_player == "newell");
  CHECK(loaded->result == "1-0");
  CHECK(loaded->settings == R"({"nodes":2000})");
  CHECK_FALSE(loaded->played_at.empty());
  REQUIRE(loaded->moves.size() == 2);
  CHECK(loaded->moves[0].summary == "controls the centre");
  CHECK(loaded->moves[0].trace == std::optional<std::string>(R"({"goals":[]})"));
  CHECK_FALSE(loaded->moves[1].trace);
}

TEST_CASE("a game that fails half-way is not stored at all", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("atomic.db"));
  auto game = sample_game();
  game.moves.push_back({2, "Nf3", "", std::nullopt});  // the same ply twice
  CHECK_THROWS_AS(save_game(database, game), StoreError);
  CHECK(list_games(database).empty());
  CHECK(database.check_integrity() == "ok");
}

TEST_CASE("a game with an unknown result is refused", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("result.db"));
  auto game = sample_game();
  game.result = "white won";
  CHECK_THROWS_AS(save_game(database, game), StoreError);
}

TEST_CASE("games are listed newest first and filtered by kind", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("list.db"));
  save_game(database, sample_game());
  auto checkers = sample_game();
  checkers.kind = "checkers";
  checkers.start_position = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
  checkers.moves = {{1, "11-15", "", std::nullopt}};
  const auto second = save_game(database, checkers);

  const auto all = list_games(database);
  REQUIRE(all.size() == 2);
  CHECK(all[0].id == second);
  CHECK(all[0].plies == 1);

  GameFilter only_chess;
  only_chess.kind = "chess";
  const auto chess = list_games(database, only_chess);
  REQUIRE(chess.size() == 1);
  CHECK(chess[0].plies == 2);
}

TEST_CASE("loading a game that does not exist gives nothing", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("missing.db"));
  CHECK_FALSE(load_game(database, 42));
}

TEST_CASE("a batch of games is stored whole in one transaction, with ids in order", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("batch.db"));
  std::vector<GameRecord> batch(3, sample_game());
  batch[1].first_player = "second";
  const auto ids = save_games(database, batch);
  REQUIRE(ids.size() == 3);
  CHECK(ids[1] == ids[0] + 1);
  CHECK(ids[2] == ids[1] + 1);
  CHECK(load_game(database, ids[1])->first_player == "second");
  CHECK(count_games(database) == 3);
}

TEST_CASE("a batch with one bad game stores none of its games", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("bad-batch.db"));
  save_game(database, sample_game());
  std::vector<GameRecord> batch(3, sample_game());
  batch[2].result = "won on time";
  CHECK_THROWS_AS(save_games(database, batch), StoreError);
  CHECK(count_games(database) == 1);
  CHECK(database.check_integrity() == "ok");
}

TEST_CASE("the latest game is the newest, of a kind when asked, and none in an empty store", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("latest.db"));
  CHECK_FALSE(latest_game(database));
  const auto chess = save_game(database, sample_game());
  auto checkers_game = sample_game();
  checkers_game.kind = "checkers";
  const auto checkers = save_game(database, checkers_game);
  CHECK(latest_game(database) == checkers);
  CHECK(latest_game(database, std::string("chess")) == chess);
}

TEST_CASE("the list shows where a game comes from and how many of its moves carry a trace", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("event.db"));
  auto game = sample_game();
  game.settings = R"({"event":"Manchester 1841","nodes":2000})";
  save_game(database, game);
  auto plain = sample_game();
  plain.settings = "not json";
  save_game(database, plain);
  const auto games = list_games(database);
  REQUIRE(games.size() == 2);
  CHECK(games[1].event == "Manchester 1841");
  CHECK(games[1].traced_plies == 1);
  CHECK(games[0].event.empty());
}

TEST_CASE("a scan visits every game of one kind in order with its moves' notation", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("scan.db"));
  const auto first = save_game(database, sample_game());
  auto checkers = sample_game();
  checkers.kind = "checkers";
  checkers.moves = {{1, "11-15", "", std::nullopt}};
  save_game(database, checkers);
  auto no_moves = sample_game();
  no_moves.moves.clear();
  const auto second = save_game(database, no_moves);
  auto longer = sample_game();
  longer.moves.push_back({3, "Nf3", "", std::nullopt});
  const auto third = save_game(database, longer);

  std::vector<GameRecord> seen;
  for_each_game(database, "chess", [&](const GameRecord& game) { seen.push_back(game); });
  REQUIRE(seen.size() == 3);
  CHECK(seen[0].id == first);
  CHECK(seen[0].first_player == "newell");
  CHECK(seen[0].settings == R"({"nodes":2000})");
  REQUIRE(seen[0].moves.size() == 2);
  CHECK(seen[0].moves[1].notation == "e5");
  CHECK(seen[0].moves[0].summary.empty());  // a scan leaves summaries and traces out
  CHECK_FALSE(seen[0].moves[0].trace);
  CHECK(seen[1].id == second);
  CHECK(seen[1].moves.empty());
  CHECK(seen[2].id == third);
  REQUIRE(seen[2].moves.size() == 3);
  CHECK(seen[2].moves[2].notation == "Nf3");
}
