// Step 8 of the decision cycle, refutation: the core's look at one candidate. The candidate is
// made and the core searches the reply; a candidate whose best reply leaves us worse than standing
// still (a pass searched to the same depth) by more than the rules' loss margin is refuted, one after
// which the core finds mate whatever the reply is proved, and the verdict says why in words. The
// looks that put the candidates to it, best valued first, are in cycle_08_refutation.cpp.
#include "goals/engine.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>

namespace newell::goals {

std::string after_line(const Candidate& candidate) {
  if (candidate.replies_followed == 0) return "";
  std::string text = "after";
  for (std::size_t i = 0; i < candidate.replies_followed; ++i) text += " " + candidate.reply_line[i];
  return text + ", ";
}

// At least one: a core search given no nodes would be unbounded.
std::uint64_t GoalEngine::refutation_nodes_left() const {
  const std::uint64_t used = game_.nodes_used();
  return used < decision_.shares.refutation_end ? decision_.shares.refutation_end - used : 1;
}

std::optional<Game::CoreResult> GoalEngine::pass_searched(int depth, std::uint64_t nodes) {
  std::optional<Game::CoreResult> still = game_.standing_still(depth, nodes);
  // The pass is a ply, as a candidate is: a mate is counted from the position before it, as the
  // candidates' are, and the trace reads "-#1" where the opponent mates at once ("#0" before).
  if (still) still->score = farther(still->score, 1);
  return still;
}

const std::optional<Game::CoreResult>& GoalEngine::standing_still(int depth) {
  auto& cache = decision_.standing_still;
  auto found = cache.find(depth);
  if (found == cache.end()) found = cache.emplace(depth, pass_searched(depth, refutation_nodes_left())).first;
  return found->second;
}

bool GoalEngine::proved(const Candidate& candidate) {
  return candidate.goal && candidate.likelihood >= 1 && levels_.holds(GoalLevel::proof, net_[*candidate.goal]);
}

// In the position after the candidate: the reply made, the goal judged with its owner to move (a
// line of two plies ends there), or its tactic searched again for the plies the line has left.
bool GoalEngine::defeated(const Candidate& candidate, MoveId reply) {
  if (!candidate.goal) return false;
  const GoalId id = *candidate.goal;
  MoveScope scope(game_, reply);
  game_.count_nodes(1);
  if (game_.outcome() != Outcome::ongoing) return !rules_.achieved(game_, context_, net_[id]);
  if (rules_.achieved(game_, context_, net_[id])) return false;
  const int plies_left = static_cast<int>(candidate.line.size()) - 2;
  if (plies_left < 2) return true;
  TacticSearch search(rules_, game_, context_);
  search.set_opponent_predictor(predictor_, predictor_weight_);
  TacticSettings settings = decision_.levels.tactics;
  settings.depth = plies_left;
  settings.root_width = settings.width;
  settings.stop_at = decision_.shares.refutation_end;
  settings.deadline = decision_.shares.refutation_deadline;
  settings.stop = decision_.shares.stop;
  const Tactic again = search.search(id, settings);
  return !again.stopped && again.likelihood <= 0;
}

// A mate score `plies` further from the position it is counted from.
int GoalEngine::farther(int score, int plies) const {
  const int decisive = game_.decisive_score();
  return score >= decisive ? score - plies : score <= -decisive ? score + plies : score;
}

// The core's reply to the move just made, within the refutation share of the budget.
Game::CoreResult GoalEngine::core_reply(int depth) {
  Game::CoreResult reply = game_.search_to_depth(depth, refutation_nodes_left());
  if (!reply.move) return reply;
  reply.move_text = game_.move_text(*reply.move);
  if (reply.line.empty()) reply.line.push_back(reply.move_text);
  return reply;
}

// The core's reply in the position after our move line[ply] (made on the board). When it is the
// reply the tactic foresaw and the tactic has an answer to it, the answer is made and the core asked
// again: a sacrifice the tactic follows up is judged where its line goes, not where a short look
// after the sacrifice stops (Qxh7+ Kxh7 is a queen lost at two plies and mate at five). The other
// replies are searched too, and the best of them answers the candidate when it does better against
// us than the foreseen one followed; and the tactic's answer is taken only where it does better than
// the core's own continuation. The score is for the side to reply, from this position.
Game::CoreResult GoalEngine::reply_along_line(const Candidate& candidate, int depth, std::size_t ply,
                                              Game::CoreResult reply, std::vector<std::string>& followed) {
  if (!reply.move) return reply;
  const bool foreseen = reply.depth >= depth && ply + 2 < candidate.line.size() && *reply.move == candidate.line[ply + 1];
  if (!foreseen) return reply;
  std::optional<Game::CoreResult> other = game_.search_other_moves(depth, refutation_nodes_left(), *reply.move);
  if (other && other->depth < depth) return reply;  // cut short: the foreseen reply stands as the core's
  if (other && other->move) {
    other->move_text = game_.move_text(*other->move);
    if (other->line.empty()) other->line.push_back(other->move_text);
  }
  const std::size_t before = followed.size();
  Game::CoreResult along;
  {
    MoveScope their_move(game_, *reply.move);
    const MoveId answer = candidate.line[ply + 2];
    followed.push_back(reply.move_text);
    followed.push_back(game_.move_text(answer));
    MoveScope our_answer(game_, answer);
    along = reply_along_line(candidate, depth, ply + 2, core_reply(depth), followed);
  }
  if (along.depth < depth && std::abs(along.score) < game_.decisive_score()) {
    followed.resize(before);
    return reply;
  }
  along.score = farther(along.score, 2);
  // The tactic's answer is ours to choose only where it does better than the core's own.
  if (along.score >= reply.score) {
    followed.resize(before);
    return reply;
  }
  if (other && other->move && other->score > along.score) {
    followed.resize(before);
    return *other;
  }
  return along;
}

Verdict GoalEngine::check(Candidate& candidate, int depth) {
  if (proved(candidate)) {
    candidate.verdict = Verdict::proved;
    candidate.reason = "its tactic reaches the goal after every reply";
    return Verdict::proved;
  }
  const Shares& shares = decision_.shares;
  const DecisionLevels& levels = decision_.levels;
  if (game_.nodes_used() >= shares.refutation_end || out_of_time(shares.refutation_deadline)) return Verdict::unchecked;
  const int decisive = game_.decisive_score();
  // The standard first: a pass searched to the same depth (none in check).
  const std::optional<Game::CoreResult>& still = standing_still(depth);
  if (still && still->depth < depth && std::abs(still->score) < decisive) return Verdict::unchecked;
  if (game_.nodes_used() >= shares.refutation_end) return Verdict::unchecked;
  Game::CoreResult reply;
  bool defeats = false;
  std::vector<std::string> followed;
  {
    MoveScope scope(game_, candidate.move);
    reply = core_reply(depth);
    if (levels.follow_line) reply = reply_along_line(candidate, depth, 0, reply, followed);
    // Asked once, at the first depth: does the core's reply leave the tactic anything to reach?
    if (reply.move && levels.defeat_check && followed.empty() && depth == levels.refute_depth && reply.depth >= depth)
      defeats = defeated(candidate, *reply.move);
  }
  // A look the budget or the clock cut short says nothing: the candidate is not played on its
  // strength, and keeps the line of the last look that was finished.
  if (reply.depth < depth && std::abs(reply.score) < decisive) return Verdict::unchecked;
  candidate.reply_line = followed;
  if (reply.move) candidate.reply_line.insert(candidate.reply_line.end(), reply.line.begin(), reply.line.end());
  // For us, and a mate counted from the position before the candidate (one ply more), as players
  // count it and as every line of the trace shows it.
  candidate.score = farther(-reply.score, 1);
  candidate.reply = reply.move ? reply.move_text : "";
  candidate.replies_followed = followed.size();
  candidate.checked_depth = depth;
  return judge_reply(candidate, depth, reply.move.has_value(), defeats);
}

// The verdict on the candidate's score after the core's reply.
Verdict GoalEngine::judge_reply(Candidate& candidate, int depth, bool replied, bool defeats) {
  const int decisive = game_.decisive_score();
  const int score = *candidate.score;
  if (score >= decisive) return prove(candidate, replied);
  const auto refuted = [&](std::string reason) {
    candidate.verdict = Verdict::refuted;
    candidate.reason = std::move(reason);
    return Verdict::refuted;
  };
  if (score <= -decisive)
    return refuted(fmt::format("{}{} answers it and mates ({})", after_line(candidate), candidate.reply, game_.score_text(score)));
  if (defeats)
    return refuted(fmt::format("{} defeats the tactic: {} is out of its reach after it", candidate.reply,
                               rules_.describe(game_, net_[*candidate.goal])));
  const std::optional<Game::CoreResult>& still = standing_still(depth);
  // Between won or lost games there is no margin: a slower mate is a worse move.
  if (still && score < still->score - (std::abs(still->score) >= decisive ? 0 : decision_.levels.loss_margin))
    return refuted(fmt::format("{}{} answers it: {} against {} for standing still (depth {})", after_line(candidate),
                               candidate.reply, game_.score_text(score), game_.score_text(still->score), depth));
  // In check (no standing still) the candidates are compared with each other (first_look); a
  // refutation at a shallower look is undone.
  candidate.verdict = Verdict::survives;
  candidate.reason.clear();
  return Verdict::survives;
}

// The move and then a line the core wrote after it, as moves (as far as they read as moves there).
std::vector<MoveId> GoalEngine::moves_of_line(MoveId move, const std::vector<std::string>& after) {
  std::vector<MoveId> line{move};
  game_.make(move);
  for (const std::string& text : after) {
    const std::optional<MoveId> next = game_.parse_move(text);
    if (!next) break;
    line.push_back(*next);
    game_.make(*next);
  }
  for (std::size_t i = 0; i < line.size(); ++i) game_.unmake();
  return line;
}

// The core's look is a proof too: the line it found mates whatever the reply, so the goal is
// reached with certainty and the line the trace shows is the core's.
Verdict GoalEngine::prove(Candidate& candidate, bool replied) {
  const std::string score = game_.score_text(*candidate.score);
  candidate.verdict = Verdict::proved;
  if (candidate.replies_followed == 0) {
    candidate.reason = fmt::format("the core finds mate after every reply ({})", score);
    candidate.likelihood = 1;
  } else if (!replied) {
    // The likelihood stays the tactic's: a game whose core cannot search the other replies
    // (search_other_moves) proves only the foreseen line.
    std::string line;
    for (std::size_t i = 0; i < candidate.replies_followed; ++i) line += " " + candidate.reply_line[i];
    candidate.reason = fmt::format("the core follows the tactic's line to mate ({}:{}); the tactic answers the "
                                   "other replies (likelihood {:.2f})",
                                   score, line, candidate.likelihood);
  } else {
    candidate.reason = fmt::format("{}the core finds mate whatever the reply ({}); the tactic answers the other "
                                   "replies before (likelihood {:.2f})",
                                   after_line(candidate), score, candidate.likelihood);
  }
  // The goal it proves is the decisive one the move's tactics began (mate), if one did.
  for (GoalId id : candidate.tactics_started)
    if (levels_.holds(GoalLevel::proof, net_[id])) candidate.goal = id;
  candidate.line = moves_of_line(candidate.move, candidate.reply_line);
  return Verdict::proved;
}

}  // namespace newell::goals
