#pragma once
// The levels of aspiration as a decision reads them, by the aspiration table's enums
// (goals/aspirations.h): `LevelReader` finds the rule file's `aspire` entries once, the per-goal
// ones in a table by goal type (no name is glued together at a question), and evaluates one when
// asked, clamped to the table's range. `DecisionLevels` holds the whole decision's levels, read once
// at its start; `good_enough` alone is read at every iteration (the rules lower it as the budget is
// spent), and the per-goal levels where the engine asks them (a rule may make one depend on
// `nothing_stands`, or on the position).

#include "goals/aspirations.h"
#include "goals/engine_context.h"
#include "goals/game.h"
#include "goals/rules.h"
#include "goals/tactic_search.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace newell::goals {

class LevelReader {
 public:
  // `rules`, `game` and `context` must outlive the reader.
  LevelReader(Rules& rules, Game& game, EngineContext& context);

  double read(Level level);
  // The level for `goal`'s type; where the rules set none, `fallback` (the decision's level it
  // overrides), or the table's default.
  double read(GoalLevel level, const Goal& goal, double fallback);
  double read(GoalLevel level, const Goal& goal);
  // A per-goal switch: the level is above 0.
  bool holds(GoalLevel level, const Goal& goal) { return read(level, goal) > 0; }

 private:
  Rules& rules_;
  Game& game_;
  EngineContext& context_;
  std::array<const interpreter::Callable*, level_count> levels_{};
  std::vector<std::array<const interpreter::Callable*, goal_level_count>> goal_levels_;  // by goal type
};

// The whole decision's levels.
struct DecisionLevels {
  TacticSettings tactics;  // floor, adequate, compare_certain, depth, widths, extension
  int refute_depth = 2;
  bool defeat_check = false;
  bool follow_line = false;
  bool failure_value = false;
  bool exchange_settling = false;
  bool compare_when_lost = false;
  int loss_margin = 100;
  std::optional<int> candidate_margin;  // none: candidates are compared with standing still only
  double keep = 0;
  double random_element = 0.1;
  int iterations = 4;
  int grow = 3;
  double search_share = 0.5;
  double fallback_share = 0.15;
  double time_share = 0.5;  // of a clock's time for the tactics
  double threat_share = 0;
  double retire_activity = 0.05;
  double initial_activity = 0.25;
  double transform_floor = 0;
  double deepen_from = 0.5;
};

// Reads them at the decision's start; the levels a trace shows are written to `shown` by name.
DecisionLevels read_decision_levels(LevelReader& reader, int game_loss_margin, std::map<std::string, double>& shown);

}  // namespace newell::goals
