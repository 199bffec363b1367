#include "learning/experiment/experiment_plan.h"

#include "learning/transformation/credit.h"
#include "learning/transformation/weight_update.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <initializer_list>
#include <limits>
#include <sstream>
#include <stdexcept>

namespace newell::learning::experiment {

namespace {

using nlohmann::json;

// Reads the fields of one JSON object, naming the file and the field in every refusal.
class Fields {
 public:
  Fields(const json& object, std::string where, std::string file) : object_(object), where_(std::move(where)), file_(std::move(file)) {
    if (!object_.is_object()) fail(where_, "must be an object");
  }

  [[noreturn]] void fail(const std::string& field, const std::string& what) const {
    throw std::runtime_error(fmt::format("{}: {} {}", file_, field, what));
  }

  std::string name(const std::string& key) const { return where_.empty() ? key : where_ + "." + key; }

  void allow(std::initializer_list<const char*> keys) const {
    for (const auto& [key, value] : object_.items()) {
      bool known = false;
      for (const char* allowed : keys) known = known || key == allowed;
      if (!known) fail(name(key), "is not a field this version knows");
    }
  }

  bool has(const std::string& key) const { return object_.contains(key); }

  const json& at(const std::string& key) const { return object_.at(key); }

  void text(const std::string& key, std::string& into) const {
    if (!has(key)) return;
    if (!object_.at(key).is_string()) fail(name(key), "must be a string");
    into = object_.at(key).get<std::string>();
  }

  void flag(const std::string& key, bool& into) const {
    if (!has(key)) return;
    if (!object_.at(key).is_boolean()) fail(name(key), "must be true or false");
    into = object_.at(key).get<bool>();
  }

  template <class Integer>
  void integer(const std::string& key, Integer& into, long long lowest, long long highest) const {
    if (!has(key)) return;
    const json& value = object_.at(key);
    if (!value.is_number_integer()) fail(name(key), "must be a whole number");
    const long long read = value.get<long long>();
    if (read < lowest || read > highest) fail(name(key), fmt::format("must be in {}..{}, not {}", lowest, highest, read));
    into = static_cast<Integer>(read);
  }

  void number(const std::string& key, double& into, double lowest, double highest) const {
    if (!has(key)) return;
    const json& value = object_.at(key);
    if (!value.is_number()) fail(name(key), "must be a number");
    const double read = value.get<double>();
    if (!(read >= lowest && read <= highest)) fail(name(key), fmt::format("must be in {}..{}, not {}", lowest, highest, read));
    into = read;
  }

  Fields section(const std::string& key) const { return Fields(object_.at(key), name(key), file_); }

 private:
  const json& object_;
  std::string where_, file_;
};

constexpr long long most_games = 1'000'000;

}  // namespace

ExperimentPlan read_experiment_plan(const std::filesystem::path& file) {
  std::ifstream input(file, std::ios::binary);
  if (!input) throw std::runtime_error(fmt::format("{}: cannot read the experiment file", file.string()));
  std::stringstream text;
  text << input.rdbuf();
  const json document = json::parse(text.str(), nullptr, false);
  if (document.is_discarded()) throw std::runtime_error(fmt::format("{}: not a JSON document", file.string()));
  const Fields top(document, "", file.string());
  top.allow({"name", "game", "start", "meta", "seeds", "play", "weights", "proposals", "admission", "confirmation", "opponent",
             "curve", "tuner", "output", "comment"});
  ExperimentPlan plan;
  plan.file = file;
  plan.name = file.stem().string();
  top.text("name", plan.name);
  if (!top.has("game")) top.fail("game", "is missing (chess or checkers)");
  top.text("game", plan.game);
  if (!top.has("start")) top.fail("start", "is missing (the rule set learning starts from, such as rules/GAME/newell.nwl)");
  std::string path;
  top.text("start", path);
  plan.start = path;
  path = (plan.start.parent_path() / "meta.nwl").string();
  top.text("meta", path);
  plan.meta = path;
  if (top.has("seeds")) {
    const json& seeds = top.at("seeds");
    if (!seeds.is_array() || seeds.empty()) top.fail("seeds", "must be a list of at least one seed");
    plan.seeds.clear();
    for (const auto& seed : seeds) {
      if (!seed.is_number_unsigned()) top.fail("seeds", "must hold whole numbers from 0");
      plan.seeds.push_back(seed.get<std::uint64_t>());
    }
  }
  if (top.has("play")) {
    const auto play = top.section("play");
    play.allow({"nodes", "max_plies", "opening_plies"});
    play.integer("nodes", plan.play.nodes, 1, 100'000'000);
    play.integer("max_plies", plan.play.max_plies, 2, 2000);
    play.integer("opening_plies", plan.play.opening_plies, 0, 40);
  }
  if (top.has("weights")) {
    const auto weights = top.section("weights");
    weights.allow({"games", "credit", "update"});
    weights.integer("games", plan.weights.games, 0, most_games);
    weights.text("credit", plan.weights.credit);
    weights.text("update", plan.weights.update);
    try {
      transformation::parse_credit_mode(plan.weights.credit);
      transformation::parse_weight_update(plan.weights.update);
    } catch (const std::invalid_argument& error) {
      weights.fail("weights", error.what());
    }
  }
  if (top.has("proposals")) {
    const auto proposals = top.section("proposals");
    proposals.allow({"vary", "failures", "min_failures", "replace", "levels", "max_candidates"});
    proposals.flag("vary", plan.proposals.vary);
    proposals.flag("failures", plan.proposals.failures);
    proposals.integer("min_failures", plan.proposals.min_failures, 1, most_games);
    proposals.flag("replace", plan.proposals.replace);
    proposals.integer("max_candidates", plan.proposals.max_candidates, 0, most_games);
    if (proposals.has("levels")) {
      const auto levels = proposals.section("levels");
      for (const auto& [level, step] : proposals.at("levels").items()) {
        double value = 0;
        levels.number(level, value, std::numeric_limits<double>::min(), 1e9);
        plan.proposals.levels[level] = value;
      }
    }
  }
  if (top.has("admission")) {
    const auto admission = top.section("admission");
    admission.allow({"elo0", "elo1", "alpha", "beta", "min_pairs", "max_games", "openings"});
    admission.number("elo0", plan.admission.test.elo0, -1000, 1000);
    admission.number("elo1", plan.admission.test.elo1, -1000, 1000);
    admission.number("alpha", plan.admission.test.alpha, 1e-6, 0.5);
    admission.number("beta", plan.admission.test.beta, 1e-6, 0.5);
    admission.integer("min_pairs", plan.admission.test.min_pairs, 1, most_games);
    admission.integer("max_games", plan.admission.max_games, 2, most_games);
    admission.text("openings", plan.admission.openings);
    if (plan.admission.test.elo1 <= plan.admission.test.elo0) admission.fail("admission.elo1", "must be above elo0");
  }
  if (top.has("confirmation")) {
    const auto confirmation = top.section("confirmation");
    confirmation.allow({"games", "seed", "openings"});
    confirmation.integer("games", plan.confirmation.games, 0, most_games);
    confirmation.integer("seed", plan.confirmation.seed, 0, std::numeric_limits<long long>::max());
    confirmation.text("openings", plan.confirmation.openings);
  }
  if (top.has("opponent")) {
    const auto opponent = top.section("opponent");
    opponent.allow({"core_nodes", "games", "seed"});
    opponent.integer("core_nodes", plan.opponent.core_nodes, 1, 100'000'000);
    opponent.integer("games", plan.opponent.games, 0, most_games);
    opponent.integer("seed", plan.opponent.seed, 0, std::numeric_limits<long long>::max());
  }
  if (top.has("curve")) {
    const auto curve = top.section("curve");
    curve.allow({"every", "games", "seed"});
    curve.integer("every", plan.curve.every, 0, most_games);
    curve.integer("games", plan.curve.games, 0, most_games);
    curve.integer("seed", plan.curve.seed, 0, std::numeric_limits<long long>::max());
    if (plan.curve.every > 0 && plan.curve.games == 0) curve.fail("curve.games", "must be above 0 when curve.every is");
  }
  if (top.has("tuner")) {
    const auto tuner = top.section("tuner");
    tuner.allow({"games", "games_per_step", "weight_step"});
    tuner.integer("games", plan.tuner.games, 0, most_games);
    tuner.integer("games_per_step", plan.tuner.games_per_step, 2, most_games);
    tuner.number("weight_step", plan.tuner.weight_step, 0.001, 1);
  }
  top.text("output", plan.output);
  return plan;
}

std::string output_of(const ExperimentPlan& plan, std::uint64_t seed) {
  std::string output = plan.output;
  for (auto at = output.find("{seed}"); at != std::string::npos; at = output.find("{seed}"))
    output.replace(at, 6, std::to_string(seed));
  return output;
}

}  // namespace newell::learning::experiment
