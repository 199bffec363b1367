// Text from files is UTF-8, else Latin-1 (portable_notation/text_encoding.h): a Latin-1 PGN tag
// once ended `newell import` with a JSON exception and lost the games after it.

#include "app/records/game_files.h"
#include "app/records/movetext.h"
#include "game_descriptor/game_descriptor.h"
#include "portable_notation/text_encoding.h"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

using namespace newell::portable_notation;

TEST_CASE("UTF-8 is recognised and everything else is not", "[records][encoding]") {
  CHECK(is_utf8("M\xc3\xbcnchen"));
  CHECK(is_utf8(""));
  CHECK(is_utf8("\xf0\x9f\x98\x80"));     // U+1F600
  CHECK_FALSE(is_utf8("M\xfcnchen"));      // Latin-1 ü
  CHECK_FALSE(is_utf8("\xc0\xaf"));        // overlong '/'
  CHECK_FALSE(is_utf8("\xed\xa0\x80"));    // a surrogate
  CHECK_FALSE(is_utf8("\xf4\x90\x80\x80"));  // above U+10FFFF
  CHECK_FALSE(is_utf8("\xe2\x82"));        // cut short
  CHECK_FALSE(is_utf8("x\xff"));
}

TEST_CASE("a Latin-1 line is read as Latin-1 and named, the UTF-8 lines are kept as they are", "[records][encoding]") {
  const auto decoded = decode_lines("[Event \"Caf\xc3\xa9\"]\n[Site \"M\xfcnchen\"]\n1. e4 *\n");
  CHECK(decoded.text == "[Event \"Caf\xc3\xa9\"]\n[Site \"M\xc3\xbcnchen\"]\n1. e4 *\n");
  CHECK(decoded.latin1_lines == std::vector<int>{2});
  CHECK(latin1_warning("x.pgn", decoded.latin1_lines) == "x.pgn:2: not UTF-8, read as Latin-1");
  CHECK(latin1_warning("x.pgn", {2, 5, 9}) == "x.pgn:2: not UTF-8, read as Latin-1 (and 2 more lines: 5, 9)");
  CHECK(latin1_warning("x.pgn", {}).empty());
}

TEST_CASE("a game with a Latin-1 tag is stored with the tag in UTF-8", "[records][encoding]") {
  using namespace newell::app::records;
  const auto decoded = decode_lines("[Event \"x\"]\n[Site \"M\xfcnchen\"]\n[Result \"*\"]\n\n1. e4 e5 *\n");
  const auto collection = read_collection(decoded.text, Dialect::pgn);
  REQUIRE(collection.games.size() == 1);
  const auto record = game_record(collection.games.front(), newell::describe(newell::GameKind::chess), "latin1.pgn");
  const auto settings = nlohmann::json::parse(record.settings);
  CHECK(settings["tags"]["Site"] == "M\xc3\xbcnchen");
}
