#pragma once
// The constraint solver of strategy learning (their section 4.2, after Duda and Hart): find weights
// w with w . d_k >= margin for every row d_k, where the system may be infeasible, by minimising the
// total slack: minimise sum s_k subject to w . d_k + s_k >= margin + offset_k, s_k >= 0, and each
// weight inside its bounds. Solved with lp_solve (the program the paper used).

#include <optional>
#include <string>
#include <vector>

namespace newell::learning::opponent_model {

struct MarginProgram {
  int weights = 0;                              // number of free weights
  std::vector<std::vector<double>> rows;        // one difference vector per constraint (size: weights)
  std::vector<double> offsets;                  // extra right-hand side per row (a fixed weight's share)
  double margin = 1;
  double weight_bound = 1000;                   // every weight in [-bound, bound]
};

struct MarginSolution {
  std::vector<double> weights;
  double total_slack = 0;
  int violated = 0;  // rows with a positive slack
};

// The weights minimising the total slack; std::nullopt with `error` set when lp_solve fails.
std::optional<MarginSolution> solve_margin_program(const MarginProgram& program, std::string& error);

}  // namespace newell::learning::opponent_model
