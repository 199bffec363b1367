#pragma once
// Scores of games and what they say: the mean per-game score (1, 1/2, 0) with its variance and 95%
// interval, and the Elo difference a mean score implies. Every match report, learning curve and
// `samuel match` line is computed here, once.
//
//   mean m = sum / n;  sample variance s2 = (sum of (x_i - m)^2) / (n - 1);  population variance / n
//   interval half-width = z * sqrt(variance / n)
//   Elo(p) = -400 log10(1/p - 1)  (+-infinity at p = 1 and 0)

#include <cmath>

namespace newell::statistics {

// The two-sided 95% quantile of the normal distribution. The Elo intervals use it exactly, as
// cutechess and fastchess do; the mean-score error bars of the learning curves, rule matches and
// `newell samuel match` have always been drawn with the rounded 1.96, which their tests state.
inline constexpr double z95 = 1.959963984540054;
inline constexpr double z95_rounded = 1.96;

// Running sums of per-game scores: add one game at a time, read the mean and variance at any point.
struct ScoreSums {
  int count = 0;
  double sum = 0, squares = 0;

  void add(double score) {
    ++count;
    sum += score;
    squares += score * score;
  }
  // The mean, or `empty` before any game.
  double mean(double empty = 0) const { return count == 0 ? empty : sum / count; }
  // Sum of squared deviations from the mean (never below 0: rounding cannot make it negative).
  double squared_deviations() const {
    if (count == 0) return 0;
    const double deviations = squares - sum * sum / count;
    return deviations > 0 ? deviations : 0;
  }
  // Divided by n - 1 (0 below two games) and by n (0 without games).
  double sample_variance() const { return count < 2 ? 0 : squared_deviations() / (count - 1); }
  double population_variance() const { return count == 0 ? 0 : squared_deviations() / count; }
  // The standard error of the mean with each variance.
  double sample_standard_error() const { return count == 0 ? 0 : std::sqrt(sample_variance() / count); }
  double population_standard_error() const { return count == 0 ? 0 : std::sqrt(population_variance() / count); }
};

// Elo difference for an expected score `mean` (0..1); +-infinity at the ends.
double elo_difference(double mean);

// A clean sweep of n games has no variance, so the normal approximation gives no interval; the
// exact binomial bound does: n wins in n games are seen with a chance of at least 2.5% only while
// the expected score is at least 0.025^(1/n). The Elo of that score (+277.4 for n = 20); its
// negative bounds n losses in n.
double sweep_elo_bound(double games);

}  // namespace newell::statistics
