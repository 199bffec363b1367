#pragma once
// A game of a learning run, stored for the tests of what learning keeps per game (credit evidence,
// likelihood observations): the evidence needs a game to belong to, whatever the game was.

#include "store/game_records.h"

#include <string>

namespace newell::testing {

inline store::GameId save_learner_game(const store::Database& database, const std::string& kind, const std::string& result) {
  store::GameRecord game;
  game.kind = kind;
  game.first_player = "newell learner";
  game.second_player = "newell baseline";
  game.start_position = "start";
  game.result = result;
  return store::save_game(database, game);
}

}  // namespace newell::testing
