#pragma once
// A global operator new that counts every heap allocation of the program (counting_allocator.cpp,
// a file of its own so the compiler never sees malloc and delete meet).

#include <atomic>
#include <cstdint>

namespace newell::bench {
extern std::atomic<std::uint64_t> heap_allocations;
}  // namespace newell::bench
