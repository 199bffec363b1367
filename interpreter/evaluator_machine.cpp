// The Evaluator's hot path: the stack machine of machine.h. The stacks were sized when the code was
// laid out, so nothing here allocates or checks a bound that the layout guarantees.
//
// Dispatch is threaded: each step ends by jumping straight to the next step's code through a table
// of label addresses (GCC's and Clang's computed goto), rather than back to one shared switch: the
// processor then predicts each step's successor from the step it is in, not from one jump shared by
// all. The extension is the only non-standard construct here.

#include "interpreter/evaluator.h"

#include <algorithm>

namespace newell::interpreter {

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpedantic"

Value Evaluator::execute(std::uint32_t entry) {
  // A label per step, made from machine.h's list, as the enum is.
  static void* const dispatch[] = {
#define NEWELL_STEP_LABEL(name, counted) &&name,
#define NEWELL_BINARY_STEP_LABELS(name, result, swaps, swapped) &&name, &&name##_value,
      NEWELL_MACHINE_STEPS(NEWELL_STEP_LABEL, NEWELL_BINARY_STEP_LABELS)
#undef NEWELL_STEP_LABEL
#undef NEWELL_BINARY_STEP_LABELS
  };
  static_assert(sizeof(dispatch) / sizeof(dispatch[0]) == step_count);

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
  std::size_t top = 0;    // values on the stack
  std::size_t calls = 0;  // return addresses
  returns[calls++] = 0;   // instruction 0 halts
  std::uint32_t pc = entry;
  const Instruction* in = nullptr;

  auto number = [&](std::size_t at) { return stack[at].as_number(); };
  // A truth, or 1/0 where the step's truth is wanted as a number.
  auto truth = [&](bool value) { return in->as_number ? Value::number(value ? 1.0 : 0.0) : Value::truth(value); };
  auto converted = [&](Value value) {
    return in->as_number ? Value::number(value.as_truth() ? 1.0 : 0.0) : value;
  };
  auto state = [&](StateSlot slot) { return states[static_cast<int>(slot)]; };

#define NEWELL_NEXT                                      \
  do {                                                   \
    in = &code[pc++];                                    \
    goto* dispatch[static_cast<int>(in->step)];          \
  } while (false)
// A node evaluated: its steps of the budget (as the tree walker counts them).
#define NEWELL_COUNT steps += in->weight
// The budget is compared where the machine can come back to code it ran (a quantifier's next
// element) and where code ends or starts (a return, a call): between two such points only a
// bounded stretch of code runs, so a runaway rule is still stopped, at its loop.
#define NEWELL_CHECK                                     \
  do {                                                   \
    if (steps > limit) {                                 \
      steps_ = steps;                                    \
      fail(RuntimeErrorKind::step_budget, in->node);     \
      return Value{};                                    \
    }                                                    \
  } while (false)

  NEWELL_NEXT;

halt:
  steps_ = steps;
  return stack[top - 1];
return_:
  NEWELL_CHECK;
  pc = returns[--calls];
  NEWELL_NEXT;
push_value:
  stack[top++] = in->value;
  NEWELL_NEXT;
push_slot:
  stack[top++] = slots[in->slot];
  NEWELL_NEXT;
store_slot:
  slots[in->slot] = stack[--top];
  NEWELL_NEXT;
keep_in_slot:
  slots[in->slot] = stack[top - 1];
  NEWELL_NEXT;
count_step:
  NEWELL_COUNT;
  NEWELL_NEXT;
call_builtin:
  NEWELL_COUNT;
  top -= in->count;
  stack[top] = converted(in->function(state(in->state_slot), stack + top));
  ++top;
  NEWELL_NEXT;
call_builtin_value:
  NEWELL_COUNT;
  stack[top] = in->value;
  top -= in->count - 1;
  stack[top] = converted(in->function(state(in->state_slot), stack + top));
  ++top;
  NEWELL_NEXT;
call_slot_builtin:
  NEWELL_COUNT;
  stack[top++] = converted(in->function(state(in->state_slot), slots + in->slot));
  NEWELL_NEXT;
call_definition:
  NEWELL_COUNT;
  NEWELL_CHECK;
  top -= in->count;
  std::copy(stack + top, stack + top + in->count, slots + in->slot);
  returns[calls++] = pc;
  pc = in->target;
  NEWELL_NEXT;
negate:
  NEWELL_COUNT;
  stack[top - 1] = Value::number(-number(top - 1));
  NEWELL_NEXT;
not_:
  NEWELL_COUNT;
  stack[top - 1] = Value::truth(!stack[top - 1].as_truth());
  NEWELL_NEXT;
to_number:
  NEWELL_COUNT;
  stack[top - 1] = Value::number(stack[top - 1].as_truth() ? 1.0 : 0.0);
  NEWELL_NEXT;

#define NEWELL_BINARY(name, expression)   \
  name : {                                \
    NEWELL_COUNT;                         \
    --top;                                \
    const Value left = stack[top - 1];    \
    const Value right = stack[top];       \
    stack[top - 1] = expression;          \
    NEWELL_NEXT;                          \
  }                                       \
  name##_value : {                        \
    NEWELL_COUNT;                         \
    const Value left = stack[top - 1];    \
    const Value right = in->value;        \
    stack[top - 1] = expression;          \
    NEWELL_NEXT;                          \
  }
  NEWELL_BINARY(add, Value::number(left.as_number() + right.as_number()))
  NEWELL_BINARY(subtract, Value::number(left.as_number() - right.as_number()))
  NEWELL_BINARY(multiply, Value::number(left.as_number() * right.as_number()))
  NEWELL_BINARY(equal_number, truth(left.as_number() == right.as_number()))
  NEWELL_BINARY(not_equal_number, truth(left.as_number() != right.as_number()))
  NEWELL_BINARY(equal_bits, truth(left.bits() == right.bits()))
  NEWELL_BINARY(not_equal_bits, truth(left.bits() != right.bits()))
  NEWELL_BINARY(less, truth(left.as_number() < right.as_number()))
  NEWELL_BINARY(less_equal, truth(left.as_number() <= right.as_number()))
  NEWELL_BINARY(greater, truth(left.as_number() > right.as_number()))
  NEWELL_BINARY(greater_equal, truth(left.as_number() >= right.as_number()))
#undef NEWELL_BINARY

divide:
  NEWELL_COUNT;
  --top;
  if (number(top) == 0) {
    steps_ = steps;
    fail(RuntimeErrorKind::division_by_zero, in->node);
    return Value{};
  }
  stack[top - 1] = Value::number(number(top - 1) / number(top));
  NEWELL_NEXT;
divide_value:
  NEWELL_COUNT;
  if (in->value.as_number() == 0) {
    steps_ = steps;
    fail(RuntimeErrorKind::division_by_zero, in->node);
    return Value{};
  }
  stack[top - 1] = Value::number(number(top - 1) / in->value.as_number());
  NEWELL_NEXT;

and_test:
  NEWELL_COUNT;
  if (!stack[top - 1].as_truth()) {
    pc = in->target;
  } else {
    --top;
  }
  NEWELL_NEXT;
or_test:
  NEWELL_COUNT;
  if (stack[top - 1].as_truth()) {
    pc = in->target;
  } else {
    --top;
  }
  NEWELL_NEXT;
implies_test:
  NEWELL_COUNT;
  if (!stack[top - 1].as_truth()) {
    stack[top - 1] = Value::truth(true);
    pc = in->target;
  } else {
    --top;
  }
  NEWELL_NEXT;
branch_false:
  NEWELL_COUNT;
  if (!stack[--top].as_truth()) pc = in->target;
  NEWELL_NEXT;
skip_false:
  if (!stack[--top].as_truth()) pc = in->target;
  NEWELL_NEXT;
jump:
  pc = in->target;
  NEWELL_NEXT;

quantifier_begin : {
  NEWELL_COUNT;
  NEWELL_CHECK;
  const Node& node = nodes[in->node];
  top -= in->count;
  Value* const elements = scratch + node.buffer + node.count;
  const std::size_t size = node.domain(state(node.state_slot), stack + top, elements, node.capacity);
  if (size > node.capacity) {
    steps_ = steps;
    fail(RuntimeErrorKind::domain_overflow, in->node, size);
    return Value{};
  }
  if (size == 0) {
    // forall of nothing holds; exists of nothing does not; count, sum, max and min are 0.
    stack[top++] = in->op == Op::forall   ? Value::truth(true)
                   : in->op == Op::exists ? Value::truth(false)
                                          : Value::number(0);
    pc = in->target;
    NEWELL_NEXT;
  }
  loops[in->node] = Loop{0, static_cast<std::uint32_t>(size), 0, false};
  slots[node.slot] = elements[0];
  NEWELL_NEXT;
}
quantifier_accumulate : {
  Loop& loop = loops[in->node];
  const Value body = stack[--top];
  switch (in->op) {
    case Op::exists:
      if (body.as_truth()) {
        stack[top++] = Value::truth(true);
        pc = in->target;
      }
      break;
    case Op::forall:
      if (!body.as_truth()) {
        stack[top++] = Value::truth(false);
        pc = in->target;
      }
      break;
    case Op::count: loop.total += body.as_truth() ? 1 : 0; break;
    case Op::sum: loop.total += body.as_number(); break;
    case Op::max: loop.total = loop.any ? std::max(loop.total, body.as_number()) : body.as_number(); break;
    case Op::min: loop.total = loop.any ? std::min(loop.total, body.as_number()) : body.as_number(); break;
    default: break;
  }
  loop.any = true;
  NEWELL_NEXT;
}
quantifier_advance : {
  NEWELL_CHECK;
  Loop& loop = loops[in->node];
  if (++loop.next < loop.size) {
    const Node& node = nodes[in->node];
    slots[node.slot] = scratch[node.buffer + node.count + loop.next];
    pc = in->target;
    NEWELL_NEXT;
  }
  stack[top++] = in->op == Op::forall   ? Value::truth(true)
                 : in->op == Op::exists ? Value::truth(false)
                                        : Value::number(loop.total);
  NEWELL_NEXT;
}
#undef NEWELL_CHECK
#undef NEWELL_COUNT
#undef NEWELL_NEXT
}

#pragma GCC diagnostic pop

}  // namespace newell::interpreter
