#include "app/match/elo.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace newell::match {
namespace {

std::string signed_elo(double elo) {
  if (std::isinf(elo)) return elo > 0 ? "+inf" : "-inf";
  if (std::abs(elo) < 0.05) return "+0.0";  // not "-0.0" for an even score
  return fmt::format("{:+.1f}", elo);
}

}  // namespace

double elo_difference(double mean) {
  if (mean <= 0) return -std::numeric_limits<double>::infinity();
  if (mean >= 1) return std::numeric_limits<double>::infinity();
  return -400.0 * std::log10(1.0 / mean - 1.0);
}

MatchScore summarize_scores(const std::vector<double>& scores) {
  MatchScore score;
  score.games = static_cast<int>(scores.size());
  for (double value : scores) {
    score.points += value;
    if (value > 0.75) {
      ++score.wins;
    } else if (value < 0.25) {
      ++score.losses;
    } else {
      ++score.draws;
    }
  }
  if (score.games == 0) return score;
  const double n = score.games;
  score.draw_ratio = score.draws / n;
  if (score.wins + score.losses > 0)
    score.likelihood_of_superiority =
        0.5 * (1.0 + std::erf((score.wins - score.losses) / std::sqrt(2.0 * (score.wins + score.losses))));
  score.mean = score.points / n;
  double squares = 0;
  for (double value : scores) squares += (value - score.mean) * (value - score.mean);
  score.standard_error = std::sqrt(squares / n / n);
  constexpr double z95 = 1.959963984540054;
  score.elo = elo_difference(score.mean);
  score.elo_low = elo_difference(score.mean - z95 * score.standard_error);
  score.elo_high = elo_difference(score.mean + z95 * score.standard_error);
  // A clean sweep has no variance, so the normal approximation gives no interval; the exact
  // binomial bound does: N wins in N games is seen with probability >= 2.5% only while the
  // expected score is at least 0.025^(1/N).
  if (score.points == n) score.elo_low = elo_difference(std::pow(0.025, 1.0 / n));
  if (score.points == 0) score.elo_high = elo_difference(1.0 - std::pow(0.025, 1.0 / n));
  return score;
}

PairedScore summarize_pairs(const std::vector<double>& pair_points) {
  PairedScore score;
  score.pairs = static_cast<int>(pair_points.size());
  if (score.pairs == 0) return score;
  double points = 0;
  for (double value : pair_points) {
    points += value;
    const int bucket = static_cast<int>(std::lround(value * 2));
    ++score.counts[static_cast<std::size_t>(std::clamp(bucket, 0, 4))];
  }
  const double n = score.pairs;
  const double mean = points / (2 * n);
  double squares = 0;
  for (double value : pair_points) squares += (value / 2 - mean) * (value / 2 - mean);
  score.spread = squares > 0 || points == 0 || points == 2 * n;
  const double error = std::sqrt(squares / n / n);
  constexpr double z95 = 1.959963984540054;
  score.elo = elo_difference(mean);
  score.elo_low = elo_difference(mean - z95 * error);
  score.elo_high = elo_difference(mean + z95 * error);
  if (points == 2 * n) score.elo_low = elo_difference(std::pow(0.025, 1.0 / n));
  if (points == 0) score.elo_high = elo_difference(1.0 - std::pow(0.025, 1.0 / n));
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
