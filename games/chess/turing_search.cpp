#include "games/chess/turing_search.h"

#include "chess/movegen.h"

#include <cmath>

namespace newell::games {

using namespace chess;

namespace {

constexpr double tie = 1e-9;

class Analysis {
 public:
  Analysis(ChessState& state, TurochampRules& rules, TuringLimits limits) : state_(state), rules_(rules), limits_(limits) {}

  // The value of the current position, `ply` moves after the position of the board.
  double value(int ply) {
    ++positions;
    Position& position = state_.scratch_position();
    MoveList moves;
    generate_legal(position, moves);
    const bool machine_to_move = position.side_to_move() == state_.me();
    if (moves.empty()) {
      if (!position.in_check()) return 1;  // stalemate: neither side ahead
      return machine_to_move ? -turing_mate_value : turing_mate_value;
    }
    if (ply >= limits_.max_plies) return rules_.material_ratio(state_);
    const bool everything_considerable = ply < 2;
    MoveList followed;
    if (everything_considerable) {
      followed = moves;
    } else {
      for (Move move : moves)
        if (rules_.considerable(state_, move)) followed.push_back(move);
    }
    const bool stand = followed.size() < moves.size();
    double best = stand ? rules_.material_ratio(state_) : (machine_to_move ? -HUGE_VAL : HUGE_VAL);
    for (Move move : followed) {
      state_.play(move);
      const double child = value(ply + 1);
      state_.undo();
      best = machine_to_move ? std::max(best, child) : std::min(best, child);
    }
    return best;
  }

  std::uint64_t positions = 0;

 private:
  ChessState& state_;
  TurochampRules& rules_;
  TuringLimits limits_;
};

}  // namespace

TuringDecision choose_turing_move(ChessState& state, TurochampRules& rules, TuringLimits limits) {
  TuringDecision decision;
  MoveList moves;
  generate_legal(state.position(), moves);
  if (moves.empty()) return decision;
  const double before = rules.position_play(state);
  Analysis analysis(state, rules, limits);
  for (Move move : moves) {
    state.play(move);
    TuringCandidate candidate{move, analysis.value(1), rules.position_play(state)};
    state.undo();
    decision.candidates.push_back(candidate);
  }
  decision.positions = analysis.positions;
  const TuringCandidate* best = &decision.candidates.front();
  for (const TuringCandidate& candidate : decision.candidates) {
    if (candidate.value > best->value + tie ||
        (std::abs(candidate.value - best->value) <= tie && candidate.position_play > best->position_play + tie))
      best = &candidate;
  }
  decision.move = best->move;
  decision.value = best->value;
  decision.position_play = best->position_play;
  decision.position_play_gain = best->position_play - before;
  decision.unique = true;
  for (const TuringCandidate& candidate : decision.candidates)
    if (candidate.move != best->move && std::abs(candidate.value - best->value) <= tie &&
        candidate.position_play >= best->position_play - tie)
      decision.unique = false;
  return decision;
}

}  // namespace newell::games
