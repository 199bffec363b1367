#include "statistics/scores.h"

#include <catch2/catch.hpp>

#include <cmath>

using newell::statistics::ScoreSums;

TEST_CASE("running score sums give the mean, both variances and the standard errors", "[app]") {
  ScoreSums sums;
  CHECK(sums.mean(0.5) == 0.5);
  CHECK(sums.sample_variance() == 0);
  for (const double score : {1.0, 0.5, 1.0, 0.0}) sums.add(score);
  CHECK(sums.count == 4);
  CHECK(sums.mean() == Approx(0.625));
  // Deviations 0.375, -0.125, 0.375, -0.625: squares sum to 0.6875.
  CHECK(sums.sample_variance() == Approx(0.6875 / 3));
  CHECK(sums.population_variance() == Approx(0.6875 / 4));
  CHECK(sums.sample_standard_error() == Approx(std::sqrt(0.6875 / 3 / 4)));
}

TEST_CASE("equal scores have no variance, never a negative one from rounding", "[app]") {
  ScoreSums sums;
  for (int game = 0; game < 10; ++game) sums.add(0.1);
  CHECK(sums.squared_deviations() >= 0);
  CHECK(sums.population_standard_error() == Approx(0).margin(1e-9));
}

TEST_CASE("the Elo of a mean score and the bound of a clean sweep", "[app]") {
  CHECK(newell::statistics::elo_difference(0.75) == Approx(190.8485).epsilon(1e-5));
  CHECK(std::isinf(newell::statistics::elo_difference(0)));
  CHECK(newell::statistics::sweep_elo_bound(20) == Approx(277.4).margin(0.1));
}
