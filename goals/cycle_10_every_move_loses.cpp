// Step 10 of the decision cycle, when every move loses. When every candidate was refuted against
// standing still, the standard itself may be one no move meets: in a zugzwang (checkers' endings
// are full of them: a pass would keep the opposition) or a game lost whatever we do, a pass is
// better than every legal move, and every goal's move is "refuted" by it, as is the core's own.
// Where the rules ask for it (`aspire compare_when_lost 1`), the core is asked once whether its own
// best move meets the standard; when it does not, the candidates the standard alone refuted are
// compared with each other, as in check, where there is no standing still either: those within the
// margin of the best of them and of the core's best move stand, and the best valued of these is
// played. The goals still offer every candidate and their values choose among them; the core's own
// move is never one (a fallback still follows when no goal offered a move).
#include "goals/engine.h"

#include <fmt/core.h>

#include <algorithm>
#include <cstdlib>

namespace newell::goals {

std::optional<std::size_t> GoalEngine::when_every_move_loses(std::vector<Candidate>& list) {
  const DecisionLevels& levels = decision_.levels;
  if (!levels.compare_when_lost || list.empty()) return std::nullopt;
  const int depth = levels.refute_depth;
  // In check (or a forced jump) there is no standing still: the first look compared the candidates
  // with each other, and only a mate refuted one by itself.
  const std::optional<Game::CoreResult>& still = standing_still(depth);
  const int decisive = game_.decisive_score();
  const int margin = still && std::abs(still->score) < decisive ? levels.loss_margin : 0;
  // The refuted candidates the core scored, refuted by the standard (a pass) or by a mate, not by
  // the comparison with another candidate (whose score met the standard) nor by a defeated tactic.
  const auto by_standard = [&](const Candidate& candidate) {
    return candidate.verdict == Verdict::refuted && candidate.score && candidate.goal &&
           (*candidate.score <= -decisive || (still && *candidate.score < still->score - margin));
  };
  if (std::none_of(list.begin(), list.end(), by_standard)) return std::nullopt;
  // Half of what the fallback keeps: it needs the rest when the core's move meets the standard.
  const std::uint64_t used = game_.nodes_used();
  const std::uint64_t end = decision_.shares.end;
  const std::uint64_t left = used < end ? (end - used) / 2 : 0;
  if (left == 0 || out_of_time(decision_.shares.deadline)) return std::nullopt;
  const Game::CoreResult best = game_.search_to_depth(depth, left);
  if (best.depth < depth && std::abs(best.score) < decisive) return std::nullopt;
  const bool meets = best.score > -decisive && (!still || best.score >= still->score - margin);
  if (meets) return std::nullopt;
  const Candidate* top = nullptr;
  for (const auto& candidate : list)
    if (by_standard(candidate) && (!top || *candidate.score > *top->score)) top = &candidate;
  const int compared = levels.candidate_margin.value_or(levels.loss_margin);
  const std::string standard =
      still ? fmt::format("every move loses against standing still ({} at depth {}; the core's best scores {})",
                          game_.score_text(still->score), depth, game_.score_text(best.score))
            : fmt::format("every move is mated (the core's best scores {} at depth {})", game_.score_text(best.score),
                          depth);
  // The candidates are compared with the best of them and with the core's best move: a goal's move
  // that gives away what the core's move keeps (a king of two against one, stepping where it is
  // jumped) is no move of a lost position, and the core's move is played instead.
  const int reference = std::max(*top->score, best.score);
  std::optional<std::size_t> chosen;
  for (std::size_t i = 0; i < list.size(); ++i) {
    Candidate& candidate = list[i];
    if (!by_standard(candidate)) continue;
    // Between mates there is no margin: the slower is the better.
    const int allowed = std::abs(reference) >= decisive ? 0 : compared;
    if (*candidate.score < reference - allowed) continue;
    candidate.verdict = Verdict::survives;
    candidate.reason = fmt::format("{}, so the goals' moves are compared with each other: {} answers it ({})",
                                   standard, candidate.reply.empty() ? "its reply" : candidate.reply,
                                   game_.score_text(*candidate.score));
    if (!chosen) chosen = i;  // the list is best valued first
  }
  return chosen;
}

}  // namespace newell::goals
