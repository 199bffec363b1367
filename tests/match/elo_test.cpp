#include "match/elo.h"

#include <catch2/catch.hpp>

#include <cmath>

using newell::match::elo_difference;
using newell::match::summarize_scores;

TEST_CASE("Elo difference of an expected score follows the logistic formula") {
  CHECK(elo_difference(0.5) == Approx(0.0).margin(1e-9));
  CHECK(elo_difference(0.6) == Approx(70.4365).epsilon(1e-5));
  CHECK(elo_difference(0.75) == Approx(190.8485).epsilon(1e-5));
  CHECK(elo_difference(0.25) == Approx(-190.8485).epsilon(1e-5));
  CHECK(std::isinf(elo_difference(1.0)));
  CHECK(elo_difference(1.0) > 0);
  CHECK(elo_difference(0.0) < 0);
}

TEST_CASE("a match's Elo interval comes from the variance of the per-game scores") {
  // +6 =2 -2: mean 0.7, per-game variance 0.16, standard error sqrt(0.016) = 0.12649.
  std::vector<double> scores{1, 1, 1, 1, 1, 1, 0.5, 0.5, 0, 0};
  const auto score = summarize_scores(scores);
  CHECK(score.games == 10);
  CHECK(score.wins == 6);
  CHECK(score.draws == 2);
  CHECK(score.losses == 2);
  CHECK(score.points == Approx(7.0));
  CHECK(score.standard_error == Approx(0.1264911).epsilon(1e-6));
  CHECK(score.elo == Approx(147.1907).epsilon(1e-5));
  CHECK(score.elo_low == Approx(-33.39935).epsilon(1e-5));
  CHECK(score.elo_high == Approx(504.0333).epsilon(1e-5));
  CHECK(score.elo_text() == "+147.2 (95% interval -33.4 .. +504.0)");
}

TEST_CASE("draws alone give a narrower interval than wins and losses with the same mean") {
  const auto drawn = summarize_scores({0.5, 0.5, 0.5, 0.5});
  const auto split = summarize_scores({1, 0, 1, 0});
  CHECK(drawn.elo == Approx(0.0).margin(1e-9));
  CHECK(split.elo == Approx(0.0).margin(1e-9));
  CHECK(drawn.elo_high == Approx(0.0).margin(1e-9));
  CHECK(split.elo_high > 100);
  CHECK(drawn.elo_text() == "+0.0 (95% interval +0.0 .. +0.0)");
}

TEST_CASE("a clean sweep has no finite Elo, and its interval's end is the exact binomial bound") {
  const auto score = summarize_scores(std::vector<double>(20, 1.0));
  CHECK(std::isinf(score.elo));
  // 0.025^(1/20) = 0.83174: Elo +277.4.
  CHECK(score.elo_low == Approx(277.4).margin(0.1));
  CHECK(score.elo_text() == "+inf (95% interval +277.4 .. +inf)");
  const auto lost = summarize_scores(std::vector<double>(20, 0.0));
  CHECK(lost.elo_high == Approx(-277.4).margin(0.1));
  CHECK(summarize_scores({}).games == 0);
}

TEST_CASE("a match reports its draw ratio and the likelihood of superiority from wins and losses") {
  const auto score = newell::match::summarize_scores({1, 1, 1, 0.5, 0.5, 0, 1, 0.5, 0.5, 0.5});
  CHECK(score.wins == 4);
  CHECK(score.draws == 5);
  CHECK(score.losses == 1);
  CHECK(score.draw_ratio == Approx(0.5));
  // 0.5 (1 + erf(3 / sqrt(10)))
  CHECK(score.likelihood_of_superiority == Approx(0.9103).margin(0.0005));
  CHECK(newell::match::summarize_scores({0.5, 0.5}).likelihood_of_superiority == 0.5);
}

TEST_CASE("opening pairs give the pentanomial counts and an interval from the pairs' variance") {
  // Five pairs: each opening won by whoever had the better side (1 point a pair), and one pair won twice.
  const auto paired = newell::match::summarize_pairs({1, 1, 1, 1, 2});
  CHECK(paired.pairs == 5);
  CHECK(paired.counts == std::array<int, 5>{0, 0, 4, 0, 1});
  CHECK(paired.elo == Approx(newell::match::elo_difference(0.6)));
  // The same ten games as independent games have a wider interval: the pairs' 1-1 splits are
  // lopsided openings, not luck.
  const auto single = newell::match::summarize_scores({1, 0, 1, 0, 1, 0, 1, 0, 1, 1});
  CHECK(paired.elo_high - paired.elo_low < single.elo_high - single.elo_low);
  CHECK(paired.text().starts_with("[0, 0, 4, 0, 1] over 5 opening pairs: +70.4 (95% interval "));
}

TEST_CASE("opening pairs that all scored alike give no interval rather than a point") {
  const auto paired = newell::match::summarize_pairs({0.5, 0.5});
  CHECK_FALSE(paired.spread);
  CHECK(paired.text() == "[0, 2, 0, 0, 0] over 2 opening pairs: -190.8 (every pair scored alike: no interval yet)");
  CHECK(newell::match::summarize_pairs({2, 2}).spread);  // a sweep has its binomial bound
}
