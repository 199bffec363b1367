#pragma once
// A command's `--fen`, read once for every game: the position it names, or the game's initial one.

#include "app/command_registry.h"

#include <optional>
#include <string>
#include <string_view>

namespace newell::app {

// `read(fen)` throws the game's NotationError naming the bad field; that message ends the command
// as "newell <command>: <message>" (exit code 1).
template <class NotationError, class Position, class Read>
Position position_argument(const std::optional<std::string>& fen, Position initial, Read read, std::string_view command) {
  if (!fen) return initial;
  try {
    return read(*fen);
  } catch (const NotationError& error) {
    fail_command(command, error.what());
  }
}

}  // namespace newell::app
