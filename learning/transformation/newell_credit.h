#pragma once
// Credit where Newell puts it ("Learning", 1955: "what is reinforced is the transformation rule
// that provided the subgoal"), the `--credit tactic` mode of the ledger (credit.h):
// - a goal-driven move played for a subgoal's tactic is judged when the engine settles that tactic
//   (the trace's `outcomes`: its goal achieved within the moves its line foresaw, after the replies
//   and the exchanges, or not);
// - the rule that provided the subgoal gets the whole credit (share 1), and each rule above it in
//   the net the share the subgoal had in its parent's likelihood (the subgoal law's w_i L_i among
//   the parent's subgoals), multiplied up the net: a plan is credited for its part in a success;
// - a fallback the engine needed because a threat stood that no goal covered (the core's move was
//   more than the game's loss margin better than standing still) weakens the rules that should have
//   covered it: the threat is read for the men it takes (threat_target.h), and each goal of ours
//   that names such a man had it to keep: the rules that give that goal's type its subgoals offered
//   nothing that stood, and the rules that provided the goal made a goal that failed. A threat that
//   takes a man no goal named, or takes nothing at once (a quiet move preparing a shot), weakens no
//   rule: it is kept as evidence of what the rules lack (`newell learn propose` reads it).
// Every credit is kept as evidence (game, ply, goal, event, share) for `newell learn show`.

#include "goals/goal_net.h"
#include "goals/rules.h"
#include "goals/trace.h"
#include "store/credit_evidence.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace newell::learning::transformation {

struct Tally;

// The rules to credit for `goal`'s tactic and their shares: 1 for each rule that made `goal` a
// subgoal (split evenly when several did), and up the net each parent's own providing rules by
// the share `goal` has in that parent's likelihood, w L / sum over the parent's subgoals of w L
// (evenly when they are all 0). `likelihoods`: each goal's at the decision (missing: 0). A seek
// goal (no parent) gives nothing.
std::map<std::string, double> providing_rule_shares(const goals::GoalNet& net, const goals::Rules& rules,
                                                    const std::map<goals::GoalId, double>& likelihoods, goals::GoalId goal);

// Adds one credit (success when `achieved`) to each rule by its share, and its evidence.
void credit_rules(const std::map<std::string, double>& shares, bool achieved, const store::CreditEvidence& what,
                  std::map<std::string, Tally>& tallies, std::vector<store::CreditEvidence>& evidence);

// What a tactic cost the goal above it: how far the core's score of our position (the trace's
// `baseline_score`, for us) fell from the decision whose move started the tactic to the decision that
// settled it; nullopt when either decision has no core score. A subgoal serves its parent: Newell
// reinforces the rule that provided it when the parent is achieved, and the parent of the plans
// (win the game, mate) is achieved only at the end of the game, so a tactic that reached its goal
// while the core's score fell by more than the game's loss margin on the way counts as failed for
// the rules (credit.h, `reached_at_a_cost_event`).
std::optional<int> tactic_cost(std::optional<int> started, std::optional<int> settled);
enum class TacticVerdict : std::uint8_t { reached, failed, reached_at_a_cost };
// A settled tactic as its rules are credited: failed when its goal was not achieved, reached at a
// cost when it was but tactic_cost is more than `loss_margin`, else reached.
TacticVerdict judge_settled_tactic(bool achieved, std::optional<int> started, std::optional<int> settled, int loss_margin);

// The decision's uncovered threat, if it had one: a fallback whose core move scores more than
// `loss_margin` better than standing still.
bool fallback_met_uncovered_threat(const goals::Trace& trace, int loss_margin);
// The rules to blame for it, given the squares of the men it takes (`target_squares`): the goals
// of ours, not achieved, with an argument naming one of those men share one failure evenly; a
// goal's part goes wholly to each rule for its goal type (split evenly among them) and, once more,
// to the rules that provided it by their shares (providing_rule_shares). Empty when no goal names
// a man it takes.
std::map<std::string, double> uncovered_threat_shares(const goals::GoalNet& net, const goals::Rules& rules,
                                                      const goals::Trace& trace, const std::vector<std::string>& target_squares);
// The goals of ours, not achieved, with an argument naming the man on one of `target_squares`: the
// goals that had the man the threat takes to keep.
std::vector<const goals::TraceGoal*> goals_naming_targets(const goals::Trace& trace, const std::vector<std::string>& target_squares);
// The names of the transformation rules for goals of type `type` ("def": "def->blk", ...).
std::vector<std::string> rules_for_goal_type(const goals::Rules& rules, const std::string& type);
// Each goal's likelihood in the trace, by id.
std::map<goals::GoalId, double> trace_goal_likelihoods(const goals::Trace& trace);

}  // namespace newell::learning::transformation
