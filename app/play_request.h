#pragma once
// What `newell play` was asked; each game's handler (app/commands/play_<game>.cpp) answers it.

#include "game_descriptor/game_descriptor.h"

#include <optional>
#include <string>

namespace newell::app {

struct PlayRequest {
  std::string game{describe(GameKind::chess).name};
  std::optional<std::string> fen;   // start position when absent
  std::string human_side = "first"; // "first" (White in chess, Black in checkers), "second" or "none"
  int depth = 0;                    // engine search depth; 0 means use the time limit
  int movetime_ms = 1000;           // engine time per move
};

// `newell play --engine classic` for checkers: the human against the core, in the terminal.
int run_checkers_play(const PlayRequest& request);

}  // namespace newell::app
