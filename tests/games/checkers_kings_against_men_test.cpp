// Two kings against two men, known exactly (games/checkers/kings_against_men.h): the ending the
// Second Position's exchange of kings leaves.

#include "checkers/notation.h"
#include "games/checkers/kings_against_men.h"

#include <catch2/catch.hpp>

using namespace newell;
using games::OneAgainstOne;

TEST_CASE("two kings against two men: Lasker's exchange wins with the king behind the man, not in front of it") {
  games::solve_kings_against_men();
  // Lasker, Chess and Checkers, diagram 95, after 22-17 5x14 17x10: White's kings on 10 and 27, Black's
  // men on 20 and 21, Black to move: won for White (Black loses). With the king that holds the man on
  // 20 on 19 instead of 27, the man on 21 runs to be crowned and the ending is drawn.
  CHECK(games::kings_against_men(checkers::parse_fen("B:WK10,K27:B20,21")) == OneAgainstOne::lost);
  CHECK(games::kings_against_men(checkers::parse_fen("B:WK10,K19:B20,21")) == OneAgainstOne::drawn);
  // The same turned half round with the colours exchanged: Black's kings on 23 and 6 against White's
  // men on 13 and 12, White to move.
  CHECK(games::kings_against_men(checkers::parse_fen("W:W12,13:BK6,K23")) == OneAgainstOne::lost);
  CHECK(games::kings_against_men(checkers::parse_fen("W:W12,13:BK14,K23")) == OneAgainstOne::drawn);
  // After 21-25 there: the man runs through and the kings cannot stop both.
  CHECK(games::kings_against_men(checkers::parse_fen("W:WK10,K19:B20,25")) == OneAgainstOne::drawn);
}

TEST_CASE("kings against men covers two kings against two men only") {
  games::solve_kings_against_men();
  CHECK_FALSE(games::kings_against_men(checkers::parse_fen("B:WK10,K27:B20,K21")));
  CHECK_FALSE(games::kings_against_men(checkers::parse_fen("B:WK10,27:B20,21")));
  CHECK_FALSE(games::kings_against_men(checkers::parse_fen("B:WK10,K27,K30:B20,21")));
  CHECK_FALSE(games::kings_against_men(checkers::parse_fen("B:WK10:B20")));
}
