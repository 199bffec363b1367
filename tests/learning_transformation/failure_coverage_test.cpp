#include "learning/transformation/failure_coverage.h"
#include "learning/transformation/failure_proposals.h"
#include "learning/transformation/rule_generation.h"
#include "store/rule_candidates.h"
#include "tests/support/scratch_folder.h"
#include "tests/support/source_file.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>

using namespace newell::learning::transformation;
namespace store = newell::store;

namespace {
// A decision of a checkers learning run that fell back: White's men on 11 and 14 are both threatened
// and at 5000 nodes every move the start set's goals offer is refuted (the core plays 31-27).
FailurePosition two_men_threatened() {
  return {"W:W11,14,20,21,25,30,31,32:B2,4,7,10,12,13,23", {}, "game 29, ply 30"};
}
const char* landing_when_refuted =
    "net seek_landing_when_refuted(Q: square):\n"
    "  when nothing_stands and side_of(man_at(Q)) != me and exists M in mine: threatened(M) and distance(square_of(M), Q) = 1\n"
    "    and (exists X in attackers(M): distance(square_of(X), Q) = 2) then adopt ctl(Q).\n";
// Adopts nothing, ever: it can cover no failure.
const char* never = "net seek_never(): when false then adopt win(opponent).\n";
}  // namespace

TEST_CASE("a rule covers a failure when the set with it decides that position otherwise") {
  const std::string start = newell::testing::source_file_text("tests/data/learning/checkers-start.nwl");
  const auto covered = failure_coverage("checkers", "start.nwl", start, start + "\n" + landing_when_refuted, {two_men_threatened()}, 5000, 1955);
  CHECK(covered.positions == 1);
  REQUIRE(covered.covered_count() == 1);
  CHECK(covered.covered[0] == "game 29, ply 30");
  CHECK(covered.another_move == 1);  // 11-8 for ctl(s8) where the set without it fell back on 31-27
  const auto not_covered = failure_coverage("checkers", "start.nwl", start, start + "\n" + never, {two_men_threatened()}, 5000, 1955);
  CHECK(not_covered.positions == 1);
  CHECK(not_covered.covered_count() == 0);
  // Moves before the decision are replayed; an illegal one is named.
  FailurePosition broken{"", {"11-15", "99-98"}, "game 3, ply 3"};
  CHECK_THROWS_WITH(failure_coverage("checkers", "start.nwl", start, start, {broken}, 500, 1),
                    Catch::Contains("game 3, ply 3: move '99-98' is not legal"));
}

TEST_CASE("a candidate that covers none of its failures is refused unplayed, one that covers some plays") {
  newell::testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("coverage.db"));
  GenerationSettings settings;
  settings.game = "checkers";
  settings.rules = std::string(NEWELL_SOURCE_DIR) + "/tests/data/learning/checkers-start.nwl";
  settings.meta = "failures of a test";
  settings.name = "coverage";
  settings.games_per_test = 2;
  settings.play.nodes = 5000;
  settings.play.max_plies = 6;
  settings.play.keep_traces = false;
  Variant useless{"never", "", never, "adopts nothing", {two_men_threatened()}};
  Variant landing{"landing", "", landing_when_refuted, "fills the landing square", {two_men_threatened()}};
  settings.candidates = std::vector<Variant>{useless, landing};
  const auto outcome = run_generation(database, settings, {});
  const auto candidates = store::rule_candidates(database, outcome.experiment.id);
  REQUIRE(candidates.size() == 2);
  const auto refused = nlohmann::json::parse(candidates[0].evidence);
  CHECK(candidates[0].status == "rejected");
  CHECK(refused.at("reason") == "covers none of the 1 failures it was proposed from");
  CHECK_FALSE(refused.contains("games"));
  CHECK(refused.at("coverage").at("covered") == 0);
  const auto played = nlohmann::json::parse(candidates[1].evidence);
  CHECK(played.at("games") == 2);
  CHECK(played.at("coverage").at("covered") == 1);
  CHECK(played.at("coverage").at("covered_failures").at(0) == "game 29, ply 30");
  if (candidates[1].status == "admitted")
    CHECK(outcome.rules_text.find("// covers 1 of the 1 failures it came from (1 another move") != std::string::npos);
}

TEST_CASE("an unforeseen loss belongs to the decision before the reply") {
  std::vector<store::CreditEvidence> evidence{
      {"", 7, 40, "reply 15x29 won 150 more than foreseen (expected 14x23; ...)", "opponent won material unforeseen", 1.0, false},
      {"def->blk", 7, 52, "threat 24x15 (takes the man on 19; kept by def(black man on 19))", "uncovered threat", 1.0, false}};
  const auto failures = recorded_failures(evidence);
  REQUIRE(failures.size() == 2);
  CHECK(failures[0].decision_ply == 39);
  CHECK(failures[1].decision_ply == 52);
}
