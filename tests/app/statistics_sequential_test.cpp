#include "statistics/sequential_test.h"

#include <catch2/catch.hpp>

#include <cmath>

using newell::statistics::PairedSequentialTest;
using newell::statistics::SequentialTestSettings;
using newell::statistics::SequentialVerdict;

TEST_CASE("the sequential test's LLR on pairs follows the GSPRT formula", "[app]") {
  PairedSequentialTest test;
  CHECK(test.llr() == 0);
  CHECK(test.verdict() == SequentialVerdict::undecided);
  // Pairs scoring 1, 1/2, 3/4, 1/2: mean 0.6875, raw variance 0.04296875 (above the floor).
  test.add_pair(1, 1);
  test.add_pair(1, 0);
  test.add_pair(1, 0.5);
  test.add_pair(0.5, 0.5);
  CHECK(test.pairs() == 4);
  CHECK(test.mean() == Approx(0.6875));
  CHECK(test.variance() == Approx(0.04296875));
  const double s0 = 0.5, s1 = newell::statistics::expected_score(60);
  CHECK(s1 == Approx(0.5855).margin(1e-4));
  CHECK(test.llr() == Approx(4 * (s1 - s0) * (2 * 0.6875 - s0 - s1) / (2 * 0.04296875)));
  CHECK(test.upper_bound() == Approx(std::log(0.95 / 0.05)));
  CHECK(test.lower_bound() == Approx(std::log(0.05 / 0.95)));
  CHECK(test.pentanomial() == std::array<int, 5>{0, 0, 2, 1, 1});
}

TEST_CASE("a rule that changes no result is refused after a few pairs, a sweep accepted, a close call runs on", "[app]") {
  PairedSequentialTest even;  // every pair split by colour: the variance floor keeps the LLR finite
  int pairs = 0;
  while (even.verdict() == SequentialVerdict::undecided && pairs < 100) {
    even.add_pair(1, 0);
    ++pairs;
  }
  CHECK(even.verdict() == SequentialVerdict::accept_h0);
  CHECK(std::isfinite(even.llr()));
  CHECK(pairs < 20);

  PairedSequentialTest sweep;
  for (int pair = 0; pair < 3; ++pair) sweep.add_pair(1, 1);
  CHECK(sweep.verdict() == SequentialVerdict::undecided);  // not before min_pairs
  sweep.add_pair(1, 1);
  CHECK(sweep.verdict() == SequentialVerdict::accept_h1);

  // Slightly ahead: 3 pairs won in 8, the rest split: neither bound yet.
  PairedSequentialTest close;
  for (int pair = 0; pair < 8; ++pair) close.add_pair(1, pair < 3 ? 1 : 0);
  CHECK(close.verdict() == SequentialVerdict::undecided);
}

TEST_CASE("a losing rule is refused", "[app]") {
  PairedSequentialTest losing(SequentialTestSettings{0, 60, 0.05, 0.05, 4, 0.02});
  for (int pair = 0; pair < 6; ++pair) losing.add_pair(0, pair % 2 ? 0.5 : 0);
  CHECK(losing.llr() < losing.lower_bound());
  CHECK(losing.verdict() == SequentialVerdict::accept_h0);
}
