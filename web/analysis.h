#pragma once
// The analyse page's questions about any position: a game pasted as FEN and movetext (PGN or PDN)
// read into its positions, "explain this position" (the goal engine decides there and shows its
// trace), "why not this move?" (the move's fate among the candidates, or the core's reply to it),
// and the core's evaluation of each position for the evaluation graph.

#include "goals/rules.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace newell::web {

struct PositionQuestion {
  std::string game;
  std::string position;                // "" for the initial one
  std::filesystem::path rules_file;    // the goal engine's rules
  std::uint64_t nodes = 20000;
};

// The plies of `movetext` (a PGN or PDN game: tags, comments, variations, move numbers, results
// and annotation marks are skipped; a [FEN "..."] tag gives the start) from `position`:
// {"start_fen", "plies": [{"ply", "move", "from", "to", "fen"}]}. RequestError 400 naming the
// first move that is not legal.
nlohmann::json read_game_text(std::string_view game, std::string_view position, std::string_view movetext);

// {"move", "summary", "trace", "candidates", "plan", "dot"}; RequestError 400 for rules with errors.
nlohmann::json explain_position(const PositionQuestion& question);

// {"move", "verdict", "reason", "reply", "score_text", "chosen", "chosen_summary"}
nlohmann::json why_not(const PositionQuestion& question, std::string_view move);

// {"scores": [centipawns or centi-men for the first side, one per position]}: the core's search of
// each position within `nodes_each` nodes.
nlohmann::json evaluate_positions(std::string_view game, const nlohmann::json& positions, std::uint64_t nodes_each);

}  // namespace newell::web
