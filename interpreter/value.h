#pragma once
// The values the rule language computes with, and the names of their types.
//
// A Value is 8 bytes and untagged: the checker knows every expression's type before anything runs,
// so the evaluator never asks a value what it is. Numbers are doubles, truths are 0/1, and every
// other type (man, square, move, goal, side and whatever a game registers) is an opaque 64-bit
// identity chosen by whoever registered the type: a game may use a square index, a man's number
// in its record, a packed move; the goal engine uses goal ids. The interpreter only copies and
// compares such identities, so it knows nothing of chess or checkers.

#include <bit>
#include <cstdint>
#include <type_traits>

namespace newell::interpreter {

// A type of the language: an index into the registry's type table. The first seven are built in
// and have the same index in every registry; a game's own types (Registry::add_type) follow them.
struct TypeId {
  std::uint16_t index = 0;
  friend constexpr bool operator==(TypeId, TypeId) = default;
};

namespace types {
inline constexpr TypeId truth{0};   // S sentences: true or false
inline constexpr TypeId number{1};  // N sentences: a double
inline constexpr TypeId man{2};     // a man (piece) with its identity, as the game record tracks it
inline constexpr TypeId square{3};
inline constexpr TypeId move{4};
inline constexpr TypeId goal{5};    // an instance of a goal in the goal net (the goal engine's ids)
inline constexpr TypeId side{6};    // also spelled `color` in rule files
inline constexpr std::uint16_t first_registered = 7;
// Marks "no type" in signatures, e.g. the result of an action.
inline constexpr TypeId none{0xFFFF};
}  // namespace types

class Value {
 public:
  constexpr Value() = default;

  static constexpr Value truth(bool value) { return from_bits(value ? 1u : 0u); }
  static constexpr Value number(double value) { return from_bits(std::bit_cast<std::uint64_t>(value)); }
  // A man, square, move, goal, side or game-registered value: the registrant's identity.
  static constexpr Value entity(std::uint64_t identity) { return from_bits(identity); }

  constexpr bool as_truth() const { return bits_ != 0; }
  constexpr double as_number() const { return std::bit_cast<double>(bits_); }
  constexpr std::uint64_t as_entity() const { return bits_; }
  // The raw identity, for equality of values of the same non-number type.
  constexpr std::uint64_t bits() const { return bits_; }

 private:
  static constexpr Value from_bits(std::uint64_t bits) {
    Value value;
    value.bits_ = bits;
    return value;
  }
  std::uint64_t bits_ = 0;
};

static_assert(sizeof(Value) == 8 && std::is_trivially_copyable_v<Value>);

}  // namespace newell::interpreter
