#include "learning/samuel/named_polynomial.h"

#include "learning/samuel/generalization_alpha.h"
#include "learning/samuel/generalization_run.h"
#include "store/database.h"
#include "store/experiments.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace newell::learning::samuel {

checkers::ScoringPolynomial named_polynomial(const std::string& name, const std::string& database_file) {
  if (name == "material") return checkers::ScoringPolynomial{};
  if (name == "initial") return Alpha::initial().polynomial();
  if (name.rfind("experiment:", 0) == 0) {
    const std::string experiment_name = name.substr(11);
    const auto database = store::Database::open(database_file);
    const auto experiment = store::find_experiment(database, experiment_name);
    if (!experiment) throw std::runtime_error("no experiment named '" + experiment_name + "' in " + database_file);
    // The run's own coefficient bound: Alpha's state is read back as it learned.
    AlphaSettings settings;
    const auto stored = nlohmann::json::parse(experiment->settings, nullptr, false);
    if (stored.is_object() && stored.contains("maximum_coefficient")) settings.maximum_coefficient = stored["maximum_coefficient"].get<int>();
    const auto state = latest_state(database, experiment->id, settings);
    if (!state) throw std::runtime_error("experiment '" + experiment_name + "' has not finished a game yet");
    return state->alpha.polynomial();
  }
  std::ifstream in(name, std::ios::binary);
  if (!in) throw std::runtime_error("polynomial '" + name + "' is not material, initial, experiment:NAME or a readable file");
  std::ostringstream contents;
  contents << in.rdbuf();
  try {
    return polynomial_from_text(contents.str());
  } catch (const std::runtime_error& error) {
    throw std::runtime_error("polynomial file " + name + ": " + error.what());
  }
}

}  // namespace newell::learning::samuel
