#pragma once
// Games the engine played from the command line (`newell uci`, `newell play`) go into the store:
// every move with the summary of the decision that chose it and, for the goal engine, its trace.

#include "goals/player.h"

#include <filesystem>
#include <optional>
#include <string>

namespace newell::uci {

// Saves the game when the engine made at least one move in it; returns the stored game's id.
// `opponent` names the other player ("uci opponent", "person"). Throws store::StoreError when the
// database cannot be opened or written.
std::optional<std::int64_t> store_game(const std::filesystem::path& database, const goals::GamePlayer& player,
                                       const std::string& opponent, const std::string& settings_json = "{}");

// Where a front end stores its games when asked to and given no file: newell/games.db in the user's
// data folder ($XDG_DATA_HOME, else ~/.local/share), never the working directory (a GUI's, for
// `newell uci`). None when neither XDG_DATA_HOME nor HOME is set to an absolute path.
std::optional<std::filesystem::path> user_game_store();

}  // namespace newell::uci
