// Solved counts on an EPD suite (default: tests/data/chess/wac.epd) for the goal engine and the
// alpha-beta core at the same node budgets, in one run. A position is solved when the move played is
// one of its `bm` moves (or, for `am`, none of them). Every node either engine touches counts.
// Nodes a second count the decisions' time only (not reading the rules or clearing the table).
//
//   bench_goal_engine_wac [--epd FILE] [--rules FILE] [--nodes 500,2000,10000] [--list] [--bm-uci]
//
// --bm-uci prints each position's FEN and best moves in UCI (for bench/goal_engine/stockfish_wac.py).

#include "chess/epd.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/search.h"
#include "games/chess/chess_game.h"
#include "goals/engine.h"

#include <fmt/core.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace newell;

namespace {

bool solves(const chess::EpdRecord& record, chess::Move move) {
  const auto best = record.best_moves();
  if (!best.empty()) return std::find(best.begin(), best.end(), move) != best.end();
  const auto avoid = record.avoid_moves();
  return !avoid.empty() && std::find(avoid.begin(), avoid.end(), move) == avoid.end();
}

std::vector<std::uint64_t> parse_budgets(const std::string& text) {
  std::vector<std::uint64_t> budgets;
  std::stringstream stream(text);
  for (std::string item; std::getline(stream, item, ',');) budgets.push_back(std::stoull(item));
  return budgets;
}

}  // namespace

int main(int argc, char** argv) {
  std::string epd = fmt::format("{}/tests/data/chess/wac.epd", NEWELL_SOURCE_DIR);
  std::string rules_file = fmt::format("{}/rules/chess/newell.nwl", NEWELL_SOURCE_DIR);
  std::vector<std::uint64_t> budgets{500, 2000, 10000};
  bool list = false, bm_uci = false;
  for (int i = 1; i < argc; ++i) {
    const std::string argument = argv[i];
    const bool has_value = i + 1 < argc;
    if (argument == "--epd" && has_value) epd = argv[++i];
    else if (argument == "--rules" && has_value) rules_file = argv[++i];
    else if (argument == "--nodes" && has_value) budgets = parse_budgets(argv[++i]);
    else if (argument == "--list") list = true;
    else if (argument == "--bm-uci") bm_uci = true;
    else {
      fmt::print(stderr, "usage: {} [--epd FILE] [--rules FILE] [--nodes N,N,...] [--list] [--bm-uci]\n", argv[0]);
      return 2;
    }
  }
  games::link_chess_game();
  const auto records = chess::read_epd_file(epd);
  if (bm_uci) {
    for (const auto& record : records) {
      std::string moves;
      for (const auto move : record.best_moves()) {
        if (!moves.empty()) moves.push_back(' ');
        moves.append(chess::to_uci(move));
      }
      fmt::print("{}\t{}\t{}\n", record.position.to_fen(), moves, record.id());
    }
    return 0;
  }
  chess::TranspositionTable table(16);
  for (const auto budget : budgets) {
    int goal_solved = 0, goal_fallbacks = 0, alphabeta_solved = 0, differs = 0, offered = 0;
    // How selective the goals are: the candidates a decision sends to the core against the legal moves.
    std::uint64_t candidates = 0, legal = 0;
    std::uint64_t goal_nodes = 0, alphabeta_nodes = 0;
    double goal_seconds = 0, alphabeta_seconds = 0;
    const auto start = std::chrono::steady_clock::now();
    for (const auto& record : records) {
      games::ChessGame game(record.position.to_fen());
      auto rules = goals::Rules::load(rules_file, game.registry());
      goals::GoalEngine engine(game, *rules);
      // Each clock times the decision alone: in play the rules are read once a game, and the table
      // is cleared once, not at every move (at 500 nodes the reading took longer than the decision).
      const auto goal_start = std::chrono::steady_clock::now();
      const auto decision = engine.choose_move({.nodes = budget});
      const bool goal_ok = decision.move && solves(record, chess::Move::from_raw(static_cast<std::uint16_t>(*decision.move)));
      goal_solved += goal_ok;
      goal_fallbacks += decision.trace.source == "fallback";
      // Whether a goal offered the solution at all (a candidate, whatever became of it): the
      // candidates' recall, which bounds what the goal evaluation and the refutation can do.
      const auto solution = std::find_if(decision.trace.alternatives.begin(), decision.trace.alternatives.end(), [&](const auto& alternative) {
        const auto move = game.parse_move(alternative.move);
        return move && solves(record, chess::Move::from_raw(static_cast<std::uint16_t>(*move)));
      });
      offered += solution != decision.trace.alternatives.end();
      candidates += decision.trace.alternatives.size();
      legal += chess::count_legal_moves(record.position);
      goal_nodes += decision.trace.nodes_used;
      goal_seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - goal_start).count();

      table.clear();
      chess::Search search(table);
      chess::NodeCounter counter;
      chess::SearchLimits limits;
      limits.nodes = budget;
      const std::atomic<bool> stop{false};
      const auto alphabeta_start = std::chrono::steady_clock::now();
      const auto result = search.run(record.position, limits, counter, stop);
      alphabeta_seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - alphabeta_start).count();
      differs += decision.move && *decision.move != result.best_move.raw();
      const bool alphabeta_ok = solves(record, result.best_move);
      alphabeta_solved += alphabeta_ok;
      alphabeta_nodes += counter.count();
      // Whether the core reported a mate for the side to move: "no mate lost" holds the goal engine to it.
      const bool alphabeta_mates = chess::is_mate_score(result.score) && result.score > 0;
      if (list)
        fmt::print("{} {} goal {} {} [{}]  alpha-beta {} {}{}  solution {}\n", budget, record.id(), decision.move_text,
                   goal_ok ? "ok" : "--", decision.trace.source, chess::to_san(record.position, result.best_move),
                   alphabeta_ok ? "ok" : "--", alphabeta_mates ? " mates" : "",
                   solution == decision.trace.alternatives.end() ? std::string("none") : solution->verdict);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const auto positions = static_cast<double>(records.size());
    fmt::print("nodes {:>6}: goal engine {:>3}/{} (goal-decided {:.1f}%, fell back {:>3}, solution a candidate {:>3}, move "
               "differs from alpha-beta's {:>3}, {:.0f} nodes/position, {:.0f} nodes/s)   alpha-beta {:>3}/{} ({:.0f} "
               "nodes/position, {:.0f} nodes/s)   {:.1f} s  (decisions {:.2f} s, alpha-beta {:.2f} s; candidates {:.1f} of "
               "{:.1f} legal moves)\n",
               budget, goal_solved, records.size(), 100.0 * (positions - goal_fallbacks) / positions, goal_fallbacks, offered,
               differs, static_cast<double>(goal_nodes) / positions, static_cast<double>(goal_nodes) / goal_seconds,
               alphabeta_solved, records.size(), static_cast<double>(alphabeta_nodes) / positions,
               static_cast<double>(alphabeta_nodes) / alphabeta_seconds, seconds, goal_seconds, alphabeta_seconds,
               static_cast<double>(candidates) / positions, static_cast<double>(legal) / positions);
  }
  return 0;
}
