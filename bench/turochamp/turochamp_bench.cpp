// Turochamp's evaluation (material ratio and position-play value) interpreted from
// rules/chess/turochamp.nwl through the Evaluator, against the same evaluation in plain C++
// (native_turochamp.cpp), on every position of tests/data/chess/wac.epd. Before the Google
// Benchmark table it checks that both give the same values, prints the time ratio of one timed
// pass each, and counts heap allocations per interpreted evaluation with a counting operator new.

#include "native_turochamp.h"
#include "tests/support/counting_allocator.h"

#include "chess/epd.h"
#include "games/chess/chess_state.h"
#include "games/chess/turochamp_rules.h"

#include <benchmark/benchmark.h>
#include <fmt/core.h>

#include <algorithm>
#include <atomic>
#include <ctime>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <new>
#include <vector>

namespace {

using namespace newell;

struct Fixture {
  std::unique_ptr<games::TurochampRules> rules;
  std::vector<std::unique_ptr<games::ChessState>> states;
  std::vector<chess::Position> positions;

  Fixture() {
    std::string error;
    rules = games::TurochampRules::load(std::string(NEWELL_SOURCE_DIR) + "/rules/chess/turochamp.nwl", error);
    if (!rules) {
      fmt::print(stderr, "{}\n", error);
      std::exit(1);
    }
    for (const auto& record : chess::read_epd_file(std::string(NEWELL_SOURCE_DIR) + "/tests/data/chess/wac.epd")) {
      states.push_back(std::make_unique<games::ChessState>(record.position));
      positions.push_back(record.position);
    }
  }

  double interpreted(std::size_t index) {
    games::ChessState& state = *states[index];
    state.forget_cached_moves();  // as in search: each position is evaluated once
    return rules->material_ratio(state) * 1000 + rules->position_play(state);
  }
  double native(std::size_t index) {
    chess::Position& position = positions[index];
    const auto value = bench::native_turochamp(position, position.side_to_move(), false);
    return value.material_ratio * 1000 + value.position_play;
  }
};

Fixture& fixture() {
  static Fixture instance;
  return instance;
}

void interpreted(benchmark::State& state) {
  Fixture& f = fixture();
  for (auto _ : state)
    for (std::size_t i = 0; i < f.states.size(); ++i) benchmark::DoNotOptimize(f.interpreted(i));
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * f.states.size()));
}
BENCHMARK(interpreted)->Unit(benchmark::kMicrosecond);

void native(benchmark::State& state) {
  Fixture& f = fixture();
  for (auto _ : state)
    for (std::size_t i = 0; i < f.positions.size(); ++i) benchmark::DoNotOptimize(f.native(i));
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * f.positions.size()));
}
BENCHMARK(native)->Unit(benchmark::kMicrosecond);

template <class Evaluate>
double seconds_for(int passes, std::size_t count, Evaluate evaluate) {
  // Process CPU time: the machine is shared, and wall time would count the other processes.
  const auto cpu_seconds = [] {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
  };
  const double start = cpu_seconds();
  double sink = 0;
  for (int pass = 0; pass < passes; ++pass)
    for (std::size_t i = 0; i < count; ++i) sink += evaluate(i);
  benchmark::DoNotOptimize(sink);
  return cpu_seconds() - start;
}

}  // namespace

int main(int argc, char** argv) {
  Fixture& f = fixture();
  const std::size_t count = f.states.size();
  int mismatches = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const double a = f.interpreted(i);
    const double b = f.native(i);
    if (std::abs(a - b) > 1e-9) {
      if (++mismatches <= 5) fmt::print("MISMATCH WAC position {}: interpreted {} native {}\n", i + 1, a, b);
    }
  }
  fmt::print("{} positions, {} mismatches between interpreted and C++ values\n", count, mismatches);
  const std::uint64_t before = newell::test_support::heap_allocations.load();
  for (std::size_t i = 0; i < count; ++i) benchmark::DoNotOptimize(f.interpreted(i));
  fmt::print("allocations per interpreted evaluation: {:.3f}\n",
             static_cast<double>(newell::test_support::heap_allocations.load() - before) / static_cast<double>(count));
  std::uint64_t steps = 0;
  for (std::size_t i = 0; i < count; ++i) {
    f.states[i]->forget_cached_moves();
    f.rules->position_play(*f.states[i]);
    steps += f.rules->last_steps();
  }
  fmt::print("nodes evaluated per position-play value: {:.1f}\n", static_cast<double>(steps) / static_cast<double>(count));
  // The best of five rounds of each, alternating, so that a burst of load on the shared machine
  // does not fall on one side only.
  constexpr int passes = 20;
  double native_seconds = HUGE_VAL;
  double interpreted_seconds = HUGE_VAL;
  for (int round = 0; round < 5; ++round) {
    native_seconds = std::min(native_seconds, seconds_for(passes, count, [&](std::size_t i) { return f.native(i); }));
    interpreted_seconds =
        std::min(interpreted_seconds, seconds_for(passes, count, [&](std::size_t i) { return f.interpreted(i); }));
  }
  fmt::print("per evaluation: interpreted {:.2f} us, C++ {:.2f} us, ratio {:.2f}\n",
             interpreted_seconds * 1e6 / (passes * count), native_seconds * 1e6 / (passes * count),
             interpreted_seconds / native_seconds);
  if (f.rules->runtime_errors() > 0) fmt::print("runtime errors: {} ({})\n", f.rules->runtime_errors(), f.rules->last_error());
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return mismatches == 0 ? 0 : 1;
}
