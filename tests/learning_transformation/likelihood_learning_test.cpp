#include "learning/transformation/likelihood_learning.h"
#include "store/database.h"
#include "store/likelihood_observations.h"
#include "store/rule_weights.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

using namespace newell::learning::transformation;
namespace goals = newell::goals;
namespace store = newell::store;

namespace {
// Tactics the rules gave 0.8 reached their goal 3 times in 10; tactics given 0.3, 6 in 10.
LikelihoodObservations overconfident_tactics() {
  LikelihoodObservations seen;
  for (int i = 0; i < 100; ++i) seen.add_tactic("att", goals::GamePhase::middlegame, 0.8, i % 10 < 3);
  for (int i = 0; i < 100; ++i) seen.add_tactic("att", goals::GamePhase::middlegame, 0.3, i % 10 < 6);
  return seen;
}
}  // namespace

TEST_CASE("a learned calibration moves predicted likelihoods toward the observed rates") {
  const auto table = fit_calibration(overconfident_tactics().bins());
  const double high = table->tactic("att", goals::GamePhase::middlegame, 0.8);
  const double low = table->tactic("att", goals::GamePhase::middlegame, 0.3);
  // 0.8 was right 30% of the time and 0.3 was right 60%: an increasing fit pools them near 45%,
  // each drawn a little towards its prediction by the prior.
  CHECK(high < 0.6);
  CHECK(low > 0.35);
  CHECK(high >= low);
  // Other goal types and phases keep the rules' likelihoods.
  CHECK(table->tactic("def", goals::GamePhase::middlegame, 0.8) == Approx(0.8));
  CHECK(table->tactic("att", goals::GamePhase::opening, 0.8) == Approx(0.8));
}

TEST_CASE("a calibration fitted on few observations leaves the likelihoods alone") {
  LikelihoodObservations seen;
  for (int i = 0; i < 5; ++i) seen.add_tactic("att", goals::GamePhase::endgame, 0.9, false);
  CHECK(fit_calibration(seen.bins())->empty());
}

TEST_CASE("the opponent's replies are calibrated by how often a move of that share was played") {
  LikelihoodObservations seen;
  // The model's favourite (share 0.6) was played 9 times in 10; the others (0.1 each) rarely.
  for (int i = 0; i < 100; ++i) {
    seen.add_reply(goals::GamePhase::opening, 0.6, i % 10 != 0);
    for (int j = 0; j < 4; ++j) seen.add_reply(goals::GamePhase::opening, 0.1, i % 10 == 0 && j == 0);
  }
  const auto table = fit_calibration(seen.bins());
  CHECK(table->reply(goals::GamePhase::opening, 0.6) > 0.8);
  CHECK(table->reply(goals::GamePhase::opening, 0.1) < 0.1);
}

TEST_CASE("observed likelihoods round-trip through the store and fit the same calibration") {
  newell::testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("calibration.db"));
  const auto rule_set = store::ensure_rule_set(database, "rules.nwl", "0123456789abcdef", "game numbers.");
  const auto seen = overconfident_tactics();
  {
    store::Transaction transaction(database);
    store::write_likelihood_observations(database, rule_set, std::nullopt, seen.bins());
    transaction.commit();
  }
  const auto stored = store::likelihood_observations(database, rule_set);
  REQUIRE(stored.size() == seen.bins().size());
  const auto direct = fit_calibration(seen.bins());
  const auto loaded = fit_calibration(stored);
  REQUIRE(loaded->tactic_curves().size() == 1);
  CHECK(loaded->tactic_curves().begin()->second.points == direct->tactic_curves().begin()->second.points);
}

TEST_CASE("an engine's corrected tactic likelihood is taken back to the rules' own through the table") {
  const auto table = fit_calibration(overconfident_tactics().bins());
  for (const double predicted : {0.05, 0.3, 0.55, 0.8, 0.97}) {
    const double corrected = table->tactic("att", goals::GamePhase::middlegame, predicted);
    CHECK(uncorrected_tactic_likelihood(table.get(), "att", goals::GamePhase::middlegame, corrected) == Approx(predicted).margin(1e-6));
  }
  CHECK(uncorrected_tactic_likelihood(nullptr, "att", goals::GamePhase::middlegame, 0.4) == 0.4);
}

TEST_CASE("the Brier score of binned predictions falls when the learned table corrects them") {
  const auto seen = overconfident_tactics();
  const auto table = fit_calibration(seen.bins());
  const auto brier = binned_brier(seen.bins(), *table, false);
  CHECK(brier.count == Approx(200));
  // 0.8 right 30% and 0.3 right 60%: (0.3 * 0.04 + 0.7 * 0.64 + 0.6 * 0.49 + 0.4 * 0.09) / 2
  CHECK(brier.rules == Approx(0.395));
  CHECK(brier.corrected < brier.rules);
  CHECK(binned_brier(seen.bins(), *table, true).count == 0);  // no replies among them
}
