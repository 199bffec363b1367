// Counts heap allocations (this binary replaces the global operator new) to show that playing
// moves and generating them allocates nothing, also on copies of a position.

#include <atomic>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <new>

#include "chess/movegen.h"
#include "chess/position.h"
#include "test_support.h"

namespace {
std::atomic<long> allocations{0};
}

// Every non-aligned form is replaced, so that each allocation is paired with its own release.
void* operator new(std::size_t size) {
  ++allocations;
  if (void* memory = std::malloc(size == 0 ? 1 : size)) return memory;
  throw std::bad_alloc();
}
void* operator new[](std::size_t size) { return operator new(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  ++allocations;
  return std::malloc(size == 0 ? 1 : size);
}
void* operator new[](std::size_t size, const std::nothrow_t& tag) noexcept { return operator new(size, tag); }
void operator delete(void* memory) noexcept { std::free(memory); }
void operator delete[](void* memory) noexcept { std::free(memory); }
void operator delete(void* memory, std::size_t) noexcept { std::free(memory); }
void operator delete[](void* memory, std::size_t) noexcept { std::free(memory); }
void operator delete(void* memory, const std::nothrow_t&) noexcept { std::free(memory); }
void operator delete[](void* memory, const std::nothrow_t&) noexcept { std::free(memory); }

using namespace newell::chess;

TEST_CASE("playing, undoing and generating moves does not allocate, on copies of a position too") {
  const Position original = Position::start();
  Position position = original;  // a copy keeps its undo stack reserved
  newell::chess::testing::Random random(99);
  const long before = allocations.load();
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
  CHECK(allocations.load() == before);
  CHECK(position.key() == original.key());
}
