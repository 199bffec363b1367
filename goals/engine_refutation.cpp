// The core's part in a decision: refutation. Each candidate, best valued first, is made and the
// core searches the reply; a candidate whose best reply leaves us worse than standing still (a
// pass searched to the same depth) by more than the rules' loss margin is refuted, and the trace
// names the reply. The first survivor is checked again deeper while the refutation share of the
// budget lasts, so the move played is the one that stands at the deepest look. Only when no
// candidate survives does the core choose a move of its own, and that fallback names what was
// missing.
#include "goals/engine.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>

namespace newell::goals {

namespace {
// "after Kxh7 Rh3+, ": the foreseen replies and the tactic's answers the refutation followed.
std::string after_line(const std::vector<std::string>& followed) {
  if (followed.empty()) return "";
  std::string text = "after";
  for (const auto& move : followed) text += " " + move;
  return text + ", ";
}
}  // namespace

// At least one: a core search given no nodes would be unbounded.
std::uint64_t GoalEngine::refutation_nodes_left() const {
  const std::uint64_t used = game_.nodes_used();
  return used < shares_.refutation_end ? shares_.refutation_end - used : 1;
}

std::optional<Game::CoreResult> GoalEngine::pass_searched(int depth, std::uint64_t nodes) {
  std::optional<Game::CoreResult> still = game_.standing_still(depth, nodes);
  // The pass is a ply, as a candidate is: a mate is counted from the position before it, as the
  // candidates' are, and the trace reads "-#1" where the opponent mates at once ("#0" before).
  if (still) still->score = farther(still->score, 1);
  return still;
}

const std::optional<Game::CoreResult>& GoalEngine::standing_still(int depth) {
  auto found = standing_still_.find(depth);
  if (found == standing_still_.end()) found = standing_still_.emplace(depth, pass_searched(depth, refutation_nodes_left())).first;
  return found->second;
}

bool GoalEngine::proved(const Candidate& candidate) {
  return candidate.goal && candidate.likelihood >= 1 && goal_level("proof_", net_[*candidate.goal], 0) > 0;
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
  TacticSettings settings = settings_;
  settings.depth = plies_left;
  settings.root_width = settings.width;
  settings.stop_at = shares_.refutation_end;
  settings.deadline = shares_.refutation_deadline;
  settings.stop = shares_.stop;
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
  const bool foreseen = reply.depth >= depth && ply + 2 < candidate.line.size() &&
                        reply.move_text == candidate.line[ply + 1];
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
    const std::optional<MoveId> answer = game_.parse_move(candidate.line[ply + 2]);
    if (!answer) return reply;
    MoveScope our_answer(game_, *answer);
    followed.push_back(candidate.line[ply + 1]);
    followed.push_back(candidate.line[ply + 2]);
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

GoalEngine::Verdict GoalEngine::check(Candidate& candidate, int depth) {
  if (proved(candidate)) {
    candidate.verdict = "proved";
    candidate.reason = "its tactic reaches the goal after every reply";
    return Verdict::survives;
  }
  if (game_.nodes_used() >= shares_.refutation_end || out_of_time(shares_.refutation_deadline)) return Verdict::unchecked;
  const int decisive = game_.decisive_score();
  // The standard first: a pass searched to the same depth (none in check).
  const std::optional<Game::CoreResult>& still = standing_still(depth);
  if (still && still->depth < depth && std::abs(still->score) < decisive) return Verdict::unchecked;
  const std::uint64_t used = game_.nodes_used();
  if (used >= shares_.refutation_end) return Verdict::unchecked;
  Game::CoreResult reply;
  std::string reply_text;
  bool defeats = false;
  std::vector<std::string> followed;
  {
    MoveScope scope(game_, candidate.move);
    reply = core_reply(depth);
    if (follow_line_) reply = reply_along_line(candidate, depth, 0, reply, followed);
    if (reply.move) {
      // Asked once, at the first depth: does the core's reply leave the tactic anything to reach?
      if (defeat_check_ && followed.empty() && depth == refute_depth_ && reply.depth >= depth)
        defeats = defeated(candidate, *reply.move);
    }
  }
  // A look the budget or the clock cut short says nothing: the candidate is not played on its
  // strength, and keeps the line of the last look that was finished.
  if (reply.depth < depth && std::abs(reply.score) < decisive) return Verdict::unchecked;
  candidate.reply_line = followed;
  if (reply.move) {
    reply_text = reply.move_text;
    candidate.reply_line.insert(candidate.reply_line.end(), reply.line.begin(), reply.line.end());
  }
  // For us, and a mate counted from the position before the candidate (one ply more), as players
  // count it and as every line of the trace shows it.
  const int score = farther(-reply.score, 1);
  candidate.score = score;
  candidate.reply = reply_text;
  candidate.replies_followed = followed.size();
  candidate.checked_depth = depth;
  // The core's look is a proof too: the line it found mates whatever the reply, so the goal is
  // reached with certainty and the line the trace shows is the core's.
  if (score >= decisive) {
    candidate.verdict = "proved";
    if (followed.empty()) {
      candidate.reason = fmt::format("the core finds mate after every reply ({})", game_.score_text(score));
      candidate.likelihood = 1;
    } else if (!reply.move) {
      // The likelihood stays the tactic's: a game whose core cannot search the other replies
      // (search_other_moves) proves only the foreseen line.
      std::string line;
      for (const auto& move : followed) line += " " + move;
      candidate.reason = fmt::format("the core follows the tactic's line to mate ({}:{}); the tactic answers the "
                                     "other replies (likelihood {:.2f})",
                                     game_.score_text(score), line, candidate.likelihood);
    } else {
      candidate.reason = fmt::format("{}the core finds mate whatever the reply ({}); the tactic answers the other "
                                     "replies before (likelihood {:.2f})",
                                     after_line(followed), game_.score_text(score), candidate.likelihood);
    }
    // The goal it proves is the decisive one the move's tactics began (mate), if one did.
    for (GoalId id : candidate.tactics_started)
      if (goal_level("proof_", net_[id], 0) > 0) candidate.goal = id;
    candidate.line = {game_.move_text(candidate.move)};
    candidate.line.insert(candidate.line.end(), candidate.reply_line.begin(), candidate.reply_line.end());
    return Verdict::survives;
  }
  if (score <= -decisive) {
    candidate.verdict = "refuted";
    candidate.reason = fmt::format("{}{} answers it and mates ({})", after_line(followed), reply_text, game_.score_text(score));
    return Verdict::refuted;
  }
  if (defeats) {
    candidate.verdict = "refuted";
    candidate.reason = fmt::format("{} defeats the tactic: {} is out of its reach after it", reply_text,
                                   rules_.describe(game_, net_[*candidate.goal]));
    return Verdict::refuted;
  }
  if (!still) {
    candidate.verdict = "survives";
    candidate.reason.clear();
    return Verdict::survives;  // in check: the candidates are compared with each other (refute())
  }
  // Between won or lost games there is no margin: a slower mate is a worse move.
  const int margin = std::abs(still->score) >= decisive ? 0 : loss_margin_;
  if (score < still->score - margin) {
    candidate.verdict = "refuted";
    candidate.reason = fmt::format("{}{} answers it: {} against {} for standing still (depth {})", after_line(followed), reply_text,
                                   game_.score_text(score), game_.score_text(still->score), depth);
    return Verdict::refuted;
  }
  candidate.verdict = "survives";
  candidate.reason.clear();  // a refutation at a shallower look is undone
  return Verdict::survives;
}

// The deepening of the survivor ends with the refutation share of the budget; this only bounds it
// where the core's search ends at once (a won or lost game, an endgame the table remembers).
constexpr int max_refute_depth = 64;

void GoalEngine::report_checking(const Candidate& candidate, std::size_t number, int depth) const {
  if (!shares_.progress) return;
  Progress progress;
  progress.depth = depth;
  progress.move = game_.move_text(candidate.move);
  progress.number = static_cast<int>(number) + 1;
  progress.nodes = game_.nodes_used() - shares_.start;
  shares_.progress(progress);
}

void GoalEngine::report_stands(const Candidate& candidate, std::size_t number, int depth) const {
  if (!shares_.progress) return;
  Progress progress;
  progress.depth = depth;
  progress.move = game_.move_text(candidate.move);
  progress.number = static_cast<int>(number) + 1;
  progress.score = candidate.score;
  // The move and the core's line after it where the core checked it; a proved tactic's own line
  // (which starts with the move) where it did not.
  if (candidate.reply_line.empty() && !candidate.line.empty()) {
    progress.line = candidate.line;
  } else {
    progress.line.push_back(progress.move);
    progress.line.insert(progress.line.end(), candidate.reply_line.begin(), candidate.reply_line.end());
  }
  progress.nodes = game_.nodes_used() - shares_.start;
  shares_.progress(progress);
}

// The first look puts every candidate to the core, best valued first, while the budget lasts: the
// core may prove a mate a goal's check began, and, where the rules set a candidate_margin, a
// candidate its reply leaves more than that worse than another candidate the goals offer is refuted
// by the comparison (standing still is a poor standard when every move beats it, as when a man is
// attacked). In check, where there is no standing still, the comparison with loss_margin is the only
// standard. Values choose among the rest.
std::optional<std::size_t> GoalEngine::first_look(std::vector<Candidate>& list, int depth) {
  const bool in_check = !standing_still(depth).has_value();
  // Each goal's best valued move first, then the others: when the budget ends early, the moves
  // looked at stand for every goal, which the comparison needs.
  std::vector<std::size_t> order;
  std::vector<std::size_t> seconds;
  std::vector<GoalId> seen;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const bool first = list[i].goal && std::find(seen.begin(), seen.end(), *list[i].goal) == seen.end();
    if (list[i].goal) seen.push_back(*list[i].goal);
    (first ? order : seconds).push_back(i);
  }
  order.insert(order.end(), seconds.begin(), seconds.end());
  bool stopped = false;
  for (const std::size_t i : order) {
    if (stopped) break;
    // A goal type may ask for a deeper first look at the moves its tactics begin: a mate attack's
    // sacrifice is refuted by any shallow look, and its checks keep the deeper look small.
    int own = depth;
    for (GoalId id : list[i].tactics_started)
      own = std::max(own, static_cast<int>(goal_level("refute_depth_", net_[id], depth)));
    report_checking(list[i], i, own);
    const Verdict verdict = check(list[i], own);
    stopped = verdict == Verdict::unchecked;
  }
  const auto stands = [](const Candidate& c) { return c.verdict == "survives" || c.verdict == "proved"; };
  const Candidate* best = nullptr;
  for (const auto& candidate : list)
    if (stands(candidate) && candidate.score && (!best || *candidate.score > *best->score)) best = &candidate;
  std::optional<std::size_t> chosen;
  for (std::size_t i = 0; i < list.size(); ++i) {
    Candidate& candidate = list[i];
    if (!stands(candidate)) continue;
    const std::optional<int> margin = in_check ? std::optional<int>(loss_margin_) : candidate_margin_;
    if (candidate.verdict == "survives" && best && margin && candidate.score && *candidate.score < *best->score - *margin) {
      candidate.verdict = "refuted";
      const std::vector<std::string> followed(candidate.reply_line.begin(),
                                              candidate.reply_line.begin() + static_cast<std::ptrdiff_t>(candidate.replies_followed));
      candidate.reason = fmt::format("{}{} answers it: {} against {} after {}, which a goal offers too", after_line(followed), candidate.reply,
                                     game_.score_text(*candidate.score), game_.score_text(*best->score),
                                     game_.move_text(best->move));
      continue;
    }
    if (!chosen || (candidate.verdict == "proved" && list[*chosen].verdict != "proved")) chosen = i;
  }
  return chosen;
}

// The first look's comparison, at the deeper look: a survivor whose deeper score falls more than
// the candidate margin below the shallower score of another candidate a goal offers is compared
// with that candidate looked at as deep, and refuted by it when it still does better by the margin
// (a game against Fairy-Max: Bd3, the bishop kept from d5xc4, -0.47 at depth 5 against -0.40 for
// Bb3, was -1.83 after e4's fork at depth 12, where Bb3 was never looked at again). The values
// choose among the rest as before; the better-scored candidate is not played for its score.
// A candidate refuted at a shallower look is a rival too: standing still, or the move it lost the
// comparison to, may do worse at this depth, and looked at as deep it may stand (a game against
// Fairy-Max: Qd3 lost the first look's comparison to Qd2, -1.75 against -0.95, and Qd2 was played
// at -3.51 at depth 11).
GoalEngine::Outcompeted GoalEngine::outcompeted_at(std::vector<Candidate>& list, std::size_t index, int depth,
                                                   std::size_t& first_restored) {
  Candidate& candidate = list[index];
  if (!candidate_margin_ || !candidate.score || candidate.verdict == "proved") return Outcompeted::no;
  const int margin = *candidate_margin_;
  const auto rival_of = [&]() -> std::optional<std::size_t> {
    std::optional<std::size_t> rival;
    for (std::size_t j = 0; j < list.size(); ++j) {
      const Candidate& other = list[j];
      if (j == index || !other.score) continue;
      // A survivor looked at no deeper, or a candidate refuted at a shallower look: what refuted it
      // there (standing still, or the move it lost the comparison to) may do worse at this depth.
      const bool standing = other.verdict == "survives" && other.checked_depth <= depth;
      const bool refuted_shallower = other.verdict == "refuted" && other.checked_depth < depth;
      if (!standing && !refuted_shallower) continue;
      if (*other.score <= *candidate.score + margin) continue;
      if (!rival || *other.score > *list[*rival].score) rival = j;
    }
    return rival;
  };
  // Each rival is looked at once at this depth; one that falls there leaves the next to try.
  while (const std::optional<std::size_t> rival = rival_of()) {
    Candidate& other = list[*rival];
    // A rival already looked at this deep (it outdid another candidate) is not looked at again.
    Verdict verdict = Verdict::survives;
    if (other.checked_depth < depth) {
      const bool was_refuted = other.verdict == "refuted";
      report_checking(other, *rival, depth);
      verdict = check(other, depth);
      if (was_refuted && verdict == Verdict::survives) first_restored = std::min(first_restored, *rival);
    }
    if (verdict == Verdict::unchecked) return Outcompeted::unchecked;
    if (verdict == Verdict::refuted || !other.score || *other.score <= *candidate.score + margin) continue;
    candidate.verdict = "refuted";
    const std::vector<std::string> followed(candidate.reply_line.begin(),
                                            candidate.reply_line.begin() + static_cast<std::ptrdiff_t>(candidate.replies_followed));
    candidate.reason = fmt::format("{}{} answers it: {} against {} after {}, which a goal offers too (depth {})", after_line(followed),
                                   candidate.reply, game_.score_text(*candidate.score), game_.score_text(*other.score),
                                   game_.move_text(other.move), depth);
    return Outcompeted::yes;
  }
  return Outcompeted::no;
}

std::optional<std::size_t> GoalEngine::refute(std::vector<Candidate>& list, Trace& trace) {
  if (list.empty()) return std::nullopt;
  const auto budget_left = [&] {
    return game_.nodes_used() < shares_.refutation_end && !out_of_time(shares_.refutation_deadline);
  };
  int depth = refute_depth_;
  std::optional<std::size_t> chosen = first_look(list, depth);
  if (chosen) {
    trace.verification_depth = depth;
    report_stands(list[*chosen], *chosen, depth);
  }
  // In check there is no standing still to deepen against: the first look decides.
  const bool in_check = !standing_still(depth).has_value();
  std::size_t from = chosen.value_or(list.size());
  while (!in_check && chosen && list[*chosen].verdict != "proved" && depth < max_refute_depth && budget_left()) {
    ++depth;
    // The chosen candidate is looked at deeper; refuted there, the next in value order is.
    std::optional<std::size_t> survivor;
    bool stopped = false;
    for (std::size_t i = from; i < list.size() && !stopped;) {
      Candidate& candidate = list[i];
      if (candidate.verdict == "refuted") {
        ++i;
        continue;
      }
      if (candidate.checked_depth != depth) {
        report_checking(candidate, i, depth);
        const Verdict verdict = check(candidate, depth);
        if (verdict == Verdict::unchecked) break;
        if (verdict == Verdict::refuted) {
          ++i;
          continue;
        }
      }
      std::size_t restored = list.size();
      const Outcompeted outcompeted = outcompeted_at(list, i, depth, restored);
      // A better-valued candidate refuted at a shallower look stands at this one: the values choose
      // among the moves that stand, so the look goes on from it.
      if (restored < i) {
        i = restored;
        continue;
      }
      if (outcompeted == Outcompeted::yes) {
        ++i;
        continue;
      }
      stopped = outcompeted == Outcompeted::unchecked;
      report_stands(candidate, i, depth);
      survivor = i;
      break;
    }
    if (!survivor) {
      // The chosen candidate stands at the last depth it was checked to when the deeper look could
      // not be finished; a refutation at the deeper look is final. The candidate that stood the
      // deepest look, the best valued of those, is played then, not the core's own move: the one
      // that outdid it in the comparison, or one that stood a shallower look (a fallback said
      // "every candidate was refuted" where Bd3, Bc4, Re1 and a3 stood at three plies).
      if (list[*chosen].verdict == "refuted") {
        chosen.reset();
        for (std::size_t i = 0; i < list.size(); ++i)
          if (list[i].verdict == "survives" && (!chosen || list[i].checked_depth > list[*chosen].checked_depth)) chosen = i;
        if (chosen) {
          report_stands(list[*chosen], *chosen, list[*chosen].checked_depth);
          trace.verification_depth = depth;
        }
      }
      break;
    }
    chosen = survivor;
    from = *survivor;
    trace.verification_depth = depth;
  }
  if (const auto still = standing_still_.find(trace.verification_depth); still != standing_still_.end() && still->second) {
    trace.standing_still_score = still->second->score;
    trace.threat = still->second->move_text;
  }
  return chosen;
}

Decision GoalEngine::play(const Candidate& chosen, const std::vector<Candidate>& list, Trace& trace) {
  Decision decision;
  decision.move = chosen.move;
  decision.move_text = game_.move_text(chosen.move);
  trace.move = decision.move_text;
  trace.source = "goal";
  trace.plan = chosen.line;
  if (chosen.score) {
    trace.baseline_score = chosen.score;
    trace.baseline_text = game_.score_text(*chosen.score);
  }
  const Goal& goal = net_[*chosen.goal];
  trace.tactic = TracePlayedTactic{rules_.goal_name(goal.type), rules_.describe(game_, goal),
                                   rules_.describe_arguments(game_, goal), chosen.likelihood};
  trace.summary = summary(chosen, list);
  // Settled at a later decision: achieved within the line's own moves, or not.
  const int own_moves = static_cast<int>((chosen.line.size() + 1) / 2);
  // A kept tactic goes on as the one already played (settled once, when its line ends); a new one
  // is settled within its own moves.
  const auto going_on = std::find_if(played_tactics_.begin(), played_tactics_.end(),
                                     [&](const PlayedTactic& played) { return chosen.kept && played.goal == *chosen.goal; });
  if (going_on != played_tactics_.end()) {
    going_on->line = chosen.line;
    going_on->reply = 1;
    going_on->moves_left = std::max(going_on->moves_left, std::max(own_moves, 1));
  } else {
    played_tactics_.push_back({*chosen.goal, chosen.likelihood, std::max(own_moves, 1), 0, chosen.line, 1});
  }
  record_candidates(list, trace);
  for (auto& alternative : trace.alternatives)
    if (alternative.move == decision.move_text) alternative.verdict = chosen.verdict == "proved" ? "proved" : "played";
  trace.nodes_used = game_.nodes_used() - shares_.start;
  decision.trace = finish_trace(std::move(trace));
  return decision;
}

Decision GoalEngine::fall_back(const std::vector<Candidate>& list, Trace& trace) {
  ++context_.fallbacks;
  Decision decision;
  const std::uint64_t used = game_.nodes_used();
  Game::CoreResult core = game_.core_search(used < shares_.end ? shares_.end - used : 1);
  std::vector<MoveId> legal;
  game_.legal_moves(legal);
  decision.move = core.move ? *core.move : legal.front();
  if (!shares_.allowed(*decision.move)) {
    // The core's move was left out of the request (UCI `searchmoves`): the best of the moves allowed,
    // each searched a ply less deep than the core's own search went, in a share of what is left.
    const auto allowed = static_cast<std::uint64_t>(std::count_if(legal.begin(), legal.end(), [&](MoveId move) { return shares_.allowed(move); }));
    const std::uint64_t now = game_.nodes_used();
    const std::uint64_t each = std::max<std::uint64_t>((now < shares_.end ? shares_.end - now : 0) / std::max<std::uint64_t>(allowed, 1), 500);
    std::optional<int> best;
    for (const MoveId move : legal) {
      if (!shares_.allowed(move)) continue;
      MoveScope scope(game_, move);
      const int score = farther(-game_.search_score(std::max(core.depth - 1, 1), each), 1);
      if (!best || score > *best) {
        best = score;
        decision.move = move;
      }
    }
    if (best) core.score = *best;
  }
  decision.move_text = game_.move_text(*decision.move);
  trace.move = decision.move_text;
  trace.source = "fallback";
  trace.baseline_score = core.score;
  trace.baseline_text = game_.score_text(core.score);
  trace.verification_depth = std::max(trace.verification_depth, core.depth);
  // An unchecked try that reached its goal would have been played (choose_move): here each
  // candidate was refuted, or the budget ended before the rest were put to the core, or none exists.
  const auto refuted = static_cast<std::size_t>(
      std::count_if(list.begin(), list.end(), [](const Candidate& candidate) { return candidate.verdict == "refuted"; }));
  const std::string why = list.empty()            ? "no tactic of ours reaches any goal, so no goal offered a candidate"
                          : refuted == list.size() ? fmt::format("every candidate ({}) was refuted", list.size())
                                                   : fmt::format("{} of {} candidates were refuted and the budget ended before the "
                                                                 "others were put to the core",
                                                                 refuted, list.size());
  // What no goal covered: the opponent's threat were we to stand still.
  if (trace.threat.empty())
    for (const auto& [depth, still] : standing_still_)
      if (still && !still->move_text.empty()) {
        trace.threat = still->move_text;
        trace.standing_still_score = still->score;
      }
  trace.summary = fmt::format("{}: the core's own move (score {}, depth {}), a fallback: {}", decision.move_text,
                              game_.score_text(core.score), core.depth, why);
  if (!trace.threat.empty() && trace.standing_still_score && *trace.standing_still_score < core.score - loss_margin_)
    trace.summary += fmt::format("; no goal covered the threat {} ({} were we to stand still)", trace.threat,
                                 game_.score_text(*trace.standing_still_score));
  record_candidates(list, trace);
  trace.nodes_used = game_.nodes_used() - shares_.start;
  decision.trace = finish_trace(std::move(trace));
  return decision;
}

}  // namespace newell::goals
