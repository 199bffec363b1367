#pragma once
// Samuel's C table: his book-agreement figures (0.6 for the four-term polynomial he adopted, 0.2
// for the poorest he tested) next to ours for the same polynomials and for the polynomials our
// learning by generalization reaches, each measured two ways:
// - static (depth 1): each legal move rated by the polynomial on the position after it;
// - search (depth D, 3 by default): each move rated by a search of minimum ply D - 1 below it, as
//   Samuel followed book games ("the program decides at each point in the game on its next move in
//   the usual way", his usual search being at least 3 plies).
// The four-term variants (adopted_polynomial.h) are all measured by search and the poorest and the
// best are shown, as Samuel chose his polynomial by C among "a number of different sets of values".

#include "checkers/pdn.h"
#include "learning/samuel/adopted_polynomial.h"
#include "learning/samuel/book_agreement.h"

#include <cstdint>
#include <string>
#include <vector>

namespace newell::learning::samuel {

struct AgreementTableSettings {
  int search_depth = 3;
  std::uint64_t nodes_per_move = 2000;
};

struct AgreementRow {
  std::string what;           // "Samuel's adopted four terms", "learned: FILE", ...
  std::string polynomial;     // its terms, short
  std::string samuel_figure;  // "~0.6", "~0.2", or "-" where the paper gives none
  AgreementCount static_count;
  AgreementCount search_count;
};

struct AgreementTable {
  std::vector<AgreementRow> rows;
  int static_games = 0;
  int search_games = 0;
  AgreementTableSettings settings;
  int variants = 0;  // four-term variants measured
};

// `static_book`: the games for the static column; `search_book`: for the search column (searching
// is about 20 times dearer, so usually the first games of the same file). `learned`: polynomials
// reached by learning, one row each, after the fixed rows.
AgreementTable agreement_table(const std::vector<checkers::PdnGame>& static_book, const std::vector<checkers::PdnGame>& search_book,
                               const std::vector<NamedPolynomial>& learned, const AgreementTableSettings& settings);

// The table as text, one row per line under a header, C with sign and three decimals, the share of
// tied comparisons (which C leaves out) in brackets.
std::string agreement_table_text(const AgreementTable& table);

}  // namespace newell::learning::samuel
