#pragma once
// Samuel's evaluation parameters (1959, Appendix C), each a named feature computed on its own from
// one position, and the scoring polynomial that weights a chosen few of them.
//
// Perspective, as in the paper: the side to move is "active", the other side "passive"; a
// parameter is credited to the passive side (the side that has just moved). The exact reading of
// each definition, where the OCR text is ambiguous, is written down in checkers/README.md.

#include "checkers/evaluation.h"
#include "checkers/position.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace newell::checkers {

using TermFunction = int (*)(const Position&);

struct SamuelTerm {
  std::string_view name;         // "ADV", "MODE 2", ...
  std::string_view description;  // one line
  TermFunction value;
};

// All 38 terms: the 26 parameters and the 12 binary connective terms, in the paper's order.
const std::vector<SamuelTerm>& samuel_terms();
// The term of this name (as spelt in the paper, e.g. "MOC 3"), or nullptr.
const SamuelTerm* find_samuel_term(std::string_view name);

// Samuel's term as he used it: the parameter on `after` minus the parameter on `before` (the
// position before the last move) with active and passive as in `after`.
int term_change(const SamuelTerm& term, const Position& before, const Position& after);

namespace samuel {
int advancement(const Position&);            // ADV
int apex(const Position&);                   // APEX
int back_row_bridge(const Position&);        // BACK
int center_control_men(const Position&);     // CENT
int center_control_active(const Position&);  // CNTR
int double_corner_credit(const Position&);   // CORN
int cramp(const Position&);                  // CRAMP
int denial_of_occupancy(const Position&);    // DENY
int double_diagonal_file(const Position&);   // DIA
int diagonal_moment_value(const Position&);  // DIAV (twice the paper's value, to stay whole)
int dyke(const Position&);                   // DYKE
int exchange(const Position&);               // EXCH (and RECAP)
int exposure(const Position&);               // EXPOS
int threat_of_fork(const Position&);         // FORK
int gap(const Position&);                    // GAP
int back_row_control(const Position&);       // GUARD
int hole(const Position&);                   // HOLE
int king_center_control(const Position&);    // KCENT
int total_mobility(const Position&);         // MOB
int undenied_mobility(const Position&);      // MOBIL
int move(const Position&);                   // MOVE
int node(const Position&);                   // NODE
int triangle_of_oreo(const Position&);       // OREO
int pole(const Position&);                   // POLE
int threat(const Position&);                 // THRET
}  // namespace samuel

// A weighted sum over Samuel's terms plus piece advantage: the evaluation learning adjusts.
// Called by search as an Evaluator: material for the side to move (centi-men) minus the weighted
// terms, which are credited to the passive side. Holds no more than `max_terms`; evaluating never
// allocates.
class ScoringPolynomial {
 public:
  static constexpr std::size_t max_terms = 38;

  struct WeightedTerm {
    const SamuelTerm* term;
    int weight;  // centi-men per unit of the parameter
  };

  ScoringPolynomial() = default;
  // Sets (or with weight 0, removes) a term's weight. Returns false for an unknown name or a full
  // polynomial.
  bool set_weight(std::string_view name, int weight);
  std::optional<int> weight(std::string_view name) const;
  const WeightedTerm* begin() const { return terms_.data(); }
  const WeightedTerm* end() const { return terms_.data() + size_; }
  std::size_t size() const { return size_; }

  int man = man_value;
  int king = king_value;

  // The weighted terms alone, credited to the passive side.
  int passive_credit(const Position& position) const {
    int total = 0;
    for (const WeightedTerm& entry : *this) total += entry.weight * entry.term->value(position);
    return total;
  }
  int operator()(const Position& position) const { return material_balance(position, man, king) - passive_credit(position); }

 private:
  std::array<WeightedTerm, max_terms> terms_{};
  std::size_t size_ = 0;
};

}  // namespace newell::checkers
