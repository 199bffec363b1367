#pragma once
// A rule set the checkout ships as one text, with what it includes written out
// (interpreter/rule_set_text.h): for tests that patch one rule of it, copy it elsewhere, or compile
// it from text (a set of concept files read from text would look for its includes in the working
// directory).

#include "interpreter/rule_set_text.h"

#include <string>

namespace newell::testing {

// "rules/chess/newell.nwl" under the source tree, written out as one text.
inline std::string shipped_rule_set_text(const std::string& relative) {
  return interpreter::rule_set_text(std::string(NEWELL_SOURCE_DIR) + "/" + relative);
}

}  // namespace newell::testing
