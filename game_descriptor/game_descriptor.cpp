#include "game_descriptor/game_descriptor.h"

#include <stdexcept>

namespace newell {
namespace {

// Written here as text, so that the catalogue depends on no core and the goal engine can share
// its Outcome; tests/app/game_descriptor_test.cpp holds them to the cores' initial positions.
constexpr std::string_view chess_initial_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr std::string_view checkers_initial_fen = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

constexpr std::array<std::string_view, 3> chess_players{"goal", "alphabeta", "mstar"};
constexpr std::array<std::string_view, 4> checkers_players{"goal", "alphabeta", "samuel", "mstar"};

const std::array<GameDescriptor, 2> games{{
    {GameKind::chess, "chess", GameNotation::pgn, ".pgn", {"White", "Black"}, "e2e4 or Nf3", chess_initial_fen, chess_players},
    {GameKind::checkers, "checkers", GameNotation::pdn, ".pdn", {"Black", "White"}, "11-15 or 15x24", checkers_initial_fen,
     checkers_players},
}};

}  // namespace

const GameDescriptor& describe(GameKind kind) { return games[static_cast<std::size_t>(kind)]; }

const GameDescriptor* find_game_descriptor(std::string_view name) {
  for (const GameDescriptor& game : games)
    if (game.name == name) return &game;
  return nullptr;
}

const GameDescriptor& game_named(std::string_view name) {
  if (const GameDescriptor* game = find_game_descriptor(name)) return *game;
  std::string known;
  for (const std::string& each : game_names()) known += (known.empty() ? "" : " or ") + each;
  throw std::invalid_argument("unknown game '" + std::string(name) + "' (" + known + ")");
}

const GameDescriptor* game_of_file_extension(std::string_view extension) {
  for (const GameDescriptor& game : games)
    if (game.file_extension == extension) return &game;
  return nullptr;
}

const GameDescriptor& game_written_in(GameNotation notation) {
  for (const GameDescriptor& game : games)
    if (game.notation == notation) return game;
  throw std::logic_error("no game is written in this notation");
}

std::vector<std::string> game_names() {
  std::vector<std::string> names;
  for (const GameDescriptor& game : games) names.emplace_back(game.name);
  return names;
}

}  // namespace newell
