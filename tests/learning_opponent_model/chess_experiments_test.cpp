// The chess depth-benefit experiment's games (learning/opponent_model/chess_experiments.h).
#include "chess/evaluation.h"
#include "learning/opponent_model/chess_experiments.h"

#include <catch2/catch.hpp>

using namespace newell;
using namespace newell::learning::opponent_model;

namespace {

int core(const chess::Position& position) { return chess::evaluate(position); }

ChessChooser minimax(int depth) {
  return [depth](const chess::Position& position) { return chess::alphabeta_minimax(position, depth, core).best; };
}

// The first legal move: a player that never looks at the board.
chess::Move first_move(const chess::Position& position) {
  chess::MoveList moves;
  chess::generate_legal(position, moves);
  return moves[0];
}

}  // namespace

TEST_CASE("chess experiment games: a player against itself scores exactly 1 a game over paired openings") {
  const ChessMatchRules rules{4, 60, {}};
  CHECK(chess_mean_points(minimax(1), minimax(1), 4, 7, rules) == 1.0);
}

TEST_CASE("chess experiment games: a searching player beats one that plays its first legal move, with either colour") {
  const ChessMatchRules rules{2, 150, {}};
  CHECK(play_chess_game(minimax(2), first_move, 3, rules) == 2);
  CHECK(play_chess_game(first_move, minimax(2), 3, rules) == 0);
}

TEST_CASE("chess experiment games: the ply limit ends a game as a draw") {
  const ChessMatchRules rules{0, 6, {}};
  CHECK(play_chess_game(first_move, first_move, 1, rules) == 1);
}
