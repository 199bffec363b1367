// Counts heap allocations (tests/support/counting_allocator.cpp replaces the global operator new in
// this binary) to show that playing moves and generating them allocates nothing, also on copies of
// a position.

#include <catch2/catch.hpp>

#include "chess/movegen.h"
#include "chess/position.h"
#include "test_support.h"
#include "tests/support/counting_allocator.h"

using namespace newell::chess;

TEST_CASE("playing, undoing and generating moves does not allocate, on copies of a position too") {
  const Position original = Position::start();
  Position position = original;  // a copy keeps its undo stack reserved
  newell::chess::testing::Random random(99);
  const auto before = newell::test_support::heap_allocations.load();
  for (int game = 0; game < 5; ++game) {
    int played = 0;
    Move line[400];
    for (; played < 400; ++played) {
      MoveList moves;
      generate_legal(position, moves);
      if (moves.empty() || position.is_fifty_move_draw()) break;
      (void)count_legal_moves(position);
      line[played] = moves[random.below(moves.size())];
      position.make_move(line[played]);
      (void)position.is_repetition(3);
    }
    while (played > 0) position.unmake_move(line[--played]);
  }
  CHECK(newell::test_support::heap_allocations.load() == before);
  CHECK(position.key() == original.key());
}
