#pragma once
// Expressions of the rule language rewritten for generated rules: variables renamed, conditions
// joined; interpreter/expression_text.h writes them back as source.

#include "interpreter/ast.h"

#include <map>
#include <memory>
#include <cstddef>
#include <string>

namespace newell::learning::transformation {

using Renaming = std::map<std::string, std::string>;

// A copy of `source` with each variable named in `names` renamed (calls and quantifier variables
// keep their names).
std::unique_ptr<interpreter::Expression> renamed(const interpreter::Expression& source, const Renaming& names = {});
// `left and right`, both copied.
std::unique_ptr<interpreter::Expression> conjunction(const interpreter::Expression& left, const interpreter::Expression& right);

// Where the statement that begins at `from` ends in rule source: the offset of its final '.', the
// first one not inside a number, a comment or a string; text.size() when there is none.
std::size_t statement_final_dot(const std::string& text, std::size_t from);

}  // namespace newell::learning::transformation
