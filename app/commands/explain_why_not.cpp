#include "app/commands/explain_why_not.h"

#include "goals/trace_words.h"

#include <fmt/core.h>

#include <algorithm>

namespace newell::app {
namespace {

// The candidate of the trace that is `move` (its text read back in the decision's position).
const goals::TraceAlternative* candidate_of(const goals::Game& game, const goals::Trace& trace, goals::MoveId move) {
  for (const auto& alternative : trace.alternatives)
    if (game.parse_move(alternative.move) == move) return &alternative;
  return nullptr;
}

std::string played_value(const goals::Trace& trace) {
  for (const auto& alternative : trace.alternatives)
    if (alternative.move == trace.move) return fmt::format(" (value {:.2f})", alternative.value);
  return "";
}

}  // namespace

std::string why_not_text(goals::Game& game, const goals::Trace& trace, goals::MoveId move, std::uint64_t nodes) {
  const std::string text = game.move_text(move);
  const std::string side = goals::side_words(trace.side);
  if (text == trace.move) return fmt::format("why not {}: it is the move played", text);
  if (const auto* candidate = candidate_of(game, trace, move)) {
    const std::string proposed = fmt::format("why not {}: a goal proposed it, to {} (likelihood {:.2f}, value {:.2f})", text,
                                             goals::goal_words_of_text(trace, candidate->goal), candidate->likelihood,
                                             candidate->value);
    if (candidate->rejected)
      return fmt::format("{}; refuted by {}: {} for {} after it (depth {})", proposed,
                         candidate->reply.empty() ? "its reply" : candidate->reply, candidate->score_text, side,
                         candidate->checked_depth);
    const std::string checked = candidate->score_text.empty()
                                    ? ""
                                    : fmt::format(", {} for {} after {}", candidate->score_text, side,
                                                  candidate->reply.empty() ? "its reply" : candidate->reply);
    return fmt::format("{}; it stood ({}{}) but was valued lower than {}{}", proposed, candidate->verdict, checked,
                       trace.move.empty() ? "the move played" : trace.move, played_value(trace));
  }
  // No goal proposed it: the core looks at it as it looks at a fallback.
  std::string look;
  {
    goals::MoveScope scope(game, move);
    const goals::Game::CoreResult reply = game.core_search(std::max<std::uint64_t>(nodes / 4, 1000));
    if (!reply.move) {
      look = "no reply: the game ends there";
    } else {
      const std::string reply_text = reply.move_text.empty() ? game.move_text(*reply.move) : reply.move_text;
      look = fmt::format("the core answers {}: {} for {} (depth {})", reply_text, game.score_text(-reply.score), side,
                         reply.depth);
    }
  }
  const std::string played = trace.baseline_text.empty()
                                 ? ""
                                 : fmt::format("; the move played, {}, scores {} for {}", trace.move, trace.baseline_text, side);
  return fmt::format("why not {}: no goal proposed it; {}{}", text, look, played);
}

}  // namespace newell::app
