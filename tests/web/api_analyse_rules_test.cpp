// The analyse and author-rules endpoints: a PGN read into its plies, a position explained, a move
// asked "why not?", an edited rule file checked (diagnostics at line and column, named as in the
// rules folder), tried unsaved, and saved inside the folder.

#include "api_fixture.h"

#include <catch2/catch.hpp>

using newell::testing::ApiFixture;

TEST_CASE("a PGN with tags, comments and variations is read into its plies with their squares", "[web]") {
  ApiFixture fixture;
  const auto answer = fixture.json("POST", "/api/analyse/read",
                                   {{"game", "chess"},
                                    {"text", "[Event \"x\"]\n1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Nf3! Nc6 *"}});
  REQUIRE(answer["plies"].size() == 4);
  CHECK(answer["plies"][2]["move"] == "Nf3");
  CHECK(answer["plies"][2]["from"] == "g1");
  CHECK(answer["plies"][2]["to"] == "f3");
  const auto pdn = fixture.json("POST", "/api/analyse/read", {{"game", "checkers"}, {"text", "1. 11-15 23-19 2. 8-11 *"}});
  CHECK(pdn["plies"].size() == 3);
}

TEST_CASE("explain and why-not answer for any position", "[web]") {
  ApiFixture fixture;
  const std::string fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
  const auto explained = fixture.json("POST", "/api/analyse/explain", {{"game", "chess"}, {"fen", fen}, {"nodes", 3000}});
  CHECK_FALSE(explained["move"].get<std::string>().empty());
  CHECK(explained["svg"].get<std::string>().starts_with("<svg"));
  const auto why = fixture.json("POST", "/api/analyse/why-not", {{"game", "chess"}, {"fen", fen}, {"move", "Qe2"}, {"nodes", 3000}});
  CHECK(why["move"] == "Qe2");
  CHECK_FALSE(why["verdict"].get<std::string>().empty());
  const auto scores = fixture.json("POST", "/api/analyse/evaluate", {{"game", "chess"}, {"positions", {fen, ""}}, {"nodes", 500}});
  CHECK(scores["scores"].size() == 2);
}

TEST_CASE("an edited rule file's error is shown at its line and column, named as in the rules folder", "[web]") {
  ApiFixture fixture;
  const auto clean = fixture.json("POST", "/api/rules/check",
                                  {{"path", "chess/meta.nwl"}, {"text", fixture.json("POST", "/api/rules/read", {{"path", "chess/meta.nwl"}})["text"]}});
  CHECK(clean["ok"] == true);
  const std::string broken = "game chess.\n\ndefine hanging(M: man) := attacked(M) and not defendd(M).\n";
  const auto checked = fixture.json("POST", "/api/rules/check", {{"path", "chess/mine.nwl"}, {"text", broken}});
  CHECK(checked["ok"] == false);
  REQUIRE(checked["diagnostics"].size() >= 1);
  const auto& first = checked["diagnostics"][0];
  CHECK(first["file"] == "chess/mine.nwl");
  CHECK(first["line"] == 3);
  CHECK(first["column"].get<int>() > 1);
  // Not saved by checking; saved when asked, inside the folder.
  CHECK_FALSE(std::filesystem::exists(fixture.folder.file("rules") / "chess" / "mine.nwl"));
  fixture.json("POST", "/api/rules/save", {{"path", "chess/mine.nwl"}, {"text", broken}});
  CHECK(newell::testing::read_bytes(fixture.folder.file("rules") / "chess" / "mine.nwl") == broken);
  // An edited set with errors is refused for play and for trying, with the message.
  const auto refused = fixture.call("POST", "/api/play", nlohmann::json{{"rules", "chess/mine.nwl"}}.dump());
  CHECK(refused.status == 400);
  CHECK(refused.body.find("defendd") != std::string::npos);
}

TEST_CASE("an edited rule set is tried on a position without saving it", "[web]") {
  ApiFixture fixture;
  const std::string original = fixture.json("POST", "/api/rules/read", {{"path", "checkers/newell.nwl"}})["text"];
  const auto tried = fixture.json("POST", "/api/rules/try",
                                  {{"game", "checkers"}, {"rules", "checkers/newell.nwl"}, {"rules_text", original + "\n"}, {"nodes", 2000}});
  CHECK_FALSE(tried["move"].get<std::string>().empty());
  CHECK(tried["rules"] == "edited checkers/newell.nwl");
  CHECK(newell::testing::read_bytes(fixture.folder.file("rules") / "checkers" / "newell.nwl") == original);
}
