// The tests' own chess geometry (chess_tactic_geometry.h) on positions whose blows a player sees at
// a glance, each beside one where the blow does not stand.

#include "chess_tactic_geometry.h"

#include <catch2/catch.hpp>

using namespace newell::goals::testing;

namespace {
int square(const char* name) { return (name[1] - '1') * 8 + (name[0] - 'a'); }
}  // namespace

TEST_CASE("a man is read as the trace names it and followed to where it goes", "[geometry]") {
  const auto knight = read_man("white knight on e4");
  REQUIRE(knight);
  CHECK(knight->piece == 'N');
  CHECK(knight->square == square("e4"));
  CHECK_FALSE(read_man("white knight"));
  CHECK(read_man("black queen's knight's pawn on b7")->piece == 'p');
  const auto at_home = read_man("black queen's knight's pawn");  // a man on its home square
  REQUIRE(at_home);
  CHECK(at_home->square == square("b7"));
  CHECK(read_man("white king's bishop")->square == square("f1"));
  CHECK(read_man("white queen's rook's pawn (now a queen) on a8")->piece == 'Q');
  CHECK(read_man("white knight on g1 on f3")->square == square("f3"));
  CHECK_FALSE(read_man("black queen's knight (captured)"));
  const auto before = GeometryBoard::from_fen("4q1k1/8/8/8/4N3/8/8/4RK2 w - - 0 1");
  const auto after = GeometryBoard::from_fen("4q1k1/8/8/2N5/8/8/8/4RK2 b - - 1 1");
  CHECK(follow_man(before, after, *knight)->square == square("c5"));
  CHECK(follow_man(before, after, *read_man("white rook on e1"))->square == square("e1"));
  const auto taken = GeometryBoard::from_fen("6k1/8/8/8/8/8/8/4qK2 w - - 0 2");
  CHECK_FALSE(follow_man(after, taken, *read_man("white rook on e1")));
}

TEST_CASE("a pin is a line piece's attack on a man with a man worth more behind it", "[geometry]") {
  // The bishop on g4 pins the knight on f3 to the queen on d1; with the queen on c1 it pins nothing.
  CHECK(pinned_on_board(GeometryBoard::from_fen("4k3/8/8/8/6b1/5N2/8/3QK3 w - - 0 1"), square("f3")));
  CHECK_FALSE(pinned_on_board(GeometryBoard::from_fen("4k3/8/8/8/6b1/5N2/8/2Q1K3 w - - 0 1"), square("f3")));
  // After 9...Be6 (issue 51's example) the knight on f3 is pinned by nothing.
  CHECK_FALSE(pinned_on_board(GeometryBoard::from_fen("r2q1rk1/2p1bppp/p1npbn2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 w"),
                              square("f3")));
}

TEST_CASE("a fork strikes two men, each the king, worth more than the striker or undefended", "[geometry]") {
  CHECK(forked_on_board(GeometryBoard::from_fen("r3k3/2N5/8/8/8/8/8/4K3 b - - 0 1"), square("c7"), square("e8"), square("a8")));
  // A bishop worth the knight and guarded by the queen is no target.
  CHECK_FALSE(forked_on_board(GeometryBoard::from_fen("bq2k3/2N5/8/8/8/8/8/4K3 b - - 0 1"), square("c7"), square("e8"),
                              square("a8")));
}

TEST_CASE("a skewer attacks a man with a man worth less behind it", "[geometry]") {
  CHECK(skewered_on_board(GeometryBoard::from_fen("q7/8/8/k7/8/8/8/R3K3 b - - 0 1"), square("a1"), square("a5"), square("a8")));
  // The queen in front of the king: a pin, not a skewer.
  CHECK_FALSE(skewered_on_board(GeometryBoard::from_fen("k7/8/8/q7/8/8/8/R3K3 b - - 0 1"), square("a1"), square("a5"),
                                square("a8")));
}

TEST_CASE("a discovered attack is a line piece's attack uncovered by the man that moved off its line", "[geometry]") {
  const auto before = GeometryBoard::from_fen("4q1k1/8/8/8/4N3/8/8/4RK2 w - - 0 1");
  CHECK(discovered_on_board(before, GeometryBoard::from_fen("4q1k1/8/8/2N5/8/8/8/4RK2 b - - 1 1"), square("e4"),
                            square("e1"), square("e8")));
  // A knight that stood off the rook's line uncovers nothing.
  const auto aside = GeometryBoard::from_fen("4q1k1/8/8/8/3N4/8/4B3/4RK2 w - - 0 1");
  CHECK_FALSE(discovered_on_board(aside, GeometryBoard::from_fen("4q1k1/8/8/2N5/8/8/4B3/4RK2 b - - 1 1"), square("d4"),
                                  square("e1"), square("e8")));
}
