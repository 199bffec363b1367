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
#include <vector>

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

// What a move of a frozen Alpha would have taught (batch learning, generalization_batches.h): the
// position an earlier Alpha move left (delta's earlier end), and the backed-up score and
// jump-resolved material of the current position. Replayed in order by Alpha::learn.
struct LearningSample {
  checkers::Position earlier;
  int backed_up_score = 0;
  int current_material = 0;
};

// The same game with Alpha's polynomial frozen for the whole game: Alpha learns nothing, and each
// of its moves after the first leaves a sample in `samples` instead (the span of remembered moves
// grows and restarts as it would, by delta against the frozen polynomial).
GeneralizationGameReport play_frozen_generalization_game(const Alpha& alpha, const checkers::ScoringPolynomial& beta,
                                                         checkers::Color alpha_color, const GeneralizationSettings& settings,
                                                         std::uint64_t seed, std::vector<LearningSample>& samples);

// A game between two fixed polynomials (no learning): the match of a learned Alpha against the start.
GeneralizationGameReport play_fixed_game(const checkers::ScoringPolynomial& first, const checkers::ScoringPolynomial& second,
                                         checkers::Color first_color, const GeneralizationSettings& settings, std::uint64_t seed);

}  // namespace newell::learning::samuel
