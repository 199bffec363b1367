#include "interpreter/evaluator.h"

#include <fmt/core.h>

#include <algorithm>

namespace newell::interpreter {

Evaluator::Evaluator(const Program& program, Limits limits)
    : program_(program), code_(program.code()), limits_(limits) {
  slots_.resize(code_.slot_count);
  scratch_.resize(code_.scratch_size);
  prepare_program();
  routes_.assign(code_.nodes.size(), 0);
}

void Evaluator::prepare(NodeIndex root) {
  if (root == no_node) return;
  machine_.entry(code_, root);
  if (stack_.size() < machine_.stack_size()) stack_.resize(machine_.stack_size());
  if (returns_.size() < machine_.call_depth()) returns_.resize(machine_.call_depth());
  if (loops_.size() < code_.nodes.size()) loops_.resize(code_.nodes.size());
}

// Everything the program can be asked to evaluate is laid out now, so that no evaluation allocates.
void Evaluator::prepare_program() {
  for (const auto& definition : program_.definitions()) prepare(definition.root);
  for (const auto& goal : program_.goals()) prepare(goal.achieved.root);
  for (const auto& transform : program_.transforms()) {
    prepare(transform.condition);
    for (NodeIndex argument : transform.to_arguments) prepare(argument);
  }
  for (const auto& net : program_.nets())
    for (const auto& line : net.lines) {
      prepare(line.condition);
      prepare(line.value);
      for (NodeIndex argument : line.arguments) prepare(argument);
    }
  for (const auto& aspiration : program_.aspirations()) prepare(aspiration.root);
  if (program_.likelihood() != nullptr) prepare(program_.likelihood()->root);
  if (program_.utility() != nullptr) prepare(program_.utility()->root);
}

Value Evaluator::run(NodeIndex root) {
  if (root < routes_.size()) {
    const std::uint32_t route = routes_[root];
    if (route >= 2) return execute(route - 2);
    if (route == 1) return eval<false>(root);
  }
  return first_run(root);
}

Value Evaluator::first_run(NodeIndex root) {
  if (routes_.size() < code_.nodes.size()) routes_.resize(code_.nodes.size(), 0);  // the code grew (the REPL)
  if (machine_.nesting(code_, root) > limits_.depth) {
    routes_[root] = 1;
    return eval<false>(root);
  }
  if (!machine_.has_entry(root)) prepare(root);  // an expression compiled after this evaluator was made
  const std::uint32_t entry = machine_.entry(code_, root);
  routes_[root] = entry + 2;
  return execute(entry);
}

bool Evaluator::begin(const EvaluationState& state) {
  // Grows only when the program compiled more code since (the REPL); never in steady state.
  if (slots_.size() < code_.slot_count) slots_.resize(code_.slot_count);
  if (scratch_.size() < code_.scratch_size) scratch_.resize(code_.scratch_size);
  state_ = state;
  steps_ = 0;
  depth_ = 0;
  failed_ = false;
  error_ = RuntimeError{};
  return true;
}

// Extra arguments are ignored and missing ones read as 0: the caller's mistake must not write
// outside the slots.
void Evaluator::bind_arguments(std::uint32_t first_slot, std::size_t parameters, std::span<const Value> arguments) {
  const std::size_t count = std::min(parameters, arguments.size());
  std::copy(arguments.begin(), arguments.begin() + static_cast<std::ptrdiff_t>(count), slots_.begin() + first_slot);
  std::fill(slots_.begin() + first_slot + static_cast<std::ptrdiff_t>(count),
            slots_.begin() + first_slot + static_cast<std::ptrdiff_t>(parameters), Value{});
}

bool Evaluator::fail(RuntimeErrorKind kind, NodeIndex node, std::size_t domain_size) {
  if (!failed_) {
    failed_ = true;
    error_ = RuntimeError{kind, node, domain_size};
  }
  return false;
}

bool Evaluator::evaluate(NodeIndex root, const EvaluationState& state, Value& result) {
  begin(state);
  result = run(root);
  return !failed_;
}

bool Evaluator::evaluate(const Callable& callable, const EvaluationState& state, std::span<const Value> arguments,
                         Value& result) {
  begin(state);
  bind_arguments(callable.first_slot, callable.parameters.size(), arguments);
  result = run(callable.root);
  return !failed_;
}

bool Evaluator::run_net(const CompiledNet& net, const EvaluationState& state, std::span<const Value> arguments,
                        NetDecision& decision) {
  begin(state);
  bind_arguments(net.first_slot, net.parameters.size(), arguments);
  decision = NetDecision{};
  for (std::size_t i = 0; i < net.lines.size(); ++i) {
    const auto& line = net.lines[i];
    if (line.condition != no_node && !run(line.condition).as_truth()) {
      if (failed_) return false;
      continue;
    }
    decision.line = static_cast<int>(i);
    decision.fired = &line;
    if (line.kind == CompiledNetLine::Kind::value) {
      decision.value = run(line.value);
    } else {
      decision.argument_count = std::min(line.arguments.size(), max_outcome_arguments);
      for (std::size_t k = 0; k < decision.argument_count; ++k) decision.arguments[k] = run(line.arguments[k]);
    }
    return !failed_;
  }
  return !failed_;
}

bool Evaluator::explain(const Callable& callable, const EvaluationState& state, std::span<const Value> arguments,
                        Value& result, ExplainNode& tree) {
  begin(state);
  bind_arguments(callable.first_slot, callable.parameters.size(), arguments);
  tree = ExplainNode{};
  explain_at_ = &tree;
  result = eval<true>(callable.root);
  explain_at_ = nullptr;
  // The root node is the callable's expression itself: lift it so the tree does not start empty.
  if (tree.children.size() == 1) {
    ExplainNode root = std::move(tree.children.front());
    tree = std::move(root);
  } else {
    tree.text = callable.name;
    tree.value = failed_ ? "error" : format(callable.type, result);
  }
  return !failed_;
}

std::string Evaluator::format(TypeId type, Value value) const {
  return program_.registry().format(type, value, state_.game);
}

template <bool Explain>
Value Evaluator::eval(NodeIndex index) {
  if constexpr (!Explain) {
    // Leaves (a number, a constant, a variable) need no budget or depth check: they cannot nest
    // or repeat, and they are a third of all nodes (measured on rules/chess/turochamp.nwl).
    const Node& leaf = code_.nodes[index];
    if (leaf.op == Op::load) return slots_[leaf.slot];
    if (leaf.op == Op::number || leaf.op == Op::constant) return leaf.value;
  }
  if (failed_) return Value{};
  if (++steps_ > limits_.steps) {
    fail(RuntimeErrorKind::step_budget, index);
    return Value{};
  }
  if (++depth_ > limits_.depth) {
    fail(RuntimeErrorKind::depth, index);
    --depth_;
    return Value{};
  }
  const Node& node = code_.nodes[index];

  ExplainNode* parent = nullptr;
  if constexpr (Explain) {
    const bool shown = node.op != Op::number && node.op != Op::constant && node.op != Op::load && node.op != Op::to_number;
    if (shown) {
      parent = explain_at_;
      const auto& origin = code_.origins[node.origin];
      parent->children.push_back(ExplainNode{origin.text, {}, origin.where, {}});
      explain_at_ = &parent->children.back();
    }
  }

  Value result;
  switch (node.op) {
    case Op::number:
    case Op::constant: result = node.value; break;
    case Op::load: result = slots_[node.slot]; break;
    case Op::call_builtin: {
      Value* arguments = scratch_.data() + node.buffer;
      for (std::uint32_t i = 0; i < node.count; ++i) arguments[i] = eval<Explain>(code_.operands[node.first + i]);
      if (!failed_) result = node.function(state_[node.state_slot], arguments);
      break;
    }
    case Op::call_definition: {
      Value* arguments = scratch_.data() + node.buffer;
      for (std::uint32_t i = 0; i < node.count; ++i) arguments[i] = eval<Explain>(code_.operands[node.first + i]);
      std::copy(arguments, arguments + node.count, slots_.begin() + node.slot);
      result = eval<Explain>(node.definition_body());
      break;
    }
    case Op::negate: result = Value::number(-eval<Explain>(node.operand()).as_number()); break;
    case Op::not_: result = Value::truth(!eval<Explain>(node.operand()).as_truth()); break;
    case Op::to_number: result = Value::number(eval<Explain>(node.operand()).as_truth() ? 1.0 : 0.0); break;
    case Op::add: result = Value::number(eval<Explain>(node.left()).as_number() + eval<Explain>(node.right()).as_number()); break;
    case Op::subtract: result = Value::number(eval<Explain>(node.left()).as_number() - eval<Explain>(node.right()).as_number()); break;
    case Op::multiply: result = Value::number(eval<Explain>(node.left()).as_number() * eval<Explain>(node.right()).as_number()); break;
    case Op::divide: {
      const double dividend = eval<Explain>(node.left()).as_number();
      const double divisor = eval<Explain>(node.right()).as_number();
      if (divisor == 0) {
        fail(RuntimeErrorKind::division_by_zero, index);
      } else {
        result = Value::number(dividend / divisor);
      }
      break;
    }
    case Op::equal_number: result = Value::truth(eval<Explain>(node.left()).as_number() == eval<Explain>(node.right()).as_number()); break;
    case Op::not_equal_number: result = Value::truth(eval<Explain>(node.left()).as_number() != eval<Explain>(node.right()).as_number()); break;
    case Op::equal_bits: result = Value::truth(eval<Explain>(node.left()).bits() == eval<Explain>(node.right()).bits()); break;
    case Op::not_equal_bits: result = Value::truth(eval<Explain>(node.left()).bits() != eval<Explain>(node.right()).bits()); break;
    case Op::less: result = Value::truth(eval<Explain>(node.left()).as_number() < eval<Explain>(node.right()).as_number()); break;
    case Op::less_equal: result = Value::truth(eval<Explain>(node.left()).as_number() <= eval<Explain>(node.right()).as_number()); break;
    case Op::greater: result = Value::truth(eval<Explain>(node.left()).as_number() > eval<Explain>(node.right()).as_number()); break;
    case Op::greater_equal: result = Value::truth(eval<Explain>(node.left()).as_number() >= eval<Explain>(node.right()).as_number()); break;
    case Op::and_: result = Value::truth(eval<Explain>(node.left()).as_truth() && eval<Explain>(node.right()).as_truth()); break;
    case Op::or_: result = Value::truth(eval<Explain>(node.left()).as_truth() || eval<Explain>(node.right()).as_truth()); break;
    case Op::implies: result = Value::truth(!eval<Explain>(node.left()).as_truth() || eval<Explain>(node.right()).as_truth()); break;
    case Op::conditional: result = eval<Explain>(node.condition()).as_truth() ? eval<Explain>(node.then()) : eval<Explain>(node.otherwise()); break;
    case Op::exists:
    case Op::forall:
    case Op::count:
    case Op::sum:
    case Op::max:
    case Op::min: result = quantify<Explain>(node, index); break;
  }
  --depth_;

  if constexpr (Explain) {
    if (parent != nullptr) {
      explain_at_->value = failed_ ? "error" : format(code_.origins[node.origin].type, result);
      explain_at_ = parent;
    }
  }
  return result;
}

template <bool Explain>
Value Evaluator::quantify(const Node& node, NodeIndex index) {
  Value* arguments = scratch_.data() + node.buffer;
  for (std::uint32_t i = 0; i < node.count; ++i) arguments[i] = eval<Explain>(code_.operands[node.first + i]);
  if (failed_) return Value{};
  Value* elements = arguments + node.count;
  const std::size_t size = node.domain(state_[node.state_slot], arguments, elements, node.capacity);
  if (size > node.capacity) {
    fail(RuntimeErrorKind::domain_overflow, index, size);
    return Value{};
  }
  // exists/forall stop at the first witness / counterexample, which stays in the slot (a decision
  // net's `then` reads it).
  double total = 0;
  bool any = false;
  constexpr std::size_t shown_steps = 12;
  for (std::size_t i = 0; i < size && !failed_; ++i) {
    slots_[node.slot] = elements[i];
    ExplainNode* parent = nullptr;
    bool recorded = false;
    if constexpr (Explain) {
      if (i < shown_steps) {
        parent = explain_at_;
        const auto& origin = code_.origins[node.origin];
        parent->children.push_back(ExplainNode{
            fmt::format("{} = {}", origin.variable, format(origin.element_type, elements[i])), {}, origin.where, {}, true});
        explain_at_ = &parent->children.back();
        recorded = true;
      }
    }
    bool included = true;
    if (node.filter() != no_node) included = (recorded || !Explain) ? eval<Explain>(node.filter()).as_truth() : eval<false>(node.filter()).as_truth();
    Value body;
    if (included) body = (recorded || !Explain) ? eval<Explain>(node.body()) : eval<false>(node.body());
    if constexpr (Explain) {
      if (recorded) {
        explain_at_->value = included ? "" : "left out by where";
        explain_at_ = parent;
      } else if (i == shown_steps) {
        explain_at_->children.push_back(ExplainNode{fmt::format("... {} more", size - shown_steps), {}, {}, {}, true});
      }
    }
    if (!included) continue;
    switch (node.op) {
      case Op::exists:
        if (body.as_truth()) return Value::truth(true);
        break;
      case Op::forall:
        if (!body.as_truth()) return Value::truth(false);
        break;
      case Op::count: total += body.as_truth() ? 1 : 0; break;
      case Op::sum: total += body.as_number(); break;
      case Op::max: total = any ? std::max(total, body.as_number()) : body.as_number(); break;
      case Op::min: total = any ? std::min(total, body.as_number()) : body.as_number(); break;
      default: break;
    }
    any = true;
  }
  switch (node.op) {
    case Op::exists: return Value::truth(false);
    case Op::forall: return Value::truth(true);
    default: return Value::number(total);  // max and min of an empty domain are 0
  }
}

Diagnostic Evaluator::diagnostic(const RuntimeError& error) const {
  Diagnostic diagnostic;
  if (error.node == no_node || error.node >= code_.nodes.size()) {
    diagnostic.message = "runtime error";
    return diagnostic;
  }
  const auto& origin = code_.origins[code_.nodes[error.node].origin];
  diagnostic.where = origin.where;
  switch (error.kind) {
    case RuntimeErrorKind::none: diagnostic.message = "no error"; break;
    case RuntimeErrorKind::step_budget:
      diagnostic.message = fmt::format("evaluation stopped: the step budget ({} steps) ran out in '{}'", limits_.steps, origin.text);
      diagnostic.hint = "a quantifier over a large domain inside another is the usual cause";
      break;
    case RuntimeErrorKind::depth:
      diagnostic.message = fmt::format("evaluation stopped: evaluation nested deeper than {} levels in '{}'", limits_.depth, origin.text);
      break;
    case RuntimeErrorKind::division_by_zero:
      diagnostic.message = fmt::format("evaluation stopped: division by zero in '{}'", origin.text);
      diagnostic.hint = "guard it: if B = 0 then ... else A / B";
      break;
    case RuntimeErrorKind::domain_overflow:
      diagnostic.message = fmt::format("evaluation stopped: domain '{}' listed {} elements, more than the {} it registered",
                                       origin.domain_name, error.domain_size, code_.nodes[error.node].capacity);
      break;
  }
  return diagnostic;
}

std::string Evaluator::describe(const RuntimeError& error, const SourceFiles& files) const {
  return render(diagnostic(error), files);
}

namespace {

void render_node(const ExplainNode& node, int depth, std::string& out) {
  out += std::string(static_cast<std::size_t>(depth) * 2, ' ');
  out += node.text;
  if (!node.value.empty()) out += node.step ? fmt::format(" ({})", node.value) : fmt::format(" = {}", node.value);
  out += '\n';
  for (const auto& child : node.children) render_node(child, depth + 1, out);
}

}  // namespace

std::string render_explanation(const ExplainNode& tree) {
  std::string out;
  render_node(tree, 0, out);
  return out;
}

}  // namespace newell::interpreter
