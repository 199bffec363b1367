#include "interpreter/checker.h"

#include "interpreter/expression_text.h"

#include <fmt/core.h>

#include <algorithm>
#include <map>

namespace newell::interpreter {
namespace {

std::string location_text(SourceLocation where) { return fmt::format("{}:{}", where.line, where.column); }

class Checker {
 public:
  Checker(File& file, const Registry& registry, Diagnostics& diagnostics, const std::set<std::string>& unreadable,
          CheckResult& result)
      : file_(file), registry_(registry), diagnostics_(diagnostics), unreadable_(unreadable), result_(result) {
    result_.definition_types.resize(file_.definitions.size(), types::none);
    states_.assign(file_.definitions.size(), State::unchecked);
  }

  void mark_definitions_done() { states_.assign(file_.definitions.size(), State::done); }

  void check_all() {
    index_names();
    for (std::uint32_t i = 0; i < file_.definitions.size(); ++i) check_definition(i);
    for (auto& goal : file_.goals) {
      Scope scope(*this);
      bind_parameters(goal.parameters);
      expect(*goal.test, types::truth, fmt::format("the achievement test of goal {}", goal.name));
    }
    for (auto& transform : file_.transforms) check_transform(transform);
    for (auto& net : file_.nets) check_net(net);
    for (auto& variation : file_.variations) check_variation(variation);
    check_move_values();
    check_aspirations();
  }

  TypeId expression(Expression& node) {
    node.type = infer(node);
    return node.type;
  }

  // Checks `node` and requires `wanted`; a truth is accepted where a number is wanted.
  void expect(Expression& node, TypeId wanted, const std::string& what) {
    const TypeId type = expression(node);
    if (type == types::none || type == wanted) return;
    if (wanted == types::number && type == types::truth) {
      node.to_number = true;
      return;
    }
    diagnostics_.error(node.where, fmt::format("{} is a {}, expected a {}", what, registry_.type_name(type),
                                               registry_.type_name(wanted)));
  }

 private:
  enum class State : std::uint8_t { unchecked, checking, done };

  struct Variable {
    std::string name;
    TypeId type;
    std::uint32_t slot;
    SourceLocation where;
  };

  // Variables bound while it lives; a definition's body sees only its own parameters.
  struct Scope {
    explicit Scope(Checker& checker) : checker_(checker), size_(checker.variables_.size()) {}
    ~Scope() { checker_.variables_.resize(size_); }
    Checker& checker_;
    std::size_t size_;
  };

  void index_names() {
    for (std::uint32_t i = 0; i < file_.definitions.size(); ++i) {
      const auto& definition = file_.definitions[i];
      if (const Entry* entry = registry_.find(definition.name)) {
        diagnostics_.error(definition.where, fmt::format("'{}' is already registered by the game {} as {}",
                                                         definition.name, registry_.game(), registry_.signature(*entry)),
                           "choose another name for the definition");
      } else if (registry_.find_type(definition.name)) {
        diagnostics_.error(definition.where, fmt::format("'{}' is the name of a type", definition.name));
      } else if (!definitions_.emplace(definition.name, i).second) {
        diagnostics_.error(definition.where, fmt::format("'{}' is defined twice; the first definition is at {}",
                                                         definition.name,
                                                         location_text(file_.definitions[definitions_[definition.name]].where)));
      }
    }
    for (std::uint32_t i = 0; i < file_.goals.size(); ++i) {
      auto& goal = file_.goals[i];
      if (definitions_.contains(goal.name) || registry_.find(goal.name) != nullptr) {
        diagnostics_.error(goal.where, fmt::format("goal type '{}' has the name of a definition or a built-in", goal.name));
      } else if (!goals_.emplace(goal.name, i).second) {
        diagnostics_.error(goal.where, fmt::format("goal type '{}' is declared twice; the first declaration is at {}",
                                                   goal.name, location_text(file_.goals[goals_[goal.name]].where)));
      }
      resolve_parameter_types(goal.parameters);
    }
    for (auto& definition : file_.definitions) resolve_parameter_types(definition.parameters);
    // The goal engine asks these of a position, with nothing to pass them.
    for (const auto& definition : file_.definitions) {
      if ((definition.name != "line_value" && definition.name != "line_goes_on") || definition.parameters.empty()) continue;
      diagnostics_.error(definition.where,
                         fmt::format("'{}' is asked of the position where a tactic's line {}, so it takes no parameters",
                                     definition.name, definition.name == "line_value" ? "ends" : "reaches its depth"),
                         fmt::format("define {} := ...", definition.name));
    }
    // The goal engine adds `utility_K(M)` to a move's utility while it searches for a goal of type K.
    constexpr std::string_view goal_utility = "utility_";
    for (const auto& definition : file_.definitions) {
      if (!definition.name.starts_with(goal_utility)) continue;
      const std::string goal = definition.name.substr(goal_utility.size());
      if (!goals_.contains(goal)) continue;
      if (definition.parameters.size() != 1 || definition.parameters[0].type != types::move)
        diagnostics_.error(definition.where,
                           fmt::format("'{}' is added to the utility of each move while a tactic searches for a {} "
                                       "goal, so it takes one move",
                                       definition.name, goal),
                           fmt::format("define {}(M: move) := ...", definition.name));
    }
  }

  void resolve_parameter_types(std::vector<Parameter>& parameters) {
    for (auto& parameter : parameters) {
      if (auto type = registry_.find_type(parameter.type_name)) {
        parameter.type = *type;
        continue;
      }
      std::vector<std::string_view> known;
      for (std::size_t i = 0; i < registry_.type_count(); ++i) known.push_back(registry_.type(TypeId{static_cast<std::uint16_t>(i)}).name);
      known.push_back("color");
      diagnostics_.error(parameter.type_where, fmt::format("unknown type '{}'", parameter.type_name),
                         did_you_mean(parameter.type_name, known));
    }
  }

  // Parameters and quantified variables: each gets a fresh slot; clashes are errors, not shadowing.
  std::uint32_t bind(const std::string& name, TypeId type, SourceLocation where) {
    for (const auto& variable : variables_) {
      if (variable.name == name) {
        diagnostics_.error(where, fmt::format("'{}' is already bound at {}", name, location_text(variable.where)),
                           "give the variable another name");
        break;
      }
    }
    if (registry_.find(name) != nullptr || definitions_.contains(name)) {
      diagnostics_.error(where, fmt::format("variable '{}' has the name of a {}", name,
                                            definitions_.contains(name) ? "definition" : "built-in of the game"),
                         "give the variable another name");
    }
    const std::uint32_t slot = result_.slot_count++;
    variables_.push_back(Variable{name, type, slot, where});
    return slot;
  }

  void bind_parameters(std::vector<Parameter>& parameters) {
    for (auto& parameter : parameters) parameter.slot = bind(parameter.name, parameter.type, parameter.where);
  }

  const Variable* find_variable(std::string_view name) const {
    for (auto it = variables_.rbegin(); it != variables_.rend(); ++it)
      if (it->name == name) return &*it;
    return nullptr;
  }

  void check_definition(std::uint32_t index) {
    if (states_[index] != State::unchecked) return;
    auto& definition = file_.definitions[index];
    states_[index] = State::checking;
    std::vector<Variable> outer;
    outer.swap(variables_);
    bind_parameters(definition.parameters);
    result_.definition_types[index] = expression(*definition.body);
    variables_.swap(outer);
    states_[index] = State::done;
  }

  std::vector<std::string_view> names_for_suggestion(bool callable) const {
    std::vector<std::string_view> names;
    if (!callable)
      for (const auto& variable : variables_) names.push_back(variable.name);
    for (const auto& [name, index] : definitions_) names.push_back(name);
    for (const auto& entry : registry_.entries())
      if (entry.kind != EntryKind::domain && entry.kind != EntryKind::action) names.push_back(entry.name);
    return names;
  }

  void unknown_name(const Expression& node, bool callable) {
    if (unreadable_.contains(node.name)) return;  // its statement had a syntax error, reported already
    diagnostics_.error(node.where, fmt::format("unknown name '{}'", node.name),
                       did_you_mean(node.name, names_for_suggestion(callable)));
  }

  TypeId call_definition(Expression& node, std::uint32_t index) {
    auto& definition = file_.definitions[index];
    if (states_[index] == State::checking) {
      diagnostics_.error(node.where, fmt::format("'{}' calls itself (directly or through other definitions)", definition.name),
                         "definitions may not be recursive: every evaluation must end");
      return types::none;
    }
    check_definition(index);
    node.reference = Reference::definition;
    node.definition = index;
    check_arguments(node, definition.name, definition.parameters.size(), [&](std::size_t i) {
      return definition.parameters[i].type;
    });
    return result_.definition_types[index];
  }

  template <class ParameterType>
  void check_arguments(Expression& node, const std::string& name, std::size_t count, ParameterType parameter_type) {
    if (node.operands.size() != count) {
      diagnostics_.error(node.where, fmt::format("'{}' takes {} argument{}, got {}", name, count, count == 1 ? "" : "s",
                                                 node.operands.size()));
      for (auto& operand : node.operands) expression(*operand);
      return;
    }
    for (std::size_t i = 0; i < count; ++i)
      expect(*node.operands[i], parameter_type(i), fmt::format("argument {} of {}", i + 1, name));
  }

  TypeId call_entry(Expression& node, const Entry& entry) {
    switch (entry.kind) {
      case EntryKind::domain:
        diagnostics_.error(node.where, fmt::format("'{}' is a domain (a set), not a value", entry.name),
                           fmt::format("quantify over it: exists X in {}: ...", entry.name));
        return types::none;
      case EntryKind::action:
        diagnostics_.error(node.where, fmt::format("'{}' is an action: only a decision net's `then` may end in it", entry.name));
        return types::none;
      case EntryKind::constant:
        if (node.kind == ExpressionKind::call) {
          diagnostics_.error(node.where, fmt::format("'{}' is a constant and takes no arguments", entry.name));
          return types::none;
        }
        node.reference = Reference::constant;
        node.entry = &entry;
        return entry.result;
      case EntryKind::function:
        node.reference = Reference::builtin;
        node.entry = &entry;
        check_arguments(node, entry.name, entry.parameters.size(), [&](std::size_t i) { return entry.parameters[i]; });
        return entry.result;
    }
    return types::none;
  }

  TypeId resolve(Expression& node) {
    if (node.kind == ExpressionKind::name) {
      if (const Variable* variable = find_variable(node.name)) {
        node.reference = Reference::variable;
        node.slot = variable->slot;
        return variable->type;
      }
    } else if (find_variable(node.name) != nullptr) {
      diagnostics_.error(node.where, fmt::format("'{}' is a variable, not something to call", node.name));
      return types::none;
    }
    if (auto found = definitions_.find(node.name); found != definitions_.end()) return call_definition(node, found->second);
    if (const Entry* entry = registry_.find(node.name)) return call_entry(node, *entry);
    if (goals_.contains(node.name)) {
      diagnostics_.error(node.where, fmt::format("'{}' is a goal type, not a predicate", node.name),
                         fmt::format("a decision net creates goals with `adopt {}(...)`", node.name));
      return types::none;
    }
    if (registry_.find_type(node.name)) {
      diagnostics_.error(node.where, fmt::format("'{}' is a type, not a value", node.name));
      return types::none;
    }
    unknown_name(node, node.kind == ExpressionKind::call);
    return types::none;
  }

  TypeId infer(Expression& node) {
    switch (node.kind) {
      case ExpressionKind::error: return types::none;
      case ExpressionKind::number: return types::number;
      case ExpressionKind::truth: return types::truth;
      case ExpressionKind::name:
      case ExpressionKind::call: return resolve(node);
      case ExpressionKind::negate:
        expect(*node.operands[0], types::number, "the operand of '-'");
        return types::number;
      case ExpressionKind::not_:
        expect(*node.operands[0], types::truth, "the operand of 'not'");
        return types::truth;
      case ExpressionKind::conditional: {
        expect(*node.operands[0], types::truth, "the condition of 'if'");
        const TypeId then = expression(*node.operands[1]);
        const TypeId otherwise = expression(*node.operands[2]);
        if (then == types::none || otherwise == types::none) return types::none;
        if (then == otherwise) return then;
        if ((then == types::number || then == types::truth) && (otherwise == types::number || otherwise == types::truth)) {
          node.operands[1]->to_number = then == types::truth;
          node.operands[2]->to_number = otherwise == types::truth;
          return types::number;
        }
        diagnostics_.error(node.operands[2]->where,
                           fmt::format("the branches of 'if' differ: {} after 'then', {} after 'else'",
                                       registry_.type_name(then), registry_.type_name(otherwise)));
        return types::none;
      }
      case ExpressionKind::binary: return binary(node);
      case ExpressionKind::quantified: return quantified(node);
    }
    return types::none;
  }

  TypeId binary(Expression& node) {
    auto& left = *node.operands[0];
    auto& right = *node.operands[1];
    const std::string word = operator_word(node.binary);
    auto expect_operands = [&](TypeId type) {
      expect(left, type, fmt::format("the left side of '{}'", word));
      expect(right, type, fmt::format("the right side of '{}'", word));
    };
    switch (node.binary) {
      case BinaryOperator::and_:
      case BinaryOperator::or_:
      case BinaryOperator::implies:
        expect_operands(types::truth);
        return types::truth;
      case BinaryOperator::multiply:
      case BinaryOperator::divide:
      case BinaryOperator::add:
      case BinaryOperator::subtract:
        expect_operands(types::number);
        return types::number;
      case BinaryOperator::less:
      case BinaryOperator::less_equal:
      case BinaryOperator::greater:
      case BinaryOperator::greater_equal:
        expect_operands(types::number);
        return types::truth;
      case BinaryOperator::equal:
      case BinaryOperator::not_equal: {
        const TypeId a = expression(left);
        const TypeId b = expression(right);
        if (a == types::none || b == types::none || a == b) return types::truth;
        const bool numeric_a = a == types::number || a == types::truth;
        const bool numeric_b = b == types::number || b == types::truth;
        if (numeric_a && numeric_b) {
          left.to_number = a == types::truth;
          right.to_number = b == types::truth;
          return types::truth;
        }
        diagnostics_.error(node.where, fmt::format("'{}' compares a {} with a {}", word, registry_.type_name(a),
                                                   registry_.type_name(b)));
        return types::truth;
      }
    }
    return types::none;
  }

  // The domain of a quantifier: a registered domain, or a type whose values the game can list.
  TypeId domain(Expression& node) {
    if (const Entry* entry = registry_.find(node.domain); entry != nullptr && entry->kind == EntryKind::domain) {
      node.entry = entry;
      Expression probe;  // reuse argument checking on the domain's arguments
      probe.kind = ExpressionKind::call;
      probe.where = node.domain_where;
      probe.operands = std::move(node.operands);
      check_arguments(probe, entry->name, entry->parameters.size(), [&](std::size_t i) { return entry->parameters[i]; });
      node.operands = std::move(probe.operands);
      return entry->result;
    }
    for (auto& operand : node.operands) expression(*operand);
    if (auto type = registry_.find_type(node.domain); type && !node.domain_has_parentheses) {
      if (registry_.type(*type).universe == nullptr) {
        diagnostics_.error(node.domain_where,
                           fmt::format("the game {} cannot list all values of type {}", registry_.game(), node.domain),
                           "quantify over a domain of the game instead");
        return types::none;
      }
      node.entry = nullptr;
      node.domain_type = *type;
      return *type;
    }
    std::vector<std::string_view> known;
    for (const auto& entry : registry_.entries())
      if (entry.kind == EntryKind::domain) known.push_back(entry.name);
    for (std::size_t i = 0; i < registry_.type_count(); ++i)
      if (registry_.type(TypeId{static_cast<std::uint16_t>(i)}).universe != nullptr)
        known.push_back(registry_.type(TypeId{static_cast<std::uint16_t>(i)}).name);
    const Entry* other = registry_.find(node.domain);
    diagnostics_.error(node.domain_where,
                       other != nullptr || definitions_.contains(node.domain)
                           ? fmt::format("'{}' is not a domain: a quantifier needs a set to range over", node.domain)
                           : fmt::format("unknown domain '{}'", node.domain),
                       did_you_mean(node.domain, known));
    return types::none;
  }

  TypeId quantified(Expression& node) {
    const TypeId element = domain(node);
    Scope scope(*this);
    node.slot = bind(node.name, element, node.where);
    if (node.filter) expect(*node.filter, types::truth, fmt::format("the 'where' filter of {}", quantifier_word(node.quantifier)));
    switch (node.quantifier) {
      case Quantifier::exists:
      case Quantifier::forall:
      case Quantifier::count:
        expect(*node.body, types::truth, fmt::format("the body of {}", quantifier_word(node.quantifier)));
        return node.quantifier == Quantifier::count ? types::number : types::truth;
      case Quantifier::sum:
      case Quantifier::max:
      case Quantifier::min:
        expect(*node.body, types::number, fmt::format("the body of {}", quantifier_word(node.quantifier)));
        return types::number;
    }
    return types::none;
  }

  const GoalDeclaration* find_goal(const std::string& name, SourceLocation where, std::uint32_t& index) {
    if (auto found = goals_.find(name); found != goals_.end()) {
      index = found->second;
      return &file_.goals[found->second];
    }
    if (unreadable_.contains(name)) return nullptr;
    std::vector<std::string_view> known;
    for (const auto& [goal, i] : goals_) known.push_back(goal);
    diagnostics_.error(where, fmt::format("unknown goal type '{}'", name),
                       known.empty() ? "declare it: goal " + name + "(...) achieved when ..."
                                     : did_you_mean(name, known));
    return nullptr;
  }

  void check_goal_call(GoalCall& call, std::vector<Parameter>* free_variables) {
    const GoalDeclaration* goal = find_goal(call.name, call.where, call.goal);
    if (goal == nullptr) {
      for (auto& argument : call.arguments)
        if (argument->kind != ExpressionKind::name || find_variable(argument->name)) expression(*argument);
      return;
    }
    if (call.arguments.size() != goal->parameters.size()) {
      diagnostics_.error(call.where, fmt::format("goal '{}' takes {} argument{}, got {}", goal->name,
                                                 goal->parameters.size(), goal->parameters.size() == 1 ? "" : "s",
                                                 call.arguments.size()));
      return;
    }
    for (std::size_t i = 0; i < call.arguments.size(); ++i) {
      auto& argument = *call.arguments[i];
      const TypeId wanted = goal->parameters[i].type;
      // `try blk(R, T)`: R appears nowhere else yet, so it ranges over all values of its type.
      if (free_variables != nullptr && argument.kind == ExpressionKind::name && find_variable(argument.name) == nullptr &&
          registry_.find(argument.name) == nullptr && !definitions_.contains(argument.name) && wanted != types::none) {
        if (registry_.type(wanted).universe == nullptr) {
          diagnostics_.error(argument.where,
                             fmt::format("'{}' is bound nowhere, and the game {} cannot list all values of type {}",
                                         argument.name, registry_.game(), registry_.type_name(wanted)),
                             "bind it in the `for` pattern");
          continue;
        }
        Parameter variable{argument.name, argument.where, std::string(registry_.type_name(wanted)), argument.where, wanted};
        variable.slot = bind(variable.name, wanted, variable.where);
        free_variables->push_back(variable);
      }
      expect(argument, wanted, fmt::format("argument {} of goal {}", i + 1, goal->name));
    }
  }

  void check_transform(Transform& transform) {
    Scope scope(*this);
    const GoalDeclaration* from = find_goal(transform.from, transform.from_where, transform.from_goal);
    if (from != nullptr && from->parameters.size() != transform.pattern.size()) {
      diagnostics_.error(transform.from_where, fmt::format("goal '{}' takes {} argument{}, the pattern has {}", from->name,
                                                           from->parameters.size(),
                                                           from->parameters.size() == 1 ? "" : "s", transform.pattern.size()));
      from = nullptr;
    }
    for (std::size_t i = 0; i < transform.pattern.size(); ++i) {
      auto& variable = transform.pattern[i];
      variable.type = from != nullptr ? from->parameters[i].type : types::none;
      variable.slot = bind(variable.name, variable.type, variable.where);
    }
    check_goal_call(transform.to, &transform.free_variables);
    if (transform.condition) expect(*transform.condition, types::truth, "the 'where' condition");
    // A free variable the condition does not narrow is usually a misspelt pattern variable.
    for (const auto& variable : transform.free_variables) {
      if (transform.condition && mentions(*transform.condition, variable.name)) continue;
      std::vector<std::string_view> pattern;
      for (const auto& bound : transform.pattern) pattern.push_back(bound.name);
      std::string hint = did_you_mean(variable.name, pattern);
      diagnostics_.warning(variable.where,
                           fmt::format("'{}' is bound nowhere, so the rule tries every {} of the game", variable.name,
                                       registry_.type_name(variable.type)),
                           hint.empty() ? "narrow it with `where`" : hint);
    }
    if (transform.weight_expression) {
      const auto& weight = *transform.weight_expression;
      if (weight.kind != ExpressionKind::number) {
        diagnostics_.error(weight.where, "a transform's weight must be a number such as 0.5",
                           "learning changes the weight; the rule gives its starting value");
      } else {
        transform.weight = weight.number;
      }
    }
  }

  // A meta-rule is checked as the variants it makes would be: its patterns against the goal
  // declarations, its new subgoal and condition with the patterns' variables bound; with a new
  // subgoal (`try`) the replaced subgoal's own variables are gone from the variant, so they are not.
  void check_variation(Variation& variation) {
    if (!variation.net.empty()) {
      check_net_variation(variation);
      return;
    }
    Scope scope(*this);
    auto pattern = [&](const std::string& name, SourceLocation where, std::vector<Parameter>& variables, bool bind_new) {
      std::uint32_t index = 0;
      const GoalDeclaration* goal = find_goal(name, where, index);
      if (goal != nullptr && goal->parameters.size() != variables.size()) {
        diagnostics_.error(where, fmt::format("goal '{}' takes {} argument{}, the pattern has {}", goal->name,
                                              goal->parameters.size(), goal->parameters.size() == 1 ? "" : "s",
                                              variables.size()));
        goal = nullptr;
      }
      for (std::size_t i = 0; i < variables.size(); ++i) {
        auto& variable = variables[i];
        variable.type = goal != nullptr ? goal->parameters[i].type : types::none;
        if (const auto* bound = find_variable(variable.name)) {
          if (goal != nullptr && bound->type != types::none && bound->type != variable.type)
            diagnostics_.error(variable.where, fmt::format("'{}' is a {} in the `for` pattern and a {} here", variable.name,
                                                           registry_.type_name(bound->type),
                                                           registry_.type_name(variable.type)));
          continue;
        }
        if (bind_new) variable.slot = bind(variable.name, variable.type, variable.where);
      }
    };
    pattern(variation.from, variation.from_where, variation.from_pattern, true);
    pattern(variation.to, variation.to_where, variation.to_pattern, !variation.retarget);
    std::vector<Parameter> free_variables;
    if (variation.retarget) check_goal_call(*variation.retarget, &free_variables);
    if (variation.condition) expect(*variation.condition, types::truth, "the meta-rule's condition");
    if (!variation.retarget && !variation.condition)
      diagnostics_.error(variation.where, fmt::format("meta-rule '{}' changes nothing", variation.name),
                         "add `try goal(...)`, `where condition` or `and condition` before the final dot");
  }

  // A meta-rule on a net is checked as its variant would be: the added condition in the scope of
  // each `when` line's outcome (the net's parameters and the line's witnesses). The first line it
  // does not fit is reported, once.
  void check_net_variation(Variation& variation) {
    const auto found = nets_.find(variation.net);
    if (found == nets_.end()) {
      if (unreadable_.contains(variation.net)) return;
      std::vector<std::string_view> known;
      for (const auto& [name, net] : nets_) known.push_back(name);
      diagnostics_.error(variation.net_where, fmt::format("unknown decision net '{}'", variation.net), did_you_mean(variation.net, known));
      return;
    }
    const Net& net = *found->second;
    bool has_when = false;
    for (auto& line : net.lines) {
      if (!line.condition) continue;
      has_when = true;
      Scope scope(*this);
      std::vector<Parameter> parameters = net.parameters;  // the net's own were bound when it was checked
      bind_parameters(parameters);
      export_witnesses(*line.condition);
      const std::size_t errors = diagnostics_.error_count();
      expect(*variation.condition, types::truth, "the meta-rule's condition");
      if (diagnostics_.error_count() > errors) return;
    }
    if (!has_when)
      diagnostics_.error(variation.net_where, fmt::format("net '{}' has no `when` line for meta-rule '{}' to add a condition to",
                                                          variation.net, variation.name));
  }

  static bool mentions(const Expression& expression, const std::string& name) {
    if ((expression.kind == ExpressionKind::name || expression.kind == ExpressionKind::call) && expression.name == name)
      return true;
    for (const auto& operand : expression.operands)
      if (mentions(*operand, name)) return true;
    return (expression.filter && mentions(*expression.filter, name)) || (expression.body && mentions(*expression.body, name));
  }

  // The witnesses of `exists` reachable through `and` from a net line's condition stay bound in
  // its outcome: `when exists G in goals(opponent): contributes(M, G) then stems_from(M, G)`.
  void export_witnesses(const Expression& condition) {
    if (condition.kind == ExpressionKind::binary && condition.binary == BinaryOperator::and_) {
      export_witnesses(*condition.operands[0]);
      export_witnesses(*condition.operands[1]);
    } else if (condition.kind == ExpressionKind::quantified && condition.quantifier == Quantifier::exists &&
               condition.type != types::none) {
      variables_.push_back(Variable{condition.name, witness_type(condition), condition.slot, condition.where});
      if (condition.body) export_witnesses(*condition.body);
    }
  }
  TypeId witness_type(const Expression& quantified) const {
    return quantified.entry != nullptr ? quantified.entry->result : quantified.domain_type;
  }

  void check_net(Net& net) {
    if (!nets_.emplace(net.name, &net).second) {
      diagnostics_.error(net.where, fmt::format("decision net '{}' is defined twice; the first is at {}", net.name,
                                                location_text(nets_[net.name]->where)));
    }
    resolve_parameter_types(net.parameters);
    // The goal engine runs a `seek` net for every combination of its parameters' values.
    if (net.name.starts_with("seek"))
      for (const auto& parameter : net.parameters)
        if (parameter.type != types::none && registry_.type(parameter.type).universe == nullptr)
          diagnostics_.error(parameter.type_where,
                             fmt::format("a seek net is run for every value of its parameters, and the game {} cannot "
                                         "list all values of type {}",
                                         registry_.game(), registry_.type_name(parameter.type)),
                             "bind it with `exists` in a line of the net instead");
    bool has_actions = false;
    TypeId value_type = types::none;
    SourceLocation first_value_where;
    Scope scope(*this);
    bind_parameters(net.parameters);
    for (std::size_t i = 0; i < net.lines.size(); ++i) {
      auto& line = net.lines[i];
      Scope line_scope(*this);
      if (line.condition) {
        expect(*line.condition, types::truth, "the condition of a net line");
        export_witnesses(*line.condition);
      } else if (i + 1 < net.lines.size()) {
        diagnostics_.error(net.lines[i + 1].where, "this line is never reached: 'otherwise' above always fires");
      }
      if (line.adopt) {
        check_goal_call(line.adopted, nullptr);
        has_actions = true;
        continue;
      }
      if (!line.outcome) continue;
      auto& outcome = *line.outcome;
      const Entry* entry = outcome.kind == ExpressionKind::call ? registry_.find(outcome.name) : nullptr;
      if (entry != nullptr && entry->kind == EntryKind::action) {
        outcome.reference = Reference::action;
        outcome.entry = entry;
        outcome.type = types::none;
        check_arguments(outcome, entry->name, entry->parameters.size(), [&](std::size_t k) { return entry->parameters[k]; });
        has_actions = true;
        continue;
      }
      const TypeId type = expression(outcome);
      if (type == types::none) continue;
      if (value_type == types::none) {
        value_type = type;
        first_value_where = outcome.where;
      } else if (type != value_type) {
        diagnostics_.error(outcome.where, fmt::format("this line gives a {}, but the line at {} gives a {}",
                                                      registry_.type_name(type), location_text(first_value_where),
                                                      registry_.type_name(value_type)));
      }
    }
    if (has_actions && value_type != types::none) {
      diagnostics_.error(first_value_where, fmt::format("net '{}' mixes actions with values: a line must end in an action "
                                                        "or `adopt` like the others",
                                                        net.name));
    }
    net.kind = value_type != types::none && !has_actions ? NetKind::value : NetKind::actions;
    net.value_type = value_type;
  }

  void check_move_values() {
    std::map<std::string, SourceLocation> seen;
    for (auto& rule : file_.move_values) {
      if (auto [it, fresh] = seen.emplace(rule.kind, rule.where); !fresh)
        diagnostics_.error(rule.where, fmt::format("{} is defined twice; the first is at {}", rule.kind, location_text(it->second)));
      Scope scope(*this);
      rule.move.type = types::move;
      rule.move.slot = bind(rule.move.name, types::move, rule.move.where);
      expect(*rule.value, types::number, fmt::format("the {}", rule.kind));
    }
  }

  void check_aspirations() {
    std::map<std::string, SourceLocation> seen;
    for (auto& aspiration : file_.aspirations) {
      if (auto [it, fresh] = seen.emplace(aspiration.name, aspiration.where); !fresh)
        diagnostics_.error(aspiration.where, fmt::format("aspiration '{}' is set twice; the first is at {}",
                                                         aspiration.name, location_text(it->second)));
      expect(*aspiration.value, types::number, fmt::format("aspiration {}", aspiration.name));
      check_aspiration_name(aspiration);
    }
  }

  // An engine's registry lists the levels it reads; a name it does not read would be ignored
  // silently, so it is an error (a bare registry, as the toy games in tests have, lists none).
  void check_aspiration_name(const Aspiration& aspiration) {
    const auto& levels = registry_.aspirations();
    const auto& per_goal = registry_.goal_aspirations();
    if (levels.empty() && per_goal.empty()) return;
    const std::string& name = aspiration.name;
    if (levels.contains(name)) return;
    // The longest prefix the name starts with says which per-goal level it means ("proof_only_" over "proof_").
    std::string_view matched;
    for (const auto& [prefix, documentation] : per_goal) {
      if (!name.starts_with(prefix)) continue;
      if (goals_.contains(name.substr(prefix.size()))) return;
      if (prefix.size() > matched.size()) matched = prefix;
    }
    if (!matched.empty()) {
      const std::string goal = name.substr(matched.size());
      std::vector<std::string_view> known;
      for (const auto& [goal_name, index] : goals_) known.push_back(goal_name);
      diagnostics_.error(aspiration.where, fmt::format("aspiration '{}': '{}' is not a goal type of this file", name, goal),
                         did_you_mean(goal, known));
      return;
    }
    std::vector<std::string> names;
    for (const auto& [level, documentation] : levels) names.push_back(level);
    for (const auto& [prefix, documentation] : per_goal)
      for (const auto& [goal_name, index] : goals_) names.push_back(prefix + goal_name);
    std::vector<std::string_view> known(names.begin(), names.end());
    std::string hint = did_you_mean(name, known);
    if (hint.empty()) hint = "docs/goal-engine.md lists the aspirations the engine reads";
    diagnostics_.error(aspiration.where, fmt::format("unknown aspiration '{}'", name), hint);
  }

 public:
  void index_definitions_only() {
    for (std::uint32_t i = 0; i < file_.definitions.size(); ++i) definitions_.emplace(file_.definitions[i].name, i);
    for (std::uint32_t i = 0; i < file_.goals.size(); ++i) goals_.emplace(file_.goals[i].name, i);
  }

 private:
  File& file_;
  const Registry& registry_;
  Diagnostics& diagnostics_;
  const std::set<std::string>& unreadable_;
  CheckResult& result_;
  std::map<std::string, std::uint32_t, std::less<>> definitions_;
  std::map<std::string, std::uint32_t, std::less<>> goals_;
  std::map<std::string, const Net*, std::less<>> nets_;
  std::vector<State> states_;
  std::vector<Variable> variables_;
};

}  // namespace

CheckResult check_file(File& file, const Registry& registry, Diagnostics& diagnostics,
                       const std::set<std::string>& unreadable_names) {
  CheckResult result;
  Checker checker(file, registry, diagnostics, unreadable_names, result);
  checker.check_all();
  return result;
}

void check_expression(Expression& expression, const File& file, const Registry& registry, CheckResult& result,
                      Diagnostics& diagnostics) {
  static const std::set<std::string> none;
  // The file is only read: its definitions are all checked already, so nothing in it changes.
  Checker checker(const_cast<File&>(file), registry, diagnostics, none, result);
  checker.mark_definitions_done();
  checker.index_definitions_only();
  checker.expression(expression);
}

}  // namespace newell::interpreter
