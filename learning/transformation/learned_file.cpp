#include "learning/transformation/learned_file.h"

#include "interpreter/program.h"
#include "learning/transformation/rule_text.h"

#include <fmt/core.h>

#include <cctype>
#include <stdexcept>

namespace newell::learning::transformation {

namespace {

std::size_t offset_of(const std::string& text, std::uint32_t line, std::uint32_t column) {
  std::size_t offset = 0;
  for (std::uint32_t at = 1; at < line && offset < text.size(); ++at) {
    const auto newline = text.find('\n', offset);
    if (newline == std::string::npos) return text.size();
    offset = newline + 1;
  }
  return std::min(text.size(), offset + (column == 0 ? 0 : column - 1));
}

// Parses the rule text and calls `visit(rule, name)` for each transformation rule written in the
// text itself (not in a file it includes), in order; the name is "from->to", with "#2", "#3", ...
// for a second and third rule between the same goals. Throws std::runtime_error with the
// diagnostics when the text does not parse.
interpreter::ParsedRules parsed_rules(const std::string& name, const std::string& text) {
  interpreter::SourceFiles files;
  interpreter::Diagnostics diagnostics;
  auto parsed = interpreter::parse_rule_text(name, text, files, diagnostics);
  if (diagnostics.has_errors()) throw std::runtime_error(interpreter::render_all(diagnostics, files));
  return parsed;
}

template <class Visit>
void for_each_own_rule(const std::string& name, const std::string& text, Visit visit) {
  const auto parsed = parsed_rules(name, text);
  std::map<std::pair<std::string, std::string>, int> seen;
  for (const auto& rule : parsed.file.transforms) {
    const int ordinal = ++seen[{rule.from, rule.to.name}];
    if (rule.where.file != 0) continue;
    visit(rule, rule.from + "->" + rule.to.name + (ordinal > 1 ? fmt::format("#{}", ordinal) : ""));
  }
}

}  // namespace

std::string weight_text(double weight) { return fmt::format("{:.3f}", weight); }

std::vector<RuleWeightSite> rule_weight_sites(const std::string& name, const std::string& text) {
  std::vector<RuleWeightSite> sites;
  for_each_own_rule(name, text, [&](const interpreter::Transform& rule, std::string rule_name) {
    RuleWeightSite site;
    site.name = std::move(rule_name);
    const auto* weight = rule.weight_expression.get();
    if (weight != nullptr && weight->kind == interpreter::ExpressionKind::number) {
      site.weight = weight->number;
      site.begin = offset_of(text, weight->where.line, weight->where.column);
      site.end = site.begin;
      while (site.end < text.size() && (std::isdigit(static_cast<unsigned char>(text[site.end])) || text[site.end] == '.') &&
             !(text[site.end] == '.' && (site.end + 1 >= text.size() ||
                                         !std::isdigit(static_cast<unsigned char>(text[site.end + 1])))))
        ++site.end;
    } else {
      site.begin = site.end = statement_final_dot(text, offset_of(text, rule.where.line, rule.where.column));
    }
    sites.push_back(std::move(site));
  });
  return sites;
}

std::vector<RuleStatementSpan> rule_statement_spans(const std::string& name, const std::string& text) {
  std::vector<RuleStatementSpan> spans;
  for_each_own_rule(name, text, [&](const interpreter::Transform& rule, std::string rule_name) {
    RuleStatementSpan span;
    span.name = std::move(rule_name);
    span.begin = offset_of(text, rule.where.line, rule.where.column);
    span.end = std::min(text.size(), statement_final_dot(text, span.begin) + 1);
    spans.push_back(std::move(span));
  });
  return spans;
}

std::vector<RuleStatementSpan> net_statement_spans(const std::string& name, const std::string& text) {
  const auto parsed = parsed_rules(name, text);
  std::vector<RuleStatementSpan> spans;
  for (const auto& net : parsed.file.nets) {
    if (net.where.file != 0) continue;
    // A named net's location is its name's: the statement begins at the `net` before it. The
    // classification net's is its `classify`.
    const std::size_t at = offset_of(text, net.where.line, net.where.column);
    const std::size_t keyword = net.name.starts_with("classify_") ? at : text.rfind("net", at);
    if (keyword == std::string::npos) continue;
    spans.push_back({net.name, keyword, std::min(text.size(), statement_final_dot(text, keyword) + 1)});
  }
  return spans;
}

std::string with_weights(const std::string& name, const std::string& text, const std::map<std::string, double>& weights) {
  auto sites = rule_weight_sites(name, text);
  std::string result = text;
  // From the end, so that earlier offsets stay valid.
  for (auto site = sites.rbegin(); site != sites.rend(); ++site) {
    const auto found = weights.find(site->name);
    if (found == weights.end()) continue;
    if (site->begin == site->end)
      result.insert(site->begin, " weight " + weight_text(found->second));
    else
      result.replace(site->begin, site->end - site->begin, weight_text(found->second));
  }
  return result;
}

std::string with_header(std::string_view header, std::string_view text) {
  std::string result;
  std::size_t at = 0;
  while (at < header.size()) {
    auto newline = header.find('\n', at);
    if (newline == std::string_view::npos) newline = header.size();
    const auto line = header.substr(at, newline - at);
    result += line.empty() ? "//\n" : fmt::format("// {}\n", line);
    at = newline + 1;
  }
  result += text;
  return result;
}

}  // namespace newell::learning::transformation
