#pragma once
// What the page's board needs of a position: each legal move with the squares a player clicks
// (chess: "e2" to "e4"; checkers: the numbered squares "11" to "15", the first and last of a
// jump), and games made from a name and a position with a RequestError for bad input.

#include "goals/game.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace newell::web {

struct MoveSquares {
  std::string from;
  std::string to;
};

// The game `name` ("chess", "checkers") in `position` ("" for the initial one); RequestError 400
// for an unknown game or a bad position, naming what is wrong.
std::unique_ptr<goals::Game> make_game(std::string_view name, std::string_view position);

MoveSquares move_squares(goals::Game& game, goals::MoveId move);
// The same for a move already played, from the positions before and after it (`mover` moved).
MoveSquares played_squares(std::string_view game, const std::string& before, const std::string& after,
                           goals::Side mover, const std::string& notation);

// [{"move": "Nf3", "from": "g1", "to": "f3"}, ...], empty when the game is over.
nlohmann::json legal_moves_json(goals::Game& game);

// The moves of `line` (the game's notation) played from the current position, each with its
// squares; it stops at the first move that is not legal there. The position is left as it was.
nlohmann::json line_squares(goals::Game& game, const std::vector<std::string>& line);

// The legal move `text` names; RequestError 400 naming the position otherwise.
goals::MoveId legal_move(goals::Game& game, std::string_view text);

}  // namespace newell::web
