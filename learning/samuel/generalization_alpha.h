#pragma once
// Samuel's learning by generalization, the learner's side: Alpha keeps 16 of the 38 terms in its
// scoring polynomial (the rest wait on the reserve list), a correlation coefficient per active term
// between the sign of the term and the sign of delta, and sets its coefficients as powers of two
// from those correlations. The piece-advantage term is fixed (ScoringPolynomial::man and ::king).
//
// Signs: Alpha learns on the position its move left, where it is the passive side the checkers core
// credits terms to, so a term's value for Alpha is the core's value there; a positive coefficient
// means Alpha wants the term large.
// Decisions where the paper is vague are listed in learning/samuel/README.md.

#include "checkers/position.h"
#include "checkers/samuel_terms.h"

#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace newell::learning::samuel {

struct AlphaSettings {
  int term_count = 16;
  int maximum_coefficient = 8;   // centi-men per unit of the leading term (a man is 100)
  int low_tally_limit = 32;      // Samuel's second series: a new term every 32 moves, not 8
  int black_mark_limit = 3;
  int initial_times_used = 16;   // a new term's correlation moves as if already used this often
  int maximum_times_used = 256;
};

// The correlation between the sign of a term and the sign of delta, kept as the covariance of the
// two signs. Samuel's terms were differences between the two sides "symmetrical about 0"; the core's
// terms, credited to the side that has just moved, are not, and delta is mostly negative while Alpha
// is losing (and corrected more often when negative, second series), so the bare mean of the product
// of the signs learns "every term Alpha usually has is bad" and drives every coefficient negative.
// The means of the two signs are plain running means (recent experience weighs more after 256
// samples); the covariance of the deviations from them is corrected with Samuel's times used (16
// until 32, ..., at most 256), so a new term starts "as if ... used several times and ... found to
// have a zero correlation coefficient".
struct ActiveTerm {
  const checkers::SamuelTerm* term = nullptr;
  double correlation = 0;  // covariance of sign(term) and sign(delta)
  int times_used = 0;
  int low_tally = 0;
  int samples = 0;         // sign samples in the means (a correction counts its weight's times)
  double term_sign = 0;    // running mean of sign(term)
  double delta_sign = 0;   // running mean of sign(delta), over the same corrections
};

// Every term's value for the side that has just moved (the passive side, as the checkers core
// credits them), by index in checkers::samuel_terms().
using TermValues = std::array<int, 38>;
TermValues term_values(const checkers::Position& position);

// Samuel's rule: the term with the largest correlation gets the maximum coefficient; a term whose
// correlation is a ratio r (n <= r < n + 1) below it gets the maximum divided by 2^(n - 1); the sign
// follows the correlation's, the magnitude is at least 1. A zero correlation gives a zero coefficient.
std::vector<int> power_of_two_coefficients(const std::vector<double>& correlations, int maximum);

// Samuel's times-used for a correction: 16 until 32 uses, then 32 until 64, ..., never above 256.
int effective_times_used(int times_used, const AlphaSettings& settings);

// Samuel's "standard but rudimentary tree-search (terminated after the first non-jump move)" for the
// initial board score of delta: while the side to move must jump, every jump is searched (minimax);
// a position without a jump pending is scored by the polynomial. "Errors due to impending jump
// situations were eliminated by this procedure." `material` is the piece advantage (for the side to
// move at the root) where the chosen line comes to rest.
struct JumpResolvedScore {
  int score = 0;
  int material = 0;
};
JumpResolvedScore jump_resolved_score(const checkers::Position& position, const checkers::ScoringPolynomial& polynomial);

// What Alpha remembers of the position its move left (the opponent to move, Alpha the passive side):
// the term values credited to Alpha and its initial score for Alpha. The backed-up score it is
// compared with comes from leaves that mostly have the opponent to move too (minimum ply 3), so a
// side-to-move bias of the polynomial cancels out of delta instead of steering the correlations.
// With `position` set the score is recomputed (jump-resolved) with the polynomial as it stands when
// delta is taken, so it is always the polynomial as corrected, never the one that chose the move
// (Samuel's "Instabilities"); without it (tests) `static_score` is used as given.
struct Remembered {
  TermValues values{};
  int static_score = 0;
  int material = 0;  // piece advantage for the side to move (jump-resolved)
  std::optional<checkers::Position> position;
};

struct LearningStep {
  bool corrected = false;       // delta was above the minimum and corrections were made
  int delta = 0;
  int weight = 1;               // 1, 2 (piece ratio changed) or 4 (a sure win or loss)
  std::optional<std::string> replaced, replacement;  // a term sent to the reserve and its successor
};

class Alpha {
 public:
  // The first `term_count` of `order` are active, the rest the reserve list (head first).
  Alpha(AlphaSettings settings, const std::vector<const checkers::SamuelTerm*>& order);
  // Samuel's start: the first 16 terms in the paper's order, equal weights.
  static Alpha initial(AlphaSettings settings = {});

  const AlphaSettings& settings() const { return settings_; }
  const std::vector<ActiveTerm>& active() const { return active_; }
  const std::deque<const checkers::SamuelTerm*>& reserve() const { return reserve_; }
  int black_marks() const { return black_marks_; }
  std::uint64_t moves_learned() const { return moves_; }

  // The current polynomial (material fixed, coefficients from the correlations).
  const checkers::ScoringPolynomial& polynomial() const { return polynomial_; }
  // Samuel's minimum delta: the average magnitude of the current coefficients (at least 1).
  int minimum_delta() const;

  // `after_move`: the position Alpha's move produced (the opponent to move).
  Remembered remember(const checkers::Position& after_move) const;
  // One move's learning: delta = the backed-up score of the current position minus the remembered
  // initial score of the earlier position (Alpha's previous position, or an earlier one while the
  // span grows); corrections, then the low tally (and a replacement when a term reaches the limit).
  // `current_material`: the jump-resolved piece advantage of the current position.
  LearningStep learn(const Remembered& earlier, int backed_up_score, int current_material);
  // Delta as learn() takes it, learning nothing (a game played with a frozen Alpha, batch learning):
  // the move corrects the polynomial when |delta| >= minimum_delta().
  int delta(const Remembered& earlier, int backed_up_score) const;
  // Records the low tally against the active term with the smallest correlation magnitude (ties:
  // the one used most); replaces it from the reserve when its tally reaches the limit.
  LearningStep tally_low_term();

  // A lost game: a black mark; at the limit the leading term's coefficient is reduced to zero (its
  // correlation set to zero; it stays active and may earn its place again or be replaced by the low
  // tally) and the marks start again. Returns that term's name.
  std::optional<std::string> add_black_mark();

  // Direct access for resuming and for tests.
  void restore(std::vector<ActiveTerm> active, std::deque<const checkers::SamuelTerm*> reserve, int black_marks,
               std::uint64_t moves);
  std::string to_text() const;
  static Alpha from_text(const std::string& text, AlphaSettings settings);

 private:
  void rebuild();
  std::string replace(std::size_t index);
  int initial_score(const Remembered& earlier) const;

  AlphaSettings settings_;
  std::vector<ActiveTerm> active_;
  std::deque<const checkers::SamuelTerm*> reserve_;
  int black_marks_ = 0;
  std::uint64_t moves_ = 0;
  checkers::ScoringPolynomial polynomial_;
};

// Beta plays with a fixed polynomial and adopts Alpha's only when Alpha has won a majority of the
// last `window` games since the previous adoption (2 of 3 by default).
class BetaAdoption {
 public:
  explicit BetaAdoption(int window = 3) : window_(window) {}
  // Records a game (did Alpha win?); true when Beta must adopt Alpha's polynomial now.
  bool record(bool alpha_won);
  const std::vector<bool>& recent() const { return recent_; }
  void restore(std::vector<bool> recent) { recent_ = std::move(recent); }

 private:
  int window_;
  std::vector<bool> recent_;
};

// Polynomials as text (`NAME<TAB>weight` lines) for the store and the command line.
std::string polynomial_text(const checkers::ScoringPolynomial& polynomial);
checkers::ScoringPolynomial polynomial_from_text(const std::string& text);

}  // namespace newell::learning::samuel
