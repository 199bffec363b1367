#include "app/common/experiment_lookup.h"

namespace newell::app {

std::optional<store::Experiment> find_experiment_by_name_or_number(const store::Database& database,
                                                                   const std::string& name) {
  if (auto found = store::find_experiment(database, name)) return found;
  if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos || name.size() > 18) return std::nullopt;
  const auto number = std::stoll(name);
  for (auto& experiment : store::list_experiments(database))
    if (experiment.id == number) return experiment;
  return std::nullopt;
}

}  // namespace newell::app
