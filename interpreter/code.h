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
#include <vector>

namespace newell::interpreter {

using NodeIndex = std::uint32_t;
inline constexpr NodeIndex no_node = 0xFFFFFFFF;

enum class Op : std::uint8_t {
  number,           // value
  load,             // slot
  constant,         // value
  call_builtin,     // function(state, scratch[buffer..buffer+count)); operands: the arguments
  call_definition,  // arguments -> the definition's parameter slots [slot, slot+count); then `a` (the body)
  negate, not_, to_number,  // a
  add, subtract, multiply, divide,  // a, b
  equal_number, not_equal_number, equal_bits, not_equal_bits,  // a, b
  less, less_equal, greater, greater_equal,  // a, b
  and_, or_, implies,  // a, b (short-circuit)
  conditional,  // a ? b : c
  exists, forall, count, sum, max, min,  // domain(state, scratch[buffer] args, scratch[buffer+count...]) then body b, filter a
};

struct Node {
  Op op = Op::number;
  StateSlot state_slot = StateSlot::game;
  std::uint32_t first = 0;   // operands: Code::operands[first .. first+count)
  std::uint32_t count = 0;
  std::uint32_t slot = 0;    // variable slot (load, quantifiers, the first parameter of a definition)
  std::uint32_t buffer = 0;  // scratch offset: the arguments, then (quantifiers) the elements
  std::uint32_t capacity = 0;  // quantifiers: the domain's max_size
  NodeIndex a = no_node, b = no_node, c = no_node;
  Value value;
  FunctionBody function = nullptr;
  DomainBody domain = nullptr;
  std::uint32_t origin = 0;  // index into Code::origins
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
