// Evaluation runs inside search, so it must not allocate: a counting global operator new, armed
// only around the evaluation calls, proves it.

#include "language_fixture.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<bool> counting{false};
std::atomic<long> allocations{0};
}  // namespace

// Every plain form is replaced, so that no memory from the sanitizers' own operator new ever
// reaches this file's delete (or the other way round).
namespace {
void* counted_allocation(std::size_t size) {
  if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1, std::memory_order_relaxed);
  return std::malloc(size == 0 ? 1 : size);
}
}  // namespace

void* operator new(std::size_t size) {
  if (void* memory = counted_allocation(size)) return memory;
  throw std::bad_alloc();
}
void* operator new[](std::size_t size) {
  if (void* memory = counted_allocation(size)) return memory;
  throw std::bad_alloc();
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return counted_allocation(size); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept { return counted_allocation(size); }
void operator delete(void* memory) noexcept { std::free(memory); }
void operator delete[](void* memory) noexcept { std::free(memory); }
void operator delete(void* memory, std::size_t) noexcept { std::free(memory); }
void operator delete[](void* memory, std::size_t) noexcept { std::free(memory); }
void operator delete(void* memory, const std::nothrow_t&) noexcept { std::free(memory); }
void operator delete[](void* memory, const std::nothrow_t&) noexcept { std::free(memory); }

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

  allocations = 0;
  counting = true;
  bool fine = true;
  for (int i = 0; i < 100; ++i) {
    fine = evaluator.evaluate(*score, state, {}, result) && fine;
    fine = evaluator.run_net(*net, state, three, decision) && fine;
  }
  counting = false;
  REQUIRE(fine);
  CHECK(allocations == 0);
  CHECK(result.as_number() == 3);  // man 0 is hanging (2) and attacks man 1 (1)
  CHECK(decision.line == 0);

  // The counter does count: explaining (the slow path) allocates.
  ExplainNode tree;
  counting = true;
  evaluator.explain(*score, state, {}, result, tree);
  counting = false;
  CHECK(allocations > 0);
}
