#pragma once
// Samuel's test against book games: at every position of a master game (both sides), each legal move
// is rated by the polynomial, and L counts the moves rated lower than the book move, H those rated
// higher (equal ratings count in neither); C = (L - H) / (L + H). Positions with one legal move say
// nothing and are skipped.
//
// Rating depth: 1 is the fast static comparison (the polynomial on the position after each move);
// a larger depth rates each move by a search of that minimum ply below it (Samuel's own, with his
// jump-dependent ply), at a node budget per move.

#include "checkers/pdn.h"
#include "checkers/samuel_terms.h"

#include <cstdint>
#include <string>
#include <vector>

namespace newell::learning::samuel {

struct AgreementCount {
  std::int64_t lower = 0;   // L: moves rated below the book move
  std::int64_t higher = 0;  // H: moves rated above it
  std::int64_t equal = 0;   // rated the same: in neither L nor H (Samuel's C ignores them)
  std::int64_t positions = 0;
  double coefficient() const {
    return lower + higher == 0 ? 0.0 : static_cast<double>(lower - higher) / static_cast<double>(lower + higher);
  }
  // The share of the comparisons C leaves out: near 1, C speaks for few moves (piece advantage
  // alone rates most quiet moves equal, and its C is high only for that reason).
  double tie_share() const {
    const std::int64_t all = lower + higher + equal;
    return all == 0 ? 0.0 : static_cast<double>(equal) / static_cast<double>(all);
  }
  void add(const AgreementCount& other) {
    lower += other.lower;
    higher += other.higher;
    equal += other.equal;
    positions += other.positions;
  }
};

struct AgreementSettings {
  int depth = 1;
  std::uint64_t nodes_per_move = 2000;  // for depth > 1
};

struct GameAgreement {
  int number = 0;           // the game's number in the file
  std::string description;  // PdnGame::describe()
  AgreementCount count;
  std::string error;        // non-empty when the game could not be replayed (then it counts up to the bad move)
};

struct AgreementReport {
  std::vector<GameAgreement> games;
  AgreementCount total;
};

AgreementCount agreement_of_game(const checkers::PdnGame& game, const checkers::ScoringPolynomial& polynomial,
                                 const AgreementSettings& settings, std::string* error = nullptr);
AgreementReport book_agreement(const std::vector<checkers::PdnGame>& games, const checkers::ScoringPolynomial& polynomial,
                               const AgreementSettings& settings);

}  // namespace newell::learning::samuel
