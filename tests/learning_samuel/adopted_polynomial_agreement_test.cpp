// Samuel's adopted four-term polynomial against master games (tests/data/checkers/sample.pdn, 7
// readable games): it must agree with the masters' moves better than the same terms with their signs
// reversed, statically and with search; and the table keeps its rows in the order it prints them.
#include "learning/samuel/adopted_polynomial.h"
#include "learning/samuel/agreement_table.h"
#include "learning/samuel/book_agreement.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <sstream>

using namespace newell::learning::samuel;

namespace {

std::vector<newell::checkers::PdnGame> master_games() {
  std::ifstream in(std::string(NEWELL_TEST_DATA_DIR) + "/checkers/sample.pdn", std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return newell::checkers::read_pdn(text.str()).games;
}

}  // namespace

TEST_CASE("the adopted four-term polynomial agrees with master games better than its negation") {
  const auto games = master_games();
  REQUIRE(games.size() >= 5);
  const auto adopted = adopted_four_term_polynomial().polynomial;
  const auto negated = negated_four_term_polynomial().polynomial;
  const double adopted_static = book_agreement(games, adopted, AgreementSettings{}).total.coefficient();
  const double negated_static = book_agreement(games, negated, AgreementSettings{}).total.coefficient();
  // Measured: +0.327 against -0.304. Statically the terms decide nearly every comparison.
  CHECK(adopted_static > 0.2);
  CHECK(negated_static < 0);
  const AgreementSettings search{.depth = 3, .nodes_per_move = 2000};
  const double adopted_search = book_agreement(games, adopted, search).total.coefficient();
  const double negated_search = book_agreement(games, negated, search).total.coefficient();
  // Measured: +0.643 against +0.494: a search rates moves that lose material lower whatever the
  // terms, so both are positive, but the right signs still agree more.
  CHECK(adopted_search > 0.5);
  CHECK(adopted_search > negated_search + 0.05);
}

TEST_CASE("the four-term variants are 48 different polynomials, the adopted one among them") {
  const auto variants = four_term_variants();
  REQUIRE(variants.size() == 48);
  std::set<std::string> names;
  for (const auto& variant : variants) names.insert(variant.name);
  CHECK(names.size() == 48);
  CHECK(names.contains(adopted_four_term_polynomial().name));
  CHECK(names.contains(negated_four_term_polynomial().name));
  CHECK_FALSE(names.contains(negated_four_term_polynomial(8).name));
}

TEST_CASE("with search, a wrong polynomial agrees far less once its terms outweigh material") {
  const auto games = master_games();
  const AgreementSettings search{.depth = 3, .nodes_per_move = 2000};
  const double negated = book_agreement(games, negated_four_term_polynomial().polynomial, search).total.coefficient();
  const double outweighing = book_agreement(games, negated_four_term_polynomial(8).polynomial, search).total.coefficient();
  INFO("negated " << negated << ", negated x8 " << outweighing);
  CHECK(outweighing < negated - 0.2);  // on the master games: +0.515 and +0.168
}

TEST_CASE("the C table has Samuel's rows first, a learned row last, and the poorest variant below the best") {
  const auto games = master_games();
  const std::vector<newell::checkers::PdnGame> two(games.begin(), games.begin() + 2);
  const NamedPolynomial learned{"learned.txt", adopted_four_term_polynomial().polynomial};
  const AgreementTable table = agreement_table(games, two, {learned}, {.search_depth = 2, .nodes_per_move = 500});
  REQUIRE(table.rows.size() == 8);
  CHECK(table.rows[0].samuel_figure == "~0.6");
  CHECK(table.rows[1].samuel_figure == "~0.2");
  CHECK(table.rows[1].search_count.coefficient() <= table.rows[2].search_count.coefficient());
  CHECK(table.rows[7].what == "learned: learned.txt");
  CHECK(table.rows[7].static_count.coefficient() == table.rows[0].static_count.coefficient());
  const std::string text = agreement_table_text(table);
  CHECK(text.find("Samuel's adopted four terms") != std::string::npos);
  CHECK(text.find("learned: learned.txt") != std::string::npos);
}
