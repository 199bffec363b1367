#include "learning/samuel/book_agreement.h"

#include "checkers/movegen.h"
#include "checkers/notation.h"
#include "checkers/search.h"
#include "learning/samuel/side_difference.h"

#include <memory>

namespace newell::learning::samuel {
namespace {

class MoveRater {
 public:
  MoveRater(const checkers::ScoringPolynomial& polynomial, const AgreementSettings& settings)
      : polynomial_(polynomial), settings_(settings) {
    if (settings_.depth > 1) table_ = std::make_unique<checkers::TranspositionTable>(4);
  }

  // The move's value for the side making it.
  int rate(const checkers::Position& position, const checkers::Move& move) {
    const checkers::Position after = position.after(move);
    if (settings_.depth <= 1) return -polynomial_(after);
    checkers::SearchLimits limits;
    limits.depth = settings_.depth - 1;
    limits.nodes = settings_.nodes_per_move;
    counter_.reset();
    const checkers::SearchResult result = checkers::search(after, {}, polynomial_, limits, counter_, *table_);
    return -result.score;
  }

 private:
  SidesEvaluator polynomial_;  // Samuel's terms as differences between the sides (side_difference.h)
  AgreementSettings settings_;
  checkers::NodeCounter counter_;
  std::unique_ptr<checkers::TranspositionTable> table_;
};

}  // namespace

AgreementCount agreement_of_game(const checkers::PdnGame& game, const checkers::ScoringPolynomial& polynomial,
                                 const AgreementSettings& settings, std::string* error) {
  AgreementCount count;
  MoveRater rater(polynomial, settings);
  checkers::Position position;
  try {
    position = checkers::start_position(game);
  } catch (const std::exception& failure) {
    if (error) *error = failure.what();
    return count;
  }
  for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
    const checkers::PdnMove& text = game.moves[ply];
    checkers::Move book;
    try {
      book = checkers::parse_move(position, text.text);
    } catch (const std::exception& failure) {
      if (error) *error = "line " + std::to_string(text.line) + ", column " + std::to_string(text.column) + ", '" + text.text + "': " + failure.what();
      return count;
    }
    checkers::MoveList moves;
    checkers::generate_moves(position, moves);
    if (moves.size() > 1) {
      const int book_rating = rater.rate(position, book);
      for (const checkers::Move& move : moves) {
        if (move.from == book.from && move.to == book.to && move.captured == book.captured) continue;
        const int rating = rater.rate(position, move);
        if (rating < book_rating) ++count.lower;
        else if (rating > book_rating) ++count.higher;
        else ++count.equal;
      }
      ++count.positions;
    }
    position = position.after(book);
  }
  return count;
}

AgreementReport book_agreement(const std::vector<checkers::PdnGame>& games, const checkers::ScoringPolynomial& polynomial,
                               const AgreementSettings& settings) {
  AgreementReport report;
  for (const checkers::PdnGame& game : games) {
    GameAgreement entry{game.number, game.describe(), {}, {}};
    entry.count = agreement_of_game(game, polynomial, settings, &entry.error);
    report.total.add(entry.count);
    report.games.push_back(std::move(entry));
  }
  return report;
}

}  // namespace newell::learning::samuel
