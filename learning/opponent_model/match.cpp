#include "learning/opponent_model/match.h"

namespace newell::learning::opponent_model {

namespace {

int points_for_black(Outcome outcome) { return 1 + first_side_sign(outcome); }

}  // namespace

int play_game(Player& black, Player& white, std::uint64_t opening_seed, const MatchRules& rules) {
  checkers::Game game;
  std::mt19937_64 random(opening_seed);
  int points = 1;  // a draw at the ply limit, even when the last move decided the game
  for (int ply = 0; ply < rules.max_plies; ++ply) {
    if (game.outcome() != Outcome::ongoing) {
      points = points_for_black(game.outcome());
      break;
    }
    const checkers::Position position = game.position();
    const bool black_to_move = position.side_to_move == checkers::Color::black;
    checkers::Move move{};
    if (ply < rules.opening_plies) {
      const checkers::MoveList moves = game.legal_moves();
      std::uniform_int_distribution<int> pick(0, moves.size() - 1);
      move = moves[pick(random)];
    } else {
      move = (black_to_move ? black : white).choose(position);
      (black_to_move ? white : black).observe_opponent(position, move);
    }
    game.play(move);
  }
  if (rules.on_game_end) rules.on_game_end(game, black, white, points);
  return points;
}

double alternating_mean_points(int games, std::uint64_t seed, const std::function<int(bool first_moves_first, std::uint64_t opening)>& play) {
  if (games <= 0) return 0;
  long total = 0;
  for (int i = 0; i < games; ++i) {
    const std::uint64_t opening = seed + static_cast<std::uint64_t>(i / 2);
    total += i % 2 == 0 ? play(true, opening) : 2 - play(false, opening);
  }
  return static_cast<double>(total) / games;
}

double mean_points(Player& first, Player& second, int games, std::uint64_t seed, const MatchRules& rules) {
  return alternating_mean_points(games, seed, [&](bool first_moves_first, std::uint64_t opening) {
    return first_moves_first ? play_game(first, second, opening, rules) : play_game(second, first, opening, rules);
  });
}

}  // namespace newell::learning::opponent_model
