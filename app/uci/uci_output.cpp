#include "app/uci/uci_output.h"

#include "chess/notation.h"
#include "chess/search_score.h"

#include <fmt/core.h>

#include <algorithm>

namespace newell::uci {

std::string format_score(int score) {
  if (chess::is_mate_score(score)) return fmt::format("mate {}", chess::mate_in_moves(score));
  return fmt::format("cp {}", score);
}

std::string format_info(const chess::SearchIteration& iteration) {
  const long long elapsed_ms = iteration.elapsed.count();
  const auto nodes_per_second = iteration.nodes * 1000 / static_cast<std::uint64_t>(std::max(1LL, elapsed_ms));
  std::string line = fmt::format("info depth {} seldepth {} score {} nodes {} nps {} hashfull {} time {}",
                                 iteration.depth, std::max(iteration.selective_depth, iteration.depth),
                                 format_score(iteration.score), iteration.nodes, nodes_per_second,
                                 iteration.hash_permille, elapsed_ms);
  if (!iteration.principal_variation.empty()) {
    line += " pv";
    for (chess::Move move : iteration.principal_variation) {
      line += ' ';
      line += chess::to_uci(move);
    }
  }
  return line;
}

std::string format_current_move(int depth, chess::Move move, int number) {
  return fmt::format("info depth {} currmove {} currmovenumber {}", depth, chess::to_uci(move), number);
}

std::string format_progress(std::uint64_t nodes, std::chrono::milliseconds elapsed) {
  const long long elapsed_ms = elapsed.count();
  return fmt::format("info nodes {} nps {} time {}", nodes, nodes * 1000 / static_cast<std::uint64_t>(std::max(1LL, elapsed_ms)),
                     elapsed_ms);
}

std::string format_best_move(const chess::SearchResult& result) {
  if (result.best_move && result.ponder_move)
    return fmt::format("bestmove {} ponder {}", chess::to_uci(result.best_move), chess::to_uci(result.ponder_move));
  return fmt::format("bestmove {}", chess::to_uci(result.best_move));
}

}  // namespace newell::uci
