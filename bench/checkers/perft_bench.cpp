// Micro-benchmarks of the checkers core. The nodes/s counters make runs comparable across
// machines only roughly; compare variants in the same run (or with callgrind instruction counts).

#include "checkers/movegen.h"
#include "checkers/notation.h"
#include "checkers/perft.h"
#include "checkers/samuel_terms.h"
#include "checkers/search.h"

#include <benchmark/benchmark.h>

using namespace newell::checkers;

namespace {

void perft_initial(benchmark::State& state, bool bulk) {
  PerftOptions options;
  options.bulk_counting = bulk;
  const int depth = static_cast<int>(state.range(0));
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = perft(Position::initial(), depth, options);
    benchmark::DoNotOptimize(nodes);
  }
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(nodes) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

void BM_PerftBulk(benchmark::State& state) { perft_initial(state, true); }
void BM_PerftNoBulk(benchmark::State& state) { perft_initial(state, false); }
BENCHMARK(BM_PerftBulk)->Arg(9)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PerftNoBulk)->Arg(8)->Unit(benchmark::kMillisecond);

void BM_PerftKings(benchmark::State& state) {
  const Position position = parse_fen("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29");
  for (auto _ : state) benchmark::DoNotOptimize(perft(position, 7));
}
BENCHMARK(BM_PerftKings)->Unit(benchmark::kMillisecond);

void BM_GenerateInitial(benchmark::State& state) {
  const Position position = Position::initial();
  MoveList list;
  for (auto _ : state) {
    generate_moves(position, list);
    benchmark::DoNotOptimize(list.size());
  }
}
BENCHMARK(BM_GenerateInitial);

void BM_SamuelPolynomial(benchmark::State& state) {
  ScoringPolynomial polynomial;
  for (const SamuelTerm& term : samuel_terms()) polynomial.set_weight(term.name, 1);
  const Position position = parse_fen("B:W18,19,21,23,24,26,29,30,31,32:B1,2,3,4,6,7,9,10,11,12");
  for (auto _ : state) benchmark::DoNotOptimize(polynomial(position));
}
BENCHMARK(BM_SamuelPolynomial);

void BM_SearchMinimumPly7(benchmark::State& state) {
  for (auto _ : state) {
    NodeCounter counter;
    TranspositionTable table(4);
    SearchLimits limits;
    limits.depth = 7;
    benchmark::DoNotOptimize(search(Position::initial(), {}, MaterialEvaluator{}, limits, counter, table).score);
    state.counters["nodes"] = static_cast<double>(counter.count());
  }
}
BENCHMARK(BM_SearchMinimumPly7)->Unit(benchmark::kMillisecond);

}  // namespace
