#include "language_fixture.h"

#include <catch2/catch.hpp>

using newell::interpreter::testing::Language;

TEST_CASE("arithmetic and comparison evaluate with the usual precedence") {
  Language language;
  CHECK(language.value("1 + 2 * 3") == "7");
  CHECK(language.value("(1 + 2) * 3") == "9");
  CHECK(language.value("10 - 4 - 3") == "3");
  CHECK(language.value("-2 * 3 + 1") == "-5");
  CHECK(language.value("7 / 2") == "3.5");
  CHECK(language.value("1 + 1 = 2 and 3 < 2 or not false") == "true");
  CHECK(language.value("true implies false") == "false");
  CHECK(language.value("false implies false") == "true");
  CHECK(language.value("if 2 > 1 then 10 else 20") == "10");
}

TEST_CASE("quantifiers range over registered domains with a where filter") {
  Language language;
  CHECK(language.value("exists X in digits: prime(X) and even(X)") == "true");
  CHECK(language.value("forall X in digits: less(X, 10)") == "true");
  CHECK(language.value("forall X in digits where X > 0: divides(1, X)") == "true");
  CHECK(language.value("count X in digits: prime(X)") == "4");
  CHECK(language.value("sum X in digits where even(X): X") == "20");
  CHECK(language.value("max X in digits where odd(X): X * 2") == "18");
  CHECK(language.value("min X in digits where X > 3: X") == "4");
  CHECK(language.value("max X in digits where X > 20: X") == "0");
  CHECK(language.value("count X in digits: exists Y in digits: Y * Y = X") == "4");
}

TEST_CASE("a truth counts as 1 or 0 where a number is wanted") {
  Language language;
  CHECK(language.value("sum X in digits: prime(X)") == "4");
  CHECK(language.value("even(2) * 5 + even(3)") == "5");
}

TEST_CASE("definitions are called with their parameters and may come after their use") {
  Language language{"define twice(X: number) := 2 * X.\n"
                    "define quadruple(X: number) := twice(twice(X)).\n"
                    "define nine := sum D in digits where D < 3: squared(D) + 2.\n"
                    "define squared(X: number) := X * X.\n"};
  REQUIRE(language.errors().empty());
  CHECK(language.value("quadruple(3)") == "12");
  CHECK(language.value("twice(1) + twice(twice(2))") == "10");
  CHECK(language.value("nine") == "11");
}

TEST_CASE("built-ins of the game read the position") {
  Language language{"", "WB.W....B. w"};
  CHECK(language.value("attacks(0, 1)") != "");
  CHECK(language.value("count M in mine: attacked(M)") == "1");
  CHECK(language.value("exists M in mine: exists T in enemy(M): wins_exchange(M, T)") == "true");
  CHECK(language.value("count Q in square: controls(me, Q)") == "3");  // s1, s2, s4
  CHECK(language.value("count M in moves: changed(M) = 2") == "1");
  CHECK(language.value("square_of(moved(M))") .find("unknown name 'M'") != std::string::npos);
  CHECK(language.value("me = white") == "true");
}

TEST_CASE("division by zero stops the evaluation with the rule's location") {
  Language language{"define ratio(A: number, B: number) := A / B.\n"};
  const std::string message = language.value("ratio(1, 0)");
  INFO(message);
  CHECK(message.find("rules.nwl:1:41: error: evaluation stopped: division by zero in 'A / B'") != std::string::npos);
}

TEST_CASE("the step budget stops a long evaluation instead of hanging") {
  Language language{"define deep := sum A in digits: sum B in digits: sum C in digits: sum D in digits: sum E in digits: "
                    "sum F in digits: 1.\n"};
  auto callable = language.program->definition("deep");
  REQUIRE(callable != nullptr);
  newell::interpreter::Evaluator evaluator(*language.program, {10'000, 1'000});
  newell::interpreter::Value result;
  REQUIRE_FALSE(evaluator.evaluate(*callable, {&language.position, nullptr}, {}, result));
  CHECK(evaluator.error().kind == newell::interpreter::RuntimeErrorKind::step_budget);
  CHECK(evaluator.describe(evaluator.error(), language.files).find("step budget (10000 steps) ran out") != std::string::npos);
  newell::interpreter::Evaluator generous(*language.program, {10'000'000, 1'000});
  REQUIRE(generous.evaluate(*callable, {&language.position, nullptr}, {}, result));
  CHECK(result.as_number() == 1'000'000);
}
