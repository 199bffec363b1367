#include "interpreter/expression_text.h"

#include <fmt/core.h>

namespace newell::interpreter {

const char* operator_word(BinaryOperator op) {
  switch (op) {
    case BinaryOperator::multiply: return "*";
    case BinaryOperator::divide: return "/";
    case BinaryOperator::add: return "+";
    case BinaryOperator::subtract: return "-";
    case BinaryOperator::equal: return "=";
    case BinaryOperator::not_equal: return "!=";
    case BinaryOperator::less: return "<";
    case BinaryOperator::less_equal: return "<=";
    case BinaryOperator::greater: return ">";
    case BinaryOperator::greater_equal: return ">=";
    case BinaryOperator::and_: return "and";
    case BinaryOperator::or_: return "or";
    case BinaryOperator::implies: return "implies";
  }
  return "?";
}

const char* quantifier_word(Quantifier quantifier) {
  switch (quantifier) {
    case Quantifier::exists: return "exists";
    case Quantifier::forall: return "forall";
    case Quantifier::count: return "count";
    case Quantifier::sum: return "sum";
    case Quantifier::max: return "max";
    case Quantifier::min: return "min";
  }
  return "?";
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
      return fmt::format("{} {} {}", operand(*e.operands[0], own, false, right_associative), operator_word(e.binary),
                         operand(*e.operands[1], own, true, right_associative));
    }
    case ExpressionKind::conditional:
      return fmt::format("if {} then {} else {}", text(*e.operands[0]), text(*e.operands[1]), text(*e.operands[2]));
    case ExpressionKind::quantified: {
      std::string result = fmt::format("{} {} in {}", quantifier_word(e.quantifier), e.name, e.domain);
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

}  // namespace newell::interpreter
