#pragma once
// The score of a match and the Elo difference it implies, with a 95% interval from the variance of
// the per-game scores (normal approximation):
//   mean  m = (W + D/2) / N,   variance s2 = (sum of (score_i - m)^2) / N,   error e = sqrt(s2 / N),
//   Elo(p) = -400 log10(1/p - 1),   difference = Elo(m),   interval = [Elo(m - 1.96 e), Elo(m + 1.96 e)].
// A mean of 0 or 1 has no finite Elo: it is reported as -inf / +inf, and the interval's finite end
// is then the exact binomial bound: N wins out of N have a chance of at least 2.5% only while the
// expected score p satisfies p^N >= 0.025, so the lower end is Elo(0.025^(1/N)) (+277 for N = 20).

#include <string>
#include <vector>

namespace newell::match {

struct MatchScore {
  int games = 0, wins = 0, draws = 0, losses = 0;  // for the first player
  double points = 0;
  double mean = 0;           // points per game
  double standard_error = 0; // of the mean
  double elo = 0;            // may be +-infinity
  double elo_low = 0, elo_high = 0;

  // "+58.2 (95% interval -61.9 .. +178.4)"
  std::string elo_text() const;
};

// Elo difference for an expected score `mean` (0..1); +-infinity at the ends.
double elo_difference(double mean);
// From the first player's per-game scores (1, 0.5 or 0).
MatchScore summarize_scores(const std::vector<double>& scores);

}  // namespace newell::match
