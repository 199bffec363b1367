#pragma once
// The engine's side of UCI output: `info` lines and scores as GUIs read them.

#include "chess/search.h"

#include <chrono>
#include <cstdint>
#include <string>

namespace newell::uci {

// "cp 23" or "mate 3" / "mate -2".
std::string format_score(int score);
// "info depth 7 seldepth 12 score cp 23 nodes 51234 nps 812000 hashfull 4 time 63 pv e2e4 e7e5 ..."
std::string format_info(const chess::SearchIteration& iteration);
// "info depth 12 currmove e2e4 currmovenumber 1": the root move a long search is on.
std::string format_current_move(int depth, chess::Move move, int number);
// "info nodes 120000 nps 600000 time 200": how far a search that has no iteration to report has got.
std::string format_progress(std::uint64_t nodes, std::chrono::milliseconds elapsed);
// "bestmove e2e4 ponder e7e5", or "bestmove 0000" when there is no legal move.
std::string format_best_move(const chess::SearchResult& result);

}  // namespace newell::uci
