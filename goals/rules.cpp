#include "goals/rules.h"

#include "goals/likelihood_calibration_text.h"

#include "interpreter/diagnostics.h"

#include <fmt/core.h>

#include <stdexcept>

namespace newell::goals {

using interpreter::Value;
namespace types = interpreter::types;

namespace {
constexpr std::size_t max_universe = 4096;
}

Rules::Rules(std::unique_ptr<interpreter::SourceFiles> files, std::unique_ptr<interpreter::Program> program,
             std::string file_name)
    : files_(std::move(files)),
      program_(std::move(program)),
      evaluator_(std::make_unique<interpreter::Evaluator>(*program_)),
      file_name_(std::move(file_name)) {
  buffer_.resize(max_universe);
  for (const auto& rule : program_->transforms()) transform_weights_.push_back(rule.weight);
  if (const auto* value = program_->definition("line_value"); value != nullptr && value->parameters.empty())
    line_value_ = value;
  if (const auto* goes_on = program_->definition("line_goes_on"); goes_on != nullptr && goes_on->parameters.empty())
    line_goes_on_ = goes_on;
  for (const auto& goal : program_->goals()) {
    const auto* term = program_->definition("utility_" + goal.name);
    const bool takes_a_move = term != nullptr && term->parameters.size() == 1 && term->parameters[0] == types::move;
    goal_utilities_.push_back(takes_a_move ? term : nullptr);
  }
}

std::string Rules::transform_name(std::uint32_t index) const {
  const auto& rules = program_->transforms();
  const auto& rule = rules.at(index);
  int ordinal = 1;
  for (std::uint32_t i = 0; i < index; ++i)
    if (rules[i].from_goal == rule.from_goal && rules[i].to_goal == rule.to_goal) ++ordinal;
  std::string name = goal_name(rule.from_goal) + "->" + goal_name(rule.to_goal);
  if (ordinal > 1) name += fmt::format("#{}", ordinal);
  return name;
}

std::vector<std::string> Rules::override_transform_weights(const std::map<std::string, double>& weights) {
  std::vector<std::string> unknown;
  for (const auto& [name, weight] : weights) {
    bool found = false;
    for (std::uint32_t index = 0; index < transform_weights_.size(); ++index) {
      if (transform_name(index) != name) continue;
      transform_weights_[index] = weight;
      found = true;
    }
    if (!found) unknown.push_back(name);
  }
  return unknown;
}

namespace {
std::unique_ptr<interpreter::Program> build(interpreter::ParsedRules parsed, const interpreter::Registry& registry,
                                            interpreter::SourceFiles& files, interpreter::Diagnostics& diagnostics,
                                            const std::string& name) {
  if (!parsed.file.game.empty() && parsed.file.game != registry.game())
    throw std::runtime_error(fmt::format("{}: the rules are for the game '{}', not '{}'", name, parsed.file.game,
                                         registry.game()));
  auto program = interpreter::Program::build(std::move(parsed), registry, diagnostics);
  if (!program || diagnostics.has_errors()) {
    diagnostics.sort();
    throw std::runtime_error(interpreter::render_all(diagnostics, files));
  }
  return program;
}
}  // namespace

std::unique_ptr<Rules> Rules::load(const std::filesystem::path& path, const interpreter::Registry& registry) {
  auto files = std::make_unique<interpreter::SourceFiles>();
  interpreter::Diagnostics diagnostics;
  auto parsed = interpreter::parse_rule_file(path, *files, diagnostics);
  if (diagnostics.has_errors()) {
    diagnostics.sort();
    throw std::runtime_error(interpreter::render_all(diagnostics, *files));
  }
  auto program = build(std::move(parsed), registry, *files, diagnostics, path.string());
  auto calibration = files->count() == 0 ? nullptr : read_calibration_text(path.string(), files->text(0));
  auto rules = std::unique_ptr<Rules>(new Rules(std::move(files), std::move(program), path.string()));
  rules->set_likelihood_calibration(std::move(calibration));  // a learned table the file carries, if any
  return rules;
}

std::unique_ptr<Rules> Rules::from_text(std::string name, std::string text, const interpreter::Registry& registry) {
  auto files = std::make_unique<interpreter::SourceFiles>();
  interpreter::Diagnostics diagnostics;
  auto parsed = interpreter::parse_rule_text(name, std::move(text), *files, diagnostics);
  if (diagnostics.has_errors()) {
    diagnostics.sort();
    throw std::runtime_error(interpreter::render_all(diagnostics, *files));
  }
  auto program = build(std::move(parsed), registry, *files, diagnostics, name);
  auto calibration = files->count() == 0 ? nullptr : read_calibration_text(name, files->text(0));
  auto rules = std::unique_ptr<Rules>(new Rules(std::move(files), std::move(program), name));
  rules->set_likelihood_calibration(std::move(calibration));  // a learned table the text carries, if any
  return rules;
}

interpreter::EvaluationState Rules::state(Game& game, EngineContext& context, Side perspective) const {
  return {game.language_state(perspective), &context};
}

void Rules::note_error() {
  std::string message = evaluator_->describe(evaluator_->error(), *files_);
  for (const auto& known : runtime_errors_)
    if (known == message) return;
  if (runtime_errors_.size() < 20) runtime_errors_.push_back(std::move(message));
}

bool Rules::achieved(Game& game, EngineContext& context, const Goal& goal) {
  const auto& test = program_->goals()[goal.type].achieved;
  Value result;
  if (!evaluator_->evaluate(test, state(game, context, goal.owner), goal.arguments, result)) {
    note_error();
    return false;
  }
  return result.as_truth();
}

namespace {
double as_number(const interpreter::Callable& callable, Value value) {
  return callable.type == types::truth ? (value.as_truth() ? 1.0 : 0.0) : value.as_number();
}
}  // namespace

double Rules::utility(Game& game, EngineContext& context, MoveId move) {
  const auto* rule = program_->utility();
  const Value argument = Value::entity(move);
  if (rule == nullptr) {
    // A value net `plausible(M: move)` (Bernstein's questions) orders our moves when no utility
    // rule does.
    const auto* net = program_->net("plausible");
    if (net == nullptr || net->kind != interpreter::NetKind::value || net->parameters.size() != 1) return 1;
    interpreter::NetDecision decision;
    if (!evaluator_->run_net(*net, state(game, context, context.machine), {&argument, 1}, decision)) {
      note_error();
      return 0;
    }
    if (decision.fired == nullptr) return 0;
    return net->value_type == types::truth ? (decision.value.as_truth() ? 1.0 : 0.0) : decision.value.as_number();
  }
  const auto evaluation_state = state(game, context, context.machine);
  Value result;
  if (!evaluator_->evaluate(*rule, evaluation_state, {&argument, 1}, result)) {
    note_error();
    return 0;
  }
  double utility = as_number(*rule, result);
  if (context.searching && context.net != nullptr && *context.searching < context.net->size()) {
    const auto type = (*context.net)[*context.searching].type;
    if (const auto* term = type < goal_utilities_.size() ? goal_utilities_[type] : nullptr) {
      if (!evaluator_->evaluate(*term, evaluation_state, {&argument, 1}, result)) {
        note_error();
        return utility;
      }
      utility += as_number(*term, result);
    }
  }
  return utility;
}

double Rules::likelihood(Game& game, EngineContext& context, MoveId move) {
  const auto* rule = program_->likelihood();
  if (rule == nullptr) return 1;
  Value result;
  const Value argument = Value::entity(move);
  if (!evaluator_->evaluate(*rule, state(game, context, context.machine), {&argument, 1}, result)) {
    note_error();
    return 0;
  }
  return std::max(0.0, as_number(*rule, result));
}

std::optional<double> Rules::move_definition(Game& game, EngineContext& context, std::string_view name, MoveId move) {
  const auto* definition = program_->definition(name);
  if (definition == nullptr || definition->parameters.size() != 1 || definition->parameters[0] != types::move) return std::nullopt;
  Value result;
  const Value argument = Value::entity(move);
  if (!evaluator_->evaluate(*definition, state(game, context, context.machine), {&argument, 1}, result)) {
    note_error();
    return std::nullopt;
  }
  return as_number(*definition, result);
}

std::optional<double> Rules::of_position(const interpreter::Callable* rule, Game& game, EngineContext& context) {
  if (rule == nullptr) return std::nullopt;
  Value result;
  if (!evaluator_->evaluate(*rule, state(game, context, context.machine), {}, result)) {
    note_error();
    return std::nullopt;
  }
  return as_number(*rule, result);
}

double Rules::aspiration(Game& game, EngineContext& context, std::string_view name, double fallback) {
  return aspiration(game, context, program_->aspiration(name), fallback);
}

double Rules::aspiration(Game& game, EngineContext& context, const interpreter::Callable* rule, double fallback) {
  return of_position(rule, game, context).value_or(fallback);
}

std::optional<double> Rules::line_value(Game& game, EngineContext& context) {
  return of_position(line_value_, game, context);
}

bool Rules::line_goes_on(Game& game, EngineContext& context) {
  return of_position(line_goes_on_, game, context).value_or(0) != 0;
}

std::optional<double> Rules::of_goal(std::string_view prefix, Game& game, EngineContext& context, const Goal& goal) {
  const auto* rule = program_->definition(std::string(prefix) + goal_name(goal.type));
  if (rule == nullptr || rule->parameters != program_->goals()[goal.type].achieved.parameters) return std::nullopt;
  Value result;
  if (!evaluator_->evaluate(*rule, state(game, context, goal.owner), goal.arguments, result)) {
    note_error();
    return std::nullopt;
  }
  return as_number(*rule, result);
}

std::optional<double> Rules::importance(Game& game, EngineContext& context, const Goal& goal) {
  return of_goal("importance_", game, context, goal);
}

std::optional<bool> Rules::holds(Game& game, EngineContext& context, const Goal& goal) {
  const auto value = of_goal("holds_", game, context, goal);
  if (!value) return std::nullopt;
  return *value != 0;
}

bool Rules::run_goal_net(const interpreter::CompiledNet& net, const interpreter::EvaluationState& state,
                         std::span<const Value> arguments, std::vector<ProposedGoal>& out) {
  interpreter::NetDecision decision;
  if (!evaluator_->run_net(net, state, arguments, decision)) {
    note_error();
    return false;
  }
  if (decision.fired == nullptr || decision.fired->kind != interpreter::CompiledNetLine::Kind::adopt) return false;
  ProposedGoal goal;
  goal.type = decision.fired->goal;
  goal.arguments.assign(decision.arguments.begin(),
                        decision.arguments.begin() + static_cast<std::ptrdiff_t>(decision.argument_count));
  goal.rule = net.name;
  out.push_back(std::move(goal));
  return true;
}

std::optional<std::vector<std::vector<Value>>> Rules::universes(const interpreter::EvaluationState& state,
                                                              std::span<const interpreter::TypeId> types) {
  std::vector<std::vector<Value>> lists;
  for (const auto type_id : types) {
    const auto& type = program_->registry().type(type_id);
    if (type.universe == nullptr) return std::nullopt;
    std::size_t count = type.universe(state[type.universe_slot], nullptr, buffer_.data(), buffer_.size());
    count = std::min(count, buffer_.size());
    lists.emplace_back(buffer_.begin(), buffer_.begin() + static_cast<std::ptrdiff_t>(count));
  }
  return lists;
}

namespace {

// Calls `visit` with each combination of one value from each list (an odometer, the first list
// turning fastest); never when a list is empty; once, with nothing, when there are no lists.
template <typename Visit>
void for_each_combination(const std::vector<std::vector<Value>>& lists, Visit visit) {
  for (const auto& list : lists)
    if (list.empty()) return;
  std::vector<std::size_t> at(lists.size(), 0);
  std::vector<Value> combination(lists.size());
  while (true) {
    for (std::size_t i = 0; i < at.size(); ++i) combination[i] = lists[i][at[i]];
    visit(std::span<const Value>(combination));
    std::size_t digit = 0;
    while (digit < at.size() && ++at[digit] == lists[digit].size()) at[digit++] = 0;
    if (digit == at.size()) return;
  }
}

}  // namespace

std::vector<ProposedGoal> Rules::seek(Game& game, EngineContext& context, Side owner) {
  std::vector<ProposedGoal> proposed;
  const auto evaluation_state = state(game, context, owner);
  for (const auto& net : program_->nets()) {
    if (!net.name.starts_with("seek") || net.kind != interpreter::NetKind::actions) continue;
    // The checker refuses a seek net whose parameters the game cannot list.
    const auto lists = universes(evaluation_state, net.parameters);
    if (!lists) continue;
    for_each_combination(*lists, [&](std::span<const Value> arguments) {
      run_goal_net(net, evaluation_state, arguments, proposed);
    });
  }
  return proposed;
}

Classification Rules::classify(Game& game, EngineContext& context, MoveId move) {
  Classification classification;
  const auto* net = program_->net("classify_opponent_move");
  if (net == nullptr) return classification;
  interpreter::NetDecision decision;
  const Value argument = Value::entity(move);
  if (!evaluator_->run_net(*net, state(game, context, context.machine), {&argument, 1}, decision)) {
    note_error();
    return classification;
  }
  classification.line = decision.line;
  if (decision.fired == nullptr) return classification;
  using Kind = interpreter::CompiledNetLine::Kind;
  if (decision.fired->kind == Kind::adopt) {
    classification.kind = Classification::Kind::adopt;
    ProposedGoal goal;
    goal.type = decision.fired->goal;
    goal.arguments.assign(decision.arguments.begin(),
                          decision.arguments.begin() + static_cast<std::ptrdiff_t>(decision.argument_count));
    goal.rule = "classify opponent move";
    classification.adopted = std::move(goal);
  } else if (decision.fired->kind == Kind::action && decision.fired->action != nullptr &&
             decision.fired->action->name == "stems_from" && decision.argument_count == 2) {
    classification.kind = Classification::Kind::stems_from;
    classification.goal = static_cast<GoalId>(decision.arguments[1].as_entity());
  } else {
    classification.kind = Classification::Kind::other;
  }
  return classification;
}

std::vector<ProposedSubgoal> Rules::transform(Game& game, EngineContext& context, const Goal& goal) {
  std::vector<ProposedSubgoal> proposed;
  const auto evaluation_state = state(game, context, goal.owner);
  for (std::uint32_t index = 0; index < program_->transforms().size(); ++index) {
    const auto& rule = program_->transforms()[index];
    if (rule.from_goal != goal.type || rule.pattern_slots.size() != goal.arguments.size()) continue;
    // The free variables range over their types' values.
    const auto lists = universes(evaluation_state, rule.free_types);
    if (!lists) continue;
    for_each_combination(*lists, [&](std::span<const Value> values) {
      // The pattern slots are bound again for each combination: an evaluation may reuse slots.
      for (std::size_t i = 0; i < rule.pattern_slots.size(); ++i) evaluator_->bind(rule.pattern_slots[i], goal.arguments[i]);
      for (std::size_t i = 0; i < values.size(); ++i) evaluator_->bind(rule.free_slots[i], values[i]);
      Value holds = Value::truth(true);
      bool ok = rule.condition == interpreter::no_node || evaluator_->evaluate(rule.condition, evaluation_state, holds);
      if (!ok) note_error();
      if (!ok || !holds.as_truth()) return;
      ProposedSubgoal subgoal;
      subgoal.goal.type = rule.to_goal;
      subgoal.goal.rule = fmt::format("transform at {}:{}", files_->name(rule.where.file), rule.where.line);
      subgoal.transform = index;
      subgoal.weight = transform_weights_[index];
      for (const auto node : rule.to_arguments) {
        Value value;
        if (!evaluator_->evaluate(node, evaluation_state, value)) {
          note_error();
          return;
        }
        subgoal.goal.arguments.push_back(value);
      }
      proposed.push_back(std::move(subgoal));
    });
  }
  return proposed;
}

std::string Rules::goal_name(std::uint32_t type) const { return program_->goals()[type].name; }

std::vector<std::string> Rules::describe_arguments(Game& game, const Goal& goal) const {
  const auto& parameters = program_->goals()[goal.type].achieved.parameters;
  std::vector<std::string> texts;
  for (std::size_t i = 0; i < goal.arguments.size(); ++i)
    texts.push_back(game.describe(i < parameters.size() ? parameters[i] : types::none, goal.arguments[i]));
  return texts;
}

std::string Rules::describe(Game& game, const Goal& goal) const {
  const auto& parameters = program_->goals()[goal.type].achieved.parameters;
  std::string text = goal_name(goal.type) + "(";
  for (std::size_t i = 0; i < goal.arguments.size(); ++i) {
    if (i > 0) text += ", ";
    text += game.describe(i < parameters.size() ? parameters[i] : types::none, goal.arguments[i]);
  }
  return text + ")";
}

}  // namespace newell::goals
