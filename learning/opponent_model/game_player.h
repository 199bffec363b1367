#pragma once
// A player of the opponent-model experiments, for any game of search/mstar.h (checkers and chess):
// it chooses a move in a position and hears the opponent's moves (a learning player records them).
// The fixed-strategy players are here: minimax (MM and OP of the paper) and M* with a given model
// (their risk-reducing variant). One implementation for both games: each searches through the
// game's search::GameTraits.

#include "search/mstar.h"

#include <utility>

namespace newell::learning::opponent_model {

template <search::MStarGame Position>
class GamePlayer {
 public:
  using Move = search::MoveOf<Position>;
  virtual ~GamePlayer() = default;
  virtual Move choose(const Position& position) = 0;
  // The opponent played `move` in `position` (learning players record it).
  virtual void observe_opponent(const Position&, const Move&) {}
};

// Fixed-depth alpha-beta with `function`, the first best move in generation order.
template <class E, search::MStarGame Position>
class GameMinimaxPlayer : public GamePlayer<Position> {
 public:
  GameMinimaxPlayer(E function, int depth) : function_(std::move(function)), depth_(depth) {}
  search::MoveOf<Position> choose(const Position& position) override { return search::alphabeta_minimax(position, depth_, function_).best; }

 private:
  E function_;
  int depth_;
};

// Risk-reducing M* with a fixed model of the opponent.
template <class P, class M, search::MStarGame Position>
class GameMStarPlayer : public GamePlayer<Position> {
 public:
  explicit GameMStarPlayer(search::ModelledPlayer<P, M> players) : players_(std::move(players)) {}
  search::MoveOf<Position> choose(const Position& position) override {
    return search::risk_reducing_mstar_choose_move(position, players_).move;
  }

 private:
  search::ModelledPlayer<P, M> players_;
};

}  // namespace newell::learning::opponent_model
