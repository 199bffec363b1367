// The only file that includes lp_solve: its header defines TRUE, FALSE, REAL, NORMAL... as macros.
#include "learning/opponent_model/linear_program.h"

#include <lpsolve/lp_lib.h>

#include <memory>

namespace newell::learning::opponent_model {
namespace {

struct LpDeleter {
  void operator()(lprec* lp) const { delete_lp(lp); }
};

}  // namespace

std::optional<MarginSolution> solve_margin_program(const MarginProgram& program, std::string& error) {
  const int rows = static_cast<int>(program.rows.size());
  const int columns = program.weights + rows;  // weights first, then one slack per row
  std::unique_ptr<lprec, LpDeleter> lp(make_lp(0, columns));
  if (!lp) {
    error = "lp_solve could not create a program";
    return std::nullopt;
  }
  set_verbose(lp.get(), NEUTRAL);
  std::vector<REAL> objective(static_cast<std::size_t>(columns) + 1, 0.0);
  for (int k = 0; k < rows; ++k) objective[static_cast<std::size_t>(program.weights + k + 1)] = 1.0;
  set_obj_fn(lp.get(), objective.data());
  set_minim(lp.get());
  for (int j = 1; j <= program.weights; ++j) set_bounds(lp.get(), j, -program.weight_bound, program.weight_bound);

  set_add_rowmode(lp.get(), TRUE);
  std::vector<REAL> values;
  std::vector<int> columns_used;
  for (int k = 0; k < rows; ++k) {
    values.clear();
    columns_used.clear();
    const auto& row = program.rows[static_cast<std::size_t>(k)];
    for (int j = 0; j < program.weights; ++j) {
      const double value = row[static_cast<std::size_t>(j)];
      if (value == 0) continue;
      values.push_back(value);
      columns_used.push_back(j + 1);
    }
    values.push_back(1.0);
    columns_used.push_back(program.weights + k + 1);
    const double offset = k < static_cast<int>(program.offsets.size()) ? program.offsets[static_cast<std::size_t>(k)] : 0.0;
    if (!add_constraintex(lp.get(), static_cast<int>(values.size()), values.data(), columns_used.data(), GE, program.margin + offset)) {
      error = "lp_solve refused a constraint";
      return std::nullopt;
    }
  }
  set_add_rowmode(lp.get(), FALSE);

  const int status = solve(lp.get());
  if (status != OPTIMAL && status != SUBOPTIMAL && status != PRESOLVED) {
    error = "lp_solve ended with status " + std::to_string(status);
    return std::nullopt;
  }
  std::vector<REAL> solution(static_cast<std::size_t>(columns));
  get_variables(lp.get(), solution.data());
  MarginSolution result;
  result.weights.assign(solution.begin(), solution.begin() + program.weights);
  for (int k = 0; k < rows; ++k) {
    const double slack = solution[static_cast<std::size_t>(program.weights + k)];
    result.total_slack += slack;
    result.violated += slack > 1e-7;
  }
  return result;
}

}  // namespace newell::learning::opponent_model
