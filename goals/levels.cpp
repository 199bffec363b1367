#include "goals/levels.h"

#include <algorithm>

namespace newell::goals {

LevelReader::LevelReader(Rules& rules, Game& game, EngineContext& context) : rules_(rules), game_(game), context_(context) {
  const interpreter::Program& program = rules.program();
  for (const AspirationLevel& entry : aspiration_levels())
    levels_[static_cast<std::size_t>(entry.level)] = program.aspiration(entry.name);
  goal_levels_.resize(program.goals().size());
  for (std::uint32_t type = 0; type < goal_levels_.size(); ++type)
    for (const GoalAspirationLevel& entry : goal_aspiration_levels())
      goal_levels_[type][static_cast<std::size_t>(entry.level)] =
          program.aspiration(std::string(entry.prefix) + rules.goal_name(type));
}

double LevelReader::read(Level level) {
  const AspirationLevel& entry = aspiration_level(level);
  const double value = rules_.aspiration(game_, context_, levels_[static_cast<std::size_t>(level)], entry.default_value);
  return std::clamp(value, entry.minimum, entry.maximum);
}

double LevelReader::read(GoalLevel level, const Goal& goal, double fallback) {
  const GoalAspirationLevel& entry = goal_aspiration_level(level);
  const interpreter::Callable* rule = goal.type < goal_levels_.size() ? goal_levels_[goal.type][static_cast<std::size_t>(level)] : nullptr;
  return std::clamp(rules_.aspiration(game_, context_, rule, fallback), entry.minimum, entry.maximum);
}

double LevelReader::read(GoalLevel level, const Goal& goal) {
  return read(level, goal, goal_aspiration_level(level).default_value);
}

namespace {
// The tactic search's levels, each shown in the trace.
template <class Read>
TacticSettings read_tactic_settings(Read& read) {
  TacticSettings settings;
  settings.floor = read(Level::tactic_floor);
  settings.adequate = read(Level::adequate);
  settings.compare_certain = read(Level::compare_certain) > 0;
  settings.depth = static_cast<int>(read(Level::tactic_depth));
  settings.width = static_cast<int>(read(Level::tactic_width));
  settings.root_width = static_cast<int>(read(Level::root_width));
  settings.extension = static_cast<int>(read(Level::extension));
  return settings;
}
}  // namespace

DecisionLevels read_decision_levels(LevelReader& reader, int game_loss_margin, std::map<std::string, double>& shown) {
  const auto read = [&](Level level) {
    const double value = reader.read(level);
    shown[std::string(aspiration_level(level).name)] = value;
    return value;
  };
  DecisionLevels levels;
  levels.tactics = read_tactic_settings(read);
  levels.refute_depth = static_cast<int>(read(Level::refute_depth));
  levels.defeat_check = read(Level::defeat_check) > 0;
  levels.follow_line = read(Level::follow_line) > 0;
  levels.failure_value = read(Level::failure_value) > 0;
  levels.exchange_settling = read(Level::exchange_settling) > 0;
  levels.compare_when_lost = read(Level::compare_when_lost) > 0;
  const double margin = read(Level::loss_margin);
  levels.loss_margin = margin < 0 ? game_loss_margin : static_cast<int>(margin);
  const double compared = read(Level::candidate_margin);
  levels.candidate_margin = compared < 0 ? std::nullopt : std::optional<int>(static_cast<int>(compared));
  levels.keep = read(Level::keep);
  levels.random_element = read(Level::random);
  levels.iterations = static_cast<int>(read(Level::iterations));
  levels.grow = static_cast<int>(read(Level::grow));
  levels.search_share = read(Level::search_share);
  levels.fallback_share = read(Level::fallback_share);
  const double time_level = reader.read(Level::search_time_share);
  levels.time_share = time_level < 0 ? levels.search_share : time_level;
  levels.threat_share = reader.read(Level::threat_share);
  levels.retire_activity = reader.read(Level::retire_activity);
  levels.initial_activity = reader.read(Level::initial_activity);
  levels.transform_floor = reader.read(Level::transform_floor);
  levels.deepen_from = reader.read(Level::deepen_from);
  return levels;
}

}  // namespace newell::goals
