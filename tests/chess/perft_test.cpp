#include "chess/perft.h"

#include <catch2/catch.hpp>
#include <string>

#include "chess/epd.h"
#include "chess/movegen.h"
#include "test_support.h"

using namespace newell::chess;

namespace {
const std::string suite = std::string(NEWELL_TEST_DATA_DIR) + "/chess/perft.epd";
}

TEST_CASE("perft matches every count of the reference suite up to a few million nodes") {
  const auto records = read_epd_file(suite);
  REQUIRE(records.size() == 163);
  int checked = 0;
  for (auto record : records) {
    for (const auto& [depth, expected] : record.perft_counts()) {
      if (expected > newell::chess::testing::perft_node_budget()) continue;
      INFO("line " << record.line_number << ": " << record.position.to_fen() << " depth " << depth);
      CHECK(perft(record.position, depth) == expected);
      ++checked;
    }
  }
  CHECK(checked > 500);
}

TEST_CASE("perft without bulk counting makes every leaf move and gets the same counts") {
  const auto records = read_epd_file(suite);
  for (std::size_t i = 0; i < records.size(); i += 5) {
    auto position = records[i].position;
    for (const auto& [depth, expected] : records[i].perft_counts()) {
      if (expected > 20'000) continue;
      INFO(position.to_fen() << " depth " << depth);
      CHECK(perft(position, depth, false) == expected);
    }
  }
}

TEST_CASE("perft divide splits the total by first move") {
  auto position = Position::start();
  const auto counts = perft_divide(position, 3);
  REQUIRE(counts.size() == 20);
  std::uint64_t total = 0;
  for (const auto& [move, nodes] : counts) total += nodes;
  CHECK(total == 8902);
  CHECK(position.to_fen() == std::string(Position::start_fen));
}

TEST_CASE("perft of depth zero is one node") {
  auto position = Position::start();
  CHECK(perft(position, 0) == 1);
  CHECK(perft(position, 1) == 20);
  CHECK(perft(position, 1, false) == 20);
}

TEST_CASE("counting legal moves agrees with listing them") {
  for (const auto& record : read_epd_file(suite)) {
    MoveList moves;
    generate_legal(record.position, moves);
    CHECK(count_legal_moves(record.position) == moves.size());
    CHECK(has_legal_move(record.position) == !moves.empty());
  }
}

TEST_CASE("captures and quiet moves together are exactly the legal moves") {
  for (const auto& record : read_epd_file(suite)) {
    MoveList all, captures, quiets;
    generate_legal(record.position, all);
    generate_legal_captures(record.position, captures);
    generate_legal_quiets(record.position, quiets);
    INFO(record.position.to_fen());
    CHECK(captures.size() + quiets.size() == all.size());
    for (const Move move : captures) {
      CHECK(all.contains(move));
      CHECK((record.position.is_capture(move) || move.is_promotion()));
    }
    for (const Move move : quiets) {
      CHECK(all.contains(move));
      CHECK_FALSE(record.position.is_capture(move));
      CHECK_FALSE(move.is_promotion());
    }
  }
}
