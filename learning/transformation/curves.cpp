#include "learning/transformation/curves.h"

#include "game_descriptor/outcome.h"
#include "statistics/scores.h"

#include "store/experiment_games.h"

#include "store/game_records.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace newell::learning::transformation {

namespace {

std::vector<std::pair<double, double>> points_of(const std::vector<store::ResultPoint>& series) {
  std::vector<std::pair<double, double>> points;
  for (const auto& point : series) points.emplace_back(static_cast<double>(point.step), point.value);
  return points;
}

std::vector<std::pair<double, double>> moving_mean(const std::vector<std::pair<double, double>>& points, int window) {
  std::vector<std::pair<double, double>> mean;
  double sum = 0;
  for (std::size_t i = 0; i < points.size(); ++i) {
    sum += points[i].second;
    if (i >= static_cast<std::size_t>(window)) sum -= points[i - static_cast<std::size_t>(window)].second;
    const auto count = std::min<std::size_t>(i + 1, static_cast<std::size_t>(window));
    mean.emplace_back(points[i].first, sum / static_cast<double>(count));
  }
  return mean;
}

std::vector<std::pair<double, double>> running_mean(const std::vector<std::pair<double, double>>& points) {
  return moving_mean(points, static_cast<int>(std::max<std::size_t>(1, points.size())));
}

}  // namespace

std::vector<plot::Chart> learning_curves(const store::Database& database, const store::Experiment& experiment,
                                         int window) {
  const auto names = store::result_series_names(database, experiment.id);
  std::vector<plot::Chart> charts;
  if (experiment.kind == "match") return {match_curve(database, experiment)};
  if (experiment.kind != "transformation") {
    for (const auto& name : names)
      charts.push_back({fmt::format("{}: {}", experiment.name, name), "step", name,
                        {{name, points_of(store::result_series(database, experiment.id, name))}}});
    return charts;
  }
  plot::Chart weights{fmt::format("{}: transformation-rule weights", experiment.name), "game", "weight", {}};
  for (const auto& name : names)
    if (name.rfind("weight ", 0) == 0)
      weights.series.push_back({name.substr(7), points_of(store::result_series(database, experiment.id, name))});
  charts.push_back(std::move(weights));
  if (!store::result_series(database, experiment.id, strength_series).empty()) charts.push_back(strength_curves(database, {experiment}));

  const auto score = points_of(store::result_series(database, experiment.id, "score"));
  std::vector<std::pair<double, double>> even;
  if (!score.empty()) even = {{score.front().first, 0.5}, {score.back().first, 0.5}};
  charts.push_back({fmt::format("{}: learner against the frozen start", experiment.name),
                    "game",
                    "score",
                    {{fmt::format("last {} games", window), moving_mean(score, window)},
                     {"all games so far", running_mean(score)},
                     {"even", even}}});

  const auto goals = points_of(store::result_series(database, experiment.id, "goal achievement"));
  const auto subgoals = points_of(store::result_series(database, experiment.id, "subgoal success"));
  const auto predictions = store::result_series(database, experiment.id, "predictions");
  const auto predicted = store::result_series(database, experiment.id, "predicted");
  std::vector<std::pair<double, double>> prediction_rate;
  for (std::size_t i = 0; i < std::min(predictions.size(), predicted.size()); ++i)
    if (predictions[i].value > 0)
      prediction_rate.emplace_back(static_cast<double>(predictions[i].step), predicted[i].value / predictions[i].value);
  charts.push_back({fmt::format("{}: achievement rates (mean of {} games)", experiment.name, window),
                    "game",
                    "rate",
                    {{"goals achieved", moving_mean(goals, window)},
                     {"parents achieved", moving_mean(subgoals, window)},
                     {"moves predicted", moving_mean(prediction_rate, window)}}});
  return charts;
}

plot::Chart strength_curves(const store::Database& database, const std::vector<store::Experiment>& runs) {
  plot::Chart chart{"strength against a fixed opponent (the core's alpha-beta search), 95% error bars", "games learned", "score", {}};
  double last = 0;
  for (const auto& run : runs) {
    const auto mean = store::result_series(database, run.id, strength_series);
    const auto error = store::result_series(database, run.id, strength_error_series);
    if (mean.empty() || mean.size() != error.size()) continue;
    std::vector<std::pair<double, double>> middle, low, high;
    for (std::size_t i = 0; i < mean.size(); ++i) {
      const auto games = static_cast<double>(mean[i].step);
      middle.emplace_back(games, mean[i].value);
      low.emplace_back(games, mean[i].value - error[i].value);
      high.emplace_back(games, mean[i].value + error[i].value);
      last = std::max(last, games);
    }
    chart.series.push_back({run.name, std::move(middle)});
    chart.series.push_back({run.name + ", 95% low", std::move(low)});
    chart.series.push_back({run.name + ", 95% high", std::move(high)});
  }
  if (chart.series.empty()) throw std::runtime_error("no experiment given has a strength curve (learn run with a \"curve\" section)");
  chart.series.push_back({"even", {{0, 0.5}, {last, 0.5}}});
  return chart;
}

namespace {

// The name a `--player` spec's games are stored under: its `name=` field, else the spec as written.
std::string player_name(const std::string& spec) {
  const std::size_t colon = spec.find(':');
  std::size_t start = colon == std::string::npos ? 0 : colon + 1;
  while (start < spec.size()) {
    const std::size_t end = std::min(spec.find(',', start), spec.size());
    if (spec.compare(start, 5, "name=") == 0) return spec.substr(start + 5, end - start - 5);
    start = end + 1;
  }
  return spec;
}

}  // namespace

plot::Chart match_curve(const store::Database& database, const store::Experiment& match) {
  if (match.kind != "match")
    throw std::runtime_error(fmt::format("experiment '{}' is a {} experiment, not a match", match.name, match.kind));
  const auto settings = nlohmann::json::parse(match.settings, nullptr, false);
  if (settings.is_discarded() || !settings.contains("players") || !settings["players"].is_array() ||
      settings["players"].size() != 2 || !settings["players"][0].is_string() || !settings["players"][1].is_string())
    throw std::runtime_error(fmt::format("match '{}': its stored settings name no two players", match.name));
  const std::string one = player_name(settings["players"][0].get<std::string>());
  const std::string two = player_name(settings["players"][1].get<std::string>());
  // In round order, not in the order games were stored: games played at once finish in any order,
  // and a store merged from shards holds one shard's rounds after another's; by round, the curve is
  // the same whoever played the games (store ids break ties, and order games without a round).
  auto games = store::experiment_games(database, match.id);
  auto round_of = [](const store::ExperimentGame& game) {
    const auto json = nlohmann::json::parse(game.settings, nullptr, false);
    return json.is_object() && json.contains("round") && json["round"].is_number_integer() ? json["round"].get<std::int64_t>()
                                                                                               : std::int64_t{-1};
  };
  std::stable_sort(games.begin(), games.end(), [&](const auto& a, const auto& b) { return round_of(a) < round_of(b); });
  std::vector<std::pair<double, double>> mean, lower, upper;
  statistics::ScoreSums scores;
  for (const auto& game : games) {
    const Outcome outcome = stored_outcome(game.result);
    if (outcome == Outcome::ongoing) continue;
    const double first_score = first_side_points(outcome);
    scores.add(game.first_player == one ? first_score : 1 - first_score);
    const double n = scores.count;
    const double average = scores.mean();
    const double error = statistics::z95_rounded * scores.sample_standard_error();
    mean.emplace_back(n, average);
    lower.emplace_back(n, average - error);
    upper.emplace_back(n, average + error);
  }
  const int count = scores.count;
  if (count == 0) throw std::runtime_error(fmt::format("match '{}' has no finished games", match.name));
  return {fmt::format("{}: {} against {}: {:.3f} +- {:.3f} after {} games", match.name, one, two, mean.back().second,
                      upper.back().second - mean.back().second, count),
          "match game",
          "score",
          {{fmt::format("{}'s mean score", one), mean},
           {"95% error bar, low", lower},
           {"95% error bar, high", upper},
           {"even", {{1, 0.5}, {static_cast<double>(count), 0.5}}}}};
}

}  // namespace newell::learning::transformation
