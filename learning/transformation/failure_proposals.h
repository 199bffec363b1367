#pragma once
// New rules from experience (issue 15, item 3): meta-rules that read the failures a learning run
// recorded (`--credit tactic`: credit.h, newell_credit.h) and propose a transformation rule or a
// seek net that would have covered them. Each proposal is then tested like a `vary` variant
// (rule_generation.h: admitted only when Alpha, the set with it, beats Beta, the set without it,
// Samuel's discipline), and an admitted one is written into the rule set as text with a comment
// saying which meta-rule proposed it from which failures.
//
// The failures read:
// - "uncovered threat": a fallback met a threat that took a man a goal of ours named ("kept by
//   def(...)"), and the rules under that goal offered nothing that stood;
// - "threat no goal named": the threat took a man no goal of ours named, or nothing at once;
// - "opponent won material unforeseen": after a goal-driven move of ours the opponent's reply, which
//   the decision did not expect, won at least a man or a pawn once the captures settled
//   (unforeseen_loss.h);
// - "reached at a cost": a goal-driven move's tactic reached its goal while the core's score of our
//   position fell by more than the loss margin (newell_credit.h, `judge_settled_tactic`).
// The meta-rules (failure_proposals.cpp, one table per game) each answer a kind of failure (or two:
// chess `keep_the_pinned` answers a man lost, no goal naming it or unforeseen, while a man of ours
// stood pinned), for one goal type, with one rule a player would write; a meta-rule fires when the run recorded at
// least `min_failures` such failures, the rule set has the goal types its rule uses, and the rule
// set does not hold its rule already.

#include "learning/transformation/rule_generation.h"
#include "store/credit_evidence.h"
#include "store/database.h"

#include <string>
#include <vector>

namespace newell::learning::transformation {

// One recorded failure, read from its evidence.
struct RecordedFailure {
  std::string event;                  // "uncovered threat", "threat no goal named", "opponent won material unforeseen" or "reached at a cost"
  std::optional<store::GameId> game;
  int ply = 0;
  std::string what;                   // the evidence's goal text: "threat 24x29 (takes the man on 27; kept by def(...))"
  std::vector<std::string> kept_by;   // the goal types that named a man it took ("def")
  bool takes_men = false;
  int decision_ply = 0;               // our decision the failure belongs to (the reply's ply less one for an unforeseen loss)
  std::optional<FailurePosition> position;  // that decision's position, when the caller read the game (failure_coverage.h)
};

// The failures in a run's evidence, one per decision (the evidence has a row per blamed rule).
std::vector<RecordedFailure> recorded_failures(const std::vector<store::CreditEvidence>& evidence);

// Each failure's decision position, read from its game in the store, so that a proposal can be
// replayed on the failures it answers before it plays (failure_coverage.h).
void add_failure_positions(const store::Database& database, std::vector<RecordedFailure>& failures);

// The proposals of the game's meta-rules for these failures, each a Variant whose `origin` says
// which meta-rule, why, how many failures and the first of them (game, ply, threat).
std::vector<Variant> propose_from_failures(const std::string& game, const std::string& rules_text,
                                           const std::vector<RecordedFailure>& failures, int min_failures = 1);

}  // namespace newell::learning::transformation
