#include "learning/transformation/rule_text.h"

#include "interpreter/expression_text.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cctype>

namespace newell::learning::transformation {

using interpreter::BinaryOperator;
using interpreter::Expression;
using interpreter::ExpressionKind;
using interpreter::Net;
using interpreter::Quantifier;

std::unique_ptr<Expression> renamed(const Expression& source, const Renaming& names) {
  auto copy = std::make_unique<Expression>();
  copy->kind = source.kind;
  copy->where = source.where;
  copy->number = source.number;
  copy->name = source.name;
  if (source.kind == ExpressionKind::name)
    if (auto found = names.find(source.name); found != names.end()) copy->name = found->second;
  copy->binary = source.binary;
  copy->quantifier = source.quantifier;
  for (const auto& operand : source.operands) copy->operands.push_back(renamed(*operand, names));
  copy->domain = source.domain;
  copy->domain_where = source.domain_where;
  copy->domain_has_parentheses = source.domain_has_parentheses;
  // A quantifier's own variable hides a renamed one of the same name in its filter and body.
  Renaming inner = names;
  if (source.kind == ExpressionKind::quantified) inner.erase(source.name);
  if (source.filter) copy->filter = renamed(*source.filter, inner);
  if (source.body) copy->body = renamed(*source.body, inner);
  return copy;
}

std::string goal_call_text(const interpreter::GoalCall& call, const Renaming& names) {
  std::vector<std::string> arguments;
  for (const auto& argument : call.arguments) arguments.push_back(interpreter::source_text(*renamed(*argument, names)));
  return fmt::format("{}({})", call.name, fmt::join(arguments, ", "));
}

std::unique_ptr<Expression> conjunction(const Expression& left, const Expression& right) {
  auto node = std::make_unique<Expression>();
  node->kind = ExpressionKind::binary;
  node->binary = BinaryOperator::and_;
  node->where = left.where;
  node->operands.push_back(renamed(left));
  node->operands.push_back(renamed(right));
  return node;
}

std::unique_ptr<Expression> innermost_conjunction(const Expression& condition, const Expression& added) {
  if (condition.kind == ExpressionKind::binary && condition.binary == BinaryOperator::and_) {
    auto copy = renamed(condition);
    copy->operands[1] = innermost_conjunction(*condition.operands[1], added);
    return copy;
  }
  if (condition.kind == ExpressionKind::quantified && condition.quantifier == Quantifier::exists && condition.body) {
    auto copy = renamed(condition);
    copy->body = innermost_conjunction(*condition.body, added);
    return copy;
  }
  return conjunction(condition, added);
}

std::string net_text(const Net& net, const std::vector<const Expression*>& conditions) {
  std::string text;
  if (net.name == "classify_opponent_move" && net.parameters.size() == 1) {
    text = fmt::format("classify opponent move {}:", net.parameters.front().name);
  } else {
    std::vector<std::string> parameters;
    for (const auto& parameter : net.parameters) parameters.push_back(fmt::format("{}: {}", parameter.name, parameter.type_name));
    text = fmt::format("net {}({}):", net.name, fmt::join(parameters, ", "));
  }
  for (std::size_t i = 0; i < net.lines.size(); ++i) {
    const auto& line = net.lines[i];
    const Expression* condition = i < conditions.size() && conditions[i] != nullptr ? conditions[i] : line.condition.get();
    std::string outcome;
    if (line.adopt) {
      outcome = "adopt " + goal_call_text(line.adopted);
    } else if (line.outcome) {
      outcome = interpreter::source_text(*line.outcome);
    }
    text += condition != nullptr ? fmt::format("\n  when {} then {}", interpreter::source_text(*condition), outcome)
                                 : fmt::format("\n  otherwise {}", outcome);
    text += i + 1 < net.lines.size() ? ";" : ".";
  }
  return text;
}

std::size_t statement_final_dot(const std::string& text, std::size_t from) {
  for (std::size_t i = from; i < text.size(); ++i) {
    if (text.compare(i, 2, "//") == 0) {
      i = text.find('\n', i);
      if (i == std::string::npos) break;
    } else if (text.compare(i, 2, "/*") == 0) {
      i = text.find("*/", i + 2);
      if (i == std::string::npos) break;
      ++i;
    } else if (text[i] == '"') {
      i = text.find('"', i + 1);
      if (i == std::string::npos) break;
    } else if (text[i] == '.') {
      const bool in_number = i > 0 && i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i - 1])) &&
                             std::isdigit(static_cast<unsigned char>(text[i + 1]));
      if (!in_number) return i;
    }
  }
  return text.size();
}

}  // namespace newell::learning::transformation
