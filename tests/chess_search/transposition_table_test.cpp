// The transposition table: stores and finds by key, keeps the deeper result, sizes by megabytes,
// and adjusts mate scores by ply so a mate stays right wherever its position recurs.

#include "chess/search_score.h"
#include "chess/transposition_table.h"

#include <catch2/catch.hpp>

using namespace newell::chess;

TEST_CASE("a stored entry is found by its key and not by another", "[transposition_table]") {
  TranspositionTable table(1);
  const Move move(E2, E4);
  table.store(0x1234567890ABCDEFULL, move, 35, 20, 6, Bound::Exact);
  const TableEntry* entry = table.probe(0x1234567890ABCDEFULL);
  REQUIRE(entry != nullptr);
  CHECK(entry->move == move);
  CHECK(entry->score == 35);
  CHECK(entry->static_evaluation == 20);
  CHECK(entry->depth == 6);
  CHECK(entry->bound == Bound::Exact);
  CHECK(table.probe(0x1234567890ABCDEEULL) == nullptr);
  table.clear();
  CHECK(table.probe(0x1234567890ABCDEFULL) == nullptr);
}

TEST_CASE("two positions in one bucket are both kept, the deeper in its own slot", "[transposition_table]") {
  TranspositionTable table(1);
  // Keys that differ only above the index bits share a bucket.
  const std::uint64_t deep = 0x0000000000000042ULL | (1ULL << 60);
  const std::uint64_t shallow = 0x0000000000000042ULL | (2ULL << 60);
  const std::uint64_t third = 0x0000000000000042ULL | (3ULL << 60);
  table.store(deep, Move(G1, F3), 10, 0, 9, Bound::Lower);
  table.store(shallow, Move(B1, C3), 20, 0, 2, Bound::Upper);
  REQUIRE(table.probe(deep) != nullptr);
  REQUIRE(table.probe(shallow) != nullptr);
  table.store(third, Move(D2, D4), 30, 0, 1, Bound::Exact);
  CHECK(table.probe(deep) != nullptr);  // the deep entry survives a shallow newcomer
  CHECK(table.probe(third) != nullptr);
  CHECK(table.probe(shallow) == nullptr);
}

TEST_CASE("a store without a move keeps the move already known for the position", "[transposition_table]") {
  TranspositionTable table(1);
  table.store(77, Move(E2, E4), 10, 0, 5, Bound::Lower);
  table.store(77, Move::none(), -5, 0, 6, Bound::Upper);
  const TableEntry* entry = table.probe(77);
  REQUIRE(entry != nullptr);
  CHECK(entry->move == Move(E2, E4));
  CHECK(entry->depth == 6);
}

TEST_CASE("resizing follows the megabytes asked and empties the table", "[transposition_table]") {
  TranspositionTable table(2);
  CHECK(table.megabytes() == 2);
  table.store(99, Move(A2, A3), 1, 0, 1, Bound::Exact);
  table.resize(4);
  CHECK(table.megabytes() == 4);
  CHECK(table.probe(99) == nullptr);
  table.resize(0);  // below the minimum: one megabyte
  CHECK(table.megabytes() == 1);
}

TEST_CASE("hashfull counts entries of the current search only", "[transposition_table]") {
  TranspositionTable table(1);
  CHECK(table.permille_full() == 0);
  for (std::uint64_t key = 0; key < 1000; ++key) table.store(key, Move(A2, A3), 0, 0, 1, Bound::Exact);
  CHECK(table.permille_full() > 400);
  table.new_search();
  CHECK(table.permille_full() == 0);
}

TEST_CASE("mate scores are stored relative to the position and read back relative to the root",
          "[transposition_table]") {
  // Mate in 3 plies found 5 plies from the root: from the stored position it is mate in 3 - 5 + 5.
  const int root_view = mate_in(8);  // mate 8 plies from the root
  const int stored = score_to_table(root_view, 5);
  CHECK(stored == mate_in(3));       // from the position 5 plies down, mate is 3 plies away
  CHECK(score_from_table(stored, 5) == root_view);
  // The same position met 1 ply from the root is mated 4 plies from the root.
  CHECK(score_from_table(stored, 1) == mate_in(4));
  const int loss = mated_in(7);
  CHECK(score_from_table(score_to_table(loss, 3), 3) == loss);
  CHECK(score_to_table(loss, 3) == mated_in(4));
  CHECK(score_to_table(123, 9) == 123);  // ordinary scores pass unchanged
  CHECK(mate_in_moves(mate_in(1)) == 1);
  CHECK(mate_in_moves(mate_in(3)) == 2);
  CHECK(mate_in_moves(mated_in(2)) == -1);
  CHECK(mate_in_moves(mated_in(4)) == -2);
}

TEST_CASE("clearing empties the table, and it stores again after", "[transposition_table]") {
  TranspositionTable table(1);
  for (std::uint64_t key = 1; key <= 1000; ++key) table.store(key * 7919, Move(A2, A3), 5, 0, 3, Bound::Lower);
  CHECK(table.probe(7919) != nullptr);
  table.new_search();
  CHECK(table.permille_full() == 0);
  table.clear();
  for (std::uint64_t key = 1; key <= 1000; ++key) CHECK(table.probe(key * 7919) == nullptr);
  table.store(7919, Move(A2, A4), 6, 0, 4, Bound::Exact);
  REQUIRE(table.probe(7919) != nullptr);
  CHECK(table.probe(7919)->move == Move(A2, A4));
}
