#include "learning/samuel/agreement_table.h"

#include "learning/samuel/generalization_alpha.h"

#include <fmt/format.h>

#include <algorithm>

namespace newell::learning::samuel {
namespace {

// The polynomial's terms on one line: "DENY 8, MOB -4, ..." (piece advantage is always there).
std::string terms_text(const checkers::ScoringPolynomial& polynomial) {
  std::string text;
  for (const auto& entry : polynomial) text += fmt::format("{}{} {:+d}", text.empty() ? "" : ", ", entry.term->name, entry.weight);
  return text.empty() ? "piece advantage only" : text;
}

}  // namespace

AgreementTable agreement_table(const std::vector<checkers::PdnGame>& static_book, const std::vector<checkers::PdnGame>& search_book,
                               const std::vector<NamedPolynomial>& learned, const AgreementTableSettings& settings) {
  AgreementTable table;
  table.static_games = static_cast<int>(static_book.size());
  table.search_games = static_cast<int>(search_book.size());
  table.settings = settings;
  const AgreementSettings static_rating{};
  const AgreementSettings search_rating{.depth = settings.search_depth, .nodes_per_move = settings.nodes_per_move};
  const auto measured = [&](std::string what, const NamedPolynomial& named, std::string samuel_figure) {
    return AgreementRow{std::move(what), named.name, std::move(samuel_figure), book_agreement(static_book, named.polynomial, static_rating).total,
                        book_agreement(search_book, named.polynomial, search_rating).total};
  };

  table.rows.push_back(measured("Samuel's adopted four terms", adopted_four_term_polynomial(), "~0.6"));
  // Every variant by search (Samuel's measure); the adopted one is among them.
  const std::vector<NamedPolynomial> variants = four_term_variants();
  table.variants = static_cast<int>(variants.size());
  std::vector<AgreementCount> searched;
  for (const NamedPolynomial& variant : variants) searched.push_back(book_agreement(search_book, variant.polynomial, search_rating).total);
  const auto by_c = [](const AgreementCount& a, const AgreementCount& b) { return a.coefficient() < b.coefficient(); };
  const auto poorest = static_cast<std::size_t>(std::min_element(searched.begin(), searched.end(), by_c) - searched.begin());
  const auto best = static_cast<std::size_t>(std::max_element(searched.begin(), searched.end(), by_c) - searched.begin());
  for (const auto& [index, what, figure] : {std::tuple{poorest, "poorest four-term variant", "~0.2"},
                                            std::tuple{best, "best four-term variant", "~0.6"}}) {
    table.rows.push_back(AgreementRow{fmt::format("{} (of {})", what, variants.size()), variants[index].name, figure,
                                      book_agreement(static_book, variants[index].polynomial, static_rating).total, searched[index]});
  }
  table.rows.push_back(measured("adopted, positional terms negated", negated_four_term_polynomial(), "-"));
  // Why a search's C stays high at our scale: only terms that can outweigh material pull it down.
  table.rows.push_back(measured("negated, terms x8 (outweigh a man)", negated_four_term_polynomial(8), "-"));
  table.rows.push_back(measured("piece advantage alone", NamedPolynomial{"piece advantage only", {}}, "-"));
  const checkers::ScoringPolynomial initial = Alpha::initial().polynomial();
  table.rows.push_back(measured("Alpha's start (16 terms, equal)", NamedPolynomial{terms_text(initial), initial}, "-"));
  for (const NamedPolynomial& polynomial : learned)
    table.rows.push_back(measured("learned: " + polynomial.name, NamedPolynomial{terms_text(polynomial.polynomial), polynomial.polynomial}, "-"));
  return table;
}

std::string agreement_table_text(const AgreementTable& table) {
  std::string text = fmt::format("Samuel's book-agreement coefficient C = (L - H) / (L + H); [tied comparisons, which C leaves out]\n"
                                 "static: each move rated by the polynomial after it, {} games; search: rated by a search of minimum "
                                 "ply {} below it ({} nodes a move), {} games\n\n",
                                 table.static_games, table.settings.search_depth - 1, table.settings.nodes_per_move, table.search_games);
  text += fmt::format("{:<50} {:>7}  {:>16}  {:>16}   {}\n", "polynomial", "Samuel", "ours static", "ours search", "terms");
  for (const AgreementRow& row : table.rows) {
    text += fmt::format("{:<50} {:>7}  {:+.3f} [{:>5.1f}%]  {:+.3f} [{:>5.1f}%]   {}\n", row.what, row.samuel_figure,
                        row.static_count.coefficient(), 100 * row.static_count.tie_share(), row.search_count.coefficient(),
                        100 * row.search_count.tie_share(), row.polynomial);
  }
  return text;
}

}  // namespace newell::learning::samuel
