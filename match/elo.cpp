#include "match/elo.h"

#include "statistics/scores.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>

namespace newell::match {
namespace {

std::string signed_elo(double elo) {
  if (std::isinf(elo)) return elo > 0 ? "+inf" : "-inf";
  if (std::abs(elo) < 0.05) return "+0.0";  // not "-0.0" for an even score
  return fmt::format("{:+.1f}", elo);
}

}  // namespace

double elo_difference(double mean) { return statistics::elo_difference(mean); }

MatchScore summarize_scores(const std::vector<double>& scores) {
  MatchScore score;
  statistics::ScoreSums sums;
  for (double value : scores) {
    sums.add(value);
    if (value > 0.75) {
      ++score.wins;
    } else if (value < 0.25) {
      ++score.losses;
    } else {
      ++score.draws;
    }
  }
  score.games = sums.count;
  score.points = sums.sum;
  if (score.games == 0) return score;
  const double n = score.games;
  score.draw_ratio = score.draws / n;
  if (score.wins + score.losses > 0)
    score.likelihood_of_superiority =
        0.5 * (1.0 + std::erf((score.wins - score.losses) / std::sqrt(2.0 * (score.wins + score.losses))));
  score.mean = sums.mean();
  score.standard_error = sums.population_standard_error();
  score.elo = elo_difference(score.mean);
  score.elo_low = elo_difference(score.mean - statistics::z95 * score.standard_error);
  score.elo_high = elo_difference(score.mean + statistics::z95 * score.standard_error);
  if (score.points == n) score.elo_low = statistics::sweep_elo_bound(n);
  if (score.points == 0) score.elo_high = -statistics::sweep_elo_bound(n);
  return score;
}

PairedScore summarize_pairs(const std::vector<double>& pair_points) {
  PairedScore score;
  score.pairs = static_cast<int>(pair_points.size());
  if (score.pairs == 0) return score;
  statistics::ScoreSums sums;  // of each pair's points per game, 0..1
  for (double value : pair_points) {
    sums.add(value / 2);
    const int bucket = static_cast<int>(std::lround(value * 2));
    ++score.counts[static_cast<std::size_t>(std::clamp(bucket, 0, 4))];
  }
  const double n = score.pairs;
  const double mean = sums.mean();
  score.spread = sums.squared_deviations() > 0 || mean == 0 || mean == 1;
  const double error = sums.population_standard_error();
  score.elo = elo_difference(mean);
  score.elo_low = elo_difference(mean - statistics::z95 * error);
  score.elo_high = elo_difference(mean + statistics::z95 * error);
  if (mean == 1) score.elo_low = statistics::sweep_elo_bound(n);
  if (mean == 0) score.elo_high = -statistics::sweep_elo_bound(n);
  return score;
}

std::string PairedScore::text() const {
  if (!spread)
    return fmt::format("[{}, {}, {}, {}, {}] over {} opening pairs: {} (every pair scored alike: no interval yet)",
                       counts[0], counts[1], counts[2], counts[3], counts[4], pairs, signed_elo(elo));
  return fmt::format("[{}, {}, {}, {}, {}] over {} opening pairs: {} (95% interval {} .. {})", counts[0], counts[1],
                     counts[2], counts[3], counts[4], pairs, signed_elo(elo), signed_elo(elo_low), signed_elo(elo_high));
}

std::string MatchScore::elo_text() const {
  return fmt::format("{} (95% interval {} .. {})", signed_elo(elo), signed_elo(elo_low), signed_elo(elo_high));
}

}  // namespace newell::match
