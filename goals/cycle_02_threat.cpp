// Step 2 of the decision cycle: the opponent's threat, the core's answer to "what if we did
// nothing?" searched as deep as the candidates' first look will search it, within `threat_share` of
// the budget (the refutation then finds it cached; one cut short is left to the refutation). The men
// its line wins are the rules' `threat_against`, its move their `is_threat`: the seek nets can make
// keeping those men goals of ours, and the tactics expect the threat among the replies.
#include "goals/engine.h"

#include <cmath>

namespace newell::goals {

void GoalEngine::read_threat() {
  const double share = decision_.levels.threat_share;
  if (share <= 0) return;
  const int depth = decision_.levels.refute_depth;
  const auto cap = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(share * static_cast<double>(context_.decision.node_budget)));
  std::optional<Game::CoreResult> still = pass_searched(depth, cap);
  if (!still || (still->depth < depth && std::abs(still->score) < game_.decisive_score())) return;
  if (still->move) {
    context_.decision.threat_move = still->move;
    context_.decision.threatened_men = still->men_won;
  }
  decision_.standing_still.emplace(depth, std::move(still));
}

}  // namespace newell::goals
