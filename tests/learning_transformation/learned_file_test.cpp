#include "games/numbers/number_line_game.h"
#include "goals/rules.h"
#include "learning/transformation/learned_file.h"

#include <catch2/catch.hpp>

using namespace newell::learning::transformation;

namespace {
const std::string rules_text =
    "game numbers.\n"
    "goal att(T: man, A: man) achieved when not exists X in men_of(opponent): X = T.\n"
    "goal def(M: man) achieved when not attacked(M).\n"
    "goal ctl(S: square) achieved when controls(me, S).\n"
    "// keep the attacker\n"
    "transform for att(T, A) try def(A) weight 0.5.\n"
    "transform for def(M) try ctl(Q) where occupied(Q) = false and index(Q) = 1.5 weight 0.4.\n"
    "transform for def(M) try ctl(Q) where index(Q) = 2.\n";
}

TEST_CASE("transformation rules are named by their goal types, a repeated pair numbered") {
  newell::games::NumberLineGame game;
  auto rules = newell::goals::Rules::from_text("t.nwl", rules_text, game.registry());
  REQUIRE(rules->program().transforms().size() == 3);
  CHECK(rules->transform_name(0) == "att->def");
  CHECK(rules->transform_name(1) == "def->ctl");
  CHECK(rules->transform_name(2) == "def->ctl#2");
  const auto sites = rule_weight_sites("t.nwl", rules_text);
  REQUIRE(sites.size() == 3);
  for (std::uint32_t i = 0; i < 3; ++i) CHECK(sites[i].name == rules->transform_name(i));
  CHECK(sites[1].weight == 0.4);
  CHECK(sites[2].weight == 1.0);
}

TEST_CASE("the goal engine's rules take weights overridden by name and report unknown names") {
  newell::games::NumberLineGame game;
  auto rules = newell::goals::Rules::from_text("t.nwl", rules_text, game.registry());
  CHECK(rules->transform_weight(0) == 0.5);
  const auto unknown = rules->override_transform_weights({{"att->def", 0.9}, {"def->ctl#2", 0.2}, {"att->ctl", 1}});
  CHECK(unknown == std::vector<std::string>{"att->ctl"});
  CHECK(rules->transform_weight(0) == 0.9);
  CHECK(rules->transform_weight(1) == 0.4);
  CHECK(rules->transform_weight(2) == 0.2);
}

TEST_CASE("the learned file is the original text with only the weight numbers changed") {
  const std::string learned =
      with_weights("t.nwl", rules_text, {{"att->def", 0.4321}, {"def->ctl", 0.05}, {"def->ctl#2", 0.7}});
  std::string expected = rules_text;
  expected.replace(expected.find("weight 0.5."), 11, "weight 0.432.");
  expected.replace(expected.find("weight 0.4."), 11, "weight 0.050.");
  expected.replace(expected.find("index(Q) = 2."), 13, "index(Q) = 2 weight 0.700.");
  CHECK(learned == expected);
  // The learned text is a rule set that loads with those weights.
  newell::games::NumberLineGame game;
  auto rules = newell::goals::Rules::from_text("learned.nwl", with_header("from t.nwl\nline two", learned), game.registry());
  CHECK(rules->transform_weight(0) == Approx(0.432));
  CHECK(rules->transform_weight(2) == Approx(0.7));
  CHECK(with_header("a\n\nb", "x").rfind("// a\n//\n// b\nx", 0) == 0);
}

TEST_CASE("each transformation rule's statement is found from `transform` to its final dot") {
  const auto spans = rule_statement_spans("t.nwl", rules_text);
  REQUIRE(spans.size() == 3);
  CHECK(spans[0].name == "att->def");
  CHECK(rules_text.substr(spans[0].begin, spans[0].end - spans[0].begin) == "transform for att(T, A) try def(A) weight 0.5.");
  CHECK(rules_text.substr(spans[1].begin, spans[1].end - spans[1].begin) ==
        "transform for def(M) try ctl(Q) where occupied(Q) = false and index(Q) = 1.5 weight 0.4.");
  CHECK(spans[2].name == "def->ctl#2");
}
