#include "checkers/movegen.h"
#include "checkers/notation.h"
#include "checkers/perft.h"
#include "checkers/perft_suite.h"
#include "tests/checkers/legal_move_texts.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <map>

using namespace newell::checkers;

namespace {

std::vector<PerftExpectation> reference_counts() {
  std::ifstream file(std::string(NEWELL_TEST_DATA_DIR) + "/checkers/perft.txt");
  REQUIRE(file);
  return read_perft_suite(file);
}

// Walks the tree with make/unmake and checks that every position comes back unchanged and that the
// incremental key always equals the key computed from scratch.
std::uint64_t perft_make_unmake(Position& position, int depth) {
  if (depth == 0) return 1;
  MoveList list;
  generate_moves(position, list);
  std::uint64_t nodes = 0;
  for (const Move& move : list) {
    const Position before = position;
    Undo undo;
    position.make(move, undo);
    REQUIRE(position.key == position.compute_key());
    nodes += perft_make_unmake(position, depth - 1);
    position.unmake(move, undo);
    REQUIRE(position == before);
    REQUIRE(position.key == before.key);
  }
  return nodes;
}

}  // namespace

TEST_CASE("perft matches every reference count up to a few million nodes, with bulk counting") {
  int checked = 0;
  for (const auto& entry : reference_counts()) {
    if (entry.nodes > 20'000'000) continue;
    PerftOptions options;
    options.unique_captures = entry.unique_captures;
    INFO(entry.fen << " depth " << entry.depth << " (perft.txt line " << entry.line << ")");
    CHECK(perft(entry.position, entry.depth, options) == entry.nodes);
    ++checked;
  }
  CHECK(checked >= 60);
}

TEST_CASE("perft without bulk counting matches the reference counts") {
  for (const auto& entry : reference_counts()) {
    if (entry.nodes > 4'000'000) continue;
    PerftOptions options;
    options.bulk_counting = false;
    options.unique_captures = entry.unique_captures;
    INFO(entry.fen << " depth " << entry.depth);
    CHECK(perft(entry.position, entry.depth, options) == entry.nodes);
  }
}

TEST_CASE("a king's loop taken clockwise and anticlockwise is two moves, or one with unique captures") {
  const Position position = parse_fen("B:W14,15,22,23,32:BK10");
  CHECK(perft(position, 1) == 2);
  PerftOptions unique;
  unique.unique_captures = true;
  CHECK(perft(position, 1, unique) == 1);
  MoveList list;
  generate_moves(position, list);
  REQUIRE(list.size() == 2);
  for (const Move& move : list) {
    CHECK(move.from == move.to);
    CHECK(count(move.captured) == 4);
    CHECK(position.after(move).white == bit(31));
  }
}

TEST_CASE("the initial position's divide at depth 5 matches the published table") {
  const std::map<std::string, std::uint64_t> expected{{"9-13", 1345},  {"9-14", 858},   {"10-14", 874}, {"10-15", 918},
                                                      {"11-15", 860},  {"11-16", 1299}, {"12-16", 1207}};
  const auto entries = divide(Position::initial(), 5);
  REQUIRE(entries.size() == expected.size());
  for (const auto& entry : entries) CHECK(expected.at(move_text(entry.move)) == entry.nodes);
}

TEST_CASE("make and unmake restore every position and keep the incremental key exact") {
  Position initial = Position::initial();
  CHECK(perft_make_unmake(initial, 6) == 36768);
  Position kings = parse_fen("W:WK10,K15,18,24,27,28:B12,16,20,K22,K25,K29");
  CHECK(perft_make_unmake(kings, 5) == 6707);
  Position loop = parse_fen("B:W14,15,22,23,32:BK10");
  CHECK(perft_make_unmake(loop, 5) == 96);
}

TEST_CASE("a man that reaches the far row by a jump is crowned and its move ends there") {
  // The man on 22 takes 26 and lands on 31; a king there could go on over 27 to 24, a new king may not.
  const Position position = parse_fen("B:W26,27:B22");
  MoveList list;
  generate_moves(position, list);
  REQUIRE(list.size() == 1);
  CHECK(move_text(list[0]) == "22x31");
  const Position after = position.after(list[0]);
  CHECK((after.kings & bit(30)) != 0);
  CHECK(after.white == bit(26));
}

TEST_CASE("a side with no legal move has an empty move list") {
  MoveList list;
  generate_moves(parse_fen("W:W29:B25,22"), list);  // White's man on 29 is blocked and cannot jump 25 (22 behind)
  CHECK(list.empty());
  generate_moves(parse_fen("W:W:B1"), list);
  CHECK(list.empty());
  generate_moves(parse_fen("W::B1"), list);
  CHECK(list.empty());
}

TEST_CASE("captures are mandatory and any capture may be chosen, not only the longest") {
  // 11x18 takes one man although 11x20x27 takes two: both are legal.
  auto texts = testing::legal_move_texts(parse_fen("B:W15,16,24:B11,12"));
  std::sort(texts.begin(), texts.end());
  CHECK(texts == std::vector<std::string>{"11x18", "11x20x27", "12x19x28"});
}
