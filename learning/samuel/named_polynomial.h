#pragma once
// A scoring polynomial named as `newell samuel` and the match's checkers players take it.

#include "checkers/samuel_terms.h"

#include <string>

namespace newell::learning::samuel {

// `material` (piece advantage alone), `initial` (Alpha's start), `experiment:NAME` (the latest Alpha
// of a `newell samuel generalize` run in the store `database_file`, opened only for this form) or a
// file of `TERM<TAB>weight` lines. Throws std::runtime_error saying what is wrong: no such
// experiment, an experiment with no finished game, a file that cannot be read or holds a bad line.
checkers::ScoringPolynomial named_polynomial(const std::string& name, const std::string& database_file);

}  // namespace newell::learning::samuel
