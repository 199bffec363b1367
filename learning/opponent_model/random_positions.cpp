#include "learning/opponent_model/random_positions.h"

#include "checkers/movegen.h"

namespace newell::learning::opponent_model {

checkers::Position random_playout(std::mt19937_64& random, int plies) {
  checkers::Position position = checkers::Position::initial();
  for (int ply = 0; ply < plies; ++ply) {
    checkers::MoveList moves;
    checkers::generate_moves(position, moves);
    if (moves.empty()) break;
    std::uniform_int_distribution<int> pick(0, moves.size() - 1);
    position = position.after(moves[pick(random)]);
  }
  return position;
}

std::vector<checkers::Position> random_positions(std::uint64_t seed, int count, int min_plies, int max_plies) {
  std::mt19937_64 random(seed);
  std::uniform_int_distribution<int> length(min_plies, max_plies);
  std::vector<checkers::Position> positions;
  while (static_cast<int>(positions.size()) < count) {
    const checkers::Position position = random_playout(random, length(random));
    checkers::MoveList moves;
    checkers::generate_moves(position, moves);
    if (!moves.empty()) positions.push_back(position);
  }
  return positions;
}

}  // namespace newell::learning::opponent_model
