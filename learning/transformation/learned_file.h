#pragma once
// The learned rule set as a file a person reads and diffs: the original text with only the weight
// numbers of its transformation rules changed (a rule without `weight` gets one before its final
// dot), under a header comment saying where it came from.

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace newell::learning::transformation {

struct RuleWeightSite {
  std::string name;          // as goals::Rules::transform_name gives it: "att->def", "def->blk#2"
  double weight = 1;         // the file's
  std::size_t begin = 0;     // the weight number's bytes in the text; begin == end: no weight given,
  std::size_t end = 0;       // insert " weight W" at `begin` (the statement's final dot)
};

// The transformation rules of the text (not of its includes), in file order. Throws
// std::runtime_error with the diagnostics when the text does not parse.
std::vector<RuleWeightSite> rule_weight_sites(const std::string& name, const std::string& text);

// Where each transformation rule's statement stands in the text: from `transform` to its final dot
// (included), by name, in file order.
struct RuleStatementSpan {
  std::string name;
  std::size_t begin = 0, end = 0;
};
std::vector<RuleStatementSpan> rule_statement_spans(const std::string& name, const std::string& text);
// The same for the named decision nets of the text (`net NAME(...): ... .`), by the net's name.
std::vector<RuleStatementSpan> net_statement_spans(const std::string& name, const std::string& text);

// `text` with each named rule's weight replaced ("0.431"); names not in the text are ignored.
std::string with_weights(const std::string& name, const std::string& text, const std::map<std::string, double>& weights);

// "// " before each line of `header`, then the text.
std::string with_header(std::string_view header, std::string_view text);

std::string weight_text(double weight);

}  // namespace newell::learning::transformation
