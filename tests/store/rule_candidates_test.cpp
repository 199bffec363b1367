#include "store/rule_candidates.h"
#include "store/error.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

using namespace newell::store;

TEST_CASE("rule candidates are kept with their parent rule, text, status and evidence", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("candidates.db"));
  const auto rule_set = ensure_rule_set(database, "newell", "hash", "text");
  Experiment wanted;
  wanted.kind = "transformation";
  wanted.name = "generate";
  const auto experiment = create_or_resume_experiment(database, wanted);

  RuleCandidate candidate;
  candidate.rule_set = rule_set;
  candidate.parent_rule = "def->blk";
  candidate.candidate = "transform for def(M) try blk(R, M) where side_of(R) = opponent weight 0.5.";
  candidate.experiment = experiment.id;
  const auto id = add_rule_candidate(database, candidate);
  set_candidate_status(database, id, "admitted", R"({"games":6,"score":4.5,"seed":7})");

  RuleCandidate other = candidate;
  other.parent_rule = "att->def";
  add_rule_candidate(database, other);

  const auto all = rule_candidates(database);
  REQUIRE(all.size() == 2);
  CHECK(all[0].id == id);
  CHECK(all[0].status == "admitted");
  CHECK(all[0].evidence == R"({"games":6,"score":4.5,"seed":7})");
  CHECK(all[0].parent_rule == "def->blk");
  CHECK(all[0].candidate == candidate.candidate);
  CHECK(all[0].experiment == experiment.id);
  CHECK_FALSE(all[0].created_at.empty());
  CHECK(all[1].status == "proposed");
  CHECK(rule_candidates(database, experiment.id).size() == 2);
  CHECK(rule_candidates(database, experiment.id + 1).empty());
}

TEST_CASE("a rule candidate's status is one of proposed, admitted, rejected and its id must exist", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("candidates.db"));
  const auto rule_set = ensure_rule_set(database, "newell", "hash", "text");
  RuleCandidate candidate;
  candidate.rule_set = rule_set;
  candidate.parent_rule = "att->def";
  candidate.candidate = "transform for att(T, A) try def(A).";
  const auto id = add_rule_candidate(database, candidate);
  CHECK_THROWS_AS(set_candidate_status(database, id, "maybe", "{}"), StoreError);
  CHECK_THROWS_AS(set_candidate_status(database, id + 100, "rejected", "{}"), StoreError);
  CHECK(rule_candidates(database)[0].status == "proposed");
}
