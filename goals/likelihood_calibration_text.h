#pragma once
// The learned likelihood table (likelihood_calibration.h) as lines of a rule file, so that a learned
// rule set is one readable file (issue 15, item 2). Each curve is one comment line, which the
// checker passes over and Rules::load reads, as it reads a transformation rule's weight:
//   // calibrate tactic att middlegame: 0.100 -> 0.052, 0.540 -> 0.380, 0.870 -> 0.620
//   // calibrate reply opening: 0.050 -> 0.110, 0.250 -> 0.130
// each point the likelihood the rules predicted -> how often such predictions came true, both
// increasing. A file without such lines keeps the rules' own likelihoods.

#include "goals/likelihood_calibration.h"

#include <memory>
#include <string>
#include <string_view>

namespace newell::goals {

inline constexpr std::string_view calibration_line_prefix = "// calibrate ";

// One line per curve, in the table's order (tactics by goal type and phase, then replies by phase).
std::string calibration_text(const LikelihoodCalibration& table);

// Every calibration line of `text`; nullptr when it has none. Throws std::runtime_error naming
// `name`, the line and what is wrong for a malformed one (an unknown kind or phase, a point that is
// not "P -> O" with both in 0..1, points not increasing).
std::shared_ptr<const LikelihoodCalibration> read_calibration_text(std::string_view name, std::string_view text);

}  // namespace newell::goals
