#pragma once
// A global operator new that counts every heap allocation of the program (counting_allocator.cpp,
// a file of its own so the compiler never sees malloc and delete meet). Linked into the programs
// that prove a hot path allocates nothing (tests/chess, tests/games, tests/interpreter) or report allocations (bench/turochamp):
// read heap_allocations before and after the code in question.

#include <atomic>
#include <cstdint>

namespace newell::test_support {
extern std::atomic<std::uint64_t> heap_allocations;
}  // namespace newell::test_support
