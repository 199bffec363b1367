#pragma once
// Turing's search (1953), driven by the Turochamp rule file. "Every possibility for white's next
// move and for black's reply is considerable"; after those two moves only the moves the rules call
// considerable are followed (profitable captures, recaptures, mates) until the position is dead.
// A dead position is worth its material ratio W/B; in a live one the side to move takes the best
// of its considerable moves or (beyond the first two moves) of standing on the position as if it
// were dead. The machine plays the move of greatest value and, among those, of greatest
// position-play value (measured on the position the move leads to, without analysis).

#include "chess/move.h"
#include "games/chess/chess_state.h"
#include "games/chess/turochamp_rules.h"

#include <cstdint>
#include <vector>

namespace newell::games {

struct TuringCandidate {
  chess::Move move;
  double value = 0;          // the minimax value of the material ratio
  double position_play = 0;  // after the move
};

struct TuringDecision {
  chess::Move move;  // none if there is no legal move
  double value = 0;
  double position_play = 0;
  // Position-play after the chosen move minus before it (the figure Turing printed after each move).
  double position_play_gain = 0;
  // Every other move of the same value had a lower position-play value (Turing's asterisk).
  bool unique = false;
  std::vector<TuringCandidate> candidates;  // every legal move, in generation order
  std::uint64_t positions = 0;              // positions visited by the analysis
};

struct TuringLimits {
  // No line of considerable moves goes deeper than this (Turing's rules end by themselves, since
  // captures run out, but a cap keeps pathological positions bounded).
  int max_plies = 16;
};

// Chooses Turochamp's move for the side to move (which must be the state's "me").
TuringDecision choose_turing_move(ChessState& state, TurochampRules& rules, TuringLimits limits = {});

// The value Turing gives a checkmate: mates by the machine are worth this, mates against it minus this.
inline constexpr double turing_mate_value = 1000;

}  // namespace newell::games
