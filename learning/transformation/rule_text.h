#pragma once
// Expressions of the rule language rewritten for generated rules: variables renamed, conditions
// joined; interpreter/expression_text.h writes them back as source.

#include "interpreter/ast.h"

#include <map>
#include <memory>
#include <cstddef>
#include <string>
#include <vector>

namespace newell::learning::transformation {

using Renaming = std::map<std::string, std::string>;

// A copy of `source` with each variable named in `names` renamed (calls and quantifier variables
// keep their names).
std::unique_ptr<interpreter::Expression> renamed(const interpreter::Expression& source, const Renaming& names = {});
// `att(T, A)`: a goal call written back as source, its variables renamed by `names`.
std::string goal_call_text(const interpreter::GoalCall& call, const Renaming& names = {});
// `left and right`, both copied.
std::unique_ptr<interpreter::Expression> conjunction(const interpreter::Expression& left, const interpreter::Expression& right);

// `condition` with `added` joined innermost: through the right operand of each `and` and the body of
// each `exists`, where the witnesses a net line's outcome sees are bound (`exists P in theirs:
// pins_after(M, P)` with `not is_pawn(P)` becomes `exists P in theirs: pins_after(M, P) and not
// is_pawn(P)`).
std::unique_ptr<interpreter::Expression> innermost_conjunction(const interpreter::Expression& condition,
                                                               const interpreter::Expression& added);

// A decision net written back as source, with `conditions[i]` in place of line i's condition
// (nullptr: the line's own).
std::string net_text(const interpreter::Net& net, const std::vector<const interpreter::Expression*>& conditions);

// Where the statement that begins at `from` ends in rule source: the offset of its final '.', the
// first one not inside a number, a comment or a string; text.size() when there is none.
std::size_t statement_final_dot(const std::string& text, std::size_t from);

}  // namespace newell::learning::transformation
