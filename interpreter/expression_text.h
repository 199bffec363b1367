#pragma once
// Expressions of the rule language written back as source, with only the parentheses the grammar
// needs, so that a compiled node's origin, a trace and a generated rule read like written rules:
// "side_of(R) = opponent and (exists X in attackers(M): X = R)".

#include "interpreter/ast.h"

#include <string>

namespace newell::interpreter {

// "*", "+", "<=", "and", "implies", ...: the operator as the grammar writes it.
const char* operator_word(BinaryOperator op);
// "exists", "forall", "count", "sum", "max", "min".
const char* quantifier_word(Quantifier quantifier);

std::string source_text(const Expression& expression);

}  // namespace newell::interpreter
