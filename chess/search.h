#pragma once
// The minimax core: iterative deepening over a principal-variation (negamax) alpha-beta search,
// with a transposition table, quiescence over captures and promotions, check extension, null-move
// pruning and late-move reductions. Mates count their distance (a shorter win is better, a longer
// loss less bad), and repetition, the fifty-move rule and insufficient material are draws. The goal
// engine uses it to verify its tactics; `newell uci` and `newell solve` use it on its own.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

#include "chess/move.h"
#include "chess/position.h"
#include "chess/search_limits.h"
#include "chess/search_move_order.h"
#include "chess/search_score.h"
#include "chess/transposition_table.h"

namespace newell::chess {

// One completed iteration of iterative deepening, for UCI `info` lines and logs.
struct SearchIteration {
  int depth = 0;
  int selective_depth = 0;  // deepest ply reached, quiescence included
  int score = 0;            // centipawns or a mate score (see search_score.h)
  std::uint64_t nodes = 0;  // added to the counter by this search so far
  std::chrono::milliseconds elapsed{0};
  int hash_permille = 0;
  std::vector<Move> principal_variation;
};

// A root move the search is about to search (UCI `info currmove M currmovenumber N`).
struct RootMoveStart {
  int depth = 0;
  Move move;
  int number = 0;  // 1 for the first move searched at this depth
  std::chrono::milliseconds elapsed{0};
};

struct SearchResult {
  Move best_move;    // none() when the side to move has no legal move
  Move ponder_move;  // the expected reply, none() when unknown
  int score = 0;
  int depth = 0;  // of the last completed iteration
  int selective_depth = 0;
  std::uint64_t nodes = 0;
  std::chrono::milliseconds elapsed{0};
  std::vector<Move> principal_variation;
};

class Search {
 public:
  using IterationReport = std::function<void(const SearchIteration&)>;
  using RootMoveReport = std::function<void(const RootMoveStart&)>;

  explicit Search(TranspositionTable& table) : table_(table) { history_.clear(); }

  // Searches `root` within `limits`, adding every node to `nodes`; returns early when `stop`
  // becomes true. Always returns a legal move when there is one, even when stopped at once.
  // `report` is called after each completed iteration, `root_move_report` before each root move is
  // searched (a few dozen calls per iteration). Allocates per iteration, never per node.
  SearchResult run(const Position& root, const SearchLimits& limits, NodeCounter& nodes, const std::atomic<bool>& stop,
                   const IterationReport& report = {}, const RootMoveReport& root_move_report = {});

  // Forgets what the last game taught the move ordering (the table is its owner's to clear).
  void new_game() { history_.clear(); }

 private:
  int search_root(int depth, int alpha, int beta);
  int negamax(int depth, int ply, int alpha, int beta, bool allow_null);
  int quiescence(int ply, int alpha, int beta);
  // Counts a node and tells whether the search must stop (stop flag, time or node limit).
  bool count_node_and_check_limits();
  void update_principal_variation(int ply, Move move);

  TranspositionTable& table_;
  SearchHistory history_;

  // Per-run state.
  Position position_ = Position::start();
  const SearchLimits* limits_ = nullptr;
  NodeCounter* nodes_ = nullptr;
  const std::atomic<bool>* stop_ = nullptr;
  const RootMoveReport* root_move_report_ = nullptr;
  std::chrono::steady_clock::time_point started_;
  std::uint64_t start_count_ = 0;
  std::chrono::steady_clock::time_point deadline_;
  bool has_deadline_ = false;
  bool aborted_ = false;
  int selective_depth_ = 0;

  struct RootMove {
    Move move;
    int score = -infinite_score;
  };
  std::vector<RootMove> root_moves_;
  int root_moves_completed_ = 0;

  Move principal_variation_[max_search_ply + 1][max_search_ply + 1];
  int principal_variation_length_[max_search_ply + 1] = {};
};

}  // namespace newell::chess
