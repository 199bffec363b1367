#pragma once
// A global operator new that counts allocations while armed (counting_allocator.cpp): proves that
// evaluating the games' built-ins allocates nothing.

#include <atomic>

namespace newell::games::testing {
extern std::atomic<bool> counting_allocations;
extern std::atomic<long> allocations_counted;
}  // namespace newell::games::testing
