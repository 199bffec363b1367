#include "store/credit_evidence.h"
#include "store/game_records.h"
#include "store/rule_weights.h"
#include "tests/store/learner_game.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

using namespace newell::store;

namespace {
GameId saved_game(const Database& database) { return newell::testing::save_learner_game(database, "checkers", "1-0"); }
}  // namespace

TEST_CASE("credit evidence reads back in the order it was written, all rules or one", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("evidence.db"));
  const auto rule_set = ensure_rule_set(database, "rules.nwl learned", "hash-evidence", "transform ...");
  const GameId game = saved_game(database);
  {
    Transaction transaction(database);
    write_credit_evidence(database, rule_set,
                          {{"att->def", game, 12, "def(black man on 14)", "reached", 1.0, true},
                           {"win->att", game, 12, "def(black man on 14)", "reached", 0.5, true},
                           {"att->def", game, 20, "threat 22x15", "uncovered threat", 0.25, false}});
    transaction.commit();
  }
  const auto all = credit_evidence(database, rule_set);
  REQUIRE(all.size() == 3);
  CHECK(all[1].rule == "win->att");
  CHECK(all[1].share == Approx(0.5));
  const auto one = credit_evidence(database, rule_set, "att->def");
  REQUIRE(one.size() == 2);
  CHECK(one[1].ply == 20);
  CHECK(one[1].event == "uncovered threat");
  CHECK_FALSE(one[1].achieved);
  CHECK(one[1].game == game);
}

TEST_CASE("a game taken back takes its credit evidence with it", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("taken.db"));
  const auto rule_set = ensure_rule_set(database, "rules.nwl learned", "hash-taken", "transform ...");
  const GameId kept = saved_game(database), killed = saved_game(database);
  {
    Transaction transaction(database);
    write_credit_evidence(database, rule_set,
                          {{"att->def", kept, 3, "def(a)", "reached", 1.0, true}, {"att->def", killed, 5, "def(b)", "failed", 1.0, false}});
    transaction.commit();
  }
  take_back_game(database, killed, rule_set);
  const auto left = credit_evidence(database, rule_set);
  REQUIRE(left.size() == 1);
  CHECK(left[0].game == kept);
}
