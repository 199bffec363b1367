#pragma once
// How a transformation rule's weight moves after a game, chosen on the command line:
//
//   linear:rate=0.1            (the default) w += rate * (s - w): the weight tracks the share s of
//                              the rule's subgoals whose parent goal was achieved (Bush and
//                              Mosteller's linear operator), so it reads as a success rate.
//   multiplicative:rate=0.2    w *= exp(rate * (2s - 1)): exponentiated gradient; a rule that
//                              always works doubles in a few games, one that never works halves.
//
// Both take min=, max= (default 0.01 and 1): the weight is clamped to [min, max], so no rule is ever
// switched off for good nor allowed to swamp the ranking's random element. A rule none of whose
// subgoals was resolved in the game keeps its weight.

#include <string>
#include <string_view>

namespace newell::learning::transformation {

struct WeightUpdate {
  enum class Kind { linear, multiplicative } kind = Kind::linear;
  double rate = 0.1;
  double minimum = 0.01;
  double maximum = 1.0;

  // `successes` of `trials` subgoals had their parent achieved; trials > 0. Under `tactic` credit
  // both may be fractional (a rule above a subgoal gets its share): evidence of less than one
  // trial moves the weight only that part of a step.
  double apply(double weight, double successes, double trials) const;
  // "linear:rate=0.1,min=0.01,max=1", the canonical text (parse(text()) gives the same update).
  std::string text() const;
};

inline constexpr std::string_view default_weight_update = "linear:rate=0.1";

// Throws std::invalid_argument naming the offending part ("unknown update rule 'foo'", "rate must
// be a number in (0, 1]: 'x'").
WeightUpdate parse_weight_update(std::string_view text);

}  // namespace newell::learning::transformation
