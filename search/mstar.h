#pragma once
// M* (Carmel and Markovitch 1993) for any two-player game: search with a model of the opponent. A
// player is its strategy (evaluation function, depth) and a model of the opponent's strategy; the
// value of a position is measured by the player's function, while the opponent's replies are
// predicted by the model (a plain minimax of the model's function to the model's depth). Fixed
// uniform depth, no extensions, no transposition table: the paper's assumptions, and what its
// lemmas are stated for. The decisions taken where the paper is brief are explained in
// learning/opponent_model/README.md.
//
// Values: `player` is from the player's side (the side to move at the root), `model` from the
// opponent's side. An evaluation is any callable scoring a position for the side to move. A side
// with no legal move scores the game's no_move_score (a loss, win minus the plies from the root,
// or a draw) for either function.
//
// A game takes part by specialising GameTraits for its position type, next to its core
// (checkers/mstar.h, chess/mstar.h):
//   using Move, Color, Undo (what unmake needs), MoveList (iterable, empty());
//   static Color side_to_move(const Position&);   static Color opponent(Color);
//   static void generate(const Position&, MoveList&);   legal moves; ties go to the first generated
//   static void make(Position&, const Move&, Undo&);    static void unmake(Position&, const Move&, const Undo&);
//   static int no_move_score(const Position&, int ply); for the side to move, which has no legal move

#include <algorithm>
#include <array>
#include <concepts>
#include <cstdint>
#include <limits>

namespace newell::search {

template <class Position>
struct GameTraits;

template <class Position>
concept MStarGame = requires(Position& position, const Position& view, typename GameTraits<Position>::Move move,
                             typename GameTraits<Position>::MoveList& moves, typename GameTraits<Position>::Undo& undo) {
  { GameTraits<Position>::side_to_move(view) } -> std::same_as<typename GameTraits<Position>::Color>;
  { GameTraits<Position>::opponent(GameTraits<Position>::side_to_move(view)) } -> std::same_as<typename GameTraits<Position>::Color>;
  GameTraits<Position>::generate(view, moves);
  GameTraits<Position>::make(position, move, undo);
  GameTraits<Position>::unmake(position, move, undo);
  { GameTraits<Position>::no_move_score(view, 0) } -> std::convertible_to<int>;
  { moves.empty() } -> std::convertible_to<bool>;
};

template <class Position>
using ColorOf = typename GameTraits<Position>::Color;
template <class Position>
using MoveOf = typename GameTraits<Position>::Move;

// Plays a move for the lifetime of the scope (undone on every way out).
template <MStarGame Position>
class PlayedMove {
 public:
  PlayedMove(Position& position, const MoveOf<Position>& move) : position_(position), move_(move) {
    GameTraits<Position>::make(position_, move_, undo_);
  }
  ~PlayedMove() { GameTraits<Position>::unmake(position_, move_, undo_); }
  PlayedMove(const PlayedMove&) = delete;
  PlayedMove& operator=(const PlayedMove&) = delete;

 private:
  Position& position_;
  MoveOf<Position> move_;
  typename GameTraits<Position>::Undo undo_{};
};

// The evaluator's score for `viewpoint` (it scores for the side to move).
template <class E, MStarGame Position>
int score_for(const E& evaluate, const Position& position, ColorOf<Position> viewpoint) {
  const int score = evaluate(position);
  return GameTraits<Position>::side_to_move(position) == viewpoint ? score : -score;
}

// The score of a position with no legal move, for `viewpoint`, `ply` plies below the root.
template <MStarGame Position>
int no_move_score(const Position& position, ColorOf<Position> viewpoint, int ply) {
  const int score = GameTraits<Position>::no_move_score(position, ply);
  return GameTraits<Position>::side_to_move(position) == viewpoint ? score : -score;
}

// Plain minimax to a fixed depth, every node visited: the reference the lemmas compare with.
// Returns the value for `viewpoint`; the position is searched in place and left as it was.
template <MStarGame Position, class E>
int plain_minimax(Position& position, int depth, const E& evaluate, ColorOf<Position> viewpoint, int ply = 0) {
  typename GameTraits<Position>::MoveList moves;
  GameTraits<Position>::generate(position, moves);
  if (moves.empty()) return no_move_score(position, viewpoint, ply);
  if (depth == 0) return score_for(evaluate, position, viewpoint);
  const bool maximizing = GameTraits<Position>::side_to_move(position) == viewpoint;
  int best = maximizing ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max();
  for (const auto& move : moves) {
    const PlayedMove<Position> played(position, move);
    const int value = plain_minimax(position, depth - 1, evaluate, viewpoint, ply + 1);
    best = maximizing ? std::max(best, value) : std::min(best, value);
  }
  return best;
}

template <MStarGame Position, class E>
int plain_minimax(const Position& root, int depth, const E& evaluate, ColorOf<Position> viewpoint, int ply = 0) {
  Position position = root;
  return plain_minimax(position, depth, evaluate, viewpoint, ply);
}

// Fixed-depth negamax with alpha-beta: plain minimax's value for the side to move, the first best
// move in generation order (how our fixed-strategy players choose), and the principal variation,
// whose end is the "dominant" board strategy learning takes its features from.
template <class Move>
struct MinimaxResult {
  static constexpr int max_line = 16;  // a longer variation is cut (our depths stay below 13)
  int value = 0;                       // for the side to move at the root
  Move best{};
  bool has_move = false;
  // line[0] is best; only the first line_length entries are set (the rest are left uninitialised:
  // clearing them at every node cost checkers search a tenth of its time).
  std::array<Move, max_line> line;
  int line_length = 0;
};

template <MStarGame Position, class E>
MinimaxResult<MoveOf<Position>> alphabeta_minimax(Position& position, int depth, const E& evaluate, int alpha, int beta, int ply = 0) {
  MinimaxResult<MoveOf<Position>> result;
  typename GameTraits<Position>::MoveList moves;
  GameTraits<Position>::generate(position, moves);
  if (moves.empty()) {
    result.value = GameTraits<Position>::no_move_score(position, ply);
    return result;
  }
  if (depth == 0) {
    result.value = evaluate(position);
    return result;
  }
  result.value = std::numeric_limits<int>::min() + 1;
  for (const auto& move : moves) {
    const PlayedMove<Position> played(position, move);
    const auto child = alphabeta_minimax(position, depth - 1, evaluate, -beta, -std::max(alpha, result.value), ply + 1);
    const int value = -child.value;
    if (value > result.value) {
      result.value = value;
      result.best = move;
      result.has_move = true;
      result.line[0] = move;
      result.line_length = std::min(child.line_length + 1, result.max_line);
      std::copy_n(child.line.begin(), result.line_length - 1, result.line.begin() + 1);
      if (value >= beta) break;
    }
  }
  return result;
}

inline constexpr int infinite_bound = std::numeric_limits<int>::max() - 1;

template <MStarGame Position, class E>
MinimaxResult<MoveOf<Position>> alphabeta_minimax(Position& position, int depth, const E& evaluate) {
  return alphabeta_minimax(position, depth, evaluate, -infinite_bound, infinite_bound);
}

template <MStarGame Position, class E>
MinimaxResult<MoveOf<Position>> alphabeta_minimax(const Position& root, int depth, const E& evaluate) {
  Position position = root;
  return alphabeta_minimax(position, depth, evaluate, -infinite_bound, infinite_bound);
}

// A player's own strategy and its model of the opponent (Definition 3 of the paper).
template <class PlayerEvaluation, class ModelEvaluation>
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

template <class Move>
struct MStarChoice {
  Move move{};
  bool has_move = false;
  int value = 0;  // for the player
};

namespace mstar_detail {

template <MStarGame Position, class P>
struct Search {
  using Traits = GameTraits<Position>;
  const P& players;
  ColorOf<Position> player;
  bool prune;
  std::uint64_t nodes = 0;

  // The opponent's first decision is at ply 1 and looks model_depth plies ahead, so its frontier
  // is at ply 1 + model_depth; a node there takes the model's own score, whatever lies below it.
  bool on_model_frontier(int ply) const { return ply == 1 + players.model_depth; }
  int model_score(const Position& position) const { return score_for(players.model_evaluation, position, Traits::opponent(player)); }

  // `parent_best`: the pair the MIN parent has chosen so far (null when there is none, or when
  // pruning is off). A MAX node stops once the parent cannot prefer it: its model value only goes
  // down and its player value only up, so once it is below the parent's model value, or equal to
  // it with a player value no lower, the parent keeps what it has (both bounds agree).
  MStarValue value(Position& position, int depth, int ply, const MStarValue* parent_best) {
    ++nodes;
    typename Traits::MoveList moves;
    Traits::generate(position, moves);
    if (moves.empty()) return {no_move_score(position, player, ply), no_move_score(position, Traits::opponent(player), ply)};
    if (depth == 0) return {score_for(players.player_evaluation, position, player), model_score(position)};
    const bool max_turn = Traits::side_to_move(position) == player;
    MStarValue best{};
    bool have_best = false;
    for (const auto& move : moves) {
      const PlayedMove<Position> played(position, move);
      const bool frontier = on_model_frontier(ply + 1);
      // The model's value of a frontier child is known before searching it.
      if (!max_turn && prune && have_best && frontier && model_score(position) < best.model) continue;
      // A frontier child's model value is replaced below, so its subtree may not cut on it.
      const bool may_cut = prune && !max_turn && have_best && !frontier;
      MStarValue child = value(position, depth - 1, ply + 1, may_cut ? &best : nullptr);
      if (frontier) child.model = model_score(position);
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
template <MStarGame Position, class PlayerEvaluation, class ModelEvaluation>
MStarValue mstar(const Position& root, const ModelledPlayer<PlayerEvaluation, ModelEvaluation>& players, bool prune = false,
                 std::uint64_t* nodes = nullptr) {
  Position position = root;
  mstar_detail::Search<Position, ModelledPlayer<PlayerEvaluation, ModelEvaluation>> search{
      players, GameTraits<Position>::side_to_move(root), prune};
  const MStarValue result = search.value(position, players.player_depth, 0, nullptr);
  if (nodes != nullptr) *nodes += search.nodes;
  return result;
}

// The move M* plays: the first move (generation order) with the highest player value.
template <MStarGame Position, class PlayerEvaluation, class ModelEvaluation>
MStarChoice<MoveOf<Position>> mstar_choose_move(const Position& root, const ModelledPlayer<PlayerEvaluation, ModelEvaluation>& players,
                                                bool prune = true) {
  MStarChoice<MoveOf<Position>> choice;
  if (players.player_depth < 1) return choice;
  Position position = root;
  const ColorOf<Position> player = GameTraits<Position>::side_to_move(root);
  typename GameTraits<Position>::MoveList moves;
  GameTraits<Position>::generate(position, moves);
  for (const auto& move : moves) {
    // The child is searched as a root of depth d - 1 whose opponent (the model) moves first: its
    // frontier is model_depth plies below the child, which the search reaches from ply 1.
    const PlayedMove<Position> played(position, move);
    mstar_detail::Search<Position, ModelledPlayer<PlayerEvaluation, ModelEvaluation>> search{players, player, prune};
    MStarValue value = search.value(position, players.player_depth - 1, 1, nullptr);
    if (search.on_model_frontier(1)) value.model = search.model_score(position);
    if (!choice.has_move || value.player > choice.value) choice = {move, true, value.player};
  }
  return choice;
}

// The risk-reducing M* of their experiments: the opponent's reply to each of our moves is
// predicted by the model (its minimax to its depth; among equally good replies the worst for us),
// but deeper in the tree the player assumes the worst (plain minimax of its own function).
template <MStarGame Position, class PlayerEvaluation, class ModelEvaluation>
MStarChoice<MoveOf<Position>> risk_reducing_mstar_choose_move(const Position& root,
                                                              const ModelledPlayer<PlayerEvaluation, ModelEvaluation>& players) {
  using Traits = GameTraits<Position>;
  MStarChoice<MoveOf<Position>> choice;
  if (players.player_depth < 1) return choice;
  Position position = root;
  const ColorOf<Position> player = Traits::side_to_move(root);
  typename Traits::MoveList moves;
  Traits::generate(position, moves);
  for (const auto& move : moves) {
    const PlayedMove<Position> played(position, move);
    typename Traits::MoveList replies;
    Traits::generate(position, replies);
    int value = 0;
    if (replies.empty() || players.player_depth == 1) {
      value = replies.empty() ? no_move_score(position, player, 1) : score_for(players.player_evaluation, position, player);
    } else {
      bool have_reply = false;
      int best_model = 0;
      for (const auto& reply : replies) {
        const PlayedMove<Position> answered(position, reply);
        const int model =
            -alphabeta_minimax(position, std::max(0, players.model_depth - 1), players.model_evaluation, -infinite_bound, infinite_bound, 2).value;
        const int ours = alphabeta_minimax(position, players.player_depth - 2, players.player_evaluation, -infinite_bound, infinite_bound, 2).value;
        const int for_player = Traits::side_to_move(position) == player ? ours : -ours;
        if (!have_reply || model > best_model || (model == best_model && for_player < value)) {
          best_model = model;
          value = for_player;
          have_reply = true;
        }
      }
    }
    if (!choice.has_move || value > choice.value) choice = {move, true, value};
  }
  return choice;
}

}  // namespace newell::search
