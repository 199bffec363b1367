#pragma once
// Rote learning inside search: an evaluator that consults the memory at the leaves first (so a
// remembered score, itself backed up over earlier searches, extends the effective ply), and what
// is saved after a search: the root's backed-up score with the effective ply it stands for.

#include "checkers/evaluation.h"
#include "checkers/search.h"
#include "learning/samuel/rote_memory.h"

namespace newell::learning::samuel {

template <checkers::Evaluator Inner>
class RoteEvaluator {
 public:
  RoteEvaluator(RoteMemory& memory, const Inner& inner, RoteStatistics& statistics)
      : memory_(memory), inner_(inner), statistics_(statistics) {}

  int operator()(const checkers::Position& position) const {
    ++statistics_.lookups;
    if (const RoteEntry* entry = memory_.recall(position)) {
      ++statistics_.hits;
      return directed_score(*entry);
    }
    return static_cast<int>(inner_(position));
  }

 private:
  RoteMemory& memory_;
  const Inner& inner_;
  RoteStatistics& statistics_;
};

// The score and effective ply to remember for the root of a finished search: when the principal
// variation ends on a remembered position, its stored score carried back (a win's distance grows by
// the variation's length, the effective ply adds up); otherwise the search's own score over the
// variation's length (at least the minimum ply reached).
RoteEntry backed_up_entry(const checkers::Position& root, const checkers::SearchResult& result, const RoteMemory& memory);

}  // namespace newell::learning::samuel
