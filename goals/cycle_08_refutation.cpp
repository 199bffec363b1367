// Step 8 of the decision cycle, refutation: the looks. Each candidate, best valued first, is put to
// the core (cycle_08_check.cpp); the first survivor is checked again deeper while the refutation
// share of the budget lasts, so the move played is the one that stands at the deepest look, and at
// each look a candidate that does worse than another a goal offers by the candidate margin is
// refuted by the comparison.
#include "goals/engine.h"

#include <fmt/core.h>

#include <algorithm>

namespace newell::goals {

namespace {
// The deepening of the survivor ends with the refutation share of the budget; this only bounds it
// where the core's search ends at once (a won or lost game, an endgame the table remembers).
constexpr int max_refute_depth = 64;

// Each goal's best valued move first, then the others: when the budget ends early, the moves looked
// at stand for every goal, which the comparison needs.
std::vector<std::size_t> first_look_order(const std::vector<Candidate>& list) {
  std::vector<std::size_t> order;
  std::vector<std::size_t> seconds;
  std::vector<GoalId> seen;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const bool first = list[i].goal && std::find(seen.begin(), seen.end(), *list[i].goal) == seen.end();
    if (list[i].goal) seen.push_back(*list[i].goal);
    (first ? order : seconds).push_back(i);
  }
  order.insert(order.end(), seconds.begin(), seconds.end());
  return order;
}
}  // namespace

bool GoalEngine::refutation_budget_left() const {
  return game_.nodes_used() < decision_.shares.refutation_end && !out_of_time(decision_.shares.refutation_deadline);
}

void GoalEngine::report_checking(const Candidate& candidate, std::size_t number, int depth) const {
  if (decision_.shares.progress) decision_.shares.progress(progress_of(candidate, number, depth));
}

void GoalEngine::report_stands(const Candidate& candidate, std::size_t number, int depth) const {
  if (!decision_.shares.progress) return;
  Progress progress = progress_of(candidate, number, depth);
  progress.score = candidate.score;
  // The move and the core's line after it where the core checked it; a proved tactic's own line
  // (which starts with the move) where it did not.
  if (candidate.reply_line.empty() && !candidate.line.empty()) {
    progress.line = line_text(game_, candidate.line);
  } else {
    progress.line.push_back(progress.move);
    progress.line.insert(progress.line.end(), candidate.reply_line.begin(), candidate.reply_line.end());
  }
  decision_.shares.progress(progress);
}

Progress GoalEngine::progress_of(const Candidate& candidate, std::size_t number, int depth) const {
  Progress progress;
  progress.depth = depth;
  progress.move = game_.move_text(candidate.move);
  progress.number = static_cast<int>(number) + 1;
  progress.nodes = game_.nodes_used() - decision_.shares.start;
  return progress;
}

// The first look puts every candidate to the core, best valued first, while the budget lasts: the
// core may prove a mate a goal's check began, and, where the rules set a candidate_margin, a
// candidate its reply leaves more than that worse than another candidate the goals offer is refuted
// by the comparison (standing still is a poor standard when every move beats it, as when a man is
// attacked). In check, where there is no standing still, the comparison with loss_margin is the only
// standard. Values choose among the rest.
std::optional<std::size_t> GoalEngine::first_look(std::vector<Candidate>& list, int depth) {
  const bool in_check = !standing_still(depth).has_value();
  for (const std::size_t i : first_look_order(list)) {
    // A goal type may ask for a deeper first look at the moves its tactics begin: a mate attack's
    // sacrifice is refuted by any shallow look, and its checks keep the deeper look small.
    int own = depth;
    for (GoalId id : list[i].tactics_started)
      own = std::max(own, static_cast<int>(levels_.read(GoalLevel::refute_depth, net_[id], depth)));
    report_checking(list[i], i, own);
    const Verdict verdict = check(list[i], own);
    if (verdict == Verdict::unchecked) break;
  }
  return compare_first_look(list, in_check);
}

// The first look's comparison: the survivors more than the margin below the best scored are refuted
// by it; the best valued of the rest is chosen, a proved one before any.
std::optional<std::size_t> GoalEngine::compare_first_look(std::vector<Candidate>& list, bool in_check) {
  const Candidate* best = nullptr;
  for (const auto& candidate : list)
    if (stands(candidate.verdict) && candidate.score && (!best || *candidate.score > *best->score)) best = &candidate;
  const std::optional<int> margin = in_check ? std::optional<int>(decision_.levels.loss_margin) : decision_.levels.candidate_margin;
  std::optional<std::size_t> chosen;
  for (std::size_t i = 0; i < list.size(); ++i) {
    Candidate& candidate = list[i];
    if (!stands(candidate.verdict)) continue;
    if (candidate.verdict == Verdict::survives && best && margin && candidate.score && *candidate.score < *best->score - *margin) {
      candidate.verdict = Verdict::refuted;
      candidate.reason = fmt::format("{}{} answers it: {} against {} after {}, which a goal offers too", after_line(candidate),
                                     candidate.reply, game_.score_text(*candidate.score), game_.score_text(*best->score),
                                     game_.move_text(best->move));
      continue;
    }
    if (!chosen || (candidate.verdict == Verdict::proved && list[*chosen].verdict != Verdict::proved)) chosen = i;
  }
  return chosen;
}

// The best scored rival of candidate `index` at `depth` that does better than it by the candidate
// margin: a survivor looked at no deeper, or a candidate refuted at a shallower look (what refuted
// it there, standing still or the move it lost the comparison to, may do worse at this depth).
std::optional<std::size_t> GoalEngine::rival_of(const std::vector<Candidate>& list, std::size_t index, int depth) const {
  const Candidate& candidate = list[index];
  std::optional<std::size_t> rival;
  for (std::size_t j = 0; j < list.size(); ++j) {
    const Candidate& other = list[j];
    if (j == index || !other.score) continue;
    const bool standing = other.verdict == Verdict::survives && other.checked_depth <= depth;
    const bool refuted_shallower = other.verdict == Verdict::refuted && other.checked_depth < depth;
    if (!standing && !refuted_shallower) continue;
    if (*other.score <= *candidate.score + *decision_.levels.candidate_margin) continue;
    if (!rival || *other.score > *list[*rival].score) rival = j;
  }
  return rival;
}

// The first look's comparison, at the deeper look: a survivor whose deeper score falls more than
// the candidate margin below the shallower score of another candidate a goal offers is compared
// with that candidate looked at as deep, and refuted by it when it still does better by the margin.
// The values choose among the rest as before; the better-scored candidate is not played for its
// score. A candidate refuted at a shallower look is a rival too: looked at as deep it may stand.
GoalEngine::Outcompeted GoalEngine::outcompeted_at(std::vector<Candidate>& list, std::size_t index, int depth,
                                                   std::size_t& first_restored) {
  Candidate& candidate = list[index];
  const std::optional<int> margin = decision_.levels.candidate_margin;
  if (!margin || !candidate.score || candidate.verdict == Verdict::proved) return Outcompeted::no;
  // Each rival is looked at once at this depth; one that falls there leaves the next to try.
  while (const std::optional<std::size_t> rival = rival_of(list, index, depth)) {
    Candidate& other = list[*rival];
    // A rival already looked at this deep (it outdid another candidate) is not looked at again.
    Verdict verdict = Verdict::survives;
    if (other.checked_depth < depth) {
      const bool was_refuted = other.verdict == Verdict::refuted;
      report_checking(other, *rival, depth);
      verdict = check(other, depth);
      if (was_refuted && stands(verdict)) first_restored = std::min(first_restored, *rival);
    }
    if (verdict == Verdict::unchecked) return Outcompeted::unchecked;
    if (verdict == Verdict::refuted || !other.score || *other.score <= *candidate.score + *margin) continue;
    candidate.verdict = Verdict::refuted;
    candidate.reason = fmt::format("{}{} answers it: {} against {} after {}, which a goal offers too (depth {})",
                                   after_line(candidate), candidate.reply, game_.score_text(*candidate.score),
                                   game_.score_text(*other.score), game_.move_text(other.move), depth);
    return Outcompeted::yes;
  }
  return Outcompeted::no;
}

std::optional<std::size_t> GoalEngine::refute(std::vector<Candidate>& list, Trace& trace) {
  if (list.empty()) return std::nullopt;
  int depth = decision_.levels.refute_depth;
  std::optional<std::size_t> chosen = first_look(list, depth);
  if (chosen) {
    trace.verification_depth = depth;
    report_stands(list[*chosen], *chosen, depth);
  }
  // In check there is no standing still to deepen against: the first look decides.
  const bool in_check = !standing_still(depth).has_value();
  while (!in_check && chosen && list[*chosen].verdict != Verdict::proved && depth < max_refute_depth &&
         refutation_budget_left()) {
    ++depth;
    const std::optional<std::size_t> survivor = deeper_look(list, *chosen, depth);
    if (!survivor) {
      if (list[*chosen].verdict == Verdict::refuted) chosen = deepest_standing(list, trace, depth);
      break;
    }
    chosen = survivor;
    trace.verification_depth = depth;
  }
  if (const auto still = decision_.standing_still.find(trace.verification_depth);
      still != decision_.standing_still.end() && still->second) {
    trace.standing_still_score = still->second->score;
    trace.threat = still->second->move_text;
  }
  return chosen;
}

// The chosen candidate is looked at deeper; refuted there, the next in value order is. A better
// valued candidate refuted at a shallower look is looked at again first, as a player goes back to
// the move he rejected: a sacrifice a short look refutes may stand at a longer one.
std::optional<std::size_t> GoalEngine::deeper_look(std::vector<Candidate>& list, std::size_t from, int depth) {
  for (std::size_t i = 0; i < list.size();) {
    Candidate& candidate = list[i];
    const bool look_again = candidate.verdict == Verdict::refuted && candidate.checked_depth < depth && candidate.score &&
                            *candidate.score > -game_.decisive_score();
    // Before the chosen, only a move to look at again; from it on, every move not refuted.
    if (i < from ? !look_again : candidate.verdict == Verdict::refuted) {
      ++i;
      continue;
    }
    if (candidate.checked_depth != depth) {
      report_checking(candidate, i, depth);
      const Verdict verdict = check(candidate, depth);
      if (verdict == Verdict::unchecked) return std::nullopt;
      if (verdict == Verdict::refuted) {
        ++i;
        continue;
      }
      // A move rejected at a shallower look comes back only where it now does better than the one
      // chosen since: standing is not enough, or the values would undo every deeper choice.
      const Candidate& since = list[from];
      if (i < from && verdict == Verdict::survives && since.score && *candidate.score <= *since.score) {
        candidate.verdict = Verdict::refuted;
        candidate.reason = fmt::format("looked at again at depth {}: {} against {} after {}", depth,
                                       game_.score_text(*candidate.score), game_.score_text(*since.score),
                                       game_.move_text(since.move));
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
    report_stands(candidate, i, depth);
    return i;
  }
  return std::nullopt;
}

// The chosen candidate was refuted at the deeper look and no other stood it (a look cut short, or
// every one refuted): a refutation at the deeper look is final, and the candidate that stood the
// deepest look, the best valued of those, is played, not the core's own move.
std::optional<std::size_t> GoalEngine::deepest_standing(std::vector<Candidate>& list, Trace& trace, int depth) {
  std::optional<std::size_t> chosen;
  for (std::size_t i = 0; i < list.size(); ++i)
    if (list[i].verdict == Verdict::survives && (!chosen || list[i].checked_depth > list[*chosen].checked_depth)) chosen = i;
  if (chosen) {
    report_stands(list[*chosen], *chosen, list[*chosen].checked_depth);
    trace.verification_depth = depth;
  }
  return chosen;
}

}  // namespace newell::goals
