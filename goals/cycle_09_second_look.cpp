// Step 9 of the decision cycle, the second look. Newell, Shaw and Simon's goals came in an order,
// each tried only when those before it offered no acceptable move. When every candidate was refuted
// or none was offered, the seek nets are asked again with `nothing_stands` true, and the goals they
// add (a piece to the centre, a rook to an open file) are searched, valued and refuted like the
// others, with half of what is left before the fallback's share for their tactics. Moves already
// refuted stay refuted.
#include "goals/engine.h"

#include <fmt/core.h>

#include <algorithm>

namespace newell::goals {

std::optional<std::size_t> GoalEngine::look_again(std::vector<Candidate>& list, Trace& trace) {
  Shares& shares = decision_.shares;
  if (game_.nodes_used() >= shares.refutation_end || out_of_time(shares.refutation_deadline)) return std::nullopt;
  context_.decision.nothing_stands = true;
  const std::vector<GoalId> fresh = adopt_proposed(context_.machine);
  if (fresh.empty()) return std::nullopt;
  const std::uint64_t used = game_.nodes_used();
  shares.tactics_end = used + (shares.refutation_end - used) / 2;
  if (shares.refutation_deadline) {
    const auto now = std::chrono::steady_clock::now();
    shares.tactics_deadline = now + (*shares.refutation_deadline - std::min(now, *shares.refutation_deadline)) / 2;
  }
  if (!trace.iterations.empty())
    trace.iterations.back().decision += fmt::format("; {}, so {} quieter goal{} sought",
                                                    list.empty() ? "no goal offered a candidate" : "every candidate refuted",
                                                    fresh.size(), fresh.size() == 1 ? " is" : "s are");
  std::vector<Candidate> more = run_cycle(fresh, trace);
  std::erase_if(more, [&](const Candidate& candidate) {
    return std::any_of(list.begin(), list.end(), [&](const Candidate& seen) { return seen.move == candidate.move; });
  });
  const std::size_t offset = list.size();
  std::optional<std::size_t> chosen = refute(more, trace);
  list.insert(list.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
  if (chosen) return offset + *chosen;
  return std::nullopt;
}

}  // namespace newell::goals
