#include "statistics/sequential_test.h"

#include <algorithm>
#include <cmath>

namespace newell::statistics {

double expected_score(double elo) { return 1 / (1 + std::pow(10.0, -elo / 400)); }

PairedSequentialTest::PairedSequentialTest(SequentialTestSettings settings) : settings_(settings) {}

void PairedSequentialTest::add_pair(double first_game, double second_game) {
  const double score = (first_game + second_game) / 2;
  ++pairs_;
  sum_ += score;
  squares_ += score * score;
  const int quarter = static_cast<int>(std::lround(score * 4));
  ++pentanomial_[static_cast<std::size_t>(std::clamp(quarter, 0, 4))];
}

double PairedSequentialTest::mean() const { return pairs_ == 0 ? 0.5 : sum_ / pairs_; }

double PairedSequentialTest::variance() const {
  const double raw = pairs_ == 0 ? 0 : std::max(0.0, squares_ / pairs_ - mean() * mean());
  return std::max(raw, settings_.variance_floor);
}

double PairedSequentialTest::llr() const {
  if (pairs_ == 0) return 0;
  const double s0 = expected_score(settings_.elo0), s1 = expected_score(settings_.elo1);
  return pairs_ * (s1 - s0) * (2 * mean() - s0 - s1) / (2 * variance());
}

double PairedSequentialTest::lower_bound() const { return std::log(settings_.beta / (1 - settings_.alpha)); }
double PairedSequentialTest::upper_bound() const { return std::log((1 - settings_.beta) / settings_.alpha); }

SequentialVerdict PairedSequentialTest::verdict() const {
  if (pairs_ < settings_.min_pairs) return SequentialVerdict::undecided;
  const double ratio = llr();
  if (ratio >= upper_bound()) return SequentialVerdict::accept_h1;
  if (ratio <= lower_bound()) return SequentialVerdict::accept_h0;
  return SequentialVerdict::undecided;
}

const char* verdict_name(SequentialVerdict verdict) {
  switch (verdict) {
    case SequentialVerdict::accept_h1: return "H1 accepted";
    case SequentialVerdict::accept_h0: return "H0 accepted";
    case SequentialVerdict::undecided: break;
  }
  return "undecided";
}

}  // namespace newell::statistics
