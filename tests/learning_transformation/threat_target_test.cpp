#include "learning/transformation/threat_target.h"

#include <catch2/catch.hpp>

using namespace newell::learning::transformation;
using Squares = std::vector<std::string>;

TEST_CASE("a checkers threat takes the men it jumps, read with the side to move flipped") {
  // Black to move; were Black to stand still, White's king on 24 would jump Black's kings on 27, 26
  // and 25 in one move (game 5, ply 97 of a learning run: the fallback's trace named the threat by
  // its shortest text, 24x29).
  const std::string position = "B:WK15,K24:B12,K20,K25,K26,K27,K32";
  CHECK(threat_target_squares("checkers", position, "24x29") == Squares{"25", "26", "27"});
  CHECK(threat_target_squares("checkers", "B:W21,22:B9,10", "22-18").empty());  // a quiet move takes nothing
}

TEST_CASE("a chess threat takes the piece on the square it captures on") {
  const std::string position = "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2";
  CHECK(threat_target_squares("chess", position, "Nxe4") == Squares{"e4"});
  CHECK(threat_target_squares("chess", position, "Nd5").empty());
}

TEST_CASE("a threat that cannot be read takes nothing the learner can name") {
  CHECK(threat_target_squares("chess", "not a position", "Nxe4").empty());
  CHECK(threat_target_squares("checkers", "B:W21:B9", "1x10").empty());
  CHECK(threat_target_squares("numbers", "..WB. w", "s3-s2").empty());
}

TEST_CASE("a goal argument names the man on a square by its last words") {
  CHECK(argument_names_square("black man from 5 (now a king) on 27", "27"));
  CHECK_FALSE(argument_names_square("black man from 5 (now a king) on 27", "7"));
  CHECK(argument_names_square("white knight on e5", "e5"));
  CHECK_FALSE(argument_names_square("e5", "e5"));
}

TEST_CASE("a side with a man pinned to its king is told from one whose men are only attacked") {
  // The rook on e4 pins the white knight on e2 to its king; the bishop on b5 attacks the pawn on a4.
  CHECK(side_to_move_has_pinned_man("chess", "4k3/8/8/1b6/P3r3/8/4N3/4K3 w - - 0 1"));
  CHECK_FALSE(side_to_move_has_pinned_man("chess", "4k3/8/8/1b6/P3r3/8/4N3/4K3 b - - 0 1"));  // Black's men are free
  CHECK_FALSE(side_to_move_has_pinned_man("chess", "4k3/8/8/1b6/P7/8/4N3/4K3 w - - 0 1"));
  CHECK_FALSE(side_to_move_has_pinned_man("chess", "not a position"));
  CHECK_FALSE(side_to_move_has_pinned_man("checkers", "B:W18,19:B14"));
}
