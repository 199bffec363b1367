#include "learning/transformation/credit.h"
#include "learning/transformation/learning_run.h"
#include "learning/transformation/unforeseen_loss.h"
#include "store/credit_evidence.h"
#include "store/likelihood_observations.h"
#include "store/rule_weights.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace newell::learning::transformation;
namespace store = newell::store;

namespace {
LearnSettings tactic_credit_run() {
  LearnSettings settings;
  settings.game = "checkers";
  settings.rules = std::string(NEWELL_SOURCE_DIR) + "/tests/data/learning/checkers-start.nwl";
  settings.games = 2;
  settings.seed = 3;
  settings.name = "tactic-credit";
  settings.play.nodes = 1500;
  settings.play.max_plies = 60;
  settings.play.credit = CreditMode::tactic;
  settings.learn_likelihoods = true;
  return settings;
}
}  // namespace

TEST_CASE("under tactic credit every weight change a game made has its evidence in the store") {
  newell::testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("tactic.db"));
  const auto outcome = run_learning(database, tactic_credit_run(), {});
  const auto evidence = store::credit_evidence(database, outcome.rule_set);
  REQUIRE_FALSE(evidence.empty());
  int changes = 0;
  for (const auto& entry : outcome.weights) {
    // A named copy, not a structured binding: clang 14 refuses a lambda's capture of a binding.
    const auto& rule = entry.first;
    for (const auto& change : store::weight_history(database, outcome.rule_set, rule)) {
      if (!change.old_weight) continue;  // the file's weight
      ++changes;
      INFO(rule << " changed in game " << change.game.value_or(0) << ": " << change.reason);
      REQUIRE(change.game);
      CHECK(std::any_of(evidence.begin(), evidence.end(),
                        [&](const auto& item) { return item.rule == rule && item.game == change.game && item.ply > 0; }));
    }
  }
  CHECK(changes > 0);
  for (const auto& item : evidence) {
    CHECK((item.event == "reached" || item.event == "failed" || item.event == "uncovered threat" || item.event == uncovered_no_goal_event ||
           item.event == unforeseen_loss_event || item.event == reached_at_a_cost_event));
    // A success had at its parent's expense is a failure of its rules: the core's score fell by more
    // than the checkers loss margin (90) between its first move and its settling.
    if (item.event == reached_at_a_cost_event) {
      CHECK_FALSE(item.achieved);
      const auto fell = item.goal.find("the core's score fell by ");
      REQUIRE(fell != std::string::npos);
      CHECK(std::stoi(item.goal.substr(fell + 25)) > 90);
    }
    CHECK(item.share > 0);
    CHECK(item.share <= 1.0 + 1e-9);
  }
}

TEST_CASE("a run that learns likelihoods stores what it observed of tactics and replies, by phase") {
  newell::testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("likelihoods.db"));
  const auto outcome = run_learning(database, tactic_credit_run(), {});
  const auto bins = store::likelihood_observations(database, outcome.rule_set);
  REQUIRE_FALSE(bins.empty());
  CHECK(std::any_of(bins.begin(), bins.end(), [](const auto& bin) { return bin.kind == "reply" && bin.observed_sum > 0; }));
  CHECK(std::any_of(bins.begin(), bins.end(), [](const auto& bin) { return bin.kind.starts_with("tactic "); }));
  // Observations are probabilities: never more came true than were seen.
  for (const auto& bin : bins) CHECK(bin.observed_sum <= bin.count);
}

TEST_CASE("likelihoods are not learned with batch learning") {
  newell::testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("batch.db"));
  auto settings = tactic_credit_run();
  settings.batch = 2;
  CHECK_THROWS_WITH(run_learning(database, settings, {}), Catch::Contains("not with batch learning"));
}
