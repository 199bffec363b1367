// Games played through the API as the page plays them: a person's moves, the engine's replies with
// their decisions (summary, candidates, the tactic line's squares, the goal net), undo, resignation,
// and every finished game stored with its traces.

#include "api_fixture.h"

#include "store/database.h"
#include "store/game_records.h"
#include "tests/support/source_file.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <string>
#include <thread>

using newell::testing::ApiFixture;

TEST_CASE("a chess game against the goal engine stores its moves with their traces when the person resigns", "[web]") {
  ApiFixture fixture;
  auto state = fixture.json("POST", "/api/play", {{"game", "chess"}, {"nodes", 3000}, {"movetime_ms", 5000}}, 201);
  const std::string path = "/api/play/" + std::to_string(state["id"].get<int>());
  CHECK(state["person_to_move"] == true);
  CHECK(state["legal_moves"].size() == 20);
  bool e2_to_e4 = false;
  for (const auto& move : state["legal_moves"]) e2_to_e4 |= move["move"] == "e4" && move["from"] == "e2" && move["to"] == "e4";
  CHECK(e2_to_e4);

  fixture.json("POST", path + "/move", {{"move", "e4"}});
  state = fixture.json("POST", path + "/engine", nullptr);
  REQUIRE(state["moves"].size() == 2);
  CHECK(state["moves"][1]["by_engine"] == true);
  CHECK_FALSE(state["moves"][1]["summary"].get<std::string>().empty());
  CHECK(state["person_to_move"] == true);

  const auto decision = fixture.json("GET", path + "/decisions/2", nullptr);
  CHECK(decision["trace"].is_object());
  CHECK(decision["candidates"].is_array());
  REQUIRE(decision["plan"].size() >= 1);
  CHECK(decision["plan"][0]["move"] == state["moves"][1]["move"]);
  CHECK(decision["plan"][0]["from"].get<std::string>().size() == 2);
  const auto net = fixture.call("GET", path + "/decisions/2/net.svg");
  CHECK(net.status == 200);
  CHECK(net.media_type == "image/svg+xml");
  CHECK(net.body.starts_with("<svg"));
  // A person's move has no goal trace to draw.
  CHECK(fixture.call("GET", path + "/decisions/1/net.svg").status == 404);

  state = fixture.json("POST", path + "/resign", nullptr);
  CHECK(state["over"] == true);
  CHECK(state["result"] == "0-1");
  REQUIRE(state["stored_as"].is_number());
  const auto database = newell::store::Database::open(fixture.folder.file("games.db"));
  const auto stored = newell::store::load_game(database, state["stored_as"].get<std::int64_t>());
  REQUIRE(stored);
  CHECK(stored->kind == "chess");
  CHECK(stored->first_player == "person");
  CHECK(stored->second_player == "newell");
  CHECK(stored->termination == "resignation");
  REQUIRE(stored->moves.size() == 2);
  CHECK(stored->moves[1].trace);
  // The stored game is listed and read back through the API.
  const auto listed = fixture.json("GET", "/api/games", nullptr);
  CHECK(listed["games"].size() == 1);
  const auto read = fixture.json("GET", "/api/games/" + std::to_string(stored->id), nullptr);
  CHECK(read["moves"][1]["trace"].is_object());
}

TEST_CASE("a checkers game with the person second: the engine opens, undo takes back to the person's turn", "[web]") {
  ApiFixture fixture;
  auto state = fixture.json("POST", "/api/play", {{"game", "checkers"}, {"side", "second"}, {"nodes", 2000}}, 201);
  const std::string path = "/api/play/" + std::to_string(state["id"].get<int>());
  CHECK(state["person_to_move"] == false);
  state = fixture.json("POST", path + "/engine", nullptr);
  REQUIRE(state["moves"].size() == 1);
  REQUIRE(state["person_to_move"] == true);
  const auto reply = state["legal_moves"][0];
  CHECK(reply["from"].get<std::string>() == reply["move"].get<std::string>().substr(0, reply["from"].get<std::string>().size()));
  fixture.json("POST", path + "/move", {{"move", reply["move"]}});
  state = fixture.json("POST", path + "/engine", nullptr);
  CHECK(state["moves"].size() == 3);
  state = fixture.json("POST", path + "/undo", nullptr);
  CHECK(state["moves"].size() == 1);
  CHECK(state["person_to_move"] == true);
}

TEST_CASE("games still in progress are stored when the server stops", "[web]") {
  ApiFixture fixture;
  const auto state = fixture.json("POST", "/api/play", {{"game", "chess"}, {"side", "none"}, {"engine", "alphabeta"}, {"nodes", 300}}, 201);
  const std::string path = "/api/play/" + std::to_string(state["id"].get<int>());
  fixture.json("POST", path + "/engine", nullptr);
  fixture.json("POST", path + "/engine", nullptr);
  CHECK(fixture.api->store_games_in_progress() == 1);
  CHECK(fixture.api->store_games_in_progress() == 0);
  const auto listed = fixture.json("GET", "/api/games", nullptr);
  REQUIRE(listed["games"].size() == 1);
  CHECK(listed["games"][0]["plies"] == 2);
  CHECK(listed["games"][0]["result"] == "*");
}

TEST_CASE("a take-back keeps the traces of the engine's moves before it, for the page and the store", "[web]") {
  ApiFixture fixture;
  auto state = fixture.json("POST", "/api/play", {{"game", "checkers"}, {"side", "second"}, {"nodes", 2000}}, 201);
  const std::string path = "/api/play/" + std::to_string(state["id"].get<int>());
  fixture.json("POST", path + "/engine", nullptr);
  state = fixture.json("POST", path + "/move", {{"move", fixture.json("GET", path, nullptr)["legal_moves"][0]["move"]}});
  fixture.json("POST", path + "/engine", nullptr);
  state = fixture.json("POST", path + "/undo", nullptr);
  REQUIRE(state["moves"].size() == 1);
  CHECK(state["moves"][0]["traced"] == true);
  CHECK(fixture.json("GET", path + "/decisions/1", nullptr)["trace"].is_object());

  state = fixture.json("POST", path + "/resign", nullptr);
  REQUIRE(state["stored_as"].is_number());
  const auto database = newell::store::Database::open(fixture.folder.file("games.db"));
  const auto stored = newell::store::load_game(database, state["stored_as"].get<std::int64_t>());
  REQUIRE(stored);
  REQUIRE(stored->moves.size() == 1);
  CHECK(stored->moves[0].trace);
  // A finished, stored game lets its engine go; the page still reads its decisions.
  CHECK(fixture.json("GET", path + "/decisions/1", nullptr)["trace"].is_object());
}

TEST_CASE("a game whose rules take long to read holds up no request to another game", "[web]") {
  ApiFixture fixture;
  const auto first = fixture.json("POST", "/api/play", {{"game", "chess"}, {"side", "none"}, {"engine", "alphabeta"}}, 201);
  // A rule set at the size limit (its includes near 4 MB of definitions): seconds to read.
  std::string text = newell::testing::source_file_text("rules/chess/newell.nwl");
  for (int part = 1; part <= 3; ++part) {
    std::string padding;
    for (int number = 0; number < 33000; ++number)
      padding += "define padding_" + std::to_string(part) + "_" + std::to_string(number) + " := 1.\n";
    fixture.folder.write("rules/chess/padding_" + std::to_string(part) + ".nwl", padding);
    text += "include \"padding_" + std::to_string(part) + ".nwl\".\n";
  }
  fixture.folder.write("rules/chess/slow.nwl", text);

  newell::web::Reply slow;
  std::thread starting([&] {
    slow = fixture.call("POST", "/api/play", R"({"game": "chess", "side": "none", "rules": "chess/slow.nwl"})");
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  // Answered while the other game is still being made: that game is not in play yet.
  const auto answer = fixture.call("GET", "/api/play/" + std::to_string(first["id"].get<int>()));
  const auto second = fixture.call("GET", "/api/play/" + std::to_string(first["id"].get<int>() + 1));
  starting.join();
  CHECK(answer.status == 200);
  CHECK(second.status == 404);
  INFO(slow.body);
  CHECK(slow.status == 201);
}
