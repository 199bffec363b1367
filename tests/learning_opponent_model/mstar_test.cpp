#include "checkers/mstar.h"
#include "checkers/notation.h"
#include "learning/opponent_model/random_positions.h"
#include "learning/opponent_model/strategies.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace newell::checkers;
using namespace newell::learning::opponent_model;

namespace {

// M* written from its definition, one decision at a time: the player takes its best child; at the
// opponent's turn the opponent picks the reply its own plain minimax of the model's function likes
// best (to the model's frontier for its first decision, to the leaves for later ones, as in their
// Figure 1), the worst for the player among equals, and the node takes the value of that reply.
template <class Model>
int mstar_by_definition(const Position& position, int depth, int ply, const ScoringPolynomial& player_function, const Model& model,
                        int model_depth, Color player) {
  MoveList moves;
  generate_moves(position, moves);
  if (moves.empty()) return lost_position_score(position, player, ply);
  if (depth == 0) return score_for(player_function, position, player);
  if (position.side_to_move == player) {
    int best = -win_score - 1;
    for (int i = 0; i < moves.size(); ++i)
      best = std::max(best, mstar_by_definition(position.after(moves[i]), depth - 1, ply + 1, player_function, model, model_depth, player));
    return best;
  }
  const int frontier = 1 + model_depth;
  const int look_ahead = frontier > ply ? frontier - ply : depth;
  bool have = false;
  int best_model = 0;
  int value = 0;
  for (int i = 0; i < moves.size(); ++i) {
    const Position next = position.after(moves[i]);
    const int model_value = plain_minimax(next, look_ahead - 1, model, opposite(player), ply + 1);
    const int ours = mstar_by_definition(next, depth - 1, ply + 1, player_function, model, model_depth, player);
    if (!have || model_value > best_model || (model_value == best_model && ours < value)) {
      have = true;
      best_model = model_value;
      value = ours;
    }
  }
  return value;
}

}  // namespace

TEST_CASE("M* on a position with no legal move scores a loss for the side to move, for both functions") {
  const Position lost = Position::from_pieces(0, bit(17), 0, Color::black);  // Black has no pieces
  ModelledPlayer<ScoringPolynomial, ScoringPolynomial> players{samuel_function(), 3, samuel_variation(), 2};
  const MStarValue value = mstar(lost, players);
  CHECK(value.player == -win_score);
  CHECK(value.model == win_score);
}

TEST_CASE("M* at depth zero returns the player's function for the player and the model's for the opponent") {
  const Position position = parse_fen("B:W18,22:B9,K14");
  ModelledPlayer<MaterialEvaluator, MaterialEvaluator> players{MaterialEvaluator{100, 150}, 0, MaterialEvaluator{100, 300}, 0};
  const MStarValue value = mstar(position, players);
  CHECK(value.player == 100 + 150 - 200);   // Black to move: a man and a king against two men
  CHECK(value.model == 200 - 100 - 300);    // White's view with kings worth 300
}

TEST_CASE("M* with a forced capture for the opponent follows it: hand-checked two-ply value") {
  // Black man 10, White men 19 and 23. Black's moves: 10-14, 10-15. After 10-15 White must take 19x10;
  // after 10-14 White moves freely. Material only (Black's view): 10-15 loses the man (-200 after the
  // capture), 10-14 keeps -100. Every White reply after 10-14 keeps material, so M* with any model
  // equals minimax: -100.
  const Position position = parse_fen("B:W19,23:B10");
  ModelledPlayer<MaterialEvaluator, TruncatedEvaluation<MaterialEvaluator>> players{MaterialEvaluator{}, 2, {MaterialEvaluator{}, 50}, 1};
  CHECK(mstar(position, players).player == -100);
  CHECK(plain_minimax(position, 2, MaterialEvaluator{}, Color::black) == -100);
}

TEST_CASE("M* equals its definition (the opponent decides by its own minimax of the model) on random positions") {
  const ScoringPolynomial player = samuel_function();
  const ScoringPolynomial other = samuel_variation();
  const TruncatedEvaluation<ScoringPolynomial> truncated{player, 40};
  for (const Position& position : random_positions(7, 60, 2, 40)) {
    for (int depth = 1; depth <= 4; ++depth) {
      for (int model_depth = 0; model_depth < depth; ++model_depth) {
        ModelledPlayer<ScoringPolynomial, ScoringPolynomial> players{player, depth, other, model_depth};
        REQUIRE(mstar(position, players).player == mstar_by_definition(position, depth, 0, player, other, model_depth, position.side_to_move));
        ModelledPlayer<ScoringPolynomial, TruncatedEvaluation<ScoringPolynomial>> weaker{player, depth, truncated, model_depth};
        REQUIRE(mstar(position, weaker).player == mstar_by_definition(position, depth, 0, player, truncated, model_depth, position.side_to_move));
      }
    }
  }
}

TEST_CASE("Lemma 1: M* with the model (-f_player, d_player - 1) equals minimax on random positions") {
  const ScoringPolynomial player = samuel_function();
  int checked = 0;
  for (const Position& position : random_positions(11, 200, 2, 40)) {
    for (int depth = 1; depth <= 3; ++depth) {
      ModelledPlayer<ScoringPolynomial, ScoringPolynomial> players{player, depth, player, depth - 1};
      const int minimax = plain_minimax(position, depth, player, position.side_to_move);
      const MStarValue value = mstar(position, players);
      REQUIRE(value.player == minimax);
      REQUIRE(value.model == -minimax);
      ++checked;
    }
  }
  CHECK(checked == 600);
}

TEST_CASE("Lemma 2: M* never returns less than minimax, whatever the model, on random positions") {
  const ScoringPolynomial player = samuel_function();
  const ScoringPolynomial other = samuel_variation();
  int strictly_greater = 0;
  for (const Position& position : random_positions(13, 200, 2, 40)) {
    for (int depth = 2; depth <= 3; ++depth) {
      const int minimax = plain_minimax(position, depth, player, position.side_to_move);
      for (int model_depth = 0; model_depth < depth; ++model_depth) {
        ModelledPlayer<ScoringPolynomial, ScoringPolynomial> players{player, depth, other, model_depth};
        const int value = mstar(position, players).player;
        REQUIRE(value >= minimax);
        strictly_greater += value > minimax;
      }
      ModelledPlayer<ScoringPolynomial, TruncatedEvaluation<ScoringPolynomial>> truncated{player, depth, {player, 60}, depth - 1};
      REQUIRE(mstar(position, truncated).player >= minimax);
    }
  }
  CHECK(strictly_greater > 0);  // the lemma is not vacuous here: the model changes values
}

TEST_CASE("M* with alpha-beta pruning returns exactly the pair of plain M*, and visits fewer nodes") {
  const ScoringPolynomial player = samuel_function();
  const ScoringPolynomial other = samuel_variation();
  std::uint64_t plain_nodes = 0;
  std::uint64_t pruned_nodes = 0;
  for (const Position& position : random_positions(17, 150, 2, 40)) {
    for (int depth = 1; depth <= 4; ++depth) {
      for (int model_depth = 0; model_depth < depth; ++model_depth) {
        ModelledPlayer<ScoringPolynomial, ScoringPolynomial> different{player, depth, other, model_depth};
        ModelledPlayer<ScoringPolynomial, ScoringPolynomial> same{player, depth, player, model_depth};
        REQUIRE(mstar(position, different, true, &pruned_nodes) == mstar(position, different, false, &plain_nodes));
        REQUIRE(mstar(position, same, true, &pruned_nodes) == mstar(position, same, false, &plain_nodes));
      }
    }
  }
  CHECK(pruned_nodes < plain_nodes);
}

TEST_CASE("alpha-beta minimax equals plain minimax on random positions") {
  const ScoringPolynomial player = samuel_function();
  for (const Position& position : random_positions(19, 100, 2, 40))
    for (int depth = 0; depth <= 4; ++depth)
      REQUIRE(alphabeta_minimax(position, depth, player).value == plain_minimax(position, depth, player, position.side_to_move));
}

TEST_CASE("the move M* chooses has the value M* gives the root") {
  const ScoringPolynomial player = samuel_function();
  const ScoringPolynomial other = samuel_variation();
  for (const Position& position : random_positions(23, 60, 2, 40)) {
    ModelledPlayer<ScoringPolynomial, ScoringPolynomial> players{player, 3, other, 1};
    const MStarChoice choice = mstar_choose_move(position, players);
    REQUIRE(choice.has_move);
    CHECK(choice.value == mstar(position, players).player);
    CHECK(choice.value == mstar_choose_move(position, players, false).value);
  }
}

TEST_CASE("risk-reducing M* with the model (-f_player, d - 1) values moves as minimax does") {
  const ScoringPolynomial player = samuel_function();
  for (const Position& position : random_positions(29, 60, 2, 40)) {
    ModelledPlayer<ScoringPolynomial, ScoringPolynomial> players{player, 3, player, 2};
    const MStarChoice choice = risk_reducing_mstar_choose_move(position, players);
    CHECK(choice.value == plain_minimax(position, 3, player, position.side_to_move));
    CHECK(choice.move == alphabeta_minimax(position, 3, player).best);
  }
}
