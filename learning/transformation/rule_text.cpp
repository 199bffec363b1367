#include "learning/transformation/rule_text.h"

#include <fmt/core.h>

namespace newell::learning::transformation {

using interpreter::BinaryOperator;
using interpreter::Expression;
using interpreter::ExpressionKind;

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

std::unique_ptr<Expression> conjunction(const Expression& left, const Expression& right) {
  auto node = std::make_unique<Expression>();
  node->kind = ExpressionKind::binary;
  node->binary = BinaryOperator::and_;
  node->where = left.where;
  node->operands.push_back(renamed(left));
  node->operands.push_back(renamed(right));
  return node;
}

namespace {

// The grammar's binding, tightest highest: * / above + - above comparisons above `not` above
// `and` above `or` above `implies`.
int precedence(BinaryOperator op) {
  switch (op) {
    case BinaryOperator::multiply:
    case BinaryOperator::divide: return 6;
    case BinaryOperator::add:
    case BinaryOperator::subtract: return 5;
    case BinaryOperator::and_: return 2;
    case BinaryOperator::or_: return 1;
    case BinaryOperator::implies: return 0;
    default: return 4;
  }
}

const char* operator_text(BinaryOperator op) {
  static const char* words[] = {"*", "/", "+", "-", "=", "!=", "<", "<=", ">", ">=", "and", "or", "implies"};
  return words[static_cast<int>(op)];
}

const char* quantifier_text(interpreter::Quantifier quantifier) {
  static const char* words[] = {"exists", "forall", "count", "sum", "max", "min"};
  return words[static_cast<int>(quantifier)];
}

// A quantifier's body and a conditional's else reach as far right as they can: inside anything
// bigger they need brackets.
bool open_ended(const Expression& e) {
  if (e.kind == ExpressionKind::quantified || e.kind == ExpressionKind::conditional) return true;
  if (e.kind == ExpressionKind::not_ || e.kind == ExpressionKind::negate) return open_ended(*e.operands[0]);
  return false;
}

std::string text(const Expression& e);

std::string list(const std::vector<std::unique_ptr<Expression>>& items) {
  std::string result;
  for (std::size_t i = 0; i < items.size(); ++i) result += fmt::format("{}{}", i > 0 ? ", " : "", text(*items[i]));
  return result;
}

std::string operand(const Expression& e, int outer, bool right_side, bool right_associative) {
  bool brackets = open_ended(e);
  if (e.kind == ExpressionKind::binary) {
    const int inner = precedence(e.binary);
    brackets = brackets || inner < outer || (inner == outer && right_side != right_associative);
  }
  if (e.kind == ExpressionKind::not_ && outer > 3) brackets = true;
  return brackets ? fmt::format("({})", text(e)) : text(e);
}

std::string text(const Expression& e) {
  switch (e.kind) {
    case ExpressionKind::number: return fmt::format("{}", e.number);
    case ExpressionKind::truth: return e.number != 0 ? "true" : "false";
    case ExpressionKind::name: return e.name;
    case ExpressionKind::call: return fmt::format("{}({})", e.name, list(e.operands));
    case ExpressionKind::negate: return fmt::format("-{}", operand(*e.operands[0], 7, true, true));
    case ExpressionKind::not_: return fmt::format("not {}", operand(*e.operands[0], 3, true, true));
    case ExpressionKind::binary: {
      const int own = precedence(e.binary);
      const bool right_associative = e.binary == BinaryOperator::implies;
      return fmt::format("{} {} {}", operand(*e.operands[0], own, false, right_associative), operator_text(e.binary),
                         operand(*e.operands[1], own, true, right_associative));
    }
    case ExpressionKind::conditional:
      return fmt::format("if {} then {} else {}", text(*e.operands[0]), text(*e.operands[1]), text(*e.operands[2]));
    case ExpressionKind::quantified: {
      std::string result = fmt::format("{} {} in {}", quantifier_text(e.quantifier), e.name, e.domain);
      if (e.domain_has_parentheses) result += fmt::format("({})", list(e.operands));
      if (e.filter) result += fmt::format(" where {}", text(*e.filter));
      return fmt::format("{}: {}", result, text(*e.body));
    }
    case ExpressionKind::error: return "<error>";
  }
  return "?";
}

}  // namespace

std::string source_text(const Expression& expression) { return text(expression); }

}  // namespace newell::learning::transformation
