#include "goals/game_factory.h"

#include <map>

namespace newell::goals {
namespace {

std::map<std::string, GameMaker, std::less<>>& makers() {
  static std::map<std::string, GameMaker, std::less<>> table;
  return table;
}

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
