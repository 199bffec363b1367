#pragma once
// Stage 4: evaluation of compiled code. An Evaluator belongs to one thread and one Program; it owns
// the variable slots and the scratch values, sized once, so that evaluating allocates nothing,
// throws nothing and looks up no name: this is what runs inside search.
//
// The hot path runs the stack machine of machine.h; a root that could nest deeper than the depth
// limit, and `explain`, walk the node tree instead (same values, same errors).
//
// Every evaluation has a step budget and a depth limit; running out of either, dividing by zero,
// or a domain listing more elements than it registered stops that evaluation with a RuntimeError
// that names the rule's location (never a hang or a crash). `explain` evaluates the same code
// slowly and returns the tree of every sub-expression with its value.

#include "interpreter/code.h"
#include "interpreter/machine.h"
#include "interpreter/program.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace newell::interpreter {

struct Limits {
  std::uint64_t steps = 1'000'000;  // nodes evaluated per evaluation
  std::uint32_t depth = 1'000;      // nested evaluation (expressions inside definitions inside ...)
};

enum class RuntimeErrorKind : std::uint8_t { none, step_budget, depth, division_by_zero, domain_overflow };

struct RuntimeError {
  RuntimeErrorKind kind = RuntimeErrorKind::none;
  NodeIndex node = no_node;
  std::size_t domain_size = 0;  // domain_overflow: what the domain reported
};

// What a decision net decided: the first line whose condition held (line = -1: none did).
struct NetDecision {
  int line = -1;
  const CompiledNetLine* fired = nullptr;
  Value value;  // value nets
  std::array<Value, max_outcome_arguments> arguments{};  // adopt / action arguments
  std::size_t argument_count = 0;
};

struct ExplainNode {
  std::string text;   // the sub-expression as written, or "X = <element>" for a quantifier's step
  std::string value;  // its value
  SourceLocation where;
  std::vector<ExplainNode> children;
  bool step = false;  // one element of a quantifier's domain
};

class Evaluator {
 public:
  explicit Evaluator(const Program& program, Limits limits = {});

  // The hot path. Puts `arguments` in the callable's parameter slots and evaluates it; false on a
  // runtime error (see error()), `result` is then unspecified.
  bool evaluate(const Callable& callable, const EvaluationState& state, std::span<const Value> arguments,
                Value& result);
  bool evaluate(NodeIndex root, const EvaluationState& state, Value& result);
  // Tries the net's lines in order and reports the first that fires.
  bool run_net(const CompiledNet& net, const EvaluationState& state, std::span<const Value> arguments,
               NetDecision& decision);
  // Binds a slot before evaluate(root, ...): transforms bind their pattern variables this way.
  void bind(std::uint32_t slot, Value value) {
    if (slots_.size() < code_.slot_count) slots_.resize(code_.slot_count);
    slots_.at(slot) = value;
  }
  Value slot(std::uint32_t slot) const { return slots_[slot]; }

  // The slow path for --explain: the same result, with the tree of values.
  bool explain(const Callable& callable, const EvaluationState& state, std::span<const Value> arguments,
               Value& result, ExplainNode& tree);

  const RuntimeError& error() const { return error_; }
  // "rules.nwl:3:14: runtime error: division by zero in 'A / B'"
  std::string describe(const RuntimeError& error, const SourceFiles& files) const;
  Diagnostic diagnostic(const RuntimeError& error) const;
  std::uint64_t steps_used() const { return steps_; }
  void set_limits(Limits limits) {
    limits_ = limits;
    std::fill(routes_.begin(), routes_.end(), 0);  // a root's route depends on the nesting limit
  }

 private:
  // The value of `root`: on the machine, or by the tree walker when it could nest too deep.
  Value run(NodeIndex root);
  Value execute(std::uint32_t entry);  // evaluator_machine.cpp
  // Lays out `root` on the machine and sizes the machine's stacks for it.
  void prepare(NodeIndex root);
  void prepare_program();
  template <bool Explain>
  Value eval(NodeIndex index);
  template <bool Explain>
  Value quantify(const Node& node, NodeIndex index);
  bool begin(const EvaluationState& state);
  void bind_arguments(std::uint32_t first_slot, std::size_t parameters, std::span<const Value> arguments);
  bool fail(RuntimeErrorKind kind, NodeIndex node, std::size_t domain_size = 0);
  std::string format(TypeId type, Value value) const;

  const Program& program_;
  const Code& code_;
  Limits limits_;
  std::vector<Value> slots_;
  std::vector<Value> scratch_;
  EvaluationState state_;
  std::uint64_t steps_ = 0;
  std::uint32_t depth_ = 0;
  bool failed_ = false;
  RuntimeError error_;
  ExplainNode* explain_at_ = nullptr;
  // The machine: its code, value stack, return addresses and per-quantifier loop state.
  struct Loop {
    std::uint32_t next = 0;
    std::uint32_t size = 0;
    double total = 0;
    bool any = false;
  };
  MachineCode machine_;
  std::vector<Value> stack_;
  std::vector<std::uint32_t> returns_;
  std::vector<Loop> loops_;
  // Per root node, how run() evaluates it, decided at its first run: 0 not yet, 1 the tree walker
  // (it could nest deeper than the limit), else the machine from instruction (route - 2). The
  // rules' likelihood and utility are run a million times a game; deciding again at each run cost
  // about 4% of a chess decision's instructions.
  std::vector<std::uint32_t> routes_;
  Value first_run(NodeIndex root);
};

// The tree as indented text: "attacks(A, T) and not defended(T) = true" with its parts below.
std::string render_explanation(const ExplainNode& tree);

}  // namespace newell::interpreter
