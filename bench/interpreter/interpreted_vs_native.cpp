// How much the interpreter costs: a set of rule expressions evaluated by the interpreter against the
// same logic written directly in C++, on the same positions, in the same run (report the ratio).
//
// The structure is meant for the real comparison too: a game (registry + positions) and a list of
// cases, each an expression and its hand-written C++ twin. When games/ lands, a second file adds
// Turochamp's terms on the WAC positions with chess's registry the same way.

#include "interpreter/evaluator.h"
#include "interpreter/number_line.h"
#include "interpreter/program.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>
#include <vector>

namespace {

using namespace newell::interpreter;
using State = NumberLineState;

// --- the C++ twins, written as a programmer would, over the same state ---------------------------

int neighbours(const State& state, int man, bool friends) {
  int count = 0;
  for (int step : {-1, 1}) {
    const int square = state.men[man].square + step;
    if (square < 0 || square >= State::squares) continue;
    const auto other = state.board[square];
    if (other != State::no_man && (state.men[other].side == state.men[man].side) == friends) ++count;
  }
  return count;
}

double hanging_count(const State& state) {
  int count = 0;
  for (int man = 0; man < state.man_count; ++man)
    if (state.men[man].on_board && state.men[man].side == state.side_to_move && neighbours(state, man, false) > 0 &&
        neighbours(state, man, true) == 0)
      ++count;
  return count;
}

double can_win_exchange(const State& state) {
  for (int man = 0; man < state.man_count; ++man) {
    if (!state.men[man].on_board || state.men[man].side != state.side_to_move) continue;
    for (int target = 0; target < state.man_count; ++target) {
      const auto& t = state.men[target];
      if (!t.on_board || t.side == state.side_to_move) continue;
      if (std::abs(t.square - state.men[man].square) == 1 && neighbours(state, target, true) == 0) return 1;
    }
  }
  return 0;
}

double even_squares(const State&) {
  double sum = 0;
  for (int x = 0; x < 10; ++x)
    if (x % 2 == 0) sum += x * x;
  return sum;
}

double mobility_balance(const State& state) {
  // Moves of the side to move that land next to an enemy, weighted 2, plus quiet moves.
  double total = 0;
  for (int man = 0; man < state.man_count; ++man) {
    const auto& m = state.men[man];
    if (!m.on_board || m.side != state.side_to_move) continue;
    for (int step : {-1, 1}) {
      const int target = m.square + step;
      if (target < 0 || target >= State::squares) continue;
      const auto other = state.board[target];
      if (other != State::no_man && state.men[other].side == m.side) continue;
      total += other != State::no_man ? 2 : 1;
    }
  }
  return total;
}

struct Case {
  const char* name;
  const char* expression;
  double (*native)(const State&);
};

const Case cases[] = {
    {"hanging_count", "count M in mine: attacked(M) and not defended(M)", hanging_count},
    {"can_win_exchange", "exists M in mine: exists T in enemy(M): wins_exchange(M, T)", can_win_exchange},
    {"even_squares", "sum X in digits where even(X): X * X", even_squares},
    {"mobility_balance", "sum V in moves: if changed(V) = 2 then 2 else 1", mobility_balance},
};

const char* const positions[] = {"WWW....BBB w", "WB.W....B. w", "W.BW.B.WB. b", "WBWB.WBWB. w"};

struct Setup {
  Registry registry{"numbers"};
  SourceFiles files;
  Diagnostics diagnostics;
  std::unique_ptr<Program> program;
  std::vector<Callable> compiled;
  std::vector<State> states;

  Setup() {
    build_number_line_registry(registry);
    program = Program::build(ParsedRules{}, registry, diagnostics);
    for (const auto& c : cases) compiled.push_back(*program->compile_expression(c.name, c.expression, files, diagnostics));
    for (const char* text : positions) {
      std::string error;
      states.emplace_back().read(text, error);
    }
  }
};

Setup& setup() {
  static Setup instance;
  return instance;
}

// Every case on every position, once per iteration.
void interpreted(benchmark::State& run) {
  auto& s = setup();
  Evaluator evaluator(*s.program);
  double checksum = 0;
  for (auto _ : run) {
    for (auto& state : s.states) {
      for (const auto& callable : s.compiled) {
        Value result;
        evaluator.evaluate(callable, EvaluationState{&state, nullptr}, {}, result);
        checksum += callable.type == types::truth ? result.as_truth() : result.as_number();
      }
    }
  }
  benchmark::DoNotOptimize(checksum);
  run.SetItemsProcessed(run.iterations() * static_cast<std::int64_t>(s.states.size() * s.compiled.size()));
}

void native(benchmark::State& run) {
  auto& s = setup();
  double checksum = 0;
  for (auto _ : run) {
    for (auto& state : s.states) {
      benchmark::DoNotOptimize(&state);
      for (const auto& c : cases) checksum += c.native(state);
    }
  }
  benchmark::DoNotOptimize(checksum);
  run.SetItemsProcessed(run.iterations() * static_cast<std::int64_t>(s.states.size() * std::size(cases)));
}

// Both must agree, or the comparison means nothing.
void same_answers(benchmark::State& run) {
  auto& s = setup();
  Evaluator evaluator(*s.program);
  for (auto _ : run) {
    for (auto& state : s.states) {
      for (std::size_t i = 0; i < std::size(cases); ++i) {
        Value result;
        evaluator.evaluate(s.compiled[i], EvaluationState{&state, nullptr}, {}, result);
        const double interpreted_value =
            s.compiled[i].type == types::truth ? (result.as_truth() ? 1.0 : 0.0) : result.as_number();
        if (interpreted_value != cases[i].native(state)) run.SkipWithError(cases[i].name);
      }
    }
  }
}

}  // namespace

BENCHMARK(same_answers)->Iterations(1);
BENCHMARK(interpreted);
BENCHMARK(native);
