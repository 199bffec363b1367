#include "learning/samuel/rote_search.h"

#include <algorithm>
#include <cstdlib>

namespace newell::learning::samuel {

RoteEntry backed_up_entry(const checkers::Position& root, const checkers::SearchResult& result, const RoteMemory& memory) {
  checkers::Position leaf = root;
  for (const checkers::Move& move : result.principal_variation) leaf = leaf.after(move);
  const int length = static_cast<int>(result.principal_variation.size());
  const int parity = length % 2 == 0 ? 1 : -1;
  RoteEntry entry;
  if (const RoteEntry* remembered = memory.peek(leaf); remembered != nullptr && length > 0) {
    const int magnitude = std::abs(remembered->score);
    if (magnitude > checkers::won_score_bound) {
      const int plies = checkers::win_score - magnitude + length;
      entry.score = parity * (remembered->score < 0 ? -1 : 1) * (checkers::win_score - plies);
    } else {
      entry.score = parity * remembered->score;
    }
    entry.ply = remembered->ply + length;
    return entry;
  }
  const int magnitude = std::abs(result.score);
  const int sign = result.score < 0 ? -1 : 1;
  if (magnitude > checkers::won_score_bound) {
    entry.score = result.score;
  } else if (magnitude > checkers::won_score_bound - 1000) {
    // A remembered win met off the variation (the variation was cut short by the table).
    const int plies = checkers::won_score_bound - 1 - magnitude + length;
    entry.score = sign * (checkers::win_score - plies);
  } else {
    entry.score = result.score;
  }
  entry.ply = std::max(length, result.depth);
  return entry;
}

}  // namespace newell::learning::samuel
