#pragma once
// Every level of aspiration the goal engine reads, in one table: its name, default, range and
// meaning. The engine names a level by its enum (`Level`, `GoalLevel`) and reads it only through
// this table (clamped to the range, goals/levels.h); the names live here alone. The rule
// language's registry learns them from it (so `newell check` refuses an `aspire` the engine would
// ignore, with file:line:col), and docs/language.md lists it.

#include "interpreter/registry.h"

#include <cstddef>
#include <span>
#include <string_view>

namespace newell::goals {

// The levels for the whole decision, in the table's order.
enum class Level {
  tactic_floor, adequate, good_enough, compare_certain, failure_value, exchange_settling, tactic_depth, extension,
  tactic_width, root_width, refute_depth, defeat_check, follow_line, compare_when_lost, loss_margin, candidate_margin,
  keep, random, iterations, grow, search_share, search_time_share, threat_share, fallback_share, activity_decay,
  initial_activity, retire_activity, transform_floor, deepen_from,
};
inline constexpr std::size_t level_count = static_cast<std::size_t>(Level::deepen_from) + 1;

// The per-goal levels ("depth_" + "mate" overrides tactic_depth for mate goals), in the table's order.
enum class GoalLevel {
  depth, extension, width, root_width, floor, adequate, utility_floor, proof_only, proof, deepen, horizon,
  refute_depth, importance, keep, compare_certain, candidate_floor, anticipate, transient,
};
inline constexpr std::size_t goal_level_count = static_cast<std::size_t>(GoalLevel::transient) + 1;

struct AspirationLevel {
  Level level;
  std::string_view name;
  double default_value;
  double minimum;
  double maximum;
  std::string_view meaning;
};

// A prefix and the whole-decision level it overrides for one goal type; `overrides` empty when
// there is none.
struct GoalAspirationLevel {
  GoalLevel level;
  std::string_view prefix;
  std::string_view overrides;
  double default_value;
  double minimum;
  double maximum;
  std::string_view meaning;
};

std::span<const AspirationLevel> aspiration_levels();
std::span<const GoalAspirationLevel> goal_aspiration_levels();

const AspirationLevel& aspiration_level(Level level);
const GoalAspirationLevel& goal_aspiration_level(GoalLevel level);
// The table's entry named `name`; throws std::logic_error for a name the table lacks.
const AspirationLevel& aspiration_level(std::string_view name);

// Adds every name to the registry (called by the engine's RegistryExtension).
void register_aspiration_names(interpreter::Registry& registry);

}  // namespace newell::goals
