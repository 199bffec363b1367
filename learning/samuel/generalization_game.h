#pragma once
// One self-play game of learning by generalization: Alpha (learning after each of its moves) against
// Beta (a fixed polynomial), limited to `move_limit` plies and adjudicated by piece count when not
// finished, as in Samuel's second series (70 moves). The first `random_opening_plies` plies are drawn
// from a generator seeded per game, so games differ and a run replays exactly.

#include "checkers/game.h"
#include "checkers/samuel_terms.h"
#include "learning/samuel/generalization_alpha.h"

#include <array>
#include <cstdint>
#include <string>

namespace newell::learning::samuel {

struct GeneralizationSettings {
  int depth = 3;                   // Samuel's minimum ply
  std::uint64_t nodes = 20000;     // node budget per move (0: none)
  int move_limit = 70;             // plies
  int random_opening_plies = 2;
};

struct GeneralizationGameReport {
  checkers::Game game;
  checkers::Color alpha_color = checkers::Color::black;
  std::string result = "*";        // "1-0" Black won, "0-1", "1/2-1/2"
  std::string termination;
  int alpha_score = 0;             // +1 Alpha won (or ahead), 0 level, -1 lost (or behind)
  int corrections = 0;             // Alpha moves after which the polynomial was corrected
  int replacements = 0;            // terms sent to the reserve
  // Corrections by the span of Alpha moves delta was taken over: 1, 2, 3, 4 or more.
  std::array<int, 4> span_moves{};
};

GeneralizationGameReport play_generalization_game(Alpha& alpha, const checkers::ScoringPolynomial& beta,
                                                  checkers::Color alpha_color, const GeneralizationSettings& settings,
                                                  std::uint64_t seed);

// A game between two fixed polynomials (no learning): the match of a learned Alpha against the start.
GeneralizationGameReport play_fixed_game(const checkers::ScoringPolynomial& first, const checkers::ScoringPolynomial& second,
                                         checkers::Color first_color, const GeneralizationSettings& settings, std::uint64_t seed);

}  // namespace newell::learning::samuel
