// The built-ins run inside the goal engine's tactic search: evaluating them must not allocate.

#include "checkers_fixture.h"
#include "chess_fixture.h"
#include "tests/support/counting_allocator.h"

#include <catch2/catch.hpp>

using namespace newell;
using namespace newell::games;

namespace {

// Compiles every expression first, then evaluates them all with the counter armed.
long allocations_while_evaluating(interpreter::Program& program, interpreter::SourceFiles& files, void* state,
                                  const std::vector<std::string>& expressions) {
  interpreter::Diagnostics diagnostics;
  std::vector<interpreter::Callable> callables;
  for (const auto& text : expressions) {
    auto callable = program.compile_expression("expression", text, files, diagnostics);
    INFO(text << "\n" << interpreter::render_all(diagnostics, files));
    REQUIRE(callable);
    callables.push_back(*callable);
  }
  interpreter::Evaluator evaluator(program);
  interpreter::Value result;
  for (const auto& callable : callables) evaluator.evaluate(callable, {state, nullptr}, {}, result);  // sizes scratch
  const std::uint64_t before = newell::test_support::heap_allocations.load();
  for (int round = 0; round < 3; ++round)
    for (const auto& callable : callables) evaluator.evaluate(callable, {state, nullptr}, {}, result);
  return static_cast<long>(newell::test_support::heap_allocations.load() - before);
}

}  // namespace

TEST_CASE("evaluating the chess built-ins allocates nothing") {
  testing::ChessLanguage chess("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
  chess.play({"d3"});
  chess.play({"a6"});
  const std::vector<std::string> expressions = {
      "count M in moves: gives_check(M) or is_mate_after(M) or captures(M) or promotes(M) or castles(M)",
      "count M in moves: threatens_mate_after(M)",
      "sum M in moves: changed(M) + exchange_value(M)",
      "count M in moves: is_recapture(M) or exists T in theirs: attacks_after(M, T)",
      "exists A in mine: exists T in theirs: newly_attacks(A, T) or wins_exchange(A, T) or attacks(A, T)",
      "sum M in mine: mobility(M) + capture_count(M) + queen_moves(M) + queen_captures(M) + defender_count(M)",
      "count M in man: pinned(M) or attacked(M) or defended(M) or at_home(M)",
      "sum M in man: (count X in attackers(M): true) + (count X in defenders(M): true) + count X in moves_of(M): true",
      "threatens_mate(white) or threatens_mate(black) or in_check(black) or checkmated(white)",
      "material(white) + total_mobility(black) + number_of(white, pawn) + can_castle_now(black)",
      "count Q in squares: controls(white, Q) or controls(black, Q)",
      "count M in moves: exists Q in squares: bears_on_after(M, Q)",
      "rounded(square_root(17), 1) + file(e4) + rank(e4)",
  };
  CHECK(allocations_while_evaluating(*chess.program, chess.files, chess.state.get(), expressions) == 0);
}

TEST_CASE("evaluating the checkers built-ins allocates nothing") {
  testing::CheckersLanguage checkers("B:W18,24,27,28,K10:B12,16,20,K22,K25,K29");
  REQUIRE(checkers.program);
  REQUIRE(checkers.state);
  const std::vector<std::string> expressions = {
      "count M in moves: captures(M) or crowns(M)",
      "sum M in man: mobility(M) + advancement(M) + (count A in attackers(M): true)",
      "count M in man: threatened(M) or king(M) or advanced(M)",
      "can_capture(white) or can_capture(black)",
      "samuel_adv + samuel_mob + samuel_deny + samuel_exch + samuel_fork + samuel_mode_2 + samuel_moc_3",
  };
  CHECK(allocations_while_evaluating(*checkers.program, checkers.files, checkers.state.get(), expressions) == 0);
}
