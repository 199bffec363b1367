#include "learning/transformation/curves.h"

#include <fmt/core.h>

#include <algorithm>

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

}  // namespace newell::learning::transformation
