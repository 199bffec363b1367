// The time manager: budgets that fit the clock, with and without moves-to-go and increments.

#include "chess/time_manager.h"

#include <catch2/catch.hpp>

using namespace std::chrono_literals;
using newell::chess::ClockState;
using newell::chess::plan_move_time;

TEST_CASE("a sudden-death clock is spread over the moves still expected", "[time_manager]") {
  const auto budget = plan_move_time({60000ms, 0ms, std::nullopt}, 50ms);
  CHECK(budget.soft >= 1500ms);
  CHECK(budget.soft <= 2500ms);
  CHECK(budget.hard >= budget.soft);
  CHECK(budget.hard <= 60000ms * 4 / 10);
}

TEST_CASE("an increment adds most of itself to the budget", "[time_manager]") {
  const auto without = plan_move_time({10000ms, 0ms, std::nullopt}, 50ms);
  const auto with = plan_move_time({10000ms, 1000ms, std::nullopt}, 50ms);
  CHECK(with.soft - without.soft == 750ms);
}

TEST_CASE("moves to go divide the clock, and the last move before the control may use most of it",
          "[time_manager]") {
  const auto twenty = plan_move_time({20000ms, 0ms, 20}, 0ms);
  CHECK(twenty.soft == 1000ms);
  const auto last = plan_move_time({20000ms, 0ms, 1}, 0ms);
  CHECK(last.hard == 16000ms);
  CHECK(last.soft == 16000ms);
}

TEST_CASE("the budget never reaches the end of the clock, however little is left", "[time_manager]") {
  for (long long left : {0LL, 1LL, 5LL, 30LL, 60LL, 100LL, 101LL, 200LL, 1000LL, 5000LL}) {
    for (long long increment : {0LL, 10LL, 100LL, 2000LL}) {
      for (int moves_to_go : {1, 2, 40}) {
        const ClockState clock{std::chrono::milliseconds(left), std::chrono::milliseconds(increment), moves_to_go};
        const auto budget = plan_move_time(clock, 50ms);
        INFO("left " << left << " increment " << increment << " moves to go " << moves_to_go);
        CHECK(budget.soft >= 1ms);
        CHECK(budget.soft <= budget.hard);
        if (left >= 2) CHECK(budget.hard < std::chrono::milliseconds(left));
        if (left > 100) CHECK(budget.hard <= std::chrono::milliseconds(left) - 50ms);
      }
    }
  }
}

TEST_CASE("a clock below zero is treated as empty", "[time_manager]") {
  const auto budget = plan_move_time({-500ms, 0ms, std::nullopt}, 50ms);
  CHECK(budget.hard == 1ms);
  CHECK(budget.soft == 1ms);
}
