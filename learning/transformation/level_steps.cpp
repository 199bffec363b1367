#include "learning/transformation/level_steps.h"

#include "learning/transformation/statement_scan.h"

#include <fmt/core.h>

#include <cctype>
#include <cmath>
#include <stdexcept>

namespace newell::learning::transformation {

namespace {

bool digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// The statement's final dot: the first dot after `from`, outside comments, that is not a decimal point.
std::size_t statement_end(const std::string& text, std::size_t from) {
  std::size_t at = from;
  while (at < text.size()) {
    const std::size_t next = skip_space_and_comments(text, at);
    if (next > at) {
      at = next;
      continue;
    }
    if (text[at] == '.' && !(at > 0 && digit(text[at - 1]) && at + 1 < text.size() && digit(text[at + 1]))) return at + 1;
    ++at;
  }
  return text.size();
}

struct NumberSite {
  std::size_t begin = 0, end = 0;
  double value = 0;
};

// The number literals of a statement's text after its name, outside comments.
std::vector<NumberSite> numbers_in(const std::string& text, std::size_t from, std::size_t to) {
  std::vector<NumberSite> numbers;
  std::size_t at = from;
  while (at < to) {
    const std::size_t next = skip_space_and_comments(text, at);
    if (next > at) {
      at = next;
      continue;
    }
    if (identifier_character(text[at]) && !digit(text[at])) {
      while (at < to && identifier_character(text[at])) ++at;
      continue;
    }
    if (!digit(text[at])) {
      ++at;
      continue;
    }
    NumberSite number{at, at, 0};
    while (number.end < to && digit(text[number.end])) ++number.end;
    if (number.end + 1 < to && text[number.end] == '.' && digit(text[number.end + 1])) {
      ++number.end;
      while (number.end < to && digit(text[number.end])) ++number.end;
    }
    number.value = std::stod(text.substr(number.begin, number.end - number.begin));
    numbers.push_back(number);
    at = number.end;
  }
  return numbers;
}

std::string_view level_name(const std::string& text, std::size_t at, std::size_t& name_end) {
  const std::size_t begin = skip_space_and_comments(text, at + 6);  // after "aspire"
  name_end = begin;
  while (name_end < text.size() && identifier_character(text[name_end])) ++name_end;
  return std::string_view(text).substr(begin, name_end - begin);
}

}  // namespace

std::string level_number_text(double value) {
  if (std::abs(value - std::round(value)) < 1e-9) return fmt::format("{}", static_cast<long long>(std::llround(value)));
  std::string text = fmt::format("{:.3f}", value);
  while (text.back() == '0') text.pop_back();
  return text;
}

std::vector<RuleStatementSpan> aspiration_statement_spans(const std::string& text) {
  std::vector<RuleStatementSpan> spans;
  for_each_keyword(text, "aspire", [&](std::size_t at) {
    std::size_t name_end = 0;
    const std::string name(level_name(text, at, name_end));
    const std::size_t end = statement_end(text, name_end);
    spans.push_back({"aspire " + name, at, end});
    return end;
  });
  return spans;
}

std::vector<Variant> level_step_variants(const std::string& text, const std::map<std::string, double>& levels) {
  std::vector<Variant> variants;
  const auto spans = aspiration_statement_spans(text);
  for (const auto& [level, step] : levels) {
    if (!(step > 0)) throw std::runtime_error(fmt::format("level {}: the step must be above 0, not {}", level, step));
    const RuleStatementSpan* span = nullptr;
    for (const auto& candidate : spans)
      if (candidate.name == "aspire " + level) span = &candidate;
    if (span == nullptr) throw std::runtime_error(fmt::format("level {}: the rule set does not set it (no `aspire {}`)", level, level));
    const std::string statement = text.substr(span->begin, span->end - span->begin);
    std::size_t name_end = 0;
    level_name(statement, 0, name_end);
    const auto numbers = numbers_in(statement, name_end, statement.size());
    if (numbers.empty()) throw std::runtime_error(fmt::format("level {}: its expression has no number to step", level));
    for (const auto& number : numbers)
      for (const double moved : {number.value - step, number.value + step}) {
        if (moved < 0) continue;
        Variant variant;
        variant.meta_rule = "step " + level;
        variant.parent_rule = span->name;
        variant.statement =
            statement.substr(0, number.begin) + level_number_text(moved) + statement.substr(number.end);
        variant.replaces = true;
        variants.push_back(std::move(variant));
      }
  }
  return variants;
}

}  // namespace newell::learning::transformation
