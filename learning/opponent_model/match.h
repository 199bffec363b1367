#pragma once
// Checkers games for the opponent-model experiments: the players (game_player.h, learning_player.h)
// under their checkers names, and a game between two of them.

#include "checkers/game.h"
#include "checkers/mstar.h"
#include "learning/opponent_model/game_player.h"
#include "learning/opponent_model/learning_player.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>

namespace newell::learning::opponent_model {

using Player = GamePlayer<checkers::Position>;
template <checkers::Evaluator E>
using MinimaxPlayer = GameMinimaxPlayer<E, checkers::Position>;
template <checkers::Evaluator P, checkers::Evaluator M>
using MStarPlayer = GameMStarPlayer<P, M, checkers::Position>;

struct MatchRules {
  int opening_plies = 4;   // random moves at the start of each game, the same for paired games
  int max_plies = 160;     // a draw after this many plies
  // Called with every finished game (its moves, its players, the points Black scored), so that the
  // experiments keep their games in the store.
  std::function<void(const checkers::Game& game, const Player& black, const Player& white, int black_points)> on_game_end;
};

// The game's result in points for Black (2 win, 1 draw, 0 loss).
int play_game(Player& black, Player& white, std::uint64_t opening_seed, const MatchRules& rules = {});

// Mean points per game of the first player over `games` games, colours alternating: game i opens
// with seed `seed + i / 2`, so both colours play each opening. `play(first_moves_first, opening)`
// plays one game and returns the points of the side that moved first (any game).
double alternating_mean_points(int games, std::uint64_t seed, const std::function<int(bool first_moves_first, std::uint64_t opening)>& play);

// Mean points per game of `first` over `games` games against `second`, colours alternating; game
// i opens with seed `seed + i / 2`, so both colours play each opening.
double mean_points(Player& first, Player& second, int games, std::uint64_t seed, const MatchRules& rules = {});

}  // namespace newell::learning::opponent_model
