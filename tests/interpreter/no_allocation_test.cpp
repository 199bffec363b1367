// Evaluation runs inside search, so it must not allocate: the counting global operator new of
// tests/support/counting_allocator.cpp, read before and after the evaluation calls, proves it.

#include "language_fixture.h"
#include "tests/support/counting_allocator.h"

#include <catch2/catch.hpp>

using newell::interpreter::testing::Language;
using namespace newell::interpreter;

TEST_CASE("evaluating compiled rules allocates nothing") {
  Language language{"define hanging(M: man) := attacked(M) and not defended(M).\n"
                    "define score := sum M in mine: hanging(M) * 2 + count T in enemy(M): attacks(M, T).\n"
                    "net pick(N: number):\n"
                    "  when exists M in mine: hanging(M) and N > 1 then 1;\n"
                    "  otherwise max D in digits where prime(D): D / 2.\n",
                    "WB.W....B. w"};
  REQUIRE(language.errors().empty());
  const auto* score = language.program->definition("score");
  const auto* net = language.program->net("pick");
  REQUIRE(score != nullptr);
  REQUIRE(net != nullptr);
  Evaluator evaluator(*language.program);
  const EvaluationState state{&language.position, nullptr};
  Value result;
  NetDecision decision;
  const Value three[] = {Value::number(3)};
  REQUIRE(evaluator.evaluate(*score, state, {}, result));  // warm: nothing is grown later

  using newell::test_support::heap_allocations;
  const auto before = heap_allocations.load();
  bool fine = true;
  for (int i = 0; i < 100; ++i) {
    fine = evaluator.evaluate(*score, state, {}, result) && fine;
    fine = evaluator.run_net(*net, state, three, decision) && fine;
  }
  const auto after = heap_allocations.load();
  REQUIRE(fine);
  CHECK(after == before);
  CHECK(result.as_number() == 3);  // man 0 is hanging (2) and attacks man 1 (1)
  CHECK(decision.line == 0);

  // The counter does count: explaining (the slow path) allocates.
  ExplainNode tree;
  evaluator.explain(*score, state, {}, result, tree);
  CHECK(heap_allocations.load() > after);
}
