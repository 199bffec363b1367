#pragma once
// What the opponent-model experiments (experiments.cpp on checkers, chess_experiments.cpp on chess)
// share: a stored run that resumes, the benefit point of Figures 3-5, and number formatting.

#include "learning/opponent_model/svg_plot.h"
#include "store/database.h"
#include "store/experiments.h"
#include "store/shard.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace newell::learning::opponent_model {

inline std::string join(const std::vector<int>& values) {
  std::string text;
  for (int value : values) {
    if (!text.empty()) text += ',';
    text += std::to_string(value);
  }
  return text;
}

inline std::string fixed(double value, int digits = 2) {
  std::ostringstream text;
  text.setf(std::ios::fixed);
  text.precision(digits);
  text << value;
  return text.str();
}

// A stored experiment whose name carries its settings, so a rerun with the same settings resumes
// and one with other settings starts afresh.
struct StoredRun {
  const store::Database& database;
  store::ExperimentId id;

  StoredRun(const store::Database& db, const std::string& kind, const std::string& settings_text, const std::string& settings_json,
            std::uint64_t seed)
      : database(db) {
    store::Experiment wanted;
    wanted.kind = kind;
    wanted.name = kind + " " + settings_text;
    wanted.settings = settings_json;
    wanted.seed = static_cast<std::int64_t>(seed);
    id = store::create_or_resume_experiment(database, wanted).id;
  }
  std::optional<double> stored(const std::string& series, std::int64_t step) const {
    for (const store::ResultPoint& point : store::result_series(database, id, series))
      if (point.step == step) return point.value;
    return std::nullopt;
  }
  void record(const std::string& series, std::int64_t step, double value) const { store::record_result(database, id, series, step, value); }
  void finish() const { store::set_experiment_status(database, id, "finished"); }

  // A point played game by game, so that shards (store/shard.h) share its games: game i (from 0)
  // opens with seed + i / 2, colours alternating, as mean_points plays them; each game's points for
  // the player are kept in the series "<series> games at <step>" at step i, and once all `games`
  // are stored (in this store, or merged from the shards') the point's mean is recorded under
  // `series` and returned. `play_points(i)` plays game i and returns the player's points (2/1/0).
  std::optional<double> sharded_point(const std::string& series, std::int64_t step, int games, const store::Shard& shard,
                                      const std::function<int(int game)>& play_points) const {
    if (const auto value = stored(series, step)) return value;
    const std::string per_game = series + " games at " + std::to_string(step);
    std::map<std::int64_t, double> points;
    for (const store::ResultPoint& point : store::result_series(database, id, per_game))
      if (point.step < games) points[point.step] = point.value;
    for (int game = 0; game < games; ++game) {
      if (!shard.owns(game) || points.contains(game)) continue;
      points[game] = play_points(game);
      record(per_game, game, points[game]);
    }
    if (static_cast<int>(points.size()) < games) return std::nullopt;
    long total = 0;
    for (const auto& [game, value] : points) total += static_cast<long>(value);
    const double mean = static_cast<double>(total) / games;
    record(series, step, mean);
    return mean;
  }
};

struct BenefitPoint {
  double mstar = 0;    // mean points of M* against OP
  double minimax = 0;  // of minimax against the same OP
};

// Records the benefit (M* - minimax) at `x`, adds the point to the three series of `plot` (M*,
// minimax, benefit) and reports it.
inline void add_benefit_point(const StoredRun& run, LinePlot& plot, int x, BenefitPoint point, int games, const std::string& label,
                              const std::function<void(const std::string&)>& progress) {
  run.record("benefit", x, point.mstar - point.minimax);
  plot.series[0].points.push_back({x, point.mstar});
  plot.series[1].points.push_back({x, point.minimax});
  plot.series[2].points.push_back({x, point.mstar - point.minimax});
  progress(label + ": M* " + fixed(point.mstar) + ", minimax " + fixed(point.minimax) + ", benefit " + fixed(point.mstar - point.minimax) +
           " over " + std::to_string(games) + " games each");
}

}  // namespace newell::learning::opponent_model
