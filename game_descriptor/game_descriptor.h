#pragma once
// What newell knows of each game it plays, in one place: its name (the `--game` word and the
// store's kind), its notation and file format, its sides in order, how its moves are written, its
// initial position. Code that must tell the games apart asks a descriptor (or switches on its
// `kind`) instead of comparing names: a name is compared only here, when it is read.

#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace newell {

enum class GameKind { chess, checkers };

// The portable notation a game's records are written in.
enum class GameNotation { pgn, pdn };

struct GameDescriptor {
  GameKind kind;
  std::string_view name;                       // "chess", "checkers"
  GameNotation notation;
  std::string_view file_extension;             // ".pgn", ".pdn"
  std::array<std::string_view, 2> side_names;  // the side that moves first first: White, Black / Black, White
  std::string_view move_examples;              // how a person types a move: "e2e4 or Nf3"
  std::string_view initial_fen;                // the initial position (the cores' own, checked by a test)
  std::span<const std::string_view> newell_players;  // the engines `--player newell:engine=...` offers

  std::string_view side_name(int side) const { return side_names[static_cast<std::size_t>(side)]; }
};

const GameDescriptor& describe(GameKind kind);
// The game of this name, or nullptr.
const GameDescriptor* find_game_descriptor(std::string_view name);
// The same, or std::invalid_argument "unknown game 'x' (chess or checkers)".
const GameDescriptor& game_named(std::string_view name);
// The game whose records a file of this extension (".pgn", ".pdn") holds, or nullptr.
const GameDescriptor* game_of_file_extension(std::string_view extension);
// The game whose records are written in this notation (PGN: chess, PDN: checkers).
const GameDescriptor& game_written_in(GameNotation notation);
// "chess", "checkers": for option checks and messages.
std::vector<std::string> game_names();

}  // namespace newell
