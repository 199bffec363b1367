#include "learning/samuel/book_agreement.h"

#include <catch2/catch.hpp>

using namespace newell::learning::samuel;

namespace {

// Black's man on 10 may take one man (10x19) or two (10x17x26): a material-only polynomial rates
// the double jump higher. Game 1 plays it (the other move is rated lower: L = 1), game 2 plays the
// single jump (the other is rated higher: H = 1).
constexpr const char* two_games = R"pdn([Event "double"]
[SetUp "1"]
[FEN "B:W14,15,22:B10"]
1. 10x17x26 *

[Event "single"]
[SetUp "1"]
[FEN "B:W14,15,22:B10"]
1. 10x19 *
)pdn";

}  // namespace

TEST_CASE("C = (L - H) / (L + H) per game and over both games of a hand-made PDN") {
  const auto file = newell::checkers::read_pdn(two_games);
  REQUIRE(file.errors.empty());
  REQUIRE(file.games.size() == 2);
  const AgreementReport report = book_agreement(file.games, newell::checkers::ScoringPolynomial{}, AgreementSettings{});
  REQUIRE(report.games.size() == 2);
  CHECK(report.games[0].count.lower == 1);
  CHECK(report.games[0].count.higher == 0);
  CHECK(report.games[0].count.coefficient() == 1.0);
  CHECK(report.games[1].count.lower == 0);
  CHECK(report.games[1].count.higher == 1);
  CHECK(report.games[1].count.coefficient() == -1.0);
  CHECK(report.total.lower == 1);
  CHECK(report.total.higher == 1);
  CHECK(report.total.coefficient() == 0.0);
  CHECK(report.total.positions == 2);
}

TEST_CASE("a shallow search rates moves the same way here, and a bad move is reported with where it is") {
  const auto file = newell::checkers::read_pdn(two_games);
  const AgreementReport searched =
      book_agreement(file.games, newell::checkers::ScoringPolynomial{}, AgreementSettings{.depth = 3, .nodes_per_move = 5000});
  CHECK(searched.games[0].count.coefficient() == 1.0);
  CHECK(searched.games[1].count.coefficient() == -1.0);

  const auto bad = newell::checkers::read_pdn("[FEN \"B:W14,15,22:B10\"]\n1. 10-15 *\n");
  REQUIRE(bad.games.size() == 1);
  const AgreementReport report = book_agreement(bad.games, newell::checkers::ScoringPolynomial{}, AgreementSettings{});
  CHECK(report.games[0].error.find("10-15") != std::string::npos);
  CHECK(report.total.positions == 0);
}
