// ChessState::material_gain: what a side has won since the decision's root, its pending captures
// settled by a quiescence or by static exchanges, each position made counted as a node.
#include "chess/search_limits.h"
#include "games/chess/chess_state.h"

#include <catch2/catch.hpp>

using namespace newell;

namespace {
// White to move takes the knight nothing defends.
const char* const knight_hangs = "4k3/8/8/4n3/8/8/8/4RK2 w - - 0 1";

// A decision's root in `fen`, its positions counted on `nodes`.
struct CountedRoot {
  explicit CountedRoot(const char* fen) : state(chess::Position::from_fen(fen)) {
    state.set_node_counter(&nodes);
    state.mark_decision_root();
  }
  games::ChessState state;
  chess::NodeCounter nodes;
};
}  // namespace

TEST_CASE("material_gain settled by static exchanges answers as the quiescence does here and makes no position") {
  CountedRoot played_out(knight_hangs);
  CHECK(played_out.state.material_gain(chess::White) == 320);
  CHECK(played_out.nodes.count() > 0);

  CountedRoot by_exchange(knight_hangs);
  by_exchange.state.set_settling_by_exchange(true);
  CHECK(by_exchange.state.material_gain(chess::White) == 320);
  CHECK(by_exchange.state.material_gain(chess::Black) == -320);
  CHECK(by_exchange.nodes.count() == 0);
}

TEST_CASE("material_gain keeps what each way of settling found apart") {
  CountedRoot root(knight_hangs);
  root.state.set_settling_by_exchange(true);
  CHECK(root.state.material_gain(chess::White) == 320);
  CHECK(root.nodes.count() == 0);
  // Played out, the same position is settled afresh (its answer by exchanges is not reused) ...
  root.state.set_settling_by_exchange(false);
  CHECK(root.state.material_gain(chess::White) == 320);
  const auto after_quiescence = root.nodes.count();
  CHECK(after_quiescence > 0);
  // ... and asked again either way, it is answered from what was kept.
  CHECK(root.state.material_gain(chess::White) == 320);
  root.state.set_settling_by_exchange(true);
  CHECK(root.state.material_gain(chess::White) == 320);
  CHECK(root.nodes.count() == after_quiescence);
}
