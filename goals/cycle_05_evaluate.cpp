// Step 5 of the decision cycle: every goal's likelihood in the position now, propagated through the
// net (likelihood.h): achieved -> 1; otherwise the better of its tactic and its subgoals.
#include "goals/engine.h"

namespace newell::goals {

void GoalEngine::evaluate() {
  std::map<GoalId, GoalFacts> facts;
  for (GoalId id = 0; id < net_.size(); ++id) {
    if (net_[id].retired()) continue;
    GoalFacts fact;
    if (net_[id].owner == context_.machine) {
      fact.achieved = decision_.achieved[id];
      if (auto tactic = decision_.tactics.find(id); tactic != decision_.tactics.end() && !tactic->second.achieved_now)
        fact.tactic = tactic->second.likelihood;
    } else {
      fact.achieved = decision_.achieved[id] = rules_.achieved(game_, context_, net_[id]);
    }
    facts[id] = fact;
  }
  decision_.likelihoods = propagate(net_, facts);
  for (const auto& [id, likelihood] : decision_.likelihoods) context_.record.likelihood[id] = likelihood.value;
}

}  // namespace newell::goals
