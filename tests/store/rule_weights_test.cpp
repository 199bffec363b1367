#include "store/rule_weights.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

using namespace newell::store;

TEST_CASE("the same rule text is one rule set, another text another", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("sets.db"));
  const auto first = ensure_rule_set(database, "newell", "hash-a", "goal att...");
  CHECK(ensure_rule_set(database, "newell", "hash-a", "goal att...") == first);
  CHECK(ensure_rule_set(database, "newell", "hash-b", "goal def...") != first);
}

TEST_CASE("weight updates change the current weight and keep every change in the history", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("weights.db"));
  const auto rule_set = ensure_rule_set(database, "newell", "hash", "text");
  update_weights(database, rule_set, {{"att->def", 0.5, std::nullopt, "initial"}, {"att->blk", 0.5, std::nullopt, "initial"}});
  update_weights(database, rule_set, {{"att->def", 0.6, std::nullopt, "parent achieved"}});

  const auto weights = current_weights(database, rule_set);
  CHECK(weights.at("att->def") == Approx(0.6));
  CHECK(weights.at("att->blk") == Approx(0.5));

  const auto history = weight_history(database, rule_set, "att->def");
  REQUIRE(history.size() == 2);
  CHECK_FALSE(history[0].old_weight);
  CHECK(history[1].old_weight == Approx(0.5));
  CHECK(history[1].new_weight == Approx(0.6));
  CHECK(history[1].reason == "parent achieved");
}

TEST_CASE("a rule text's hash is 64-bit FNV-1a in hex, and a stored rule set is named with it", "[store]") {
  CHECK(rule_text_hash("") == "cbf29ce484222325");
  CHECK(rule_text_hash("a") == "af63dc4c8601ec8c");
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("label.db"));
  const auto id = ensure_rule_set(database, "rules/chess/newell.nwl", rule_text_hash("goal x."), "goal x.");
  CHECK(rule_set_label(database, id) == "rules/chess/newell.nwl (hash " + rule_text_hash("goal x.") + ")");
  CHECK_FALSE(rule_set_label(database, id + 1));
}
