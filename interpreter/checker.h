#pragma once
// Stage 2: names and types. Resolves every name of a parsed File against the file's own
// definitions and the game's Registry, gives every expression its type and every variable a slot,
// and reports all problems (unknown names with the nearest known one, wrong types and arities,
// duplicate definitions, recursion among definitions, unknown goals in transforms, ...).
//
// Types: truth, number, man, square, move, goal, side and the game's own. A truth may stand where
// a number is wanted (true = 1, false = 0), as in `contributes(M, G) * activity(G)`; nothing else
// converts. Definitions may be used before they are written, and may not call themselves, directly
// or through others: every evaluation therefore ends.

#include "interpreter/ast.h"
#include "interpreter/diagnostics.h"
#include "interpreter/registry.h"

#include <set>
#include <string>

namespace newell::interpreter {

struct CheckResult {
  std::uint32_t slot_count = 0;  // variables of the whole file, each with its own slot
  std::vector<TypeId> definition_types;  // result type of each File::definitions entry
};

// Checks the whole file. `unreadable_names` are names of statements the parser had to leave out:
// their uses are not reported a second time.
CheckResult check_file(File& file, const Registry& registry, Diagnostics& diagnostics,
                       const std::set<std::string>& unreadable_names = {});

// Checks an expression on its own (eval, the REPL) in the context of an already checked file:
// it may use the file's definitions but binds no free variables. Slots continue after
// `result.slot_count`, which is updated.
void check_expression(Expression& expression, const File& file, const Registry& registry, CheckResult& result,
                      Diagnostics& diagnostics);

}  // namespace newell::interpreter
