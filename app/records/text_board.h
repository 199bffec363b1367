#pragma once
// A replayed board (records/replay.h) as terminal text: the full board with coordinates, or a
// compact one (eight short lines) for printing after every move.

#include "app/records/replay.h"
#include "game_descriptor/game_descriptor.h"

#include <string>

namespace newell::app::records {

// The board with its frame and coordinates, then whose move it is and the FEN.
std::string board_text(const GameDescriptor& game, const Board& board, const std::string& indent = "    ");
// The board with its frame and coordinates only.
std::string board_diagram(const GameDescriptor& game, const Board& board, const std::string& indent = "    ");
std::string compact_board_text(const GameDescriptor& game, const Board& board, const std::string& indent = "    ");

}  // namespace newell::app::records
