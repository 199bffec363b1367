#include "goals/game_factory.h"

#include "goals/number_line_game.h"

#include <map>

namespace newell::goals {
namespace {

std::map<std::string, GameMaker, std::less<>>& makers() {
  static std::map<std::string, GameMaker, std::less<>> table;
  return table;
}

std::unique_ptr<Game> make_number_line_game(std::string_view position) {
  return std::make_unique<NumberLineGame>(position.empty() ? interpreter::number_line_start : position);
}

const GameRegistration numbers_game{"numbers", make_number_line_game};

}  // namespace

GameRegistration::GameRegistration(std::string_view name, GameMaker maker) {
  makers().insert_or_assign(std::string(name), maker);
}

GameMaker find_game(std::string_view name) {
  auto found = makers().find(name);
  return found == makers().end() ? nullptr : found->second;
}

std::vector<std::string> known_games() {
  std::vector<std::string> names;
  for (const auto& [name, maker] : makers()) names.push_back(name);
  return names;
}

}  // namespace newell::goals
