#pragma once
// A match between two rule sets played by the goal engine at an equal node budget, colours
// alternated (game i: `rules` starts when i is even), each game seeded from the match seed; the
// score of `rules` with a 95% error bar. The same settings give the same games.

#include "learning/transformation/self_play.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <string>

namespace newell::learning::transformation {

struct MatchSettings {
  std::string game = "checkers";
  std::filesystem::path rules, against;
  int games = 100;
  std::uint64_t seed = 1;
  SelfPlaySettings play;
};

struct MatchScore {
  int games = 0, wins = 0, draws = 0, losses = 0;
  double sum_squares = 0;
  double score() const { return games == 0 ? 0.5 : (wins + 0.5 * draws) / games; }
  // 1.96 standard errors of the mean game score.
  double error_95() const {
    if (games < 2) return 0.5;
    const double mean = score();
    const double variance = (sum_squares / games - mean * mean) * games / (games - 1);
    return 1.96 * std::sqrt(std::max(0.0, variance) / games);
  }
  void add(double game_score);
};

// Throws std::runtime_error for an unknown game or a rule file with errors.
MatchScore play_match(const MatchSettings& settings, const std::function<void(const MatchScore&, double seconds)>& progress);

}  // namespace newell::learning::transformation
