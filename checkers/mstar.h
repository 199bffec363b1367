#pragma once
// M* (Carmel and Markovitch 1993): search with a model of the opponent. A player is its strategy
// (evaluation function, depth) and a model of the opponent's strategy; the value of a position is
// measured by the player's function, while the opponent's replies are predicted by the model (a
// plain minimax of the model's function to the model's depth). Fixed uniform depth, no extensions,
// no transposition table: the paper's assumptions, and what the lemmas are stated for.
//
// Values: `player` is from the player's side (the side to move at the root), `model` from the
// opponent's side. An evaluation is a checkers Evaluator (score for the side to move). A side with
// no legal move has lost: win_score minus the plies from the root, from either side.
// See learning/opponent_model/README.md for the decisions taken where the paper is brief.

#include "checkers/evaluation.h"
#include "checkers/movegen.h"
#include "checkers/position.h"
#include "checkers/search.h"

#include <algorithm>
#include <limits>

namespace newell::checkers {

// The evaluator's score for `viewpoint` (it scores for the side to move).
template <Evaluator E>
int score_for(const E& evaluate, const Position& position, Color viewpoint) {
  const int score = evaluate(position);
  return position.side_to_move == viewpoint ? score : -score;
}

// The score of a position with no legal move, for `viewpoint`, `ply` plies below the root.
inline int lost_position_score(const Position& position, Color viewpoint, int ply) {
  const int score = win_score - ply;
  return position.side_to_move == viewpoint ? -score : score;
}

// Plain minimax to a fixed depth, every node visited: the reference the lemmas compare with.
// Returns the value for `viewpoint`.
template <Evaluator E>
int plain_minimax(const Position& position, int depth, const E& evaluate, Color viewpoint, int ply = 0) {
  MoveList moves;
  generate_moves(position, moves);
  if (moves.empty()) return lost_position_score(position, viewpoint, ply);
  if (depth == 0) return score_for(evaluate, position, viewpoint);
  const bool maximizing = position.side_to_move == viewpoint;
  int best = maximizing ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max();
  for (int i = 0; i < moves.size(); ++i) {
    const int value = plain_minimax(position.after(moves[i]), depth - 1, evaluate, viewpoint, ply + 1);
    best = maximizing ? std::max(best, value) : std::min(best, value);
  }
  return best;
}

// Fixed-depth negamax with alpha-beta: same value as plain_minimax (for the side to move), and the
// first best move in generation order, which is how our fixed-strategy players choose.
struct MinimaxResult {
  int value = 0;          // for the side to move at the root
  Move best{};
  bool has_move = false;
  Position leaf{};        // the board at the end of the principal variation (the "dominant" board)
};

template <Evaluator E>
MinimaxResult alphabeta_minimax(const Position& position, int depth, const E& evaluate, int alpha, int beta, int ply = 0) {
  MinimaxResult result;
  MoveList moves;
  generate_moves(position, moves);
  if (moves.empty()) {
    result.value = -(win_score - ply);
    result.leaf = position;
    return result;
  }
  if (depth == 0) {
    result.value = evaluate(position);
    result.leaf = position;
    return result;
  }
  result.value = std::numeric_limits<int>::min() + 1;
  for (int i = 0; i < moves.size(); ++i) {
    const MinimaxResult child = alphabeta_minimax(position.after(moves[i]), depth - 1, evaluate, -beta, -std::max(alpha, result.value), ply + 1);
    const int value = -child.value;
    if (value > result.value) {
      result.value = value;
      result.best = moves[i];
      result.has_move = true;
      result.leaf = child.leaf;
      if (value >= beta) break;
    }
  }
  return result;
}

template <Evaluator E>
MinimaxResult alphabeta_minimax(const Position& position, int depth, const E& evaluate) {
  constexpr int infinity = std::numeric_limits<int>::max() - 1;
  return alphabeta_minimax(position, depth, evaluate, -infinity, infinity);
}

// A player's own strategy and its model of the opponent (Definition 3 of the paper).
template <Evaluator PlayerEvaluation, Evaluator ModelEvaluation>
struct ModelledPlayer {
  PlayerEvaluation player_evaluation;
  int player_depth = 2;
  ModelEvaluation model_evaluation;
  int model_depth = 1;  // at most player_depth - 1
};

struct MStarValue {
  int player = 0;  // for the player (the side to move at the root)
  int model = 0;   // for the opponent, as its model scores it
  friend bool operator==(const MStarValue&, const MStarValue&) = default;
};

namespace mstar_detail {

template <class P>
struct Search {
  const P& players;
  Color player;
  bool prune;
  std::uint64_t nodes = 0;

  // The opponent's first decision is at ply 1 and looks model_depth plies ahead, so its frontier
  // is at ply 1 + model_depth; a node there takes the model's own score, whatever lies below it.
  bool on_model_frontier(int ply) const { return ply == 1 + players.model_depth; }

  MStarValue leaf(const Position& position) const {
    return {score_for(players.player_evaluation, position, player),
            score_for(players.model_evaluation, position, opposite(player))};
  }

  // `parent_best`: the pair the MIN parent has chosen so far (null when there is none, or when
  // pruning is off). A MAX node stops once the parent cannot prefer it: its model value only goes
  // down and its player value only up, so once it is below the parent's model value, or equal to
  // it with a player value no lower, the parent keeps what it has (both bounds agree).
  MStarValue value(const Position& position, int depth, int ply, const MStarValue* parent_best) {
    ++nodes;
    MoveList moves;
    generate_moves(position, moves);
    if (moves.empty())
      return {lost_position_score(position, player, ply), lost_position_score(position, opposite(player), ply)};
    if (depth == 0) return leaf(position);
    const bool max_turn = position.side_to_move == player;
    MStarValue best{};
    bool have_best = false;
    for (int i = 0; i < moves.size(); ++i) {
      const Position next = position.after(moves[i]);
      MStarValue child;
      if (!max_turn && prune && have_best && on_model_frontier(ply + 1)) {
        // The model's value of a frontier child is known before searching it.
        const int model = score_for(players.model_evaluation, next, opposite(player));
        if (model < best.model) continue;
      }
      // A frontier child's model value is replaced below, so its subtree may not cut on it.
      const bool may_cut = prune && !max_turn && have_best && !on_model_frontier(ply + 1);
      child = value(next, depth - 1, ply + 1, may_cut ? &best : nullptr);
      if (on_model_frontier(ply + 1)) child.model = score_for(players.model_evaluation, next, opposite(player));
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

}  // namespace mstar_detail

// M* of their Figure 1 (every node visited, or with pruning where both bounds agree; both return
// the same pair). Depth is the player's depth.
template <class PlayerEvaluation, class ModelEvaluation>
MStarValue mstar(const Position& position, const ModelledPlayer<PlayerEvaluation, ModelEvaluation>& players, bool prune = false,
                 std::uint64_t* nodes = nullptr) {
  mstar_detail::Search<ModelledPlayer<PlayerEvaluation, ModelEvaluation>> search{players, position.side_to_move, prune};
  const MStarValue result = search.value(position, players.player_depth, 0, nullptr);
  if (nodes != nullptr) *nodes += search.nodes;
  return result;
}

struct MStarChoice {
  Move move{};
  bool has_move = false;
  int value = 0;  // for the player
};

// The move M* plays: the first move (generation order) with the highest player value.
template <class PlayerEvaluation, class ModelEvaluation>
MStarChoice mstar_choose_move(const Position& position, const ModelledPlayer<PlayerEvaluation, ModelEvaluation>& players,
                              bool prune = true) {
  MStarChoice choice;
  MoveList moves;
  generate_moves(position, moves);
  if (players.player_depth < 1) return choice;
  ModelledPlayer<PlayerEvaluation, ModelEvaluation> below = players;
  for (int i = 0; i < moves.size(); ++i) {
    // The child is searched as a root of depth d - 1 whose opponent (the model) moves first: its
    // frontier is model_depth plies below the child, which mstar reaches by a one-ply-deeper root.
    const Position next = position.after(moves[i]);
    mstar_detail::Search<ModelledPlayer<PlayerEvaluation, ModelEvaluation>> search{below, position.side_to_move, prune};
    MStarValue value = search.value(next, players.player_depth - 1, 1, nullptr);
    if (search.on_model_frontier(1)) value.model = score_for(players.model_evaluation, next, opposite(position.side_to_move));
    if (!choice.has_move || value.player > choice.value) {
      choice = {moves[i], true, value.player};
    }
  }
  return choice;
}

// The risk-reducing M* of their experiments: the opponent's reply to each of our moves is
// predicted by the model (its minimax to its depth; among equally good replies the worst for us),
// but deeper in the tree the player assumes the worst (plain minimax of its own function).
template <class PlayerEvaluation, class ModelEvaluation>
MStarChoice risk_reducing_mstar_choose_move(const Position& position, const ModelledPlayer<PlayerEvaluation, ModelEvaluation>& players) {
  MStarChoice choice;
  if (players.player_depth < 1) return choice;
  const Color player = position.side_to_move;
  constexpr int infinity = std::numeric_limits<int>::max() - 1;
  MoveList moves;
  generate_moves(position, moves);
  for (int i = 0; i < moves.size(); ++i) {
    const Position next = position.after(moves[i]);
    MoveList replies;
    generate_moves(next, replies);
    int value = 0;
    if (replies.empty() || players.player_depth == 1) {
      value = replies.empty() ? lost_position_score(next, player, 1) : score_for(players.player_evaluation, next, player);
    } else {
      bool have_reply = false;
      int best_model = 0;
      for (int r = 0; r < replies.size(); ++r) {
        const Position answered = next.after(replies[r]);
        const int model = -alphabeta_minimax(answered, std::max(0, players.model_depth - 1), players.model_evaluation, -infinity, infinity, 2).value;
        const int ours = alphabeta_minimax(answered, players.player_depth - 2, players.player_evaluation, -infinity, infinity, 2).value;
        const int for_player = answered.side_to_move == player ? ours : -ours;
        if (!have_reply || model > best_model || (model == best_model && for_player < value)) {
          best_model = model;
          value = for_player;
          have_reply = true;
        }
      }
    }
    if (!choice.has_move || value > choice.value) choice = {moves[i], true, value};
  }
  return choice;
}

}  // namespace newell::checkers
