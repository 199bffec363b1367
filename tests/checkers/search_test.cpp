#include "checkers/notation.h"
#include "checkers/search.h"

#include <catch2/catch.hpp>

using namespace newell::checkers;

namespace {
SearchResult search_position(const std::string& fen, int depth, NodeCounter& counter) {
  TranspositionTable table(1);
  SearchLimits limits;
  limits.depth = depth;
  return search(parse_fen(fen), {}, MaterialEvaluator{}, limits, counter, table);
}
}  // namespace

TEST_CASE("search plays the immediate win and scores it as a win in one ply") {
  // 27-24 leaves White's last man on 28 without a move; other moves win later or not at all.
  NodeCounter counter;
  const SearchResult result = search_position("B:W28:BK19,K27", 6, counter);
  REQUIRE(result.has_move);
  CHECK(move_text(result.best) == "27-24");
  CHECK(result.score == win_score - 1);
}

TEST_CASE("a win further away scores lower than a nearer one (sense of direction)") {
  NodeCounter counter;
  const SearchResult near = search_position("B:W28:BK19,K27", 8, counter);
  const SearchResult far = search_position("B:W28:BK10,K18", 8, counter);
  REQUIRE(is_win_score(far.score));
  CHECK(far.score < near.score);
  CHECK(far.score == win_score - static_cast<int>(far.principal_variation.size()));
}

TEST_CASE("search does not give a man away for nothing") {
  // Either move of the man on 14 lets 22 jump it; the man on 3 can move safely.
  NodeCounter counter;
  const SearchResult result = search_position("B:W22,31:B14,3", 4, counter);
  CHECK(result.best.from == 2);
  CHECK(result.score >= 0);
}

TEST_CASE("search takes the two-for-one shot") {
  // 18-14 gives a man: 10x17 is answered by 21x14x5, 9x18 by 22x15x6. White ends a man up.
  NodeCounter counter;
  const SearchResult result = search_position("W:W18,21,22,25,26:B3,4,9,10,12", 4, counter);
  REQUIRE(result.has_move);
  CHECK(move_text(result.best) == "18-14");
  CHECK(result.score >= man_value);
}

TEST_CASE("node limits stop the search and the counter can be shared between searches") {
  NodeCounter counter;
  TranspositionTable table(1);
  SearchLimits limits;
  limits.depth = 30;
  limits.nodes = 5000;
  const SearchResult first = search(Position::initial(), {}, MaterialEvaluator{}, limits, counter, table);
  CHECK(first.stopped);
  CHECK(first.has_move);
  CHECK(counter.count() <= 5001);
  const std::uint64_t after_first = counter.count();
  limits.nodes = after_first + 3000;
  const SearchResult second = search(Position::initial(), {}, MaterialEvaluator{}, limits, counter, table);
  CHECK(second.nodes <= 3001);
  CHECK(counter.count() == after_first + second.nodes);
}

TEST_CASE("a time limit stops a deep search") {
  NodeCounter counter;
  TranspositionTable table(1);
  SearchLimits limits;
  limits.depth = 60;
  limits.time = std::chrono::milliseconds(50);
  const auto start = std::chrono::steady_clock::now();
  const SearchResult result = search(Position::initial(), {}, MaterialEvaluator{}, limits, counter, table);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
  CHECK(result.has_move);
  CHECK(result.depth >= 1);
}

TEST_CASE("an exchange offer is a quiet move after which the opponent must capture") {
  CHECK(exchange_offer_possible(parse_fen("B:W22:B14")));   // 14-18 lets 22x15
  CHECK(!exchange_offer_possible(parse_fen("B:W22:B1")));
  CHECK(!exchange_offer_possible(parse_fen("B:W18:B15")));  // a jump is pending instead
}

TEST_CASE("search returns no move when the side to move has none") {
  NodeCounter counter;
  const SearchResult result = search_position("W:W29:B25,22", 4, counter);
  CHECK(!result.has_move);
  CHECK(result.score == -win_score);
}

namespace {
// Every position is worth 50 to the side to move: only a draw by repetition scores 0.
struct SideToMoveBonus {
  int operator()(const Position&) const { return 50; }
};
}  // namespace

TEST_CASE("a return to a position of the game is scored as a draw") {
  const Position root = parse_fen("B:WK32:BK1");
  std::vector<Key> history;
  for (const char* text : {"1-5", "1-6"}) history.push_back(root.after(parse_move(root, text)).key);
  history.push_back(root.key);
  NodeCounter counter;
  TranspositionTable table(1);
  SearchLimits limits;
  limits.depth = 3;
  // Both of Black's moves lead back to positions the game has seen.
  CHECK(search(root, history, SideToMoveBonus{}, limits, counter, table).score == 0);
  TranspositionTable fresh(1);
  CHECK(search(root, {root.key}, SideToMoveBonus{}, limits, counter, fresh).score != 0);
}

TEST_CASE("with a minimum ply of one the jump-dependent ply still sees the shot to its end") {
  // After 18-14 a jump is pending at every ply until White's double jump: Samuel's rule looks on.
  NodeCounter counter;
  const SearchResult result = search_position("W:W18,21,22,25,26:B3,4,9,10,12", 1, counter);
  CHECK(result.depth == 1);
  CHECK(move_text(result.best) == "18-14");
  CHECK(result.score >= man_value);
  CHECK(result.principal_variation.size() >= 3);
}

TEST_CASE("without the extensions a minimum ply of one cannot see the shot") {
  NodeCounter counter;
  TranspositionTable table(1);
  SearchLimits limits;
  limits.depth = 1;
  PlyRules none;
  none.exchange_only_after = 0;
  none.jump_only_after = 0;
  none.clear_advantage_after = 0;
  none.hard_cap_after = 0;
  const SearchResult result =
      search(parse_fen("W:W18,21,22,25,26:B3,4,9,10,12"), {}, MaterialEvaluator{}, limits, counter, table, none);
  CHECK(result.score < man_value);
}
