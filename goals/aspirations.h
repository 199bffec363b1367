#pragma once
// Every level of aspiration the goal engine reads, in one table: its name, default, range and
// meaning. The engine reads levels only through this table (clamped to the range), the rule
// language's registry learns the names from it (so `newell check` refuses an `aspire` the engine
// would ignore, with file:line:col), and docs/language.md lists it.

#include "interpreter/registry.h"

#include <span>
#include <string_view>

namespace newell::goals {

struct AspirationLevel {
  std::string_view name;
  double default_value;
  double minimum;
  double maximum;
  std::string_view meaning;
};

// The levels for the whole decision ("tactic_floor", "refute_depth", ...).
std::span<const AspirationLevel> aspiration_levels();
// The per-goal levels: a prefix and the whole-decision level it overrides for one goal type
// ("depth_" + "mate" overrides tactic_depth for mate goals); `overrides` empty when there is none.
struct GoalAspirationLevel {
  std::string_view prefix;
  std::string_view overrides;
  double default_value;
  double minimum;
  double maximum;
  std::string_view meaning;
};
std::span<const GoalAspirationLevel> goal_aspiration_levels();

// The table's entry for `name`; throws std::logic_error for a name the table lacks (an engine bug).
const AspirationLevel& aspiration_level(std::string_view name);
const GoalAspirationLevel& goal_aspiration_level(std::string_view prefix);

// Adds every name to the registry (called by the engine's RegistryExtension).
void register_aspiration_names(interpreter::Registry& registry);

}  // namespace newell::goals
