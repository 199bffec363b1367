#include "goals/aspirations.h"

#include <array>
#include <stdexcept>
#include <string>

namespace newell::goals {

namespace {

constexpr double unbounded = 1e300;

constexpr std::array levels{
    AspirationLevel{Level::tactic_floor, "tactic_floor", 0.02, 0, 1,
                    "a line whose compounded likelihood falls below this is not followed further"},
    AspirationLevel{Level::adequate, "adequate", 0.6, 0, 1,
                    "a tactic this likely to reach its goal stops trying further moves at our nodes"},
    AspirationLevel{Level::good_enough, "good_enough", 0.6, 0, 1,
                    "the cycle stops growing the net once a candidate's tactic is this likely (read every iteration)"},
    AspirationLevel{Level::compare_certain, "compare_certain", 0, 0, 1,
                    "1: a first move that reaches a tactic's goal for certain does not end the look at the root; the "
                    "other moves allowed are tried too, for the goal evaluation to choose among (a proof still ends it)"},
    AspirationLevel{Level::failure_value, "failure_value", 0, 0, 1,
                    "1: a candidate is valued also by where the move alone leaves us (its captures settled), weighed "
                    "by the chance its tactic fails; 0: by the tactic's line alone"},
    AspirationLevel{Level::exchange_settling, "exchange_settling", 0, 0, 1,
                    "1: in the tactic search what a line has won (chess's material_gain) is settled by static "
                    "exchanges, a position made only in check; the candidates, few, are still valued with the "
                    "captures played out; 0: played out everywhere, more exact and tens of positions dearer"},
    AspirationLevel{Level::tactic_depth, "tactic_depth", 6, 1, 14, "plies a tactic may look ahead while its line stays likely"},
    AspirationLevel{Level::extension, "extension", 0, 0, 8,
                    "plies a tactic's line may run past its depth where the rules' line_goes_on says the plan still "
                    "works there (two at a time)"},
    AspirationLevel{Level::tactic_width, "tactic_width", 3, 1, 64, "our moves tried at each of our nodes of a tactic, by utility"},
    AspirationLevel{Level::root_width, "root_width", 6, 1, 64,
                    "our moves tried at the first ply of a tactic: each is a candidate with the value its line earned"},
    AspirationLevel{Level::refute_depth, "refute_depth", 2, 1, 12,
                    "plies the core searches after a candidate (and after standing still) to look for a refuting reply"},
    AspirationLevel{Level::defeat_check, "defeat_check", 0, 0, 1,
                    "1: a candidate is also refuted when the core's reply leaves its tactic's goal out of reach"},
    AspirationLevel{Level::follow_line, "follow_line", 0, 0, 1,
                    "1: where the core's reply is the one a candidate's tactic foresaw, the tactic's answer is made and "
                    "the core asked again, along the line"},
    AspirationLevel{Level::compare_when_lost, "compare_when_lost", 0, 0, 1,
                    "1: when every candidate was refuted and the core's own best move is no better against standing "
                    "still (a zugzwang, a lost game), the candidates are compared with each other, as in check"},
    AspirationLevel{Level::loss_margin, "loss_margin", -1, -1, unbounded,
                    "a candidate is refuted when the core's reply leaves us this much worse (core units) than standing "
                    "still; -1: the game's own margin"},
    AspirationLevel{Level::candidate_margin, "candidate_margin", -1, -1, unbounded,
                    "a candidate is refuted when the core's reply leaves us this much worse (core units) than after "
                    "another candidate a goal offers, both at the first look; -1: no such comparison"},
    AspirationLevel{Level::keep, "keep", 0, 0, 1,
                    "share of a goal's likelihood a move keeps when it does not start the goal's tactic"},
    AspirationLevel{Level::random, "random", 0.1, 0, unbounded, "the seeded random element added to transformation rules' weights"},
    AspirationLevel{Level::iterations, "iterations", 4, 1, 20, "cycles of growing the net and searching before the best candidate is taken"},
    AspirationLevel{Level::grow, "grow", 3, 1, 50, "subgoals the transformation rules add in one iteration"},
    AspirationLevel{Level::search_share, "search_share", 0.5, 0.05, 0.9,
                    "share of the node budget for tactics; refutation may use the rest but a reserve for the fallback"},
    AspirationLevel{Level::search_time_share, "search_time_share", -1, -1, 0.95,
                    "share of a clock's time for tactics (-1: search_share)"},
    AspirationLevel{Level::threat_share, "threat_share", 0, 0, 0.5,
                    "share of the node budget the core may spend on the opponent's threat at the decision's start "
                    "(0: no threat is read; the men it wins are the rules' threat_against)"},
    AspirationLevel{Level::fallback_share, "fallback_share", 0.15, 0.02, 0.5,
                    "share of the budget kept back for the core's own move when no candidate survives"},
    AspirationLevel{Level::activity_decay, "activity_decay", 0.5, 0, 1, "how fast an opponent goal's activity decays when its moves serve it not"},
    AspirationLevel{Level::initial_activity, "initial_activity", 0.25, 0, 1, "activity of an opponent goal adopted as a hypothesis by a seek net"},
    AspirationLevel{Level::retire_activity, "retire_activity", 0.05, 0, 1,
                    "an opponent hypothesis whose activity falls below this is retired from the net"},
    AspirationLevel{Level::transform_floor, "transform_floor", 0, -unbounded, unbounded,
                    "a transformation rule whose (learned) weight is below this offers no subgoal"},
    AspirationLevel{Level::deepen_from, "deepen_from", 0.5, 0, 1,
                    "a decisive goal's tactic at least this likely is searched again deeper (deepen_<goal> plies)"},
};

constexpr std::array goal_levels{
    GoalAspirationLevel{GoalLevel::depth, "depth_", "tactic_depth", 6, 1, 14, "tactic_depth for one goal type"},
    GoalAspirationLevel{GoalLevel::extension, "extension_", "extension", 0, 0, 8, "extension for one goal type"},
    GoalAspirationLevel{GoalLevel::width, "width_", "tactic_width", 3, 1, 64, "tactic_width for one goal type"},
    GoalAspirationLevel{GoalLevel::root_width, "root_width_", "root_width", 6, 1, 64, "root_width for one goal type"},
    GoalAspirationLevel{GoalLevel::floor, "floor_", "tactic_floor", 0.02, 0, 1, "tactic_floor for one goal type"},
    GoalAspirationLevel{GoalLevel::adequate, "adequate_", "adequate", 0.6, 0, 1, "adequate for one goal type"},
    GoalAspirationLevel{GoalLevel::utility_floor, "utility_floor_", "", -unbounded, -unbounded, unbounded,
                        "our moves of lower utility are not tried in this goal's tactics"},
    GoalAspirationLevel{GoalLevel::proof_only, "proof_only_", "", 0, 0, 1,
                        "1: the tactic looks for a proof only; the first reply that escapes ends the look at a move"},
    GoalAspirationLevel{GoalLevel::proof, "proof_", "", 0, 0, 1,
                        "1: a tactic of likelihood 1 for this goal is a proof, and no reply of the core can refute it"},
    GoalAspirationLevel{GoalLevel::deepen, "deepen_", "", 0, 0, 8, "extra plies for a nearly proved tactic of a decisive goal"},
    GoalAspirationLevel{GoalLevel::horizon, "horizon_", "", 0, 0, 1,
                        "likelihood of a line that reaches this goal's tactic depth undecided (0: missed)"},
    GoalAspirationLevel{GoalLevel::refute_depth, "refute_depth_", "refute_depth", 2, 1, 12,
                        "refute_depth for the first look at the candidates this goal type offers"},
    GoalAspirationLevel{GoalLevel::importance, "importance_", "", 1, 0, unbounded, "how much this goal type weighs when candidates are valued"},
    GoalAspirationLevel{GoalLevel::keep, "keep_", "keep", 0, 0, 1, "keep for one goal type"},
    GoalAspirationLevel{GoalLevel::compare_certain, "compare_certain_", "compare_certain", 0, 0, 1, "compare_certain for one goal type"},
    GoalAspirationLevel{GoalLevel::candidate_floor, "candidate_floor_", "", 0, 0, 1,
                        "a first move this goal type's tactic tried is a candidate only when its line is at least this "
                        "likely (0: any line with some likelihood); a decisive goal's tries are candidates whatever"},
    GoalAspirationLevel{GoalLevel::anticipate, "anticipate_", "", 0, 0, 1,
                        "1: a goal of ours of this type that names a man the opponent's threat wins is searched "
                        "although achieved now (it is achieved after the threat only if our move meets it)"},
    GoalAspirationLevel{GoalLevel::transient, "transient_", "", 0, 0, 1,
                        "1: a goal of ours of this type lives only while a seek net proposes it (a step of a plan)"},
};

// The enums and the table are one list: each entry sits at its enum's place.
template <class Table>
constexpr bool in_enum_order(const Table& table) {
  for (std::size_t i = 0; i < table.size(); ++i)
    if (static_cast<std::size_t>(table[i].level) != i) return false;
  return true;
}
static_assert(levels.size() == level_count && in_enum_order(levels));
static_assert(goal_levels.size() == goal_level_count && in_enum_order(goal_levels));

}  // namespace

std::span<const AspirationLevel> aspiration_levels() { return levels; }
std::span<const GoalAspirationLevel> goal_aspiration_levels() { return goal_levels; }

const AspirationLevel& aspiration_level(Level level) { return levels[static_cast<std::size_t>(level)]; }
const GoalAspirationLevel& goal_aspiration_level(GoalLevel level) { return goal_levels[static_cast<std::size_t>(level)]; }

const AspirationLevel& aspiration_level(std::string_view name) {
  for (const auto& level : levels)
    if (level.name == name) return level;
  throw std::logic_error("no aspiration level named " + std::string(name));
}

void register_aspiration_names(interpreter::Registry& registry) {
  for (const auto& level : levels) registry.add_aspiration(level.name, level.meaning);
  for (const auto& level : goal_levels) registry.add_goal_aspiration(level.prefix, level.meaning);
}

}  // namespace newell::goals
