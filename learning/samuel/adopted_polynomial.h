#pragma once
// The scoring polynomial Samuel adopted before his learning experiments (1959, "Rote-learning
// tests"): "The selected polynomial contained four terms ... In decreasing order of importance
// these were: (1) piece advantage, (2) denial of occupancy, (3) mobility, and (4) a hybrid term
// which combined control of the center and piece advancement." He gives no coefficients, so ours
// are powers of two in his order, at the scale of Alpha's coefficients (a man is 100 centi-men,
// the leading term 8 per unit; the book-agreement ranking does not change from 4/2/1 to 16/8/4).
//
// Terms as Appendix C defines them, credited to the passive side (the side that has just moved),
// used as differences between the sides (side_difference.h). The signs follow from the
// definitions: DENY counts the active side's moves that would lose a piece (good for the passive
// side: +); MOB counts the active side's mobility (the passive side wants it small: -); the hybrid
// is CENT (passive men on the eight centre squares) plus ADV (passive men on rows 5-6 less those on
// rows 3-4), sharing one coefficient (+).
//
// Samuel "tested a number of different sets of values" and kept the best by C; `four_term_variants`
// is our such set: the same three coefficients in every order of importance and every sign.

#include "checkers/samuel_terms.h"

#include <string>
#include <vector>

namespace newell::learning::samuel {

struct NamedPolynomial {
  std::string name;  // says what it is, e.g. "DENY +8, MOB -4, CENT+ADV +2"
  checkers::ScoringPolynomial polynomial;
};

// Piece advantage, DENY +8, MOB -4, CENT and ADV +2.
NamedPolynomial adopted_four_term_polynomial();
// The adopted polynomial with the three positional terms' signs reversed (piece advantage kept),
// their coefficients times `scale` (at 8, a unit of DENY is worth 64 centi-men: the positional terms
// can outweigh a man, which is what it takes for a search's C to fall to Samuel's 0.2).
NamedPolynomial negated_four_term_polynomial(int scale = 1);
// 48 polynomials: the magnitudes 8, 4, 2 given to DENY, MOB and the hybrid in each of the 6 orders,
// each term with either sign; the adopted polynomial is among them.
std::vector<NamedPolynomial> four_term_variants();

}  // namespace newell::learning::samuel
