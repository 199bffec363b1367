#pragma once
// A sequential test of "A is stronger than B" on pairs of games (one opening, colours swapped):
// the generalized sequential probability ratio test (GSPRT, as fishtest runs it) with the normal
// approximation on the pair scores. After each pair
//
//   LLR = n (s1 - s0) (2 m - s0 - s1) / (2 v)
//
// with n pairs, m their mean score, v their variance, s0 and s1 the expected scores of Elo elo0 (H0)
// and elo1 (H1). The test stops when LLR reaches log((1 - beta) / alpha) (H1 accepted: A is better
// by about elo1) or falls to log(beta / (1 - alpha)) (H0 accepted), else at the games allowed,
// undecided. A pair is the unit because the two games of a pair share their opening: a pair that
// splits says the colour and the opening decided, nothing about A.
//
// Two guards for the few pairs a rule test can afford: no decision before `min_pairs`, and the
// variance never below `variance_floor` (pairs that all score alike, say every one split because
// the rule changed nothing, would otherwise give a variance of 0 and an infinite LLR).

#include <array>

namespace newell::statistics {

struct SequentialTestSettings {
  double elo0 = 0, elo1 = 60;
  double alpha = 0.05, beta = 0.05;
  int min_pairs = 4;
  double variance_floor = 0.02;
};

enum class SequentialVerdict { undecided, accept_h1, accept_h0 };

class PairedSequentialTest {
 public:
  explicit PairedSequentialTest(SequentialTestSettings settings = {});
  // One pair: A's score in each of the two games (1, 1/2 or 0).
  void add_pair(double first_game, double second_game);
  int pairs() const { return pairs_; }
  double mean() const;      // A's mean score over the pairs (0.5 before any)
  double variance() const;  // of the pair scores, floored
  double llr() const;
  double lower_bound() const;  // log(beta / (1 - alpha))
  double upper_bound() const;  // log((1 - beta) / alpha)
  SequentialVerdict verdict() const;
  // Pairs that scored 0, 1/4, 1/2, 3/4 and 1 for A (the pentanomial count).
  const std::array<int, 5>& pentanomial() const { return pentanomial_; }

 private:
  SequentialTestSettings settings_;
  int pairs_ = 0;
  double sum_ = 0, squares_ = 0;
  std::array<int, 5> pentanomial_{};
};

// The expected score of an Elo difference.
double expected_score(double elo);

const char* verdict_name(SequentialVerdict verdict);

}  // namespace newell::statistics
