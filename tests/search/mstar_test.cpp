// search/mstar.h on a hand-made game tree: the generic M* asks a game only for its GameTraits, so a
// two-ply tree with values on its leaves shows, by hand-checked numbers, where M* with a model
// leaves minimax (their Figure 1's example in spirit: an opponent expected to blunder).
#include "search/mstar.h"

#include <catch2/catch.hpp>

#include <array>
#include <vector>

namespace {

// Node 0 is the root (the player, side 0, to move); its moves lead to 1 and 2; 1 leads to 3 and 4,
// 2 to 5 and 6. A leaf's only move passes (the searches below never reach it).
struct TreePosition {
  int node = 0;
  int side = 0;
};

const std::array<std::vector<int>, 7> children{std::vector<int>{1, 2}, {3, 4}, {5, 6}, {3}, {4}, {5}, {6}};

// Scores for the side to move from tables for side 0.
struct TableEvaluation {
  std::array<int, 7> for_side_zero;
  int operator()(const TreePosition& position) const {
    const int score = for_side_zero[static_cast<std::size_t>(position.node)];
    return position.side == 0 ? score : -score;
  }
};

const TableEvaluation player_function{{0, 0, 0, 3, 8, 5, 6}};
// The model of the opponent likes, from its side, a1 -3, a2 0, b1 -5, b2 -6: after a it expects the
// opponent to answer a2 (which the player values 8) rather than a1 (3).
const TableEvaluation model_function{{0, 0, 0, 3, 0, 5, 6}};

}  // namespace

template <>
struct newell::search::GameTraits<TreePosition> {
  using Move = int;
  using MoveList = std::vector<int>;
  using Color = int;
  struct Undo {
    int node = 0;
  };
  static Color side_to_move(const TreePosition& position) { return position.side; }
  static Color opponent(Color color) { return 1 - color; }
  static void generate(const TreePosition& position, MoveList& moves) { moves = children[static_cast<std::size_t>(position.node)]; }
  static void make(TreePosition& position, Move move, Undo& undo) {
    undo.node = position.node;
    position = {move, 1 - position.side};
  }
  static void unmake(TreePosition& position, Move, const Undo& undo) { position = {undo.node, 1 - position.side}; }
  static int no_move_score(const TreePosition&, int ply) { return ply - 1000; }
};

using namespace newell::search;

TEST_CASE("generic M*: with a model expecting a blunder it values the trap above minimax and plays it") {
  const TreePosition root;
  const ModelledPlayer<TableEvaluation, TableEvaluation> players{player_function, 2, model_function, 1};
  CHECK(plain_minimax(root, 2, player_function, 0) == 5);
  CHECK(mstar(root, players) == MStarValue{8, -5});  // the model values b (its b1) at -5
  const auto choice = mstar_choose_move(root, players);
  CHECK(choice.move == 1);
  CHECK(choice.value == 8);
  const auto risk_reducing = risk_reducing_mstar_choose_move(root, players);
  CHECK(risk_reducing.move == 1);
  CHECK(risk_reducing.value == 8);
}

TEST_CASE("generic M*: with the player's own function as the model it is minimax (Lemma 1)") {
  const TreePosition root;
  const ModelledPlayer<TableEvaluation, TableEvaluation> players{player_function, 2, player_function, 1};
  CHECK(mstar(root, players).player == 5);
  CHECK(mstar(root, players, true).player == 5);
  CHECK(mstar_choose_move(root, players).move == 2);
}

TEST_CASE("generic M*: pruning skips a frontier reply the model already ranks lower and returns the same pair") {
  const TreePosition root;
  const ModelledPlayer<TableEvaluation, TableEvaluation> players{player_function, 2, model_function, 1};
  std::uint64_t plain = 0, pruned = 0;
  CHECK(mstar(root, players, false, &plain) == mstar(root, players, true, &pruned));
  CHECK(plain == 7);   // every node
  CHECK(pruned == 6);  // b2 (model -6) is skipped once b1 (-5) is known
}

TEST_CASE("generic alpha-beta: the first best move, its principal variation, and the searched position left as it was") {
  TreePosition position;
  const auto result = alphabeta_minimax(position, 2, player_function);
  CHECK(result.value == 5);
  CHECK(result.best == 2);
  REQUIRE(result.line_length == 2);
  CHECK(result.line[0] == 2);
  CHECK(result.line[1] == 5);  // the dominant board: b1, valued 5
  CHECK(position.node == 0);
  CHECK(position.side == 0);
}

TEST_CASE("generic M*: a side with no legal move takes the game's score, from either viewpoint") {
  const TreePosition stuck{.node = 0, .side = 1};
  CHECK(no_move_score(stuck, 1, 3) == 3 - 1000);
  CHECK(no_move_score(stuck, 0, 3) == 1000 - 3);
}
