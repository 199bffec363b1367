// Chess scores as people read them: pawns with a sign, mates as "#3" and "-#2" (the raw 31997 before).

#include "chess/score_text.h"
#include "chess/search_score.h"

#include <catch2/catch.hpp>

using newell::chess::score_text;

TEST_CASE("a score in hundredths reads as pawns with a sign", "[score]") {
  CHECK(score_text(35) == "+0.35");
  CHECK(score_text(-120) == "-1.20");
  CHECK(score_text(0) == "0.00");
  CHECK(score_text(-5) == "-0.05");
  CHECK(score_text(1234) == "+12.34");
}

TEST_CASE("a mate reads as the moves to it, not as the raw score", "[score]") {
  CHECK(score_text(newell::chess::mate_in(1)) == "#1");
  CHECK(score_text(newell::chess::mate_in(5)) == "#3");
  CHECK(score_text(newell::chess::mate_in(3)) == "#2");
  CHECK(score_text(31997) == "#2");
  CHECK(score_text(newell::chess::mated_in(4)) == "-#2");
  CHECK(score_text(newell::chess::mated_in(2)) == "-#1");
}
