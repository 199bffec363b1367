#include "store/game_records.h"
#include "store/likelihood_observations.h"
#include "store/rule_weights.h"
#include "tests/store/learner_game.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

using namespace newell::store;

namespace {
GameId saved_game(const Database& database) { return newell::testing::save_learner_game(database, "chess", "1/2-1/2"); }

void write(const Database& database, RuleSetId rule_set, GameId game, const std::vector<LikelihoodBin>& bins) {
  Transaction transaction(database);
  write_likelihood_observations(database, rule_set, game, bins);
  transaction.commit();
}
}  // namespace

TEST_CASE("likelihood observations are loaded summed over a rule set's games", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("observations.db"));
  const auto rule_set = ensure_rule_set(database, "rules.nwl learned", "hash-observations", "transform ...");
  const auto other_set = ensure_rule_set(database, "other", "hash-other", "transform ...");
  write(database, rule_set, saved_game(database), {{"tactic att", "opening", 8, 10, 8.5, 6}, {"reply", "opening", 2, 40, 1.6, 3}});
  write(database, rule_set, saved_game(database), {{"tactic att", "opening", 8, 5, 4.2, 1}});
  write(database, other_set, saved_game(database), {{"tactic att", "opening", 8, 100, 85, 100}});
  const auto bins = likelihood_observations(database, rule_set);
  REQUIRE(bins.size() == 2);
  CHECK(bins[0].kind == "reply");
  CHECK(bins[1].kind == "tactic att");
  CHECK(bins[1].count == Approx(15));
  CHECK(bins[1].predicted_sum == Approx(12.7));
  CHECK(bins[1].observed_sum == Approx(7));
  CHECK(likelihood_observations_by_game(database, rule_set).size() == 3);
}

TEST_CASE("a game taken back takes its likelihood observations with it", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("taken.db"));
  const auto rule_set = ensure_rule_set(database, "rules.nwl learned", "hash-taken", "transform ...");
  const GameId kept = saved_game(database), killed = saved_game(database);
  write(database, rule_set, kept, {{"reply", "endgame", 1, 10, 0.2, 1}});
  write(database, rule_set, killed, {{"reply", "endgame", 1, 30, 0.6, 2}});
  take_back_game(database, killed, rule_set);
  const auto bins = likelihood_observations(database, rule_set);
  REQUIRE(bins.size() == 1);
  CHECK(bins[0].count == Approx(10));
}
