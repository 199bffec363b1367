// ChessState::material_gain: what a side has won since the decision's root, its pending captures
// settled by a quiescence or by static exchanges, each position made counted as a node.
#include "chess/search_limits.h"
#include "games/chess/chess_state.h"

#include <catch2/catch.hpp>

using namespace newell;

namespace {
// White to move takes the knight nothing defends.
const char* const knight_hangs = "4k3/8/8/4n3/8/8/8/4RK2 w - - 0 1";
}  // namespace

TEST_CASE("material_gain settled by static exchanges answers as the quiescence does here and makes no position") {
  games::ChessState played_out(chess::Position::from_fen(knight_hangs));
  chess::NodeCounter played_out_nodes;
  played_out.set_node_counter(&played_out_nodes);
  played_out.mark_decision_root();
  CHECK(played_out.material_gain(chess::White) == 320);
  CHECK(played_out_nodes.count() > 0);

  games::ChessState by_exchange(chess::Position::from_fen(knight_hangs));
  chess::NodeCounter by_exchange_nodes;
  by_exchange.set_node_counter(&by_exchange_nodes);
  by_exchange.mark_decision_root();
  by_exchange.set_settling_by_exchange(true);
  CHECK(by_exchange.material_gain(chess::White) == 320);
  CHECK(by_exchange.material_gain(chess::Black) == -320);
  CHECK(by_exchange_nodes.count() == 0);
}

TEST_CASE("material_gain keeps what each way of settling found apart") {
  games::ChessState state(chess::Position::from_fen(knight_hangs));
  chess::NodeCounter nodes;
  state.set_node_counter(&nodes);
  state.mark_decision_root();
  state.set_settling_by_exchange(true);
  CHECK(state.material_gain(chess::White) == 320);
  CHECK(nodes.count() == 0);
  // Played out, the same position is settled afresh (its answer by exchanges is not reused) ...
  state.set_settling_by_exchange(false);
  CHECK(state.material_gain(chess::White) == 320);
  const auto after_quiescence = nodes.count();
  CHECK(after_quiescence > 0);
  // ... and asked again either way, it is answered from what was kept.
  CHECK(state.material_gain(chess::White) == 320);
  state.set_settling_by_exchange(true);
  CHECK(state.material_gain(chess::White) == 320);
  CHECK(nodes.count() == after_quiescence);
}
