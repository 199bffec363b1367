#include "checkers/notation.h"
#include "checkers/search.h"
#include "learning/samuel/rote_memory.h"
#include "learning/samuel/rote_play.h"
#include "learning/samuel/rote_search.h"
#include "learning/samuel/rote_store.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace newell::learning::samuel;
using newell::checkers::parse_fen;
using newell::checkers::win_score;

TEST_CASE("a remembered position is found again in its colour-reversed form, with its score and ply") {
  RoteMemory memory;
  memory.remember(parse_fen("W:W21,30:B10"), 120, 5);
  const RoteEntry* entry = memory.peek(parse_fen("B:W23:B12,3"));
  REQUIRE(entry != nullptr);
  CHECK(entry->score == 120);
  CHECK(entry->ply == 5);
  CHECK(entry->age == memory.settings().initial_age);
  CHECK(memory.peek(parse_fen("B:W24:B12,3")) == nullptr);
}

TEST_CASE("a later save replaces the score only when backed up over at least as many plies") {
  RoteMemory memory;
  const auto position = parse_fen("B:W23:B12,3");
  memory.remember(position, 50, 6);
  memory.remember(position, -40, 3);
  CHECK(memory.peek(position)->score == 50);
  memory.remember(position, -40, 9);
  CHECK(memory.peek(position)->score == -40);
  CHECK(memory.peek(position)->ply == 9);
  CHECK(memory.size() == 1);
}

TEST_CASE("using an entry halves its age; merges age every entry and forget those at the maximum") {
  RoteMemory memory(RoteSettings{.initial_age = 8, .maximum_age = 12, .capacity = 100, .culled_size = 50});
  const auto used = parse_fen("B:W23:B12,3");
  const auto unused = parse_fen("B:W24:B12,3");
  memory.remember(used, 10, 3);
  memory.remember(unused, 10, 3);
  REQUIRE(memory.recall(used)->age == 4);
  for (int merge = 0; merge < 3; ++merge) CHECK(memory.age_and_forget() == 0);
  CHECK(memory.peek(unused)->age == 11);
  CHECK(memory.age_and_forget() == 1);  // the unused one reaches 12 and is forgotten
  CHECK(memory.peek(unused) == nullptr);
  REQUIRE(memory.peek(used) != nullptr);
  CHECK(memory.peek(used)->age == 8);
}

TEST_CASE("over capacity the lowest-ply entries are culled") {
  RoteMemory memory(RoteSettings{.initial_age = 8, .maximum_age = 16, .capacity = 4, .culled_size = 2});
  const char* fens[] = {"B:W23:B1", "B:W23:B2", "B:W23:B3", "B:W23:B4", "B:W23:B5"};
  const int plies[] = {7, 1, 9, 2, 5};
  for (int index = 0; index < 5; ++index) memory.remember(parse_fen(fens[index]), 0, plies[index]);
  // The fifth entry overflows the capacity of 4: the three lowest-ply (1, 2, 5) go, 7 and 9 stay.
  CHECK(memory.size() == 2);
  CHECK(memory.peek(parse_fen("B:W23:B1")) != nullptr);
  CHECK(memory.peek(parse_fen("B:W23:B3")) != nullptr);
}

TEST_CASE("sense of direction: scores decay with ply, the shorter win and the longer loss are preferred") {
  CHECK(directed_score(RoteEntry{300, 4, 0}) == 296);
  CHECK(directed_score(RoteEntry{-300, 4, 0}) == -296);
  const int win_in_3 = directed_score(RoteEntry{win_score - 3, 3, 0});
  const int win_in_9 = directed_score(RoteEntry{win_score - 9, 9, 0});
  CHECK(win_in_3 > win_in_9);
  CHECK(win_in_9 > 20000);
  CHECK_FALSE(newell::checkers::is_win_score(win_in_3));  // stays inside what search takes from an evaluation
  CHECK(directed_score(RoteEntry{-(win_score - 9), 9, 0}) > directed_score(RoteEntry{-(win_score - 3), 3, 0}));
}

TEST_CASE("search with the memory finds a remembered win beyond its horizon and remembers the root one ply further") {
  // Two kings against one: far from a visible win at minimum ply 1, but one reply leads to a
  // position remembered as won in 5.
  using namespace newell::checkers;
  const Position root = parse_fen("B:WK12:BK19,K27");
  MoveList moves;
  generate_moves(root, moves);
  RoteMemory memory;
  const Position after = root.after(moves[0]);
  memory.remember(after, -(win_score - 5), 5);  // White to move there and loses in 5
  RoteStatistics statistics;
  const MaterialEvaluator material;
  const RoteEvaluator<MaterialEvaluator> evaluator(memory, material, statistics);
  TranspositionTable table(1);
  NodeCounter counter;
  const SearchResult result = search(root, {}, evaluator, SearchLimits{.depth = 1}, counter, table);
  CHECK(statistics.hits >= 1);
  CHECK(statistics.lookups >= statistics.hits);
  CHECK(result.best.from == moves[0].from);
  CHECK(result.best.to == moves[0].to);
  const RoteEntry entry = backed_up_entry(root, result, memory);
  CHECK(entry.score == win_score - 6);
  CHECK(entry.ply == 6);
}

TEST_CASE("self-play with rote learning finds the positions of an earlier game in later searches") {
  RoteMemory memory;
  const auto evaluation = newell::checkers::ScoringPolynomial{};
  RoteGameSettings settings;
  settings.depth = 2;
  settings.nodes = 5000;
  settings.move_limit = 12;
  const RoteGameReport first = play_rote_game(memory, newell::checkers::Position::initial(), evaluation, settings);
  CHECK(memory.size() >= 10);
  const RoteGameReport second = play_rote_game(memory, newell::checkers::Position::initial(), evaluation, settings);
  CHECK(second.statistics.hits > first.statistics.hits);
  CHECK(second.statistics.hit_rate() > 0.0);
}

TEST_CASE("a rote memory survives a round trip through the store") {
  const newell::testing::ScratchFolder scratch;
  const auto path = scratch.file("rote.db");
  RoteMemory memory;
  memory.remember(parse_fen("W:W21,30:B10"), 120, 5);
  memory.remember(parse_fen("B:WK19:BK1,K6"), -(win_score - 7), 7);
  {
    const auto database = newell::store::Database::open(path);
    save_rote_memory(database, "test", memory);
    save_rote_memory(database, "test", memory);  // saving again replaces, it does not duplicate
    RoteMemory loaded;
    CHECK(load_rote_memory(database, "test", loaded) == 2);
    CHECK(loaded.entries() == memory.entries());
    RoteMemory other;
    CHECK(load_rote_memory(database, "other", other) == 0);
  }
}
