// The Evaluator's hot path: the stack machine of machine.h in one loop. The stacks were sized when
// the code was laid out, so nothing here allocates or checks a bound that the layout guarantees.

#include "interpreter/evaluator.h"

#include <algorithm>

namespace newell::interpreter {

Value Evaluator::execute(std::uint32_t entry) {
  const Instruction* const code = machine_.instructions().data();
  const Node* const nodes = code_.nodes.data();
  Value* const slots = slots_.data();
  Value* const scratch = scratch_.data();
  Value* const stack = stack_.data();
  std::uint32_t* const returns = returns_.data();
  Loop* const loops = loops_.data();
  void* const states[2] = {state_.game, state_.engine};
  const std::uint64_t limit = limits_.steps;
  std::uint64_t steps = steps_;
  std::size_t top = 0;      // values on the stack
  std::size_t calls = 0;    // return addresses
  returns[calls++] = 0;     // instruction 0 halts
  std::uint32_t pc = entry;

  // A node evaluated: one step of the budget (as the tree walker counts).
  auto out_of_steps = [&](const Instruction& instruction) {
    steps += instruction.weight;
    if (steps <= limit) return false;
    steps_ = steps;
    fail(RuntimeErrorKind::step_budget, instruction.node);
    return true;
  };
  auto number = [&](std::size_t at) { return stack[at].as_number(); };
  // A truth, or 1/0 where the step's truth is wanted as a number.
  auto truth = [](const Instruction& instruction, bool value) {
    return instruction.as_number ? Value::number(value ? 1.0 : 0.0) : Value::truth(value);
  };
  auto converted = [](const Instruction& instruction, Value value) {
    return instruction.as_number ? Value::number(value.as_truth() ? 1.0 : 0.0) : value;
  };

  for (;;) {
    const Instruction& instruction = code[pc++];
    switch (instruction.step) {
      case Step::halt: steps_ = steps; return stack[top - 1];
      case Step::return_: pc = returns[--calls]; break;
      case Step::push_value: stack[top++] = instruction.value; break;
      case Step::push_slot: stack[top++] = slots[instruction.slot]; break;
      case Step::store_slot: slots[instruction.slot] = stack[--top]; break;
      case Step::count_step:
        if (out_of_steps(instruction)) return Value{};
        break;
      case Step::call_builtin: {
        if (out_of_steps(instruction)) return Value{};
        top -= instruction.count;
        stack[top] = converted(instruction, instruction.function(states[static_cast<int>(instruction.state_slot)], stack + top));
        ++top;
        break;
      }
      case Step::call_builtin_value: {
        if (out_of_steps(instruction)) return Value{};
        stack[top] = instruction.value;
        top -= instruction.count - 1;
        stack[top] = converted(instruction, instruction.function(states[static_cast<int>(instruction.state_slot)], stack + top));
        ++top;
        break;
      }
      case Step::call_slot_builtin: {
        if (out_of_steps(instruction)) return Value{};
        stack[top++] =
            converted(instruction, instruction.function(states[static_cast<int>(instruction.state_slot)], slots + instruction.slot));
        break;
      }
      case Step::call_definition: {
        if (out_of_steps(instruction)) return Value{};
        top -= instruction.count;
        std::copy(stack + top, stack + top + instruction.count, slots + instruction.slot);
        returns[calls++] = pc;
        pc = instruction.target;
        break;
      }
      case Step::negate:
        if (out_of_steps(instruction)) return Value{};
        stack[top - 1] = Value::number(-number(top - 1));
        break;
      case Step::not_:
        if (out_of_steps(instruction)) return Value{};
        stack[top - 1] = Value::truth(!stack[top - 1].as_truth());
        break;
      case Step::to_number:
        if (out_of_steps(instruction)) return Value{};
        stack[top - 1] = Value::number(stack[top - 1].as_truth() ? 1.0 : 0.0);
        break;
#define NEWELL_BINARY(name, expression)                   \
  case Step::name: {                                      \
    if (out_of_steps(instruction)) return Value{};        \
    --top;                                                \
    const Value left = stack[top - 1];                    \
    const Value right = stack[top];                       \
    stack[top - 1] = expression;                          \
    break;                                                \
  }                                                       \
  case Step::name##_value: {                              \
    if (out_of_steps(instruction)) return Value{};        \
    const Value left = stack[top - 1];                    \
    const Value right = instruction.value;                \
    stack[top - 1] = expression;                          \
    break;                                                \
  }
      NEWELL_BINARY(add, Value::number(left.as_number() + right.as_number()))
      NEWELL_BINARY(subtract, Value::number(left.as_number() - right.as_number()))
      NEWELL_BINARY(multiply, Value::number(left.as_number() * right.as_number()))
      NEWELL_BINARY(equal_number, truth(instruction, left.as_number() == right.as_number()))
      NEWELL_BINARY(not_equal_number, truth(instruction, left.as_number() != right.as_number()))
      NEWELL_BINARY(equal_bits, truth(instruction, left.bits() == right.bits()))
      NEWELL_BINARY(not_equal_bits, truth(instruction, left.bits() != right.bits()))
      NEWELL_BINARY(less, truth(instruction, left.as_number() < right.as_number()))
      NEWELL_BINARY(less_equal, truth(instruction, left.as_number() <= right.as_number()))
      NEWELL_BINARY(greater, truth(instruction, left.as_number() > right.as_number()))
      NEWELL_BINARY(greater_equal, truth(instruction, left.as_number() >= right.as_number()))
#undef NEWELL_BINARY
      case Step::divide:
      case Step::divide_value: {
        if (out_of_steps(instruction)) return Value{};
        const bool immediate = instruction.step == Step::divide_value;
        if (!immediate) --top;
        const double divisor = immediate ? instruction.value.as_number() : number(top);
        if (divisor == 0) {
          steps_ = steps;
          fail(RuntimeErrorKind::division_by_zero, instruction.node);
          return Value{};
        }
        stack[top - 1] = Value::number(number(top - 1) / divisor);
        break;
      }
      case Step::and_test:
        if (out_of_steps(instruction)) return Value{};
        if (!stack[top - 1].as_truth()) {
          pc = instruction.target;
        } else {
          --top;
        }
        break;
      case Step::or_test:
        if (out_of_steps(instruction)) return Value{};
        if (stack[top - 1].as_truth()) {
          pc = instruction.target;
        } else {
          --top;
        }
        break;
      case Step::implies_test:
        if (out_of_steps(instruction)) return Value{};
        if (!stack[top - 1].as_truth()) {
          stack[top - 1] = Value::truth(true);
          pc = instruction.target;
        } else {
          --top;
        }
        break;
      case Step::branch_false:
        if (out_of_steps(instruction)) return Value{};
        if (!stack[--top].as_truth()) pc = instruction.target;
        break;
      case Step::skip_false:
        if (!stack[--top].as_truth()) pc = instruction.target;
        break;
      case Step::jump: pc = instruction.target; break;
      case Step::quantifier_begin: {
        if (out_of_steps(instruction)) return Value{};
        const Node& node = nodes[instruction.node];
        top -= instruction.count;
        Value* const elements = scratch + node.buffer + node.count;
        const std::size_t size =
            node.domain(states[static_cast<int>(node.state_slot)], stack + top, elements, node.capacity);
        if (size > node.capacity) {
          steps_ = steps;
          fail(RuntimeErrorKind::domain_overflow, instruction.node, size);
          return Value{};
        }
        if (size == 0) {
          // forall of nothing holds; exists of nothing does not; count, sum, max and min are 0.
          stack[top++] = instruction.op == Op::forall ? Value::truth(true)
                         : instruction.op == Op::exists ? Value::truth(false)
                                                        : Value::number(0);
          pc = instruction.target;
          break;
        }
        loops[instruction.node] = Loop{0, static_cast<std::uint32_t>(size), 0, false};
        slots[node.slot] = elements[0];
        break;
      }
      case Step::quantifier_accumulate: {
        Loop& loop = loops[instruction.node];
        const Value body = stack[--top];
        switch (instruction.op) {
          case Op::exists:
            if (body.as_truth()) {
              stack[top++] = Value::truth(true);
              pc = instruction.target;
            }
            break;
          case Op::forall:
            if (!body.as_truth()) {
              stack[top++] = Value::truth(false);
              pc = instruction.target;
            }
            break;
          case Op::count: loop.total += body.as_truth() ? 1 : 0; break;
          case Op::sum: loop.total += body.as_number(); break;
          case Op::max: loop.total = loop.any ? std::max(loop.total, body.as_number()) : body.as_number(); break;
          case Op::min: loop.total = loop.any ? std::min(loop.total, body.as_number()) : body.as_number(); break;
          default: break;
        }
        loop.any = true;
        break;
      }
      case Step::quantifier_advance: {
        Loop& loop = loops[instruction.node];
        if (++loop.next < loop.size) {
          const Node& node = nodes[instruction.node];
          slots[node.slot] = scratch[node.buffer + node.count + loop.next];
          pc = instruction.target;
          break;
        }
        stack[top++] = instruction.op == Op::forall ? Value::truth(true)
                       : instruction.op == Op::exists ? Value::truth(false)
                                                      : Value::number(loop.total);
        break;
      }
    }
  }
}

}  // namespace newell::interpreter
