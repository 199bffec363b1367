#include "interpreter/machine.h"

#include <fmt/core.h>

#include <algorithm>

namespace newell::interpreter {
namespace {

bool is_leaf(Op op) { return op == Op::number || op == Op::constant || op == Op::load; }

bool is_quantifier(Op op) {
  return op == Op::exists || op == Op::forall || op == Op::count || op == Op::sum || op == Op::max || op == Op::min;
}

// The two steps of a binary operation (code.h's list), and the operation that gives its value with
// the operands swapped, where there is one.
struct BinarySteps {
  Step both_on_stack = Step::halt;
  Step right_in_value = Step::halt;
  bool swaps = false;
  Op swapped = Op::number;
};

BinarySteps binary_steps(Op op) {
  switch (op) {
#define NEWELL_BINARY_STEPS_OF(name, result, swaps, swapped) \
  case Op::name: return {Step::name, Step::name##_value, swaps, Op::swapped};
    NEWELL_CODE_OPS(NEWELL_MACHINE_NO_STEP, NEWELL_BINARY_STEPS_OF)
#undef NEWELL_BINARY_STEPS_OF
    default: return {};
  }
}

// A comparison: a binary operation whose result is a truth (code.h's list).
enum class BinaryResult { number, truth };
bool is_comparison(Op op) {
  switch (op) {
#define NEWELL_IS_COMPARISON(name, result, swaps, swapped) \
  case Op::name: return BinaryResult::result == BinaryResult::truth;
    NEWELL_CODE_OPS(NEWELL_MACHINE_NO_STEP, NEWELL_IS_COMPARISON)
#undef NEWELL_IS_COMPARISON
    default: return false;
  }
}

// Calls `visit` on each node `node` evaluates directly (not into a definition's body).
template <class Visit>
void for_each_child(const Code& code, const Node& node, Visit visit) {
  if (node.op == Op::call_builtin || node.op == Op::call_definition || is_quantifier(node.op))
    for (std::uint32_t i = 0; i < node.count; ++i) visit(code.operands[node.first + i]);
  if (node.op == Op::call_definition) return;  // the definition's body is laid out on its own
  for (NodeIndex child : node.children)
    if (child != no_node) visit(child);
}

}  // namespace

void MachineCode::grow(const Code& code) {
  if (instructions_.empty()) instructions_.push_back(Instruction{});  // 0: halt, where every root returns to
  if (entries_.size() < code.nodes.size()) {
    entries_.resize(code.nodes.size(), none);
    bodies_.resize(code.nodes.size());
    nesting_.resize(code.nodes.size(), 0);
    sizes_.resize(code.nodes.size(), 0);
  }
}

std::uint32_t MachineCode::nesting(const Code& code, NodeIndex root) {
  grow(code);
  if (nesting_[root] != 0) return nesting_[root] - 1;
  const Node& node = code.nodes[root];
  std::uint32_t deepest = 0;
  if (!is_leaf(node.op)) {
    for_each_child(code, node, [&](NodeIndex child) { deepest = std::max(deepest, nesting(code, child)); });
    if (node.op == Op::call_definition) deepest = std::max(deepest, nesting(code, node.definition_body()));
    ++deepest;
  }
  nesting_[root] = deepest + 1;
  return deepest;
}

std::uint32_t MachineCode::size(const Code& code, NodeIndex index) {
  if (sizes_[index] != 0) return sizes_[index] - 1;
  const Node& node = code.nodes[index];
  std::uint32_t total = 1;
  for_each_child(code, node, [&](NodeIndex child) { total += size(code, child); });
  if (node.op == Op::call_definition) total += size(code, node.definition_body());
  total = std::min(total, 0x7FFFFFFFu);
  sizes_[index] = total + 1;
  return total;
}

std::uint32_t MachineCode::entry(const Code& code, NodeIndex root) {
  grow(code);
  if (entries_[root] != none) return entries_[root];
  lay_out_bodies(code, root);
  const Segment segment = lay_out(code, root);
  entries_[root] = segment.entry;
  stack_size_ = std::max(stack_size_, segment.stack);
  call_depth_ = std::max(call_depth_, segment.calls + 1);  // + the root's return to halt
  return segment.entry;
}

// Bodies first, callees before callers: a segment is laid out in one piece, and a call needs its
// callee's entry and needs.
void MachineCode::lay_out_bodies(const Code& code, NodeIndex index) {
  const Node& node = code.nodes[index];
  if (node.op == Op::call_definition) {
    // A body laid out in place needs only what it calls; a larger one is laid out once.
    const NodeIndex body = node.definition_body();
    if (size(code, body) <= in_place_limit) {
      lay_out_bodies(code, body);
    } else if (bodies_[body].entry == none) {
      lay_out_bodies(code, body);
      bodies_[body] = lay_out(code, body);
    }
  }
  for_each_child(code, node, [&](NodeIndex child) { lay_out_bodies(code, child); });
}

MachineCode::Segment MachineCode::lay_out(const Code& code, NodeIndex root) {
  height_ = max_height_ = max_calls_ = pending_steps_ = 0;
  replaced_.clear();
  Segment segment;
  segment.entry = static_cast<std::uint32_t>(instructions_.size());
  emit(code, root);
  emit_step(Step::return_, root);
  segment.stack = max_height_;
  segment.calls = max_calls_;
  return segment;
}

std::uint32_t MachineCode::emit_step(Step step, NodeIndex node) {
  Instruction instruction;
  instruction.step = step;
  instruction.node = node;
  // What the tree walker counts as a node (machine.h's list says which steps count theirs).
  if (counts_its_node(step)) {
    instruction.weight = (step == Step::count_step ? 0 : 1) + pending_steps_;
    pending_steps_ = 0;
  }
  instructions_.push_back(instruction);
  return static_cast<std::uint32_t>(instructions_.size() - 1);
}

void MachineCode::push(std::uint32_t values) {
  height_ += values;
  max_height_ = std::max(max_height_, height_);
}

const Instruction* MachineCode::leaf(const Code& code, NodeIndex index) {
  const Node& node = code.nodes[index];
  if (node.op == Op::load) {
    for (auto it = replaced_.rbegin(); it != replaced_.rend(); ++it)
      if (it->first == node.slot) return &it->second;
    leaf_ = Instruction{};
    leaf_.step = Step::push_slot;
    leaf_.slot = node.slot;
    leaf_.node = index;
    return &leaf_;
  }
  if (node.op == Op::number || node.op == Op::constant) {
    leaf_ = Instruction{};
    leaf_.step = Step::push_value;
    leaf_.value = node.value;
    leaf_.node = index;
    return &leaf_;
  }
  return nullptr;
}

bool MachineCode::emit_in_place(const Code& code, NodeIndex index) {
  const Node& call = code.nodes[index];
  if (size(code, call.definition_body()) > in_place_limit) return false;
  // The call's own step goes to the first counted step laid out for it, which runs whenever the
  // call does (only pushes and stores come before it).
  ++pending_steps_;
  const std::size_t replaced_before = replaced_.size();
  std::vector<std::pair<std::uint32_t, Instruction>> replacements;
  std::vector<std::uint32_t> stored;  // parameter slots whose argument is on the stack, in order
  for (std::uint32_t i = 0; i < call.count; ++i) {
    const NodeIndex argument = code.operands[call.first + i];
    if (const Instruction* push = leaf(code, argument)) {
      replacements.emplace_back(call.slot + i, *push);
    } else {
      emit(code, argument);
      stored.push_back(call.slot + i);
    }
  }
  for (auto slot = stored.rbegin(); slot != stored.rend(); ++slot) {
    instructions_[emit_step(Step::store_slot, index)].slot = *slot;
    pop(1);
  }
  replaced_.insert(replaced_.end(), replacements.begin(), replacements.end());
  emit(code, call.definition_body());
  replaced_.resize(replaced_before);
  if (pending_steps_ > 0) emit_step(Step::count_step, index);
  return true;
}

void MachineCode::emit(const Code& code, NodeIndex index) {
  if (const Instruction* pushed = leaf(code, index)) {
    emit_leaf(*pushed);
    return;
  }
  const Node& node = code.nodes[index];
  switch (node.op) {
    case Op::number:
    case Op::constant:
    case Op::load: return;  // leaves, above
    case Op::call_builtin: emit_builtin_call(code, index); return;
    case Op::call_definition:
      if (!emit_in_place(code, index)) emit_definition_call(code, index);
      return;
    case Op::negate: emit_unary(code, index, Step::negate); return;
    case Op::not_: emit_unary(code, index, Step::not_); return;
    case Op::to_number: emit_to_number(code, index); return;
#define NEWELL_EMIT_BINARY(name, result, swaps, swapped) case Op::name:
      NEWELL_CODE_OPS(NEWELL_MACHINE_NO_STEP, NEWELL_EMIT_BINARY)
#undef NEWELL_EMIT_BINARY
      emit_binary(code, index);
      return;
    case Op::and_:
    case Op::or_:
    case Op::implies: emit_short_circuit(code, index); return;
    case Op::conditional: emit_conditional(code, index); return;
    case Op::exists:
    case Op::forall:
    case Op::count:
    case Op::sum:
    case Op::max:
    case Op::min: emit_quantifier(code, index); return;
  }
}

void MachineCode::emit_leaf(const Instruction& pushed) {
  const Instruction instruction = pushed;
  push(1);
  // An argument stored in its parameter and read at once stays on the stack (nothing can jump
  // in between: a store is only ever followed by the body it is for).
  Instruction& previous = instructions_.back();
  if (instruction.step == Step::push_slot && previous.step == Step::store_slot && previous.slot == instruction.slot) {
    previous.step = Step::keep_in_slot;
    return;
  }
  instructions_.push_back(instruction);
}

void MachineCode::emit_arguments(const Code& code, const Node& node, std::uint32_t count) {
  for (std::uint32_t i = 0; i < count; ++i) emit(code, code.operands[node.first + i]);
}

void MachineCode::emit_builtin_call(const Code& code, NodeIndex index) {
  const Node& node = code.nodes[index];
  const auto call_step = [&](Step step) -> Instruction& {
    Instruction& call = instructions_[emit_step(step, index)];
    call.function = node.function;
    call.state_slot = node.state_slot;
    return call;
  };
  if (node.count == 1) {
    const Instruction* argument = leaf(code, code.operands[node.first]);
    if (argument != nullptr && argument->step == Step::push_slot) {
      const std::uint32_t slot = argument->slot;
      call_step(Step::call_slot_builtin).slot = slot;
      push(1);
      return;
    }
  }
  const Instruction* last = node.count > 0 ? leaf(code, code.operands[node.first + node.count - 1]) : nullptr;
  if (last != nullptr && last->step == Step::push_value) {
    const Value value = last->value;
    emit_arguments(code, node, node.count - 1);
    push(1);  // the value joins the arguments on the stack
    Instruction& call = call_step(Step::call_builtin_value);
    call.value = value;
    call.count = node.count;
    pop(node.count);
    push(1);
    return;
  }
  emit_arguments(code, node, node.count);
  call_step(Step::call_builtin).count = node.count;
  pop(node.count);
  push(1);
}

void MachineCode::emit_definition_call(const Code& code, NodeIndex index) {
  const Node& node = code.nodes[index];
  emit_arguments(code, node, node.count);
  const Segment& body = bodies_[node.definition_body()];
  max_height_ = std::max(max_height_, height_ - node.count + body.stack);
  max_calls_ = std::max(max_calls_, body.calls + 1);
  Instruction& call = instructions_[emit_step(Step::call_definition, index)];
  call.count = node.count;
  call.slot = node.slot;
  call.target = body.entry;
  pop(node.count);
  push(1);
}

void MachineCode::emit_unary(const Code& code, NodeIndex index, Step step) {
  emit(code, code.nodes[index].operand());
  emit_step(step, index);
}

void MachineCode::emit_to_number(const Code& code, NodeIndex index) {
  // A comparison or a built-in call ends in its own step, which every path runs: it converts.
  const NodeIndex operand = code.nodes[index].operand();
  const Op inner = code.nodes[operand].op;
  const bool fold = inner == Op::call_builtin || is_comparison(inner);
  emit(code, operand);
  Instruction& last = instructions_.back();
  if (fold && last.node == operand && last.weight > 0 && !last.as_number) {
    last.as_number = true;
    ++last.weight;
    return;
  }
  emit_step(Step::to_number, index);
}

// The right operand, if a number, rides in the operation; a left number does when the operation
// can be turned round.
void MachineCode::emit_binary(const Code& code, NodeIndex index) {
  const Node& node = code.nodes[index];
  const BinarySteps steps = binary_steps(node.op);
  const Instruction* right = leaf(code, node.right());
  if (right != nullptr && right->step == Step::push_value) {
    const Value value = right->value;
    emit(code, node.left());
    instructions_[emit_step(steps.right_in_value, index)].value = value;
    return;
  }
  const Instruction* left = leaf(code, node.left());
  if (left != nullptr && left->step == Step::push_value && steps.swaps) {
    const Value value = left->value;
    emit(code, node.right());
    instructions_[emit_step(binary_steps(steps.swapped).right_in_value, index)].value = value;
    return;
  }
  emit(code, node.left());
  emit(code, node.right());
  emit_step(steps.both_on_stack, index);
  pop(1);
}

void MachineCode::emit_short_circuit(const Code& code, NodeIndex index) {
  const Node& node = code.nodes[index];
  emit(code, node.left());
  const Step test = node.op == Op::and_ ? Step::and_test : node.op == Op::or_ ? Step::or_test : Step::implies_test;
  const std::uint32_t at = emit_step(test, index);
  pop(1);
  emit(code, node.right());
  instructions_[at].target = here();
}

void MachineCode::emit_conditional(const Code& code, NodeIndex index) {
  const Node& node = code.nodes[index];
  emit(code, node.condition());
  const std::uint32_t branch = emit_step(Step::branch_false, index);
  pop(1);
  emit(code, node.then());
  const std::uint32_t skip = emit_step(Step::jump, index);
  pop(1);
  instructions_[branch].target = here();
  emit(code, node.otherwise());
  instructions_[skip].target = here();
}

void MachineCode::emit_quantifier(const Code& code, NodeIndex index) {
  const Node& node = code.nodes[index];
  emit_arguments(code, node, node.count);
  const std::uint32_t begin = emit_step(Step::quantifier_begin, index);
  instructions_[begin].count = node.count;
  instructions_[begin].op = node.op;
  pop(node.count);
  const std::uint32_t body = here();
  std::uint32_t filter = none;
  if (node.filter() != no_node) {
    emit(code, node.filter());
    filter = emit_step(Step::skip_false, index);
    pop(1);
  }
  emit(code, node.body());
  const std::uint32_t accumulate = emit_step(Step::quantifier_accumulate, index);
  instructions_[accumulate].op = node.op;
  pop(1);
  const std::uint32_t advance = emit_step(Step::quantifier_advance, index);
  instructions_[advance].op = node.op;
  instructions_[advance].target = body;
  if (filter != none) instructions_[filter].target = advance;
  instructions_[begin].target = here();
  instructions_[accumulate].target = here();
  push(1);
}

std::string_view step_name(Step step) {
  switch (step) {
#define NEWELL_STEP_NAME(name, counted) \
  case Step::name: return without_trailing_underscore(#name);
#define NEWELL_BINARY_STEP_NAMES(name, result, swaps, swapped) \
  case Step::name: return #name;                                \
  case Step::name##_value: return #name "_value";
    NEWELL_MACHINE_STEPS(NEWELL_STEP_NAME, NEWELL_BINARY_STEP_NAMES)
#undef NEWELL_STEP_NAME
#undef NEWELL_BINARY_STEP_NAMES
  }
  return "?";
}

std::string disassemble(const MachineCode& machine) {
  std::string text;
  const auto& instructions = machine.instructions();
  for (std::size_t i = 0; i < instructions.size(); ++i) {
    const Instruction& instruction = instructions[i];
    text += fmt::format("{:<5} {:<23} count={} slot={} target={} weight={}{} node=#{}\n", i,
                        step_name(instruction.step), instruction.count, instruction.slot,
                        instruction.target, instruction.weight, instruction.as_number ? " as_number" : "",
                        instruction.node);
  }
  return text;
}

}  // namespace newell::interpreter
