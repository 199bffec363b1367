#include "learning/opponent_model/linear_program.h"

#include <catch2/catch.hpp>

using namespace newell::learning::opponent_model;

TEST_CASE("the margin program finds weights satisfying a feasible system with no slack") {
  // w1 - w2 >= 1 and w2 >= 1 (+ offset 2 on the second row: w2 >= 3).
  MarginProgram program;
  program.weights = 2;
  program.rows = {{1, -1}, {0, 1}};
  program.offsets = {0, 2};
  std::string error;
  const auto solution = solve_margin_program(program, error);
  REQUIRE(solution);
  CHECK(solution->violated == 0);
  CHECK(solution->total_slack == Approx(0).margin(1e-9));
  CHECK(solution->weights[0] - solution->weights[1] >= Approx(1));
  CHECK(solution->weights[1] >= Approx(3));
}

TEST_CASE("the margin program reports the least total slack of an infeasible system") {
  // w >= 1 and -w >= 1 cannot both hold: the least total slack is 2.
  MarginProgram program;
  program.weights = 1;
  program.rows = {{1}, {-1}};
  std::string error;
  const auto solution = solve_margin_program(program, error);
  REQUIRE(solution);
  CHECK(solution->total_slack == Approx(2));
  CHECK(solution->violated >= 1);
}

TEST_CASE("the margin program keeps weights inside their bounds") {
  MarginProgram program;
  program.weights = 1;
  program.rows = {{1}};
  program.offsets = {50};
  program.weight_bound = 10;
  std::string error;
  const auto solution = solve_margin_program(program, error);
  REQUIRE(solution);
  CHECK(solution->weights[0] == Approx(10));
  CHECK(solution->total_slack == Approx(41));
}
