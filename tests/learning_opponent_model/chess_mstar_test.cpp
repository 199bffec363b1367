// M* on chess (chess/mstar.h): the paper's lemmas on positions from seeded random games, with the
// chess core's own evaluation and with other functions as models.
#include "chess/evaluation.h"
#include "chess/mstar.h"
#include "chess/notation.h"

#include <catch2/catch.hpp>

#include <random>
#include <vector>

using namespace newell::chess;

namespace {

// Positions after 4-40 random legal moves from the start (games that end early are skipped).
std::vector<Position> random_chess_positions(std::uint64_t seed, int count) {
  std::mt19937_64 random(seed);
  std::uniform_int_distribution<int> length(4, 40);
  std::vector<Position> positions;
  while (static_cast<int>(positions.size()) < count) {
    Position position = Position::start();
    const int plies = length(random);
    bool ended = false;
    for (int ply = 0; ply < plies && !ended; ++ply) {
      MoveList moves;
      generate_legal(position, moves);
      if (moves.empty()) ended = true;
      else position.make_move(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)]);
    }
    if (!ended) positions.push_back(Position::from_fen(position.to_fen()));
  }
  return positions;
}

struct CoreEvaluation {
  int operator()(const Position& position) const { return evaluate(position); }
};

// Material alone (pawn 100, knight and bishop 300, rook 500, queen 900): a different, weaker model.
struct MaterialEvaluation {
  int operator()(const Position& position) const {
    static constexpr int values[] = {100, 300, 300, 500, 900};
    int score = 0;
    for (int type = Pawn; type <= Queen; ++type)
      score += values[type] * (popcount(position.pieces(position.side_to_move(), PieceType(type))) -
                               popcount(position.pieces(~position.side_to_move(), PieceType(type))));
    return score;
  }
};

}  // namespace

TEST_CASE("chess M*: Lemma 1, the model (f_player, d_player - 1) gives minimax's value on random positions") {
  for (Position position : random_chess_positions(11, 12)) {
    for (int depth = 1; depth <= 3; ++depth) {
      ChessModelledPlayer<CoreEvaluation, CoreEvaluation> players{{}, depth, {}, depth - 1};
      const int minimax = plain_minimax(position, depth, CoreEvaluation{}, position.side_to_move());
      REQUIRE(mstar(position, players).player == minimax);
      REQUIRE(mstar(position, players, true).player == minimax);
    }
  }
}

TEST_CASE("chess M*: Lemma 2, never less than minimax whatever the model, and pruning returns plain M*'s pair") {
  std::uint64_t plain_nodes = 0, pruned_nodes = 0;
  for (Position position : random_chess_positions(12, 12)) {
    for (int depth = 1; depth <= 3; ++depth) {
      const int minimax = plain_minimax(position, depth, CoreEvaluation{}, position.side_to_move());
      for (int model_depth = 0; model_depth < depth; ++model_depth) {
        ChessModelledPlayer<CoreEvaluation, MaterialEvaluation> players{{}, depth, {}, model_depth};
        const ChessMStarValue plain = mstar(position, players, false, &plain_nodes);
        REQUIRE(plain.player >= minimax);
        REQUIRE(mstar(position, players, true, &pruned_nodes) == plain);
        ChessModelledPlayer<CoreEvaluation, CoreEvaluation> same{{}, depth, {}, model_depth};
        REQUIRE(mstar(position, same).player >= minimax);
      }
    }
  }
  CHECK(pruned_nodes < plain_nodes);
}

TEST_CASE("chess M*: a mated side has lost for both functions, a stalemated one scores 0") {
  const Position mated = Position::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  ChessModelledPlayer<CoreEvaluation, MaterialEvaluation> players{{}, 2, {}, 1};
  const ChessMStarValue value = mstar(mated, players);
  CHECK(value.player == -mstar_scores::win);
  CHECK(value.model == mstar_scores::win);
  const Position stalemate = Position::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  CHECK(mstar(stalemate, players) == ChessMStarValue{0, 0});
}

TEST_CASE("chess M*: the player finds a mate in one, plain and risk-reducing") {
  // White mates with Qxf7 (the scholar's mate).
  const Position position = Position::from_fen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
  ChessModelledPlayer<CoreEvaluation, MaterialEvaluation> players{{}, 2, {}, 1};
  CHECK(to_uci(mstar_choose_move(position, players).move) == "h5f7");
  CHECK(to_uci(risk_reducing_mstar_choose_move(position, players).move) == "h5f7");
}
