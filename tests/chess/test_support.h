#pragma once
// Helpers shared by the chess tests.

#include <cstddef>
#include <cstdint>

namespace newell::chess::testing {

// Sanitizer builds run roughly ten times slower: they check smaller perft counts.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool sanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool sanitized = true;
#else
constexpr bool sanitized = false;
#endif
#else
constexpr bool sanitized = false;
#endif

inline std::uint64_t perft_node_budget() { return sanitized ? 200'000 : 5'000'000; }

// A small reproducible random number generator (xorshift64).
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed ? seed : 1) {}
  std::uint64_t next() {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 7;
    state_ ^= state_ << 17;
    return state_;
  }
  std::size_t below(std::size_t bound) { return static_cast<std::size_t>(next() % bound); }

 private:
  std::uint64_t state_;
};

}  // namespace newell::chess::testing
