// The stack machine (the hot path) against the tree walker (what `explain` runs): the same values,
// the same step counts, the same errors, also where definitions are laid out in place, numbers
// ride in operations and truths are converted to numbers by the step that computes them.

#include "language_fixture.h"

#include <catch2/catch.hpp>

#include <string>

using newell::interpreter::testing::Language;
using namespace newell::interpreter;

namespace {

const char* const rules =
    "define twice(X: number) := 2 * X.\n"
    "define quadruple(X: number) := twice(twice(X)).\n"
    "define hanging(M: man) := attacked(M) and not defended(M).\n"
    "define score(M: man) := hanging(M) * 2 + (count T in enemy(M): attacks(M, T)).\n"
    "define mixed(A: number, B: number, C: number) := A - B * C + (A > B) + (3 < C).\n"
    "define big(X: number) := X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + "
    "X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + X + "
    "X + X + X + X + X + X + X + X + X + X + X + X + X + X + X.\n"
    "define uses_big(X: number) := big(X + 1) - big(X).\n"
    "define constant_body := 4.\n"
    "define ratio(A: number, B: number) := A / B.\n";

struct Run {
  bool ok = false;
  double number = 0;
  std::uint64_t steps = 0;
};

Run machine(Language& language, const Callable& callable) {
  Evaluator evaluator(*language.program);
  Value result;
  Run run;
  run.ok = evaluator.evaluate(callable, EvaluationState{&language.position, nullptr}, {}, result);
  run.number = callable.type == types::number ? result.as_number() : (result.as_truth() ? 1 : 0);
  run.steps = evaluator.steps_used();
  return run;
}

Run tree_walker(Language& language, const Callable& callable) {
  Evaluator evaluator(*language.program);
  Value result;
  ExplainNode tree;
  Run run;
  run.ok = evaluator.explain(callable, EvaluationState{&language.position, nullptr}, {}, result, tree);
  run.number = callable.type == types::number ? result.as_number() : (result.as_truth() ? 1 : 0);
  return run;
}

// 1 + quadruple(1 + 2 * 3) = 29, which the tree walker evaluates nested more than three levels deep.
auto nested_expression(Language& language) {
  REQUIRE(language.errors().empty());
  return language.program->compile_expression("expression", "1 + quadruple(1 + 2 * 3)", language.files,
                                              language.diagnostics);
}

}  // namespace

TEST_CASE("the machine gives the tree walker's values") {
  Language language{rules, "WB.W....B. w"};
  REQUIRE(language.errors().empty());
  for (const std::string text :
       {"quadruple(3)", "twice(1) + twice(twice(2))", "sum M in mine: score(M)", "mixed(5, 2, 4)", "mixed(1, 2, 3)",
        "uses_big(2)", "constant_body * 2", "10 - twice(3)", "1 / twice(2)", "12 / 4 - 1 / 2",
        "exists M in mine: hanging(M)", "forall M in mine where attacked(M): not defended(M)",
        "max X in digits where X < 7: twice(X) - X * X", "min X in digits where odd(X): 3 - X",
        "count X in digits: X >= 3 and X <= 6 or X = 9", "if 3 > twice(1) then 1 else 2", "2 > 3 implies 1 = 2",
        "(even(4) + even(5)) * 10 + (4 >= 4)", "-(twice(2)) + -3"}) {
    INFO(text);
    const auto callable = language.program->compile_expression("expression", text, language.files, language.diagnostics);
    REQUIRE(callable);
    const Run fast = machine(language, *callable);
    const Run slow = tree_walker(language, *callable);
    REQUIRE(fast.ok);
    REQUIRE(slow.ok);
    CHECK(fast.number == slow.number);
  }
}

TEST_CASE("definitions laid out in place still count one step per node") {
  Language language{rules, "WB.W....B. w"};
  REQUIRE(language.errors().empty());
  auto steps = [&](const std::string& text) {
    const auto callable = language.program->compile_expression("expression", text, language.files, language.diagnostics);
    REQUIRE(callable);
    return machine(language, *callable).steps;
  };
  // quadruple(3): the call, the two calls of twice, the two multiplications.
  CHECK(steps("quadruple(3)") == 5);
  // The call of a definition whose body is a number: one step for the call.
  CHECK(steps("constant_body") == 1);
  // even(4) is converted to a number where it is computed, still two nodes (the call, the conversion).
  CHECK(steps("even(4) + 1") == 3);
  // big's body (64 additions) is too large to lay out in place twice: it is called.
  CHECK(steps("uses_big(2)") == 1 + 1 + 1 + 1 + 64 + 1 + 64);
}

TEST_CASE("the machine stops with the rule's location") {
  Language language{rules, "WB.W....B. w"};
  REQUIRE(language.errors().empty());
  const std::string message = language.value("ratio(1, twice(0))");
  INFO(message);
  CHECK(message.find("rules.nwl:9:41: error: evaluation stopped: division by zero in 'A / B'") != std::string::npos);
  CHECK(language.value("1 / (2 - twice(1))").find("division by zero in '1 / (2 - twice(1))'") != std::string::npos);
}

TEST_CASE("an evaluation that could nest deeper than the limit is stopped at the node that does") {
  Language language{rules, "WB.W....B. w"};
  const auto callable = nested_expression(language);
  REQUIRE(callable);
  Evaluator evaluator(*language.program, Limits{1'000'000, 3});
  Value result;
  REQUIRE_FALSE(evaluator.evaluate(*callable, EvaluationState{&language.position, nullptr}, {}, result));
  CHECK(evaluator.error().kind == RuntimeErrorKind::depth);
  CHECK(evaluator.describe(evaluator.error(), language.files).find("nested deeper than 3 levels") != std::string::npos);
  evaluator.set_limits(Limits{1'000'000, 6});
  REQUIRE(evaluator.evaluate(*callable, EvaluationState{&language.position, nullptr}, {}, result));
  CHECK(result.as_number() == 29);
}

TEST_CASE("a root run on the machine is stopped by a nesting limit lowered after its first run") {
  Language language{rules, "WB.W....B. w"};
  const auto callable = nested_expression(language);
  REQUIRE(callable);
  Evaluator evaluator(*language.program, Limits{1'000'000, 6});
  Value result;
  REQUIRE(evaluator.evaluate(*callable, EvaluationState{&language.position, nullptr}, {}, result));
  CHECK(result.as_number() == 29);
  evaluator.set_limits(Limits{1'000'000, 3});
  REQUIRE_FALSE(evaluator.evaluate(*callable, EvaluationState{&language.position, nullptr}, {}, result));
  CHECK(evaluator.error().kind == RuntimeErrorKind::depth);
}
