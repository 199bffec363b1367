#include "learning/transformation/rule_text.h"

#include <cctype>

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
