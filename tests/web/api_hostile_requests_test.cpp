// Requests a careless or hostile client sends: each is answered with a 4xx and a message naming
// what is wrong, nothing is written outside the rules folder, and the API keeps serving.

#include "api_fixture.h"

#include <catch2/catch.hpp>

#include <fstream>

using newell::testing::ApiFixture;

namespace {

// The reply's status, and its error message must mention `words`.
void refused(ApiFixture& fixture, const std::string& method, const std::string& path, const std::string& body, int status,
             const std::string& words) {
  const auto reply = fixture.call(method, path, body);
  INFO(method << ' ' << path << ' ' << body.substr(0, 200) << " -> " << reply.status << ' ' << reply.body);
  CHECK(reply.status == status);
  const auto answer = nlohmann::json::parse(reply.body);
  CHECK(answer.value("error", "").find(words) != std::string::npos);
}

}  // namespace

TEST_CASE("malformed JSON, wrong types and unknown endpoints are refused with 4xx", "[web]") {
  ApiFixture fixture;
  refused(fixture, "POST", "/api/play", "{\"game\": \"chess\"", 400, "not valid JSON");
  refused(fixture, "POST", "/api/play", "[1, 2]", 400, "must be a JSON object");
  refused(fixture, "POST", "/api/play", R"({"game": 7})", 400, "'game' must be a string");
  refused(fixture, "POST", "/api/play", R"({"nodes": -5})", 400, "'nodes' must be between");
  refused(fixture, "POST", "/api/play", R"({"nodes": 1e300})", 400, "'nodes' must be a whole number");
  refused(fixture, "POST", "/api/play", R"({"side": "both"})", 400, "'side' is first, second or none");
  refused(fixture, "POST", "/api/play", R"({"engine": "stockfish"})", 400, "unknown engine 'stockfish'");
  refused(fixture, "GET", "/api/nothing", "", 404, "no such endpoint");
  refused(fixture, "GET", "/api/play", "", 405, "takes POST");
  refused(fixture, "GET", "/api/play/99", "", 404, "no game 99");
  refused(fixture, "GET", "/api/play/12abc", "", 404, "not a game number");
  refused(fixture, "GET", "/../../etc/passwd", "", 404, "no such endpoint");
  refused(fixture, "POST", "/api/analyse/read", R"({"game": "chess", "text": ")" + std::string(5000, 'x') + "\"}", 400,
          "is not a move");
}

TEST_CASE("an unknown game, a bad FEN, a bad PGN and an illegal move are refused with 400", "[web]") {
  ApiFixture fixture;
  refused(fixture, "POST", "/api/play", R"({"game": "go"})", 400, "unknown game 'go'");
  refused(fixture, "POST", "/api/play", R"({"game": "chess", "fen": "rnbqkbnr/pppppppp/8/8 w"})", 400, "bad position for chess");
  refused(fixture, "POST", "/api/play", R"({"game": "checkers", "fen": "X:W99:B1"})", 400, "bad position for checkers");
  refused(fixture, "POST", "/api/analyse/read", R"({"game": "chess", "text": "1. e4 e5 2. Ke3"})", 400, "move 3 'Ke3' is not legal");
  refused(fixture, "POST", "/api/analyse/explain", R"({"game": "chess", "fen": "8/8/8/8/8/8/8/8 w - - 0 1"})", 400,
          "bad position for chess");
  const auto game = fixture.json("POST", "/api/play", {{"game", "chess"}, {"engine", "alphabeta"}, {"nodes", 500}}, 201);
  const std::string path = "/api/play/" + std::to_string(game["id"].get<int>());
  refused(fixture, "POST", path + "/move", R"({"move": "e2e5"})", 400, "'e2e5' is not a legal move");
  refused(fixture, "POST", path + "/move", R"({})", 400, "'move' is missing");
  refused(fixture, "POST", path + "/engine", "", 409, "the person's turn");
  refused(fixture, "POST", path + "/undo", "", 409, "no move of yours");
  refused(fixture, "GET", path + "/decisions/1", "", 404, "no ply 1");
  // And it keeps serving: the legal move is played.
  const auto state = fixture.json("POST", path + "/move", {{"move", "e4"}});
  CHECK(state["moves"].size() == 1);
  CHECK(fixture.call("GET", "/").status == 200);
}

TEST_CASE("rule files outside the rules folder are refused: .., absolute paths and symbolic links", "[web]") {
  ApiFixture fixture;
  const auto secret = fixture.folder.write("secret.nwl", "game chess.\n");
  refused(fixture, "POST", "/api/rules/read", R"({"path": "../secret.nwl"})", 403, "climbs out");
  refused(fixture, "POST", "/api/rules/read", R"({"path": "chess/../../secret.nwl"})", 403, "climbs out");
  refused(fixture, "POST", "/api/rules/read", nlohmann::json{{"path", secret.string()}}.dump(), 403, "not inside the rules folder");
  refused(fixture, "POST", "/api/rules/read", R"({"path": "/etc/passwd"})", 403, "not inside the rules folder");
  refused(fixture, "POST", "/api/rules/read", R"({"path": "chess/newell.txt"})", 400, "not a rule file");
  refused(fixture, "POST", "/api/rules/read", R"({"path": "chess/none.nwl"})", 404, "no rule file");
  std::filesystem::create_symlink(secret, fixture.folder.file("rules") / "chess" / "linked.nwl");
  std::filesystem::create_symlink(fixture.folder.path(), fixture.folder.file("rules") / "outside");
  refused(fixture, "POST", "/api/rules/read", R"({"path": "chess/linked.nwl"})", 403, "outside the rules folder");
  refused(fixture, "POST", "/api/rules/read", R"({"path": "outside/secret.nwl"})", 403, "outside the rules folder");
  refused(fixture, "POST", "/api/rules/save", R"({"path": "chess/linked.nwl", "text": "overwritten"})", 403, "outside");
  refused(fixture, "POST", "/api/rules/save", R"({"path": "outside/new.nwl", "text": "overwritten"})", 403, "outside");
  refused(fixture, "POST", "/api/play", R"({"rules": "../secret.nwl"})", 403, "climbs out");
  CHECK(newell::testing::read_bytes(secret) == "game chess.\n");
  CHECK_FALSE(std::filesystem::exists(fixture.folder.file("new.nwl")));
  // The folder's own files are still served.
  const auto read = fixture.json("POST", "/api/rules/read", {{"path", "chess/newell.nwl"}});
  CHECK(read["text"].get<std::string>().find("game chess") != std::string::npos);
}
