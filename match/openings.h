#pragma once
// The openings of a match: each is a start position and moves played from it before the players
// take over. Each opening is played twice, colours swapped.
//
// Chess: an EPD file (one position a line) or a PGN file (each game's moves, from its FEN tag when
// it has one). Checkers: a PDN file (each game's moves, from its FEN tag when it has one) or a text
// file with one opening a line, either a checkers FEN (`B:W21-32:B1-12`) or moves (`11-15 23-19
// 8-11`). `plies` keeps only the first moves of each game (book games as openings). Without a file,
// a small built-in set: twelve common chess openings, twelve of the commonest three-move starts of
// master checkers games.

#include "match/player.h"

#include <optional>
#include <string>
#include <vector>

namespace newell::match {

struct Opening {
  std::string start_position;      // FEN; "" = the initial position
  std::vector<std::string> moves;  // SAN / UCI (chess) or checkers notation
  std::string label;               // "e4 e5 Nf3 Nc6", "wac.epd line 12"
};

std::vector<Opening> builtin_openings(GameKind game);
// Throws std::invalid_argument naming the file, line and offending text; a file with no opening in
// it is refused too.
std::vector<Opening> read_openings(GameKind game, const std::string& path, std::optional<int> plies = std::nullopt);

}  // namespace newell::match
