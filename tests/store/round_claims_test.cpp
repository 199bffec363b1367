// Two runners of one experiment on one store (issue 53): a round claimed by one is refused to the
// other until released, and a runner's end releases what it held.

#include "store/round_claims.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <optional>

using newell::store::RoundClaims;
using newell::testing::ScratchFolder;

TEST_CASE("a round claimed by one runner is refused to another until released", "[store]") {
  ScratchFolder folder;
  const auto store = folder.file("match.db");
  RoundClaims first(store, 7);
  RoundClaims second(store, 7);
  CHECK(first.claim(0));
  CHECK(first.claim(0));  // held already
  CHECK_FALSE(second.claim(0));
  CHECK(second.claim(1));
  CHECK_FALSE(first.claim(1));
  first.release(0);
  CHECK(second.claim(0));
}

TEST_CASE("a runner's claims go with it, and other experiments' rounds are their own", "[store]") {
  ScratchFolder folder;
  const auto store = folder.file("match.db");
  RoundClaims other_experiment(store, 8);
  std::optional<RoundClaims> ended(std::in_place, store, 7);
  CHECK(ended->claim(3));
  CHECK(other_experiment.claim(3));
  RoundClaims next(store, 7);
  CHECK_FALSE(next.claim(3));
  ended.reset();  // as a killed runner's, whose locks the kernel drops
  CHECK(next.claim(3));
  CHECK(std::filesystem::exists(RoundClaims::file_beside(store)));
}

TEST_CASE("a store in memory has one runner: every claim succeeds", "[store]") {
  RoundClaims claims(":memory:", 1);
  CHECK(claims.claim(0));
  CHECK(claims.claim(0));
}
