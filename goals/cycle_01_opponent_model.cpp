// Step 1 of the decision cycle, the opponent model: the opponent's move classified (it stems from
// one of its goals, or adopts a new one) and every opponent goal's activity updated; and, at the
// decision's start, the tactics played earlier judged against the reply that came.
#include "goals/engine.h"

namespace newell::goals {

double GoalEngine::likelihood_of(MoveId move) {
  context_.machine = 1 - game_.side_to_move();
  return blended_likelihood(predictor_, predictor_weight_, game_, move, [&] { return rules_.likelihood(game_, context_, move); });
}

std::optional<double> GoalEngine::opponent_move_term(std::string_view name, MoveId move) {
  context_.machine = 1 - game_.side_to_move();
  return rules_.move_definition(game_, context_, name, move);
}

void GoalEngine::observe_opponent_move(MoveId move) {
  const Side mover = game_.side_to_move();
  context_.machine = 1 - mover;
  const Classification classification = rules_.classify(game_, context_, move);
  const double decay = levels_.read(Level::activity_decay);
  std::optional<GoalId> served;
  TraceClassification record;
  record.move = game_.move_text(move);
  opponent_move_ = move;
  opponent_move_text_ = record.move;
  record.line = classification.line;
  switch (classification.kind) {
    case Classification::Kind::stems_from:
      if (classification.goal && *classification.goal < net_.size()) served = classification.goal;
      record.kind = "stems_from";
      break;
    case Classification::Kind::adopt: {
      Goal goal;
      goal.type = classification.adopted->type;
      goal.arguments = classification.adopted->arguments;
      goal.owner = mover;
      goal.origin = GoalOrigin::classified;
      goal.origin_rule = "classify opponent move";
      served = net_.add(std::move(goal));
      record.kind = "adopt";
      break;
    }
    case Classification::Kind::other: record.kind = "other"; break;
    case Classification::Kind::none: record.kind = "none"; break;
  }
  if (served) record.goal = rules_.describe(game_, net_[*served]);
  // High activity implies continued activity: an exponentially decaying record of service.
  for (GoalId id : net_.goals_of(mover)) {
    Goal& goal = net_[id];
    goal.activity = decay * goal.activity + (served == id ? 1 - decay : 0.0);
    if (served == id) goal.last_active_ply = static_cast<int>(context_.record.decisions);
  }
  last_classification_ = record;
}

// Before the net is refreshed (which prunes goals whose men are gone): the position is the one after
// our move and the opponent's reply, where a tactic judges its goal.
void GoalEngine::judge_played_tactics(Trace& trace) {
  kept_.reset();
  std::vector<PlayedTactic> pending;
  for (PlayedTactic played : played_tactics_) {
    if (played.goal >= net_.size()) continue;
    const Goal& goal = net_[played.goal];
    ++played.moves;
    const bool achieved = goal.owner == game_.side_to_move() && rules_.achieved(game_, context_, goal);
    if (achieved || --played.moves_left <= 0) {
      trace.outcomes.push_back({rules_.describe(game_, goal), rules_.goal_name(goal.type), played.likelihood, achieved,
                                played.moves});
      continue;
    }
    // Kept while the opponent follows its line: its next move is this decision's candidate. A
    // reply it did not foresee leaves the goal to be searched afresh (the tactic is revised).
    const bool followed = played.reply + 1 < played.line.size() && played.line[played.reply] == opponent_move_;
    if (followed && !goal.retired() && (!kept_ || played.likelihood > kept_->likelihood))
      kept_ = KeptTactic{played.goal, played.likelihood,
                         std::vector<MoveId>(played.line.begin() + static_cast<std::ptrdiff_t>(played.reply) + 1, played.line.end()),
                         opponent_move_text_};
    played.line.clear();
    pending.push_back(played);
  }
  played_tactics_ = std::move(pending);
}

}  // namespace newell::goals
