#pragma once
// Whether this build runs under AddressSanitizer or UndefinedBehaviorSanitizer (CI's sanitized pass),
// where the engine thinks several times slower: a test that gives a decision a clock scales the
// clock by this, so that it asks the same of the engine in both passes.

namespace newell::testing {

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
inline constexpr bool under_sanitizers = true;
#else
inline constexpr bool under_sanitizers = false;
#endif
#elif defined(__SANITIZE_ADDRESS__)
inline constexpr bool under_sanitizers = true;
#else
inline constexpr bool under_sanitizers = false;
#endif

// The factor a clock given to the engine is multiplied by.
inline constexpr int sanitizer_slowdown = under_sanitizers ? 5 : 1;

}  // namespace newell::testing
