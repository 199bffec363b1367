#include "learning/opponent_model/model_file.h"

#include "checkers/samuel_terms.h"

#include <fmt/core.h>

#include <charconv>
#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace newell::learning::opponent_model {

LearnedModel learned_model(const FeatureSet& features, const StrategyModel& model) {
  LearnedModel learned;
  for (int i = 2; i < features.size(); ++i) learned.terms.push_back(features.name(i));
  learned.weights = model.weights;
  learned.depth = model.depth;
  return learned;
}

std::string model_text(const LearnedModel& model) {
  std::string text = "# newell opponent model (Carmel and Markovitch): depth, then one weight per feature\n";
  text += fmt::format("depth {}\n", model.depth);
  for (std::size_t i = 0; i < model.weights.size(); ++i)
    text += fmt::format("{} {:.6g}\n", i == 0 ? std::string("men") : i == 1 ? std::string("kings") : model.terms.at(i - 2), model.weights[i]);
  return text;
}

LearnedModel parse_model(const std::string& text) {
  LearnedModel model;
  bool has_depth = false, has_men = false, has_kings = false;
  double men = 0, kings = 0;
  std::istringstream lines(text);
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    std::istringstream words(line);
    std::string name, value, extra;
    if (!(words >> name) || name.starts_with('#')) continue;
    const auto fail = [&](const std::string& why) {
      throw std::runtime_error(fmt::format("line {}: {}: '{}'", number, why, line));
    };
    if (!(words >> value) || (words >> extra)) fail("expected a name and one number");
    double number_value = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), number_value);
    if (error != std::errc{} || end != value.data() + value.size() || !std::isfinite(number_value)) fail("not a number");
    if (name == "depth") {
      if (number_value < 1 || number_value > 12 || number_value != static_cast<int>(number_value)) fail("the depth must be a whole number from 1 to 12");
      model.depth = static_cast<int>(number_value);
      has_depth = true;
    } else if (name == "men") {
      men = number_value;
      has_men = true;
    } else if (name == "kings") {
      kings = number_value;
      has_kings = true;
    } else {
      if (checkers::find_samuel_term(name) == nullptr) fail("unknown Samuel term '" + name + "'");
      model.terms.push_back(name);
      model.weights.push_back(number_value);
    }
  }
  if (!has_depth || !has_men || !has_kings) throw std::runtime_error("an opponent model needs lines 'depth', 'men' and 'kings'");
  model.weights.insert(model.weights.begin(), {men, kings});
  return model;
}

LearnedModel read_model_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read opponent model " + path);
  std::ostringstream contents;
  contents << in.rdbuf();
  try {
    return parse_model(contents.str());
  } catch (const std::runtime_error& error) {
    throw std::runtime_error("opponent model " + path + ": " + error.what());
  }
}

void write_model_file(const LearnedModel& model, const std::string& path) {
  std::ofstream out(path, std::ios::binary);
  out << model_text(model);
  if (!out) throw std::runtime_error("cannot write opponent model " + path);
}

}  // namespace newell::learning::opponent_model
