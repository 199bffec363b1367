#include "chess/epd.h"

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <string>

#include "chess/notation.h"

using namespace newell::chess;
using Catch::Matchers::Contains;

namespace {
const std::string data = std::string(NEWELL_TEST_DATA_DIR) + "/chess/";
}

TEST_CASE("every best move of Win at Chess and Bratko-Kopec is legal SAN in its position") {
  for (const auto& [file, expected] : {std::pair{"wac.epd", 300}, std::pair{"bk.epd", 24}}) {
    const auto records = read_epd_file(data + file);
    CHECK(records.size() == std::size_t(expected));
    for (const auto& record : records) {
      INFO(file << " line " << record.line_number);
      const auto best = record.best_moves();
      CHECK_FALSE(best.empty());
      CHECK(best.size() == record.find("bm")->size());
      CHECK_FALSE(record.id().empty());
    }
  }
}

TEST_CASE("EPD operations keep their order, several operands and quoted strings") {
  const auto record =
      parse_epd(R"(r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - bm Nd5 a4; id "BK.05"; c0 "two; moves";)");
  REQUIRE(record.operations.size() == 3);
  CHECK(record.operations[0].first == "bm");
  CHECK(record.operations[0].second == std::vector<std::string>{"Nd5", "a4"});
  CHECK(record.id() == "BK.05");
  CHECK(record.find("c0")->front() == "two; moves");
  CHECK(record.find("am") == nullptr);
  CHECK(record.best_moves().size() == 2);
  CHECK(record.avoid_moves().empty());
}

TEST_CASE("EPD with clocks and perft operations, as perft suites write them") {
  const auto record =
      parse_epd("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D6 119060324");
  CHECK(record.position.to_fen() == std::string(Position::start_fen));
  const auto counts = record.perft_counts();
  REQUIRE(counts.size() == 3);
  CHECK(counts.at(1) == 20);
  CHECK(counts.at(6) == 119060324);
}

TEST_CASE("EPD writes and reads back the same record") {
  for (const auto& record : read_epd_file(data + "wac.epd")) {
    const auto again = parse_epd(to_epd(record));
    CHECK(again.operations == record.operations);
    CHECK(again.position.key() == record.position.key());
  }
  auto record = parse_epd("4k3/8/8/8/8/8/8/4K3 w - - c0 \"a comment; with semicolon\"; id x;");
  CHECK(to_epd(record) == "4k3/8/8/8/8/8/8/4K3 w - - c0 \"a comment; with semicolon\"; id x;");
}

TEST_CASE("EPD errors name the field, the line and its number") {
  auto error_of = [](const std::string& line) {
    try {
      (void)parse_epd(line);
    } catch (const NotationError& error) {
      return std::string(error.what());
    }
    return std::string();
  };
  CHECK_THAT(error_of("4k3/8/8 w"), Contains("four position fields"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K3 w - - id \"unterminated;"), Contains("unterminated"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K3 x - - id y;"), Contains("side to move \"x\"") && Contains("id y"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K3 w - - 1bad op;"), Contains("opcode \"1bad\""));
  const auto bad_count = parse_epd("4k3/8/8/8/8/8/8/4K3 w - - ;D1 many");
  CHECK_THROWS_WITH(bad_count.perft_counts(), Contains("D1") && Contains("many"));
  const auto illegal_bm = parse_epd("4k3/8/8/8/8/8/8/4K3 w - - bm Qh5;");
  CHECK_THROWS_WITH(illegal_bm.best_moves(), Contains("bm") && Contains("Qh5"));

  const std::string path = "epd_test_bad_file.epd";
  {
    std::ofstream file(path);
    file << "# a comment\n4k3/8/8/8/8/8/8/4K3 w - - id a;\n\n4k3/8/8/8/8/8/8/4K3 w - - id b;\n4k3/8/8 w - -\n";
  }
  CHECK_THROWS_WITH(read_epd_file(path), Contains("epd_test_bad_file.epd:5:"));
  std::remove(path.c_str());
  CHECK_THROWS_WITH(read_epd_file("no/such/file.epd"), Contains("cannot open"));
}

TEST_CASE("a depth too large for a number is a notation error, not an exception of another kind") {
  // Found by tests/fuzz/fuzz_epd: std::stoi threw std::out_of_range.
  const auto record = newell::chess::parse_epd("4k3/8/8/8/8/8/8/4K3 w - - ;D99999999999 1");
  CHECK_THROWS_AS(record.perft_counts(), newell::chess::NotationError);
}

TEST_CASE("an operand holding a carriage return is written quoted and reads back the same") {
  // Found by tests/fuzz/fuzz_epd: the writer quoted spaces, tabs and ';' but not '\r', which the
  // reader splits operands at.
  const auto record = newell::chess::parse_epd("4k3/8/8/8/8/8/8/4K3 w - - id \"a\rb\";");
  REQUIRE(record.id() == "a\rb");
  CHECK(newell::chess::parse_epd(newell::chess::to_epd(record)).id() == "a\rb");
}
