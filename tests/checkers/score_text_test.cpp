// Checkers scores as people read them: men with a sign, wins as the winner's moves to the end.

#include "checkers/score_text.h"
#include "checkers/search.h"

#include <catch2/catch.hpp>

using newell::checkers::score_text;

TEST_CASE("checkers wins read as moves to the end, other scores as men with a sign", "[score]") {
  CHECK(score_text(newell::checkers::win_score - 5) == "#3");
  CHECK(score_text(-(newell::checkers::win_score - 4)) == "-#2");
  CHECK(score_text(newell::checkers::win_score) == "#1");
  CHECK(score_text(250) == "+2.50");
  CHECK(score_text(-7) == "-0.07");
  CHECK(score_text(0) == "0.00");
}
