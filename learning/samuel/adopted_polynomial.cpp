#include "learning/samuel/adopted_polynomial.h"

#include <algorithm>
#include <array>
#include <fmt/core.h>

namespace newell::learning::samuel {
namespace {

// Weights per unit of DENY, MOB and the hybrid (CENT and ADV share the hybrid's).
NamedPolynomial four_terms(int deny, int mobility, int hybrid) {
  NamedPolynomial named;
  named.name = fmt::format("DENY {:+d}, MOB {:+d}, CENT+ADV {:+d}", deny, mobility, hybrid);
  named.polynomial.set_weight("DENY", deny);
  named.polynomial.set_weight("MOB", mobility);
  named.polynomial.set_weight("CENT", hybrid);
  named.polynomial.set_weight("ADV", hybrid);
  return named;
}

}  // namespace

NamedPolynomial adopted_four_term_polynomial() { return four_terms(8, -4, 2); }

NamedPolynomial negated_four_term_polynomial(int scale) { return four_terms(-8 * scale, 4 * scale, -2 * scale); }

std::vector<NamedPolynomial> four_term_variants() {
  std::vector<NamedPolynomial> variants;
  std::array<int, 3> magnitudes{2, 4, 8};  // sorted: next_permutation visits all 6 orders
  do {
    for (int signs = 0; signs < 8; ++signs) {
      const auto sign = [signs](int bit) { return (signs >> bit & 1) != 0 ? -1 : 1; };
      variants.push_back(four_terms(sign(0) * magnitudes[0], sign(1) * magnitudes[1], sign(2) * magnitudes[2]));
    }
  } while (std::next_permutation(magnitudes.begin(), magnitudes.end()));
  return variants;
}

}  // namespace newell::learning::samuel
