#pragma once
// The table `game name -> how to build its registry and its state`, filled by self-registration
// (like app commands): each game's language file in games/ declares, at namespace scope in a file
// that is linked, a GameLanguageRegistration with its name, registry builder, state factory and
// one-line description (games/chess/chess_language.cpp), and the goal engine adds its built-ins to
// every game's registry with a RegistryExtension.
// `newell check` picks the registry by the rule file's `game` header (or --game); `newell eval`
// and `newell repl` also make a state from --fen.

#include "interpreter/registry.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace newell::interpreter {

using RegistryBuilder = void (*)(Registry& registry);
// Makes the game state the built-ins receive (StateSlot::game) from a position in the game's
// notation (FEN for chess and checkers); an empty `position` means the initial position. On bad
// input: returns null and puts a message naming the field in `error`.
using StateFactory = std::shared_ptr<void> (*)(std::string_view position, std::string& error);

struct GameLanguage {
  std::string name;
  RegistryBuilder build_registry = nullptr;
  StateFactory make_state = nullptr;
  std::string description;  // one line for listings
};

struct GameLanguageRegistration {
  explicit GameLanguageRegistration(GameLanguage game);
};

// Adds built-ins to every game's registry (the goal engine's goals(S), activity(G), ...).
struct RegistryExtension {
  RegistryExtension(std::string_view name, RegistryBuilder extend);
};

const GameLanguage* find_game_language(std::string_view name);
std::vector<std::string> known_game_languages();  // sorted
// "chess, checkers, numbers": for messages.
std::string known_game_languages_text();
// The game's registry with every extension applied.
std::unique_ptr<Registry> build_registry(const GameLanguage& game);

}  // namespace newell::interpreter
