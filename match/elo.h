#pragma once
// The score of a match and the Elo difference it implies, with a 95% interval from the variance of
// the per-game scores (normal approximation):
//   mean  m = (W + D/2) / N,   variance s2 = (sum of (score_i - m)^2) / N,   error e = sqrt(s2 / N),
//   Elo(p) = -400 log10(1/p - 1),   difference = Elo(m),   interval = [Elo(m - 1.96 e), Elo(m + 1.96 e)].
// A mean of 0 or 1 has no finite Elo: it is reported as -inf / +inf, and the interval's finite end
// is then the exact binomial bound: N wins out of N have a chance of at least 2.5% only while the
// expected score p satisfies p^N >= 0.025, so the lower end is Elo(0.025^(1/N)) (+277 for N = 20).
// The sums, Elo and bound are statistics/scores.h's; this is what a match report makes of them.

#include <array>
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
  double draw_ratio = 0;     // draws / games
  // Likelihood of superiority: the chance that player one is the stronger, from wins and losses
  // alone (draws say nothing about it): 0.5 * (1 + erf((W - L) / sqrt(2 (W + L)))), 0.5 without any.
  double likelihood_of_superiority = 0.5;

  // "+58.2 (95% interval -61.9 .. +178.4)"
  std::string elo_text() const;
};

// The pentanomial view (fastchess, cutechess): a match's games come in opening pairs (one opening,
// colours swapped), and a pair's two games are not independent (a lopsided opening wins one and
// loses the other). Each pair scores 0, 0.5, 1, 1.5 or 2 points; the interval comes from the
// variance of the pair scores: m = sum(x_i) / 2N, s2 = sum((x_i / 2 - m)^2) / N, e = sqrt(s2 / N),
// interval [Elo(m - 1.96 e), Elo(m + 1.96 e)], with the binomial bound for a sweep as above.
struct PairedScore {
  int pairs = 0;
  std::array<int, 5> counts{};  // pairs that scored 0, 0.5, 1, 1.5 and 2 points
  double elo = 0, elo_low = 0, elo_high = 0;
  bool spread = false;  // the pairs did not all score alike: without that there is no interval

  // "[0, 1, 3, 1, 0] over 5 opening pairs: +0.0 (95% interval -88.7 .. +88.7)"
  std::string text() const;
};

// From player one's points in each complete opening pair (0..2).
PairedScore summarize_pairs(const std::vector<double>& pair_points);

// Elo difference for an expected score `mean` (0..1); +-infinity at the ends.
double elo_difference(double mean);
// From the first player's per-game scores (1, 0.5 or 0).
MatchScore summarize_scores(const std::vector<double>& scores);

}  // namespace newell::match
