#pragma once
// The search template (included by search.h; not to be included on its own).

#include "checkers/movegen.h"
#include "checkers/search.h"

#include <algorithm>
#include <array>
#include <memory>

namespace newell::checkers {

template <Evaluator E>
class Searcher {
 public:
  Searcher(const E& evaluator, const SearchLimits& limits, NodeCounter& counter, TranspositionTable& table,
           PlyRules rules = {})
      : evaluator_(evaluator), limits_(limits), counter_(counter), table_(table), rules_(rules) {}

  // `history`: keys of the game's earlier positions (oldest first, the root's own key may be last),
  // so that search sees a return to one of them as a draw.
  SearchResult run(const Position& root, const std::vector<Key>& history) {
    start_ = std::chrono::steady_clock::now();
    start_nodes_ = counter_.count();
    table_.next_generation();
    path_keys_.assign(history.begin(), history.end());
    if (!path_keys_.empty() && path_keys_.back() == root.key) path_keys_.pop_back();
    repetition_floor_ = 0;
    SearchResult result;
    MoveList root_moves;
    generate_moves(root, root_moves);
    if (root_moves.empty()) {
      result.score = -win_score;
      return result;
    }
    result.best = root_moves[0];
    result.has_move = true;
    for (int minimum = 1; minimum <= std::max(1, limits_.depth); ++minimum) {
      minimum_ = minimum;
      stopped_ = false;
      Position position = root;
      const int score = negamax(position, 0, -win_score - 1, win_score + 1, false);
      if (stopped_) {
        result.stopped = true;
        break;
      }
      result.score = score;
      result.depth = minimum;
      result.best = pv_[0][0];
      result.principal_variation.assign(pv_[0].begin(), pv_[0].begin() + pv_length_[0]);
      if (is_win_score(score) && win_score - std::abs(score) <= minimum) break;  // the end is within reach
    }
    result.nodes = counter_.count() - start_nodes_;
    return result;
  }

 private:
  static constexpr int max_ply = 120;

  bool out_of_budget() {
    if (limits_.nodes != 0 && counter_.count() >= limits_.nodes) return true;
    if (limits_.time.count() > 0 && ((counter_.count() - start_nodes_) & 1023) == 0)
      return std::chrono::steady_clock::now() - start_ >= limits_.time;
    return false;
  }

  // Samuel's stopping rule; `draft` = minimum ply minus this ply.
  bool stop_here(const Position& position, int draft, bool last_was_jump, bool jump_pending) const {
    if (draft > 0) return false;
    if (-draft >= rules_.hard_cap_after) return true;
    if (-draft >= rules_.clear_advantage_after && std::abs(material_balance(position)) > 2 * king_value) return true;
    if (-draft >= rules_.jump_only_after) return !jump_pending;
    if (jump_pending) return false;
    if (-draft < rules_.exchange_only_after && last_was_jump) return false;
    return !exchange_offer_possible(position);
  }

  int evaluate(const Position& position, int draft, bool jump_pending) const {
    int score = static_cast<int>(evaluator_(position));
    // At the hard cap a pending jump is credited to the side that will make it.
    if (jump_pending && -draft >= rules_.hard_cap_after) score += man_value;
    return std::clamp(score, -won_score_bound, won_score_bound);
  }

  // Only positions since the last capture or man move can come again.
  bool repeats(Key key) const {
    for (std::size_t index = path_keys_.size(); index > repetition_floor_; --index)
      if (path_keys_[index - 1] == key) return true;
    return false;
  }

  int negamax(Position& position, int ply, int alpha, int beta, bool last_was_jump) {
    pv_length_[static_cast<std::size_t>(ply)] = 0;
    counter_.add();
    if (stopped_ || out_of_budget()) {
      stopped_ = true;
      return 0;
    }
    if (ply > 0 && repeats(position.key)) return 0;
    const int draft = minimum_ - ply;
    const bool jump_pending = can_capture(position);
    // An evaluation may know positions whose result is settled (the goal engine's refutation knows
    // the drawn ending of games/checkers/drawn_ending.h): the search stops there and scores it.
    if constexpr (requires { { evaluator_.settled(position) } -> std::convertible_to<bool>; }) {
      if (ply > 0 && !jump_pending && evaluator_.settled(position)) return evaluate(position, draft, false);
    }
    if (ply >= max_ply - 1 || stop_here(position, draft, last_was_jump, jump_pending))
      return evaluate(position, draft, jump_pending);

    MoveList moves;
    generate_moves(position, moves);
    if (moves.empty()) return -(win_score - ply);

    const int original_alpha = alpha;
    const TableEntry* entry = table_.probe(position.key);
    if (entry != nullptr) {
      if (ply > 0 && entry->draft >= draft) {
        const int score = from_table(entry->score, ply);
        if (entry->bound == Bound::exact) return score;
        if (entry->bound == Bound::lower && score >= beta) return score;
        if (entry->bound == Bound::upper && score <= alpha) return score;
      }
      order_first(moves, entry->best_from, entry->best_to, entry->best_captured);
    }
    order_rest(moves, entry != nullptr ? 1 : 0, ply);

    int best_score = -win_score - 1;
    int best_index = 0;
    path_keys_.push_back(position.key);
    for (int index = 0; index < moves.size(); ++index) {
      const Move& move = moves[index];
      const std::size_t floor = repetition_floor_;
      if (move.is_capture() || (position.kings & bit(move.from)) == 0) repetition_floor_ = path_keys_.size();
      Undo undo;
      position.make(move, undo);
      const int score = -negamax(position, ply + 1, -beta, -alpha, move.is_capture());
      position.unmake(move, undo);
      repetition_floor_ = floor;
      if (stopped_) break;
      if (score > best_score) {
        best_score = score;
        best_index = index;
        if (score > alpha) {
          alpha = score;
          update_pv(ply, move);
          if (alpha >= beta) {
            if (!move.is_capture()) remember_cutoff(move, ply, draft);
            break;
          }
        }
      }
    }
    path_keys_.pop_back();
    if (stopped_) return 0;

    TableEntry stored;
    stored.key = position.key;
    stored.score = to_table(best_score, ply);
    stored.draft = static_cast<std::int16_t>(draft);
    stored.bound = best_score >= beta ? Bound::lower : best_score > original_alpha ? Bound::exact : Bound::upper;
    stored.best_from = moves[best_index].from;
    stored.best_to = moves[best_index].to;
    stored.best_captured = moves[best_index].captured;
    table_.store(stored);
    return best_score;
  }

  // Win scores are stored relative to the node, so they stay right at another distance from the root.
  static int to_table(int score, int ply) { return score > won_score_bound ? score + ply : score < -won_score_bound ? score - ply : score; }
  static int from_table(int score, int ply) { return score > won_score_bound ? score - ply : score < -won_score_bound ? score + ply : score; }

  static void order_first(MoveList& moves, int from, int to, Bitboard captured) {
    for (int index = 0; index < moves.size(); ++index)
      if (moves[index].from == from && moves[index].to == to && moves[index].captured == captured) {
        std::swap(moves[0], moves[index]);
        return;
      }
  }

  // Captures taking most first; quiet moves by killer then history score.
  void order_rest(MoveList& moves, int first, int ply) {
    std::array<int, MoveList::capacity> keys;  // only [first, size) is written and read
    for (int index = first; index < moves.size(); ++index) {
      const Move& move = moves[index];
      int key = 0;
      if (move.is_capture()) key = 1'000'000 + count(move.captured);
      else if (move.from == killers_[static_cast<std::size_t>(ply)][0].from && move.to == killers_[static_cast<std::size_t>(ply)][0].to) key = 900'000;
      else if (move.from == killers_[static_cast<std::size_t>(ply)][1].from && move.to == killers_[static_cast<std::size_t>(ply)][1].to) key = 800'000;
      else key = std::min(history_[move.from][move.to], 700'000);
      keys[static_cast<std::size_t>(index)] = key;
    }
    for (int i = first + 1; i < moves.size(); ++i) {  // insertion sort: lists are short
      const Move move = moves[i];
      const int key = keys[static_cast<std::size_t>(i)];
      int j = i - 1;
      while (j >= first && keys[static_cast<std::size_t>(j)] < key) {
        moves[j + 1] = moves[j];
        keys[static_cast<std::size_t>(j + 1)] = keys[static_cast<std::size_t>(j)];
        --j;
      }
      moves[j + 1] = move;
      keys[static_cast<std::size_t>(j + 1)] = key;
    }
  }

  void remember_cutoff(const Move& move, int ply, int draft) {
    auto& killers = killers_[static_cast<std::size_t>(ply)];
    if (!(killers[0].from == move.from && killers[0].to == move.to)) {
      killers[1] = killers[0];
      killers[0] = move;
    }
    history_[move.from][move.to] += std::max(1, draft * draft);
  }

  void update_pv(int ply, const Move& move) {
    const auto at = static_cast<std::size_t>(ply);
    pv_[at][0] = move;
    const int child_length = ply + 1 < max_ply ? pv_length_[at + 1] : 0;
    for (int i = 0; i < child_length; ++i) pv_[at][static_cast<std::size_t>(i + 1)] = pv_[at + 1][static_cast<std::size_t>(i)];
    pv_length_[at] = child_length + 1;
  }

  const E& evaluator_;
  SearchLimits limits_;
  NodeCounter& counter_;
  TranspositionTable& table_;
  PlyRules rules_;
  int minimum_ = 1;
  bool stopped_ = false;
  std::chrono::steady_clock::time_point start_;
  std::uint64_t start_nodes_ = 0;
  std::vector<Key> path_keys_;
  std::size_t repetition_floor_ = 0;  // path_keys_ below this index cannot repeat
  std::array<std::array<Move, max_ply>, max_ply> pv_{};
  std::array<int, max_ply> pv_length_{};
  std::array<std::array<Move, 2>, max_ply> killers_{};
  std::array<std::array<int, 32>, 32> history_{};
};

// One search: the best move for the side to move of `root`. The Searcher object is large (its
// principal-variation table), so it lives on the heap for the length of the call.
template <Evaluator E>
SearchResult search(const Position& root, const std::vector<Key>& history, const E& evaluator,
                    const SearchLimits& limits, NodeCounter& counter, TranspositionTable& table, PlyRules rules = {}) {
  auto searcher = std::make_unique<Searcher<E>>(evaluator, limits, counter, table, rules);
  return searcher->run(root, history);
}

}  // namespace newell::checkers
