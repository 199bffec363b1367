#include "interpreter/machine.h"

#include <fmt/core.h>

#include <algorithm>

namespace newell::interpreter {
namespace {

bool is_leaf(Op op) { return op == Op::number || op == Op::constant || op == Op::load; }

bool is_quantifier(Op op) {
  return op == Op::exists || op == Op::forall || op == Op::count || op == Op::sum || op == Op::max || op == Op::min;
}

// Calls `visit` on each node `node` evaluates directly (not into a definition's body).
template <class Visit>
void for_each_child(const Code& code, const Node& node, Visit visit) {
  if (node.op == Op::call_builtin || node.op == Op::call_definition || is_quantifier(node.op))
    for (std::uint32_t i = 0; i < node.count; ++i) visit(code.operands[node.first + i]);
  if (node.op == Op::call_definition) return;  // `a` is the body, laid out on its own
  for (NodeIndex child : {node.a, node.b, node.c})
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
    if (node.op == Op::call_definition) deepest = std::max(deepest, nesting(code, node.a));
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
  if (node.op == Op::call_definition) total += size(code, node.a);
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
    if (size(code, node.a) <= in_place_limit) {
      lay_out_bodies(code, node.a);
    } else if (bodies_[node.a].entry == none) {
      lay_out_bodies(code, node.a);
      bodies_[node.a] = lay_out(code, node.a);
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
  // What the tree walker counts as a node: everything but the leaves, the jumps and the loop's parts
  // (the quantifier counts once, at its start).
  const bool counted = step != Step::halt && step != Step::return_ && step != Step::push_value &&
                       step != Step::push_slot && step != Step::store_slot && step != Step::keep_in_slot &&
                       step != Step::skip_false &&
                       step != Step::jump && step != Step::quantifier_accumulate &&
                       step != Step::quantifier_advance;
  if (counted) {
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
  if (size(code, call.a) > in_place_limit) return false;
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
  emit(code, call.a);
  replaced_.resize(replaced_before);
  if (pending_steps_ > 0) emit_step(Step::count_step, index);
  return true;
}

void MachineCode::emit(const Code& code, NodeIndex index) {
  const Node& node = code.nodes[index];
  auto arguments = [&](std::uint32_t count) {
    for (std::uint32_t i = 0; i < count; ++i) emit(code, code.operands[node.first + i]);
  };
  auto here = [&] { return static_cast<std::uint32_t>(instructions_.size()); };
  // The right operand, if a number, rides in the operation; a left number does when the operation
  // can be turned round.
  auto binary = [&](Step step) {
    const Instruction* right = leaf(code, node.b);
    if (right != nullptr && right->step == Step::push_value) {
      const Value value = right->value;
      emit(code, node.a);
      instructions_[emit_step(Step(static_cast<int>(step) + 1), index)].value = value;
      return;
    }
    const Instruction* left = leaf(code, node.a);
    Step turned = step;
    switch (step) {
      case Step::less: turned = Step::greater; break;
      case Step::less_equal: turned = Step::greater_equal; break;
      case Step::greater: turned = Step::less; break;
      case Step::greater_equal: turned = Step::less_equal; break;
      case Step::subtract:
      case Step::divide: turned = Step::halt; break;
      default: break;
    }
    if (left != nullptr && left->step == Step::push_value && turned != Step::halt) {
      const Value value = left->value;
      emit(code, node.b);
      instructions_[emit_step(Step(static_cast<int>(turned) + 1), index)].value = value;
      return;
    }
    emit(code, node.a);
    emit(code, node.b);
    emit_step(step, index);
    pop(1);
  };
  auto unary = [&](Step step) {
    emit(code, node.a);
    emit_step(step, index);
  };
  if (const Instruction* pushed = leaf(code, index)) {
    const Instruction instruction = *pushed;
    push(1);
    // An argument stored in its parameter and read at once stays on the stack (nothing can jump
    // in between: a store is only ever followed by the body it is for).
    Instruction& previous = instructions_.back();
    if (instruction.step == Step::push_slot && previous.step == Step::store_slot && previous.slot == instruction.slot) {
      previous.step = Step::keep_in_slot;
      return;
    }
    instructions_.push_back(instruction);
    return;
  }
  switch (node.op) {
    case Op::number:
    case Op::constant:
    case Op::load: return;  // leaves, above
    case Op::call_builtin: {
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
        arguments(node.count - 1);
        push(1);  // the value joins the arguments on the stack
        Instruction& call = call_step(Step::call_builtin_value);
        call.value = value;
        call.count = node.count;
        pop(node.count);
        push(1);
        return;
      }
      arguments(node.count);
      call_step(Step::call_builtin).count = node.count;
      pop(node.count);
      push(1);
      return;
    }
    case Op::call_definition: {
      if (emit_in_place(code, index)) return;
      arguments(node.count);
      const Segment& body = bodies_[node.a];
      max_height_ = std::max(max_height_, height_ - node.count + body.stack);
      max_calls_ = std::max(max_calls_, body.calls + 1);
      Instruction& call = instructions_[emit_step(Step::call_definition, index)];
      call.count = node.count;
      call.slot = node.slot;
      call.target = body.entry;
      pop(node.count);
      push(1);
      return;
    }
    case Op::negate: unary(Step::negate); return;
    case Op::not_: unary(Step::not_); return;
    case Op::to_number: {
      // A comparison or a built-in call ends in its own step, which every path runs: it converts.
      const Op inner = code.nodes[node.a].op;
      const bool fold = inner == Op::call_builtin || (inner >= Op::equal_number && inner <= Op::greater_equal);
      emit(code, node.a);
      Instruction& last = instructions_.back();
      if (fold && last.node == node.a && last.weight > 0 && !last.as_number) {
        last.as_number = true;
        ++last.weight;
        return;
      }
      emit_step(Step::to_number, index);
      return;
    }
    case Op::add: binary(Step::add); return;
    case Op::subtract: binary(Step::subtract); return;
    case Op::multiply: binary(Step::multiply); return;
    case Op::divide: binary(Step::divide); return;
    case Op::equal_number: binary(Step::equal_number); return;
    case Op::not_equal_number: binary(Step::not_equal_number); return;
    case Op::equal_bits: binary(Step::equal_bits); return;
    case Op::not_equal_bits: binary(Step::not_equal_bits); return;
    case Op::less: binary(Step::less); return;
    case Op::less_equal: binary(Step::less_equal); return;
    case Op::greater: binary(Step::greater); return;
    case Op::greater_equal: binary(Step::greater_equal); return;
    case Op::and_:
    case Op::or_:
    case Op::implies: {
      emit(code, node.a);
      const Step test = node.op == Op::and_ ? Step::and_test : node.op == Op::or_ ? Step::or_test : Step::implies_test;
      const std::uint32_t at = emit_step(test, index);
      pop(1);
      emit(code, node.b);
      instructions_[at].target = here();
      return;
    }
    case Op::conditional: {
      emit(code, node.a);
      const std::uint32_t branch = emit_step(Step::branch_false, index);
      pop(1);
      emit(code, node.b);
      const std::uint32_t skip = emit_step(Step::jump, index);
      pop(1);
      instructions_[branch].target = here();
      emit(code, node.c);
      instructions_[skip].target = here();
      return;
    }
    case Op::exists:
    case Op::forall:
    case Op::count:
    case Op::sum:
    case Op::max:
    case Op::min: {
      arguments(node.count);
      const std::uint32_t begin = emit_step(Step::quantifier_begin, index);
      instructions_[begin].count = node.count;
      instructions_[begin].op = node.op;
      pop(node.count);
      const std::uint32_t body = here();
      std::uint32_t filter = none;
      if (node.a != no_node) {
        emit(code, node.a);
        filter = emit_step(Step::skip_false, index);
        pop(1);
      }
      emit(code, node.b);
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
      return;
    }
  }
}

std::string disassemble(const MachineCode& machine) {
  static const char* names[] = {
      "halt", "return", "push_value", "push_slot", "store_slot", "keep_in_slot", "count_step", "call_builtin", "call_builtin_value",
      "call_slot_builtin", "call_definition", "negate", "not", "to_number", "add", "add_value", "subtract",
      "subtract_value", "multiply", "multiply_value", "divide", "divide_value", "equal_number", "equal_number_value",
      "not_equal_number", "not_equal_number_value", "equal_bits", "equal_bits_value", "not_equal_bits",
      "not_equal_bits_value", "less", "less_value", "less_equal", "less_equal_value", "greater", "greater_value",
      "greater_equal", "greater_equal_value", "and_test", "or_test", "implies_test", "branch_false", "skip_false",
      "jump", "quantifier_begin", "quantifier_accumulate", "quantifier_advance"};
  static_assert(sizeof(names) / sizeof(names[0]) == static_cast<int>(Step::quantifier_advance) + 1);
  std::string text;
  const auto& instructions = machine.instructions();
  for (std::size_t i = 0; i < instructions.size(); ++i) {
    const Instruction& instruction = instructions[i];
    text += fmt::format("{:<5} {:<23} count={} slot={} target={} weight={}{} node=#{}\n", i,
                        names[static_cast<int>(instruction.step)], instruction.count, instruction.slot,
                        instruction.target, instruction.weight, instruction.as_number ? " as_number" : "",
                        instruction.node);
  }
  return text;
}

}  // namespace newell::interpreter
