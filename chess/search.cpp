#include "chess/search.h"

#include <algorithm>
#include <thread>

#include "chess/evaluation.h"
#include "chess/exchange.h"
#include "chess/movegen.h"

namespace newell::chess {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int nodes_between_clock_checks = 1024;

bool has_pieces_besides_pawns(const Position& position, Color color) {
  return (position.pieces(color) & ~position.pieces(color, Pawn) & ~position.pieces(color, King)) != 0;
}

std::chrono::milliseconds since(Clock::time_point start) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
}

}  // namespace

bool Search::count_node_and_check_limits() {
  if (aborted_) return true;
  nodes_->add();
  const std::uint64_t searched = nodes_->count() - start_count_;
  if (limits_->nodes != 0 && searched >= limits_->nodes) return aborted_ = true;
  if (searched % nodes_between_clock_checks == 0) {
    if (stop_->load(std::memory_order_relaxed)) return aborted_ = true;
    if (has_deadline_ && Clock::now() >= deadline_) return aborted_ = true;
  }
  return false;
}

void Search::update_principal_variation(int ply, Move move) {
  principal_variation_[ply][ply] = move;
  const int child_length = ply + 1 <= max_search_ply ? principal_variation_length_[ply + 1] : ply + 1;
  for (int next = ply + 1; next < child_length; ++next)
    principal_variation_[ply][next] = principal_variation_[ply + 1][next];
  principal_variation_length_[ply] = std::max(child_length, ply + 1);
}

int Search::quiescence(int ply, int alpha, int beta) {
  if (count_node_and_check_limits()) return 0;
  selective_depth_ = std::max(selective_depth_, ply);
  principal_variation_length_[ply] = ply;
  if (ply >= max_search_ply) return evaluate(position_);
  if (position_.has_insufficient_material()) return 0;

  const bool in_check = position_.in_check();
  int best_score = -infinite_score;
  MoveList moves;
  if (in_check) {
    generate_legal(position_, moves);  // every evasion, or it would call a mate a quiet position
    if (moves.empty()) return mated_in(ply);
  } else {
    const int stand_pat = evaluate(position_);
    if (stand_pat >= beta) return stand_pat;
    alpha = std::max(alpha, stand_pat);
    best_score = stand_pat;
    generate_legal_captures(position_, moves);
  }

  OrderedMoves ordered(position_, moves);
  for (Move move = ordered.next(); move; move = ordered.next()) {
    // A capture that loses material cannot raise a score the side could have stood on.
    if (!in_check && !move.is_promotion() && !static_exchange_at_least(position_, move, 0)) continue;
    position_.make_move(move);
    const int score = -quiescence(ply + 1, -beta, -alpha);
    position_.unmake_move(move);
    if (aborted_) return 0;
    if (score > best_score) {
      best_score = score;
      if (score > alpha) {
        alpha = score;
        update_principal_variation(ply, move);
        if (score >= beta) break;
      }
    }
  }
  return best_score;
}

int Search::negamax(int depth, int ply, int alpha, int beta, bool allow_null) {
  const bool in_check = position_.in_check();
  if (in_check && ply < max_search_depth) ++depth;  // check extension: never stop on a check
  if (depth <= 0) return quiescence(ply, alpha, beta);

  if (count_node_and_check_limits()) return 0;
  selective_depth_ = std::max(selective_depth_, ply);
  principal_variation_length_[ply] = ply;
  if (ply >= max_search_ply) return evaluate(position_);

  // Draws. A mate given on the hundredth half-move still counts, hence the legal move test.
  if (position_.is_repetition(2) || position_.has_insufficient_material()) return 0;
  if (position_.is_fifty_move_draw() && (!in_check || has_legal_move(position_))) return 0;

  // A mate found nearer the root bounds what this node can matter.
  alpha = std::max(alpha, mated_in(ply));
  beta = std::min(beta, mate_in(ply + 1));
  if (alpha >= beta) return alpha;

  const bool principal_node = beta - alpha > 1;
  const std::uint64_t key = position_.key();
  Move table_move;
  int static_evaluation = 0;
  if (const TableEntry* entry = table_.probe(key)) {
    table_move = entry->move;
    static_evaluation = entry->static_evaluation;
    const int table_score = score_from_table(entry->score, ply);
    if (!principal_node && entry->depth >= depth &&
        (entry->bound == Bound::Exact || (entry->bound == Bound::Lower && table_score >= beta) ||
         (entry->bound == Bound::Upper && table_score <= alpha)))
      return table_score;
  } else {
    static_evaluation = in_check ? 0 : evaluate(position_);
  }

  if (!principal_node && !in_check) {
    // Reverse futility: so far above beta that a shallow search cannot bring it back.
    if (depth <= 3 && !is_mate_score(beta) && static_evaluation - 120 * depth >= beta) return static_evaluation;
    // Null move: if passing still holds beta, a real move will too (not in pawn endings, where
    // passing may be the only good move: zugzwang).
    if (allow_null && depth >= 3 && static_evaluation >= beta &&
        has_pieces_besides_pawns(position_, position_.side_to_move())) {
      const int reduction = 2 + depth / 6;
      position_.make_null_move();
      const int score = -negamax(depth - 1 - reduction, ply + 1, -beta, -beta + 1, false);
      position_.unmake_null_move();
      if (aborted_) return 0;
      if (score >= beta) return is_mate_score(score) ? beta : score;
    }
  }

  // Without a move from the table this node was not searched before: search it a ply shallower,
  // which is cheaper than finding the move by a separate shallower search.
  if (depth >= 4 && table_move.is_none()) --depth;

  MoveList moves;
  generate_legal(position_, moves);
  if (moves.empty()) return in_check ? mated_in(ply) : 0;

  // Futility: at the frontier a quiet move cannot lift a score this far below alpha.
  const bool futile = !principal_node && !in_check && depth <= 2 && !is_mate_score(alpha) &&
                      static_evaluation + 100 + 150 * depth <= alpha;
  const int late_move_limit = 4 + 4 * depth * depth;

  OrderedMoves ordered(position_, moves, table_move, history_, ply);
  const int original_alpha = alpha;
  int best_score = -infinite_score;
  Move best_move;
  int searched = 0;
  Move quiets_tried[64];
  int quiets_count = 0;
  for (Move move = ordered.next(); move; move = ordered.next()) {
    const bool quiet = !position_.is_capture(move) && !move.is_promotion();
    const bool checks = position_.gives_check(move);
    if (searched > 0 && quiet && !checks && best_score > -mate_bound) {
      // Shallow non-PV nodes: quiet moves far down the list or hopeless by futility are skipped.
      if (futile) continue;
      if (!principal_node && !in_check && depth <= 3 && searched >= late_move_limit) continue;
    }
    position_.make_move(move);
    int score;
    if (searched == 0) {
      score = -negamax(depth - 1, ply + 1, -beta, -alpha, true);
    } else {
      // Late quiet moves are searched shallower first; a surprise is searched again in full.
      int reduction = 0;
      if (depth >= 3 && searched >= 3 && quiet && !in_check && !checks &&
          ordered.last_score() < OrderedMoves::killer_score)
        reduction = searched >= 8 && depth >= 6 ? 2 : 1;
      score = -negamax(depth - 1 - reduction, ply + 1, -alpha - 1, -alpha, true);
      if (score > alpha && reduction > 0 && !aborted_) score = -negamax(depth - 1, ply + 1, -alpha - 1, -alpha, true);
      if (score > alpha && score < beta && !aborted_) score = -negamax(depth - 1, ply + 1, -beta, -alpha, true);
    }
    position_.unmake_move(move);
    if (aborted_) return 0;
    ++searched;
    if (quiet && quiets_count < 64) quiets_tried[quiets_count++] = move;

    if (score > best_score) {
      best_score = score;
      best_move = move;
      if (score > alpha) {
        alpha = score;
        update_principal_variation(ply, move);
        if (score >= beta) {
          if (quiet) {
            history_.record_cutoff(position_, move, depth, ply);
            // The quiet moves tried before it did not refute: they sink in the order.
            for (int index = 0; index + 1 < quiets_count; ++index)
              history_.record_failure(position_, quiets_tried[index], depth);
          }
          break;
        }
      }
    }
  }

  const Bound bound = best_score >= beta ? Bound::Lower : best_score > original_alpha ? Bound::Exact : Bound::Upper;
  table_.store(key, best_move, score_to_table(best_score, ply), static_evaluation, depth, bound);
  return best_score;
}

int Search::search_root(int depth, int alpha, int beta) {
  principal_variation_length_[0] = 0;
  root_moves_completed_ = 0;
  int best_score = -infinite_score;
  for (std::size_t index = 0; index < root_moves_.size(); ++index) {
    const Move move = root_moves_[index].move;
    if (*root_move_report_) (*root_move_report_)({depth, move, static_cast<int>(index) + 1, since(started_)});
    position_.make_move(move);
    int score;
    if (index == 0) {
      score = -negamax(depth - 1, 1, -beta, -alpha, true);
    } else {
      score = -negamax(depth - 1, 1, -alpha - 1, -alpha, true);
      if (score > alpha && score < beta && !aborted_) score = -negamax(depth - 1, 1, -beta, -alpha, true);
    }
    position_.unmake_move(move);
    if (aborted_) break;
    ++root_moves_completed_;
    root_moves_[index].score = score;
    if (score > best_score) {
      best_score = score;
      update_principal_variation(0, move);
      // The best move so far leads the list: searched first next iteration, reported if stopped.
      std::rotate(root_moves_.begin(), root_moves_.begin() + static_cast<std::ptrdiff_t>(index),
                  root_moves_.begin() + static_cast<std::ptrdiff_t>(index) + 1);
      alpha = std::max(alpha, score);
    }
  }
  return best_score;
}

SearchResult Search::run(const Position& root, const SearchLimits& limits, NodeCounter& nodes,
                         const std::atomic<bool>& stop, const IterationReport& report,
                         const RootMoveReport& root_move_report) {
  const auto started = Clock::now();
  position_ = root;
  limits_ = &limits;
  nodes_ = &nodes;
  stop_ = &stop;
  root_move_report_ = &root_move_report;
  started_ = started;
  start_count_ = nodes.count();
  aborted_ = false;
  selective_depth_ = 0;
  has_deadline_ = limits.deadline.has_value() || limits.movetime.has_value();
  deadline_ = Clock::time_point::max();
  if (limits.deadline) deadline_ = *limits.deadline;
  if (limits.movetime) deadline_ = std::min(deadline_, started + *limits.movetime);
  table_.new_search();
  history_.age();

  SearchResult result;
  MoveList legal;
  generate_legal(root, legal);
  root_moves_.clear();
  for (Move move : legal)
    if (limits.root_moves.empty() ||
        std::find(limits.root_moves.begin(), limits.root_moves.end(), move) != limits.root_moves.end())
      root_moves_.push_back({move});
  if (root_moves_.empty()) {
    result.score = legal.empty() && root.in_check() ? mated_in(0) : 0;
  } else {
    // Start from the ordering the main search would use, so that depth 1 already sees captures first.
    OrderedMoves ordered(root, legal, table_.probe(root.key()) ? table_.probe(root.key())->move : Move::none(),
                         history_, 0);
    std::vector<RootMove> sorted;
    for (Move move = ordered.next(); move; move = ordered.next())
      for (const RootMove& candidate : root_moves_)
        if (candidate.move == move) sorted.push_back(candidate);
    root_moves_ = std::move(sorted);
    result.best_move = root_moves_.front().move;
  }

  const int max_depth = limits.depth > 0 ? std::min(limits.depth, max_search_depth) : max_search_depth;
  for (int depth = 1; depth <= max_depth && !root_moves_.empty(); ++depth) {
    // From depth 5 the search starts in a narrow window around the last score (aspiration), and
    // widens it on the side that fails.
    int score;
    if (depth >= 5 && !is_mate_score(result.score)) {
      int delta = 25;
      int alpha = std::max(result.score - delta, -infinite_score);
      int beta = std::min(result.score + delta, infinite_score);
      while (true) {
        score = search_root(depth, alpha, beta);
        if (aborted_) break;
        if (score <= alpha) alpha = std::max(score - delta, -infinite_score);
        else if (score >= beta) beta = std::min(score + delta, infinite_score);
        else break;
        delta *= 2;
      }
    } else {
      score = search_root(depth, -infinite_score, infinite_score);
    }
    if (aborted_ && root_moves_completed_ == 0) break;
    // Nor when every move it finished is mated: that holds for those moves (the last iteration's best
    // first), not for the ones it did not reach, so the last finished iteration's word stands. A mate
    // the side to move found is proved by the move that mates, and counts.
    if (aborted_ && score <= -mate_bound) break;
    // A stopped iteration still counts when it finished a move: the first move searched was the
    // previous best, so whatever beat it is better.
    result.best_move = principal_variation_[0][0];
    result.score = score;
    result.principal_variation.assign(principal_variation_[0],
                                      principal_variation_[0] + principal_variation_length_[0]);
    result.ponder_move = result.principal_variation.size() > 1 ? result.principal_variation[1] : Move::none();
    if (aborted_) break;
    result.depth = depth;
    result.selective_depth = selective_depth_;
    if (report) {
      SearchIteration iteration;
      iteration.depth = depth;
      iteration.selective_depth = selective_depth_;
      iteration.score = score;
      iteration.nodes = nodes.count() - start_count_;
      iteration.elapsed = since(started);
      iteration.hash_permille = table_.permille_full();
      iteration.principal_variation = result.principal_variation;
      report(iteration);
    }
    if (stop.load(std::memory_order_relaxed)) break;
    if (limits.mate_in_moves > 0 && score >= mate_bound && mate_in_moves(score) <= limits.mate_in_moves) break;
    if (!limits.infinite) {
      // A mate proved with plies to spare will not get shorter; one legal move needs no thought.
      if (is_mate_score(score) && mate_score - std::abs(score) < depth) break;
      if (root_moves_.size() == 1 && limits.soft_deadline) break;
      if (limits.soft_deadline && Clock::now() >= *limits.soft_deadline) break;
    }
  }

  // UCI: an infinite search answers only when told to stop, even when there is nothing left to do.
  if (limits.infinite)
    while (!stop.load(std::memory_order_relaxed)) std::this_thread::sleep_for(std::chrono::milliseconds(1));

  result.nodes = nodes.count() - start_count_;
  result.elapsed = since(started);
  return result;
}

}  // namespace newell::chess
