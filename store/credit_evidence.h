#pragma once
// The evidence behind each change of a learned transformation-rule weight (issue 15, item 1): for
// every credit Newell's reading gives a rule, the game, the ply of the decision, the goal whose
// tactic was judged, what happened (the tactic reached its goal, failed, or a fallback met a threat
// no goal covered) and the rule's share of that credit. `newell learn show` prints it beside the
// weight history.

#include "store/database.h"
#include "store/game_records.h"
#include "store/rule_weights.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace newell::store {

struct CreditEvidence {
  std::string rule;
  std::optional<GameId> game;
  int ply = 0;
  std::string goal;   // "att(white man on 14, black man on 9)"
  std::string event;  // "reached", "failed", "uncovered threat"
  double share = 1;   // 1 for the rule that provided the subgoal, less for the rules above it
  bool achieved = false;
};

// Inside the caller's transaction (the learner stores a game's evidence with its weight changes).
void write_credit_evidence(const Database& database, RuleSetId rule_set, const std::vector<CreditEvidence>& evidence);
// The evidence of one rule (all rules when `rule` is empty), in the order it was recorded.
std::vector<CreditEvidence> credit_evidence(const Database& database, RuleSetId rule_set, std::string_view rule = {});

}  // namespace newell::store
