#include "chess/settled_material.h"

#include <catch2/catch.hpp>

using namespace newell::chess;

TEST_CASE("the material balance counts every man but the kings") {
  CHECK(material_balance(Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), White) == 0);
  CHECK(material_balance(Position::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"), White) == 900);
  CHECK(material_balance(Position::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"), Black) == -900);
}

TEST_CASE("a man hanging to the side to move counts as won once the captures are over") {
  // White to move takes the undefended knight on e5 with the rook.
  auto position = Position::from_fen("4k3/8/8/4n3/8/8/8/4RK2 w - - 0 1");
  CHECK(settled_material(position, White) == 500);
  CHECK(settled_material(position, Black) == -500);
}

TEST_CASE("a capture that is taken back wins nothing") {
  // The knight on e5 is defended by the pawn on d6: the rook taking it would be lost.
  auto position = Position::from_fen("4k3/8/3p4/4n3/8/8/8/4RK2 w - - 0 1");
  CHECK(settled_material(position, White) == 500 - 320 - 100);
}

TEST_CASE("the side to move may stand pat rather than lose material") {
  // Black to move: its only capture, Qxd2+, loses the queen to Kxd2, so it stands pat and the
  // balance stays what it is (a quiescence over captures does not ask whether the queen could flee).
  auto position = Position::from_fen("4k3/8/8/q7/8/8/3R4/4K3 b - - 0 1");
  const int before = material_balance(position, Black);
  CHECK(settled_material(position, Black) >= before);
}

TEST_CASE("checkmate counts more than all the material") {
  // Black is checkmated (back rank).
  auto position = Position::from_fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
  CHECK(settled_material(position, Black) == -mated_material);
}

TEST_CASE("settled material restores the position and stops at its node limit") {
  auto position = Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3");
  const std::string before = position.to_fen();
  int nodes = 0;
  settled_material(position, White, 5, &nodes);
  CHECK(nodes <= 5);
  CHECK(position.to_fen() == before);
}

TEST_CASE("past its node limit a side in check with a move left is not counted mated") {
  // Black in check from the rook, with king moves: no node is left to try one.
  auto position = Position::from_fen("4k3/8/8/8/8/8/8/4RK2 b - - 0 1");
  CHECK(settled_material(position, Black, 0) == -500);
  CHECK(settled_material(position, Black, 0, nullptr, Settling::static_exchange) == -500);
}

TEST_CASE("settled by static exchanges, the side to move wins its best exchange and makes no position") {
  // White to move: Rxe5 wins the knight outright; Rxa5 would win a pawn only.
  auto hanging = Position::from_fen("4k3/8/8/p3n3/8/8/8/R3RK2 w - - 0 1");
  int nodes = 0;
  CHECK(settled_material(hanging, White, 32, &nodes, Settling::static_exchange) == 1000 - 320 - 100 + 320);
  CHECK(nodes == 0);
  // The knight defended by the pawn: taking it with the rook loses, so White stands pat.
  auto defended = Position::from_fen("4k3/8/3p4/4n3/8/8/8/4RK2 w - - 0 1");
  CHECK(settled_material(defended, White, 32, &nodes, Settling::static_exchange) == 500 - 320 - 100);
  CHECK(nodes == 0);
}

TEST_CASE("settled by static exchanges, a side in check has its evasions made and a mate is seen") {
  auto mated = Position::from_fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
  CHECK(settled_material(mated, Black, 32, nullptr, Settling::static_exchange) == -mated_material);
  // Black in check takes the checking rook with the king (two pawns against nothing then): the
  // evasions are made and the best kept.
  auto check = Position::from_fen("6k1/5pRp/8/8/8/8/8/6K1 b - - 0 1");
  int nodes = 0;
  CHECK(settled_material(check, Black, 32, &nodes, Settling::static_exchange) == 200);
  CHECK(nodes > 0);
}
