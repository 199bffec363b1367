#include "learning/transformation/opponent_replay.h"

#include <algorithm>
#include <cmath>

namespace newell::learning::transformation {

std::size_t replay_opponent_moves(goals::Game& game, goals::Rules& rules, std::span<const std::string> moves,
                                  goals::Side machine, std::uint64_t nodes, const OpponentPositionVisit& visit) {
  goals::GoalEngine engine(game, rules);
  std::vector<goals::MoveId> legal;
  std::size_t replayed = 0;
  for (const auto& text : moves) {
    const auto played = game.parse_move(text);
    if (!played) break;
    legal.clear();
    game.legal_moves(legal);
    if (std::find(legal.begin(), legal.end(), *played) == legal.end()) break;
    if (game.side_to_move() == machine) {
      engine.choose_move({.nodes = nodes});  // the net and the model evolve as in play
    } else {
      visit(engine, legal, *played);
      engine.observe_opponent_move(*played);
    }
    game.make(*played);
    ++replayed;
  }
  return replayed;
}

std::vector<double> likelihoods_of(goals::GoalEngine& engine, const std::vector<goals::MoveId>& legal) {
  std::vector<double> likelihoods;
  likelihoods.reserve(legal.size());
  for (const auto move : legal) likelihoods.push_back(engine.likelihood_of(move));
  return likelihoods;
}

double top_three_hit(std::span<const double> scores, std::size_t played) {
  const double mine = scores[played];
  int greater = 0, equal = 0;
  for (const double score : scores) {
    greater += score > mine + 1e-12;
    equal += std::abs(score - mine) <= 1e-12;
  }
  return std::clamp(static_cast<double>(3 - greater) / equal, 0.0, 1.0);
}

double uniform_top_three(std::size_t legal_moves) {
  return legal_moves == 0 ? 0.0 : std::min(1.0, 3.0 / static_cast<double>(legal_moves));
}

}  // namespace newell::learning::transformation
