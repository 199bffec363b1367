#include "app/common/game_ending.h"

#include "game_descriptor/game_descriptor.h"

#include <fmt/core.h>

#include <vector>

namespace newell::app {

std::string ending_text(const goals::Game& game) {
  const goals::Outcome outcome = game.outcome();
  if (outcome == goals::Outcome::ongoing) return "";
  std::vector<goals::MoveId> legal;
  game.legal_moves(legal);
  if (outcome == goals::Outcome::draw) return legal.empty() ? "stalemate: draw" : "draw";
  const int winner = outcome == goals::Outcome::first_side_wins ? 0 : 1;
  const GameDescriptor* descriptor = find_game_descriptor(game.name());
  const std::string side = descriptor != nullptr ? std::string(descriptor->side_name(winner))
                                                 : (winner == 0 ? "the first side" : "the second side");
  return fmt::format("{}: {} wins", legal.empty() ? game.no_moves_ending() : "won", side);
}

}  // namespace newell::app
