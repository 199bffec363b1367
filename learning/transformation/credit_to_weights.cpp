#include "learning/transformation/credit_to_weights.h"

#include <fmt/core.h>

namespace newell::learning::transformation {

std::vector<store::WeightChange> credit_to_weights(std::map<std::string, double>& weights,
                                                   const std::map<std::string, Tally>& credit, const WeightUpdate& update,
                                                   std::string_view when, std::string_view counted) {
  std::vector<store::WeightChange> changes;
  for (const auto& [rule, tally] : credit) {
    const auto found = weights.find(rule);
    if (found == weights.end() || tally.trials == 0) continue;
    const double weight = update.apply(found->second, tally.successes, tally.trials);
    if (weight == found->second) continue;
    changes.push_back({rule, weight, std::nullopt,
                       fmt::format("{}{:.4g} of {:.4g} {} ({})", when, tally.successes, tally.trials, counted, update.text())});
    found->second = weight;
  }
  return changes;
}

}  // namespace newell::learning::transformation
