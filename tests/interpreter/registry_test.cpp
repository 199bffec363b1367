#include "interpreter/game_languages.h"
#include "interpreter/number_line.h"
#include "interpreter/registry.h"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace newell::interpreter;

TEST_CASE("registry starts with the built-in types and knows color as side") {
  Registry registry{"test"};
  REQUIRE(registry.find_type("man") == types::man);
  REQUIRE(registry.find_type("color") == types::side);
  REQUIRE(registry.type_name(types::goal) == "goal");
  REQUIRE_FALSE(registry.find_type("bishop").has_value());
}

TEST_CASE("registry refuses a name registered twice or a name that is no identifier") {
  Registry registry{"test"};
  auto body = [](void*, const Value*) { return Value::truth(true); };
  registry.add_predicate("yes", {}, body, "always");
  REQUIRE_THROWS_AS(registry.add_predicate("yes", {}, body, "again"), std::logic_error);
  REQUIRE_THROWS_AS(registry.add_predicate("man", {}, body, "a type name"), std::logic_error);
  REQUIRE_THROWS_AS(registry.add_predicate("two words", {}, body, "bad"), std::logic_error);
}

TEST_CASE("registry describes entries by signature") {
  Registry registry{"numbers"};
  build_number_line_registry(registry);
  const Entry* attacks = registry.find("attacks");
  REQUIRE(attacks != nullptr);
  REQUIRE(registry.signature(*attacks) == "attacks(man, man) -> truth");
  REQUIRE(registry.signature(*registry.find("enemy")) == "enemy(man) -> set of man");
  REQUIRE(registry.signature(*registry.find("s3")) == "s3: square");
}

TEST_CASE("game language table knows the built-in numbers game and builds its registry") {
  const GameLanguage* numbers = find_game_language("numbers");
  REQUIRE(numbers != nullptr);
  auto registry = build_registry(*numbers);
  REQUIRE(registry->find("even") != nullptr);
  std::string error;
  REQUIRE(numbers->make_state("WW.X...... w", error) == nullptr);
  REQUIRE(error.find("square 3 holds 'X'") != std::string::npos);
  REQUIRE(numbers->make_state("", error) != nullptr);
}

TEST_CASE("numbers game built-ins compute on the line") {
  Registry registry{"numbers"};
  build_number_line_registry(registry);
  NumberLineState state;
  std::string error;
  REQUIRE(state.read("WB.W....B. w", error));
  Value two_men[2] = {Value::entity(0), Value::entity(1)};
  REQUIRE(registry.find("attacks")->function(&state, two_men).as_truth());
  REQUIRE(registry.find("wins_exchange")->function(&state, two_men).as_truth());
  Value out[16];
  // man 0 takes man 1; man 2 steps to s2 or s4.
  REQUIRE(registry.find("moves")->domain(&state, nullptr, out, 16) == 3);
}
