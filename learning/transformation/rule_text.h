#pragma once
// Expressions of the rule language written back as source, with only the parentheses the grammar
// needs (interpreter::to_text brackets every operand), so that a generated rule reads like a
// written one: "side_of(R) = opponent and (exists X in attackers(M): X = R)".

#include "interpreter/ast.h"

#include <map>
#include <memory>
#include <string>

namespace newell::learning::transformation {

using Renaming = std::map<std::string, std::string>;

// A copy of `source` with each variable named in `names` renamed (calls and quantifier variables
// keep their names).
std::unique_ptr<interpreter::Expression> renamed(const interpreter::Expression& source, const Renaming& names = {});
// `left and right`, both copied.
std::unique_ptr<interpreter::Expression> conjunction(const interpreter::Expression& left, const interpreter::Expression& right);

std::string source_text(const interpreter::Expression& expression);

}  // namespace newell::learning::transformation
