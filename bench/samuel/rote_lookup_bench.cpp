// Nodes per second of checkers::search with a plain evaluator and with the same evaluator wrapped
// by the rote memory (RoteEvaluator), the memory holding 100,000 positions from random games.
// Same positions, same depth; where the memory hits (the `hit_rate` counter) the tree may differ a
// little, elsewhere only the look-up cost does. Compare the `nodes_per_second` counters.

#include "checkers/search.h"
#include "learning/samuel/generalization_alpha.h"
#include "learning/samuel/rote_search.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

using namespace newell;
namespace samuel = newell::learning::samuel;

std::vector<checkers::Position> sample_positions(std::uint64_t seed, int games, int plies) {
  std::mt19937_64 generator(seed);
  std::vector<checkers::Position> positions;
  for (int game = 0; game < games; ++game) {
    checkers::Position position = checkers::Position::initial();
    for (int ply = 0; ply < plies; ++ply) {
      checkers::MoveList moves;
      checkers::generate_moves(position, moves);
      if (moves.empty()) break;
      position = position.after(moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(generator)]);
      positions.push_back(position);
    }
  }
  return positions;
}

samuel::RoteMemory& filled_memory() {
  static samuel::RoteMemory memory = [] {
    samuel::RoteMemory filled;
    for (const auto& position : sample_positions(99, 2500, 40)) filled.remember(position, 10, 3);
    return filled;
  }();
  return memory;
}

const std::vector<checkers::Position>& roots() {
  static const std::vector<checkers::Position> positions = [] {
    std::vector<checkers::Position> chosen;
    const auto all = sample_positions(7, 8, 12);
    for (std::size_t index = 0; index < all.size(); index += 12) chosen.push_back(all[index]);
    return chosen;
  }();
  return positions;
}

template <class Evaluation>
void run_searches(benchmark::State& state, const Evaluation& evaluation) {
  std::uint64_t nodes = 0;
  checkers::TranspositionTable table(8);
  for (auto _ : state) {
    for (const auto& root : roots()) {
      checkers::NodeCounter counter;
      checkers::SearchLimits limits;
      limits.depth = static_cast<int>(state.range(0));
      table.clear();
      nodes += checkers::search(root, {}, evaluation, limits, counter, table).nodes;
    }
  }
  state.counters["nodes_per_second"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
  state.counters["memory"] = static_cast<double>(filled_memory().size());
}

void polynomial_plain(benchmark::State& state) {
  const auto polynomial = samuel::Alpha::initial().polynomial();
  run_searches(state, polynomial);
}

void polynomial_with_rote(benchmark::State& state) {
  const auto polynomial = samuel::Alpha::initial().polynomial();
  samuel::RoteStatistics statistics;
  const samuel::RoteEvaluator<checkers::ScoringPolynomial> rote(filled_memory(), polynomial, statistics);
  run_searches(state, rote);
  state.counters["hit_rate"] = statistics.hit_rate();
}

void material_plain(benchmark::State& state) { run_searches(state, checkers::MaterialEvaluator{}); }

void material_with_rote(benchmark::State& state) {
  const checkers::MaterialEvaluator material;
  samuel::RoteStatistics statistics;
  const samuel::RoteEvaluator<checkers::MaterialEvaluator> rote(filled_memory(), material, statistics);
  run_searches(state, rote);
  state.counters["hit_rate"] = statistics.hit_rate();
}

}  // namespace

BENCHMARK(polynomial_plain)->Arg(4)->Unit(benchmark::kMillisecond);
BENCHMARK(polynomial_with_rote)->Arg(4)->Unit(benchmark::kMillisecond);
BENCHMARK(material_plain)->Arg(6)->Unit(benchmark::kMillisecond);
BENCHMARK(material_with_rote)->Arg(6)->Unit(benchmark::kMillisecond);
