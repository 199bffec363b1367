#pragma once
// M* (Carmel and Markovitch 1993) on chess: search with a model of the opponent, as
// checkers/mstar.h does for checkers (the decisions are the same and explained in
// learning/opponent_model/README.md). A player is its strategy (evaluation, depth) and a model of
// the opponent's (evaluation, depth); positions are valued by the player's function while the
// opponent's replies are predicted by the model's own minimax. Fixed uniform depth over legal moves,
// no quiescence, no transposition table, no repetition or fifty-move draws: the paper's
// assumptions, what the lemmas are stated for. A mated side has lost (win score minus the plies from
// the root, from either side); stalemate is 0 for both.
//
// An evaluation is any callable scoring a Position for the side to move (chess::evaluate, or a
// learned linear function of the core's terms: learning/opponent_model/chess_features.h).

#include "chess/movegen.h"
#include "chess/position.h"

#include <algorithm>
#include <array>
#include <concepts>
#include <cstdint>
#include <limits>

namespace newell::chess {

template <class E>
concept ChessEvaluator = requires(const E& evaluator, const Position& position) {
  { evaluator(position) } -> std::convertible_to<int>;
};

namespace mstar_scores {
inline constexpr int win = 1'000'000;
}

template <ChessEvaluator E>
int score_for(const E& evaluate, const Position& position, Color viewpoint) {
  const int score = evaluate(position);
  return position.side_to_move() == viewpoint ? score : -score;
}

// The score of a position with no legal move for `viewpoint`, `ply` plies below the root.
inline int no_move_score(const Position& position, Color viewpoint, int ply) {
  if (!position.in_check()) return 0;
  const int score = mstar_scores::win - ply;
  return position.side_to_move() == viewpoint ? -score : score;
}

// Plain minimax to a fixed depth, every node visited; the value for `viewpoint`.
template <ChessEvaluator E>
int plain_minimax(Position& position, int depth, const E& evaluate, Color viewpoint, int ply = 0) {
  MoveList moves;
  generate_legal(position, moves);
  if (moves.empty()) return no_move_score(position, viewpoint, ply);
  if (depth == 0) return score_for(evaluate, position, viewpoint);
  const bool maximizing = position.side_to_move() == viewpoint;
  int best = maximizing ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max();
  for (const Move move : moves) {
    position.make_move(move);
    const int value = plain_minimax(position, depth - 1, evaluate, viewpoint, ply + 1);
    position.unmake_move(move);
    best = maximizing ? std::max(best, value) : std::min(best, value);
  }
  return best;
}

// Fixed-depth negamax with alpha-beta: plain minimax's value for the side to move, the first best
// move in generation order, and the principal variation (its end is the "dominant" board the
// strategy learner takes features from).
struct ChessMinimaxResult {
  static constexpr int max_line = 16;
  int value = 0;
  bool has_move = false;
  std::array<Move, max_line> line{};  // line[0] is the best move
  int line_length = 0;
  Move best() const { return has_move ? line[0] : Move::none(); }
};

template <ChessEvaluator E>
ChessMinimaxResult alphabeta_minimax(Position& position, int depth, const E& evaluate, int alpha, int beta, int ply = 0) {
  ChessMinimaxResult result;
  MoveList moves;
  generate_legal(position, moves);
  if (moves.empty()) {
    result.value = position.in_check() ? -(mstar_scores::win - ply) : 0;
    return result;
  }
  if (depth == 0) {
    result.value = evaluate(position);
    return result;
  }
  result.value = std::numeric_limits<int>::min() + 1;
  for (const Move move : moves) {
    position.make_move(move);
    const ChessMinimaxResult child = alphabeta_minimax(position, depth - 1, evaluate, -beta, -std::max(alpha, result.value), ply + 1);
    position.unmake_move(move);
    const int value = -child.value;
    if (value > result.value) {
      result.value = value;
      result.has_move = true;
      result.line[0] = move;
      result.line_length = std::min(child.line_length + 1, ChessMinimaxResult::max_line);
      std::copy_n(child.line.begin(), result.line_length - 1, result.line.begin() + 1);
      if (value >= beta) break;
    }
  }
  return result;
}

template <ChessEvaluator E>
ChessMinimaxResult alphabeta_minimax(Position& position, int depth, const E& evaluate) {
  constexpr int infinity = std::numeric_limits<int>::max() - 1;
  return alphabeta_minimax(position, depth, evaluate, -infinity, infinity);
}

template <ChessEvaluator PlayerEvaluation, ChessEvaluator ModelEvaluation>
struct ChessModelledPlayer {
  PlayerEvaluation player_evaluation;
  int player_depth = 2;
  ModelEvaluation model_evaluation;
  int model_depth = 1;  // at most player_depth - 1
};

struct ChessMStarValue {
  int player = 0;  // for the player (the side to move at the root)
  int model = 0;   // for the opponent, as its model scores it
  friend bool operator==(const ChessMStarValue&, const ChessMStarValue&) = default;
};

namespace chess_mstar_detail {

template <class P>
struct Search {
  const P& players;
  Color player;
  bool prune;
  std::uint64_t nodes = 0;

  // The opponent's first decision is at ply 1 and looks model_depth plies ahead.
  bool on_model_frontier(int ply) const { return ply == 1 + players.model_depth; }

  ChessMStarValue value(Position& position, int depth, int ply, const ChessMStarValue* parent_best) {
    ++nodes;
    MoveList moves;
    generate_legal(position, moves);
    if (moves.empty()) return {no_move_score(position, player, ply), no_move_score(position, ~player, ply)};
    if (depth == 0)
      return {score_for(players.player_evaluation, position, player), score_for(players.model_evaluation, position, ~player)};
    const bool max_turn = position.side_to_move() == player;
    ChessMStarValue best{};
    bool have_best = false;
    for (const Move move : moves) {
      position.make_move(move);
      const bool frontier = on_model_frontier(ply + 1);
      if (!max_turn && prune && have_best && frontier &&
          score_for(players.model_evaluation, position, ~player) < best.model) {
        position.unmake_move(move);  // the model's value of a frontier child is known before searching it
        continue;
      }
      const bool may_cut = prune && !max_turn && have_best && !frontier;
      ChessMStarValue child = value(position, depth - 1, ply + 1, may_cut ? &best : nullptr);
      if (frontier) child.model = score_for(players.model_evaluation, position, ~player);
      position.unmake_move(move);
      if (!have_best) {
        best = child;
        have_best = true;
      } else if (max_turn) {
        best.player = std::max(best.player, child.player);
        best.model = std::min(best.model, child.model);
      } else if (child.model > best.model) {
        best = child;
      } else if (child.model == best.model) {
        best.player = std::min(best.player, child.player);
      }
      if (max_turn && parent_best != nullptr &&
          (best.model < parent_best->model || (best.model == parent_best->model && best.player >= parent_best->player)))
        break;
    }
    return best;
  }
};

}  // namespace chess_mstar_detail

// M* of their Figure 1 (every node visited, or pruned where both bounds agree: the same pair).
template <class PlayerEvaluation, class ModelEvaluation>
ChessMStarValue mstar(const Position& root, const ChessModelledPlayer<PlayerEvaluation, ModelEvaluation>& players,
                      bool prune = false, std::uint64_t* nodes = nullptr) {
  Position position = root;
  chess_mstar_detail::Search<ChessModelledPlayer<PlayerEvaluation, ModelEvaluation>> search{players, position.side_to_move(), prune};
  const ChessMStarValue result = search.value(position, players.player_depth, 0, nullptr);
  if (nodes != nullptr) *nodes += search.nodes;
  return result;
}

struct ChessMStarChoice {
  Move move{};
  bool has_move = false;
  int value = 0;  // for the player
};

// The move M* plays: the first move (generation order) with the highest player value.
template <class PlayerEvaluation, class ModelEvaluation>
ChessMStarChoice mstar_choose_move(const Position& root, const ChessModelledPlayer<PlayerEvaluation, ModelEvaluation>& players,
                                   bool prune = true) {
  ChessMStarChoice choice;
  if (players.player_depth < 1) return choice;
  Position position = root;
  const Color player = position.side_to_move();
  MoveList moves;
  generate_legal(position, moves);
  for (const Move move : moves) {
    position.make_move(move);
    chess_mstar_detail::Search<ChessModelledPlayer<PlayerEvaluation, ModelEvaluation>> search{players, player, prune};
    ChessMStarValue value = search.value(position, players.player_depth - 1, 1, nullptr);
    if (search.on_model_frontier(1)) value.model = score_for(players.model_evaluation, position, ~player);
    position.unmake_move(move);
    if (!choice.has_move || value.player > choice.value) choice = {move, true, value.player};
  }
  return choice;
}

// The risk-reducing M* of their experiments: each reply to our move is predicted by the model's
// minimax (worst for us among its equals); below it the player assumes the worst.
template <class PlayerEvaluation, class ModelEvaluation>
ChessMStarChoice risk_reducing_mstar_choose_move(const Position& root,
                                                 const ChessModelledPlayer<PlayerEvaluation, ModelEvaluation>& players) {
  ChessMStarChoice choice;
  if (players.player_depth < 1) return choice;
  Position position = root;
  const Color player = position.side_to_move();
  constexpr int infinity = std::numeric_limits<int>::max() - 1;
  MoveList moves;
  generate_legal(position, moves);
  for (const Move move : moves) {
    position.make_move(move);
    MoveList replies;
    generate_legal(position, replies);
    int value = 0;
    if (replies.empty() || players.player_depth == 1) {
      value = replies.empty() ? no_move_score(position, player, 1) : score_for(players.player_evaluation, position, player);
    } else {
      bool have_reply = false;
      int best_model = 0;
      for (const Move reply : replies) {
        position.make_move(reply);
        const int model = -alphabeta_minimax(position, std::max(0, players.model_depth - 1), players.model_evaluation, -infinity, infinity, 2).value;
        const int ours = alphabeta_minimax(position, players.player_depth - 2, players.player_evaluation, -infinity, infinity, 2).value;
        const int for_player = position.side_to_move() == player ? ours : -ours;
        position.unmake_move(reply);
        if (!have_reply || model > best_model || (model == best_model && for_player < value)) {
          best_model = model;
          value = for_player;
          have_reply = true;
        }
      }
    }
    position.unmake_move(move);
    if (!choice.has_move || value > choice.value) choice = {move, true, value};
  }
  return choice;
}

}  // namespace newell::chess
