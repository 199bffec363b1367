#include "statistics/scores.h"

#include <limits>

namespace newell::statistics {

double elo_difference(double mean) {
  if (mean <= 0) return -std::numeric_limits<double>::infinity();
  if (mean >= 1) return std::numeric_limits<double>::infinity();
  return -400.0 * std::log10(1.0 / mean - 1.0);
}

double sweep_elo_bound(double games) { return elo_difference(std::pow(0.025, 1.0 / games)); }

}  // namespace newell::statistics
