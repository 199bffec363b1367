#include "learning/opponent_model/model_file.h"

#include "checkers/samuel_terms.h"
#include "game_descriptor/game_descriptor.h"
#include "learning/opponent_model/chess_features.h"

#include <fmt/core.h>

#include <charconv>
#include <cmath>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

namespace newell::learning::opponent_model {

namespace {

int chess_feature_index(const std::string& name) {
  for (int i = 0; i < chess_feature_count; ++i)
    if (chess_feature_name(i) == name) return i;
  return -1;
}

bool is_chess(const LearnedModel& model) { return game_named(model.game).kind == GameKind::chess; }

// The name of weight `index` in the file.
std::string weight_name(const LearnedModel& model, std::size_t index) {
  if (is_chess(model)) return chess_feature_name(static_cast<int>(index));
  return index == 0 ? std::string("men") : index == 1 ? std::string("kings") : model.terms.at(index - 2);
}

}  // namespace

LearnedModel learned_model(const FeatureSet& features, const StrategyModel& model) {
  LearnedModel learned;
  for (int i = 2; i < features.size(); ++i) learned.terms.push_back(features.name(i));
  learned.weights = model.weights;
  learned.depth = model.depth;
  return learned;
}

LearnedModel learned_chess_model(const StrategyModel& model) { return {{}, model.weights, model.depth, "chess"}; }

std::string model_text(const LearnedModel& model) {
  std::string text = "# newell opponent model (Carmel and Markovitch): game, depth, then one weight per feature\n";
  text += fmt::format("game {}\ndepth {}\n", model.game, model.depth);
  for (std::size_t i = 0; i < model.weights.size(); ++i) text += fmt::format("{} {:.6g}\n", weight_name(model, i), model.weights[i]);
  return text;
}

LearnedModel parse_model(const std::string& text) {
  LearnedModel model;
  bool has_depth = false, first = true;
  std::set<std::string> seen;
  std::vector<double> named(chess_feature_count, 0.0);  // chess weights, or men and kings
  std::istringstream lines(text);
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    std::istringstream words(line);
    std::string name, value, extra;
    if (!(words >> name) || name.starts_with('#')) continue;
    const auto fail = [&](const std::string& why) {
      throw std::runtime_error(fmt::format("line {}: {}: '{}'", number, why, line));
    };
    if (!(words >> value) || (words >> extra)) fail("expected a name and one value");
    if (!seen.insert(name).second) fail("'" + name + "' is given twice");
    if (name == "game") {
      if (!first) fail("the game line must come first");
      if (find_game_descriptor(value) == nullptr) fail("the game must be checkers or chess");
      model.game = value;
      first = false;
      continue;
    }
    first = false;
    double number_value = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), number_value);
    if (error != std::errc{} || end != value.data() + value.size() || !std::isfinite(number_value)) fail("not a number");
    if (name == "depth") {
      if (number_value < 1 || number_value > 12 || number_value != static_cast<int>(number_value)) fail("the depth must be a whole number from 1 to 12");
      model.depth = static_cast<int>(number_value);
      has_depth = true;
    } else if (is_chess(model)) {
      const int index = chess_feature_index(name);
      if (index < 0) fail("unknown chess feature '" + name + "'");
      named[static_cast<std::size_t>(index)] = number_value;
    } else if (name == "men" || name == "kings") {
      named[name == "men" ? 0 : 1] = number_value;
    } else {
      if (checkers::find_samuel_term(name) == nullptr) fail("unknown Samuel term '" + name + "'");
      model.terms.push_back(name);
      model.weights.push_back(number_value);
    }
  }
  if (is_chess(model)) {
    if (!has_depth || !seen.contains("pawns")) throw std::runtime_error("a chess opponent model needs lines 'depth' and 'pawns'");
    model.weights = named;
    return model;
  }
  if (!has_depth || !seen.contains("men") || !seen.contains("kings"))
    throw std::runtime_error("an opponent model needs lines 'depth', 'men' and 'kings'");
  model.weights.insert(model.weights.begin(), {named[0], named[1]});
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
