#pragma once
// The fast form of compiled code: the node tree of code.h laid out as a flat sequence of
// instructions for a stack machine (post-order, with jumps for and/or/if and for the loop of a
// quantifier, and call/return into each definition's body, laid out once). The Evaluator runs it
// in one loop: no recursion per node, no call for a number or a variable, the arguments of a
// built-in passed straight from the value stack. Small definitions are laid out in place (their
// parameters read straight from the arguments where those are variables or numbers), a number
// operand rides in its operation, and a truth wanted as a number is converted by the step that
// computes it.
//
// Every instruction keeps the node it comes from, so a runtime error still names the rule's
// location. The step budget counts exactly what the tree-walking evaluator counts (every node that
// is not a number, constant or variable, once each time it is evaluated); it is compared with the
// limit at each return, call and quantifier step, so a runaway evaluation stops at its loop. The depth limit needs no
// counter: definitions cannot recurse, so how deep an evaluation can nest is known from the code
// (`nesting`); a root that could nest deeper than the limit is left to the tree walker, which
// stops at the exact node.

#include "interpreter/code.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace newell::interpreter {

// Every step of the machine, once: the enum, the names disassemble() prints and the evaluator's
// dispatch table (evaluator_machine.cpp) are made from this list. STEP(name, counted): `counted`, it
// counts its node's step of the budget (the leaves, the jumps and the parts of a loop do not; a
// quantifier counts once, at its begin). BINARY(name, ...): each arithmetic operation and comparison
// of code.h's list gives two steps, `name` (both operands on the stack) and `name_value` (the right
// one in `value`), both counted.
#define NEWELL_MACHINE_STEPS(STEP, BINARY)                                                                \
  STEP(halt, false)               /* the end of a root: its value is on top of the stack */               \
  STEP(return_, false)            /* the end of a definition's body: back to the caller */                \
  STEP(push_value, false)         /* value */                                                             \
  STEP(push_slot, false)          /* slot */                                                              \
  STEP(store_slot, false)         /* pops into slot (an argument of a definition laid out in place) */    \
  STEP(keep_in_slot, false)       /* copies the top into slot (a store_slot whose value is read at once) */ \
  STEP(count_step, true)          /* only counts `weight` steps (a definition laid out in place with */   \
                                  /* nothing else to count) */                                            \
  STEP(call_builtin, true)        /* function(state, the top `count` values) replaces them */             \
  STEP(call_builtin_value, true)  /* the same with `value` as the last of the `count` arguments */        \
  STEP(call_slot_builtin, true)   /* function(state, &slots[slot]): a built-in whose one argument is a */ \
                                  /* variable */                                                          \
  STEP(call_definition, true)     /* the top `count` values -> slots [slot, slot+count), then the */      \
                                  /* body at `target` */                                                  \
  STEP(negate, true)                                                                                      \
  STEP(not_, true)                                                                                        \
  STEP(to_number, true)                                                                                   \
  NEWELL_CODE_OPS(NEWELL_MACHINE_NO_STEP, BINARY)                                                         \
  STEP(and_test, true)              /* top false: jump to target (false stays); else pop */               \
  STEP(or_test, true)               /* top true: jump to target (true stays); else pop */                 \
  STEP(implies_test, true)          /* top false: becomes true, jump to target; else pop */               \
  STEP(branch_false, true)          /* pops; false: jump to target (an `if`, counted as its node) */      \
  STEP(skip_false, false)           /* pops; false: jump to target (a quantifier's `where`) */            \
  STEP(jump, false)                 /* to target */                                                       \
  STEP(quantifier_begin, true)      /* the domain of `node` over the top `count` values; empty: its */    \
                                    /* value, jump to target */                                           \
  STEP(quantifier_accumulate, false) /* pops the body's value; exists/forall decided: the answer, */     \
                                     /* jump to target */                                                 \
  STEP(quantifier_advance, false)   /* the next element and back to target (the body), or the value */
#define NEWELL_MACHINE_NO_STEP(name)

enum class Step : std::uint8_t {
#define NEWELL_STEP_ENUMERATOR(name, counted) name,
#define NEWELL_BINARY_STEP_ENUMERATORS(name, result, swaps, swapped) name, name##_value,
  NEWELL_MACHINE_STEPS(NEWELL_STEP_ENUMERATOR, NEWELL_BINARY_STEP_ENUMERATORS)
#undef NEWELL_STEP_ENUMERATOR
#undef NEWELL_BINARY_STEP_ENUMERATORS
};

// How many steps the list has (the size of the evaluator's dispatch table).
inline constexpr int step_count = 0
#define NEWELL_COUNT_STEP(name, counted) +1
#define NEWELL_COUNT_BINARY_STEPS(name, result, swaps, swapped) +2
    NEWELL_MACHINE_STEPS(NEWELL_COUNT_STEP, NEWELL_COUNT_BINARY_STEPS)
#undef NEWELL_COUNT_STEP
#undef NEWELL_COUNT_BINARY_STEPS
    ;

// Whether the step counts its node in the step budget (the list's `counted`).
constexpr bool counts_its_node(Step step) {
  switch (step) {
#define NEWELL_STEP_COUNTED(name, counted) \
  case Step::name: return counted;
#define NEWELL_BINARY_STEPS_COUNTED(name, result, swaps, swapped) \
  case Step::name:                                                \
  case Step::name##_value: return true;
    NEWELL_MACHINE_STEPS(NEWELL_STEP_COUNTED, NEWELL_BINARY_STEPS_COUNTED)
#undef NEWELL_STEP_COUNTED
#undef NEWELL_BINARY_STEPS_COUNTED
  }
  return false;
}

// The step's name as disassemble() prints it.
std::string_view step_name(Step step);

struct Instruction {
  Step step = Step::halt;
  StateSlot state_slot = StateSlot::game;
  Op op = Op::number;      // quantifiers: which one
  bool as_number = false;  // a truth-valued step whose truth is wanted as a number (1/0)
  std::uint32_t weight = 0;  // steps of the budget it counts: its node, and nodes folded into it
  std::uint32_t count = 0;
  std::uint32_t slot = 0;
  std::uint32_t target = 0;
  NodeIndex node = no_node;  // where it comes from (errors)
  Value value;
  FunctionBody function = nullptr;
};

// A definition whose body has at most this many nodes (with what it calls in place) is laid out in
// place at each call; a larger one once, and called.
inline constexpr std::uint32_t in_place_limit = 64;

// The machine's code for one Code, built on demand per root (and once per definition body).
class MachineCode {
 public:
  // Where `root`'s instructions start; lays them out on first use (allocation: not in steady state).
  std::uint32_t entry(const Code& code, NodeIndex root);
  // How deep the tree walker would nest evaluating `root` (numbers, constants and variables: 0).
  std::uint32_t nesting(const Code& code, NodeIndex root);
  bool has_entry(NodeIndex root) const { return root < entries_.size() && entries_[root] != none; }

  const std::vector<Instruction>& instructions() const { return instructions_; }
  // What the machine needs at most: values on the stack, calls in progress.
  std::uint32_t stack_size() const { return stack_size_; }
  std::uint32_t call_depth() const { return call_depth_; }

 private:
  static constexpr std::uint32_t none = 0xFFFFFFFF;
  struct Segment {
    std::uint32_t entry = none;
    std::uint32_t stack = 0;  // values it pushes at most (from an empty stack)
    std::uint32_t calls = 0;  // definitions it calls into at most, nested
  };
  void grow(const Code& code);
  void lay_out_bodies(const Code& code, NodeIndex node);
  Segment lay_out(const Code& code, NodeIndex root);
  // Emission, one function per kind of node; emit() chooses.
  void emit(const Code& code, NodeIndex node);
  void emit_leaf(const Instruction& push);
  void emit_arguments(const Code& code, const Node& node, std::uint32_t count);
  void emit_builtin_call(const Code& code, NodeIndex node);
  void emit_definition_call(const Code& code, NodeIndex node);
  // A definition's body laid out at the call site: arguments that are numbers, constants or
  // variables replace the parameter where it is read, the others are stored in its slot.
  bool emit_in_place(const Code& code, NodeIndex call);
  void emit_unary(const Code& code, NodeIndex node, Step step);
  void emit_to_number(const Code& code, NodeIndex node);
  void emit_binary(const Code& code, NodeIndex node);
  void emit_short_circuit(const Code& code, NodeIndex node);
  void emit_conditional(const Code& code, NodeIndex node);
  void emit_quantifier(const Code& code, NodeIndex node);
  std::uint32_t here() const { return static_cast<std::uint32_t>(instructions_.size()); }
  std::uint32_t size(const Code& code, NodeIndex node);
  // A number, constant or variable (after replacement of parameters): its push, else null.
  const Instruction* leaf(const Code& code, NodeIndex node);
  std::uint32_t emit_step(Step step, NodeIndex node);
  void push(std::uint32_t values);
  void pop(std::uint32_t values) { height_ -= values; }

  std::vector<Instruction> instructions_;
  std::vector<std::uint32_t> entries_;   // per node: its segment as a root, or none
  std::vector<Segment> bodies_;          // per node: its segment as a definition body
  std::vector<std::uint32_t> nesting_;   // per node: nesting + 1, 0 = not computed
  std::vector<std::uint32_t> sizes_;     // per node: nodes laid out with bodies in place + 1, 0 = not computed
  std::uint32_t stack_size_ = 0;
  std::uint32_t call_depth_ = 1;
  // While laying out a segment.
  std::uint32_t height_ = 0;
  std::uint32_t max_height_ = 0;
  std::uint32_t max_calls_ = 0;
  std::uint32_t pending_steps_ = 0;  // of definitions laid out in place, for the next counted step
  std::vector<std::pair<std::uint32_t, Instruction>> replaced_;  // parameter slot -> its argument's push
  Instruction leaf_;
};

// The instructions as text, like disassemble() for nodes.
std::string disassemble(const MachineCode& machine);

}  // namespace newell::interpreter
