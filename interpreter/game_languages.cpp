#include "interpreter/game_languages.h"

#include "interpreter/number_line.h"

#include <algorithm>
#include <map>
#include <utility>

namespace newell::interpreter {
namespace {

std::map<std::string, GameLanguage, std::less<>>& games() {
  static std::map<std::string, GameLanguage, std::less<>> table;
  return table;
}

std::vector<std::pair<std::string, RegistryBuilder>>& extensions() {
  static std::vector<std::pair<std::string, RegistryBuilder>> list;
  return list;
}

// The toy teaching game lives in this file's translation unit so that it is always linked: the
// language can be tried (and is tested) before any real game is built.
const GameLanguageRegistration numbers_language{number_line_language()};

}  // namespace

GameLanguageRegistration::GameLanguageRegistration(GameLanguage game) {
  std::string name = game.name;
  games().insert_or_assign(std::move(name), std::move(game));
}

RegistryExtension::RegistryExtension(std::string_view name, RegistryBuilder extend) {
  extensions().emplace_back(std::string(name), extend);
}

const GameLanguage* find_game_language(std::string_view name) {
  auto found = games().find(name);
  return found == games().end() ? nullptr : &found->second;
}

std::vector<std::string> known_game_languages() {
  std::vector<std::string> names;
  for (const auto& [name, game] : games()) names.push_back(name);
  return names;
}

std::string known_game_languages_text() {
  std::string text;
  for (const auto& name : known_game_languages()) text += (text.empty() ? "" : ", ") + name;
  return text;
}

std::unique_ptr<Registry> build_registry(const GameLanguage& game) {
  auto registry = std::make_unique<Registry>(game.name);
  game.build_registry(*registry);
  auto sorted = extensions();
  std::sort(sorted.begin(), sorted.end());
  for (const auto& [name, extend] : sorted) extend(*registry);
  return registry;
}

}  // namespace newell::interpreter
