#pragma once
// What `newell perft` was asked; each game's handler (app/commands/perft_<game>.cpp) answers it.

#include "game_descriptor/game_descriptor.h"

#include <optional>
#include <string>

namespace newell::app {

struct PerftRequest {
  std::string game{describe(GameKind::chess).name};
  std::optional<std::string> fen;  // start position when absent
  std::optional<std::string> epd;  // a suite file: check every position at every depth it lists
  int depth = 0;
  bool divide = false;             // counts per first move
  bool bulk_counting = true;       // count the last ply without making its moves
  bool unique_captures = false;    // checkers: count jump paths with the same result once
};

// The handlers `newell perft` picks by the game's kind; each returns the exit status.
int run_chess_perft(const PerftRequest& request);
int run_checkers_perft(const PerftRequest& request);

}  // namespace newell::app
