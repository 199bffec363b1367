#pragma once
// Stage 3 output: the compiled form. Every expression of a program becomes nodes in one flat
// array; names are resolved to variable slots, built-ins to their function pointers, definitions
// to their body's node. Each call site and quantifier owns a fixed region of scratch values (its
// arguments, its domain's elements): definitions cannot recurse, so no region is ever in use
// twice at once, and an evaluation needs no allocation at all. `disassemble` prints what the
// evaluator will run, like clox's debug module.

#include "interpreter/diagnostics.h"
#include "interpreter/registry.h"
#include "interpreter/value.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace newell::interpreter {

using NodeIndex = std::uint32_t;
inline constexpr NodeIndex no_node = 0xFFFFFFFF;

// Every operation of the compiled form, once. OP(name): the others (their operands: the comment);
// BINARY(name, result, swaps, swapped): an arithmetic operation or comparison on left() and right(),
// giving a `result` (number or truth); `swaps`: the operation `swapped` gives the same value with the
// operands the other way round (the machine uses it to carry a number on the left in its step).
// The machine's steps (machine.h) take the binary operations from this list too.
#define NEWELL_CODE_OPS(OP, BINARY)                                                                         \
  OP(number)          /* value */                                                                           \
  OP(load)            /* slot */                                                                            \
  OP(constant)        /* value */                                                                           \
  OP(call_builtin)    /* function(state, scratch[buffer..buffer+count)); operands: the arguments */         \
  OP(call_definition) /* arguments -> the parameter slots [slot, slot+count); then definition_body() */    \
  OP(negate)          /* operand() */                                                                       \
  OP(not_)            /* operand() */                                                                       \
  OP(to_number)       /* operand() */                                                                       \
  BINARY(add, number, true, add)                                                                            \
  BINARY(subtract, number, false, subtract)                                                                 \
  BINARY(multiply, number, true, multiply)                                                                  \
  BINARY(divide, number, false, divide)                                                                     \
  BINARY(equal_number, truth, true, equal_number)                                                           \
  BINARY(not_equal_number, truth, true, not_equal_number)                                                   \
  BINARY(equal_bits, truth, true, equal_bits)                                                               \
  BINARY(not_equal_bits, truth, true, not_equal_bits)                                                       \
  BINARY(less, truth, true, greater)                                                                        \
  BINARY(less_equal, truth, true, greater_equal)                                                            \
  BINARY(greater, truth, true, less)                                                                        \
  BINARY(greater_equal, truth, true, less_equal)                                                            \
  OP(and_)        /* left(), right() (short-circuit) */                                                     \
  OP(or_)         /* left(), right() (short-circuit) */                                                     \
  OP(implies)     /* left(), right() (short-circuit) */                                                     \
  OP(conditional) /* condition() ? then() : otherwise() */                                                  \
  /* The quantifiers: domain(state, scratch[buffer] args, scratch[buffer+count...]), then body() for */    \
  /* each element where filter() holds. */                                                                  \
  OP(exists) OP(forall) OP(count) OP(sum) OP(max) OP(min)

enum class Op : std::uint8_t {
#define NEWELL_OP_ENUMERATOR(name) name,
#define NEWELL_BINARY_OP_ENUMERATOR(name, result, swaps, swapped) name,
  NEWELL_CODE_OPS(NEWELL_OP_ENUMERATOR, NEWELL_BINARY_OP_ENUMERATOR)
#undef NEWELL_OP_ENUMERATOR
#undef NEWELL_BINARY_OP_ENUMERATOR
};

// Enumerators that would be C++ keywords end in an underscore (not_, and_, return_); their names in
// text do not.
constexpr std::string_view without_trailing_underscore(std::string_view name) {
  return name.ends_with('_') ? name.substr(0, name.size() - 1) : name;
}

// The operation's name as disassemble() prints it.
std::string_view op_name(Op op);

struct Node {
  Op op = Op::number;
  StateSlot state_slot = StateSlot::game;
  std::uint32_t first = 0;   // operands: Code::operands[first .. first+count)
  std::uint32_t count = 0;
  std::uint32_t slot = 0;    // variable slot (load, quantifiers, the first parameter of a definition)
  std::uint32_t buffer = 0;  // scratch offset: the arguments, then (quantifiers) the elements
  std::uint32_t capacity = 0;  // quantifiers: the domain's max_size
  // The sub-expressions it evaluates, in the order the tree walker does (a filter before its body);
  // read them by role, below.
  NodeIndex children[3] = {no_node, no_node, no_node};
  Value value;
  FunctionBody function = nullptr;
  DomainBody domain = nullptr;
  std::uint32_t origin = 0;  // index into Code::origins

  // The sub-expressions by role (which roles a node has: its op, above); no_node where it has none
  // (a quantifier without `where`).
  NodeIndex operand() const { return children[0]; }
  NodeIndex left() const { return children[0]; }
  NodeIndex right() const { return children[1]; }
  NodeIndex condition() const { return children[0]; }
  NodeIndex then() const { return children[1]; }
  NodeIndex otherwise() const { return children[2]; }
  NodeIndex definition_body() const { return children[0]; }
  NodeIndex filter() const { return children[0]; }
  NodeIndex body() const { return children[1]; }
  NodeIndex& operand() { return children[0]; }
  NodeIndex& left() { return children[0]; }
  NodeIndex& right() { return children[1]; }
  NodeIndex& condition() { return children[0]; }
  NodeIndex& then() { return children[1]; }
  NodeIndex& otherwise() { return children[2]; }
  NodeIndex& definition_body() { return children[0]; }
  NodeIndex& filter() { return children[0]; }
  NodeIndex& body() { return children[1]; }
};

// Where a node comes from, for runtime errors and --explain (never read on the hot path).
struct NodeOrigin {
  SourceLocation where;
  std::string text;  // the expression as written (normalised)
  TypeId type = types::none;
  std::string domain_name;  // quantifiers: for "domain X has more than N elements"
  std::string variable;     // quantifiers: the bound variable
  TypeId element_type = types::none;  // quantifiers
};

struct Code {
  std::vector<Node> nodes;
  std::vector<NodeIndex> operands;
  std::vector<NodeOrigin> origins;
  std::uint32_t slot_count = 0;
  std::uint32_t scratch_size = 0;
};

std::string disassemble(const Code& code, const Registry& registry);

}  // namespace newell::interpreter
