// `newell games`: the stored games, newest first.

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "store/database.h"
#include "store/game_records.h"

#include <fmt/core.h>

#include <memory>

namespace newell::app {
namespace {

struct GamesRequest {
  std::string database_file;
  store::GameFilter filter;
};

void add_games(CLI::App& root) {
  auto request = std::make_shared<GamesRequest>();
  auto* command = root.add_subcommand("games", "List the stored games, newest first");
  add_database_option(command, request->database_file);
  command->add_option("--game", request->filter.kind, "Only chess or only checkers games")
      ->check(CLI::IsMember({"chess", "checkers"}));
  command->add_option("--experiment", request->filter.experiment_id, "Only the games of this experiment id");
  command->add_option("--limit", request->filter.limit, "At most this many games")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  command->callback([request] {
    const auto database = store::Database::open(request->database_file);
    const auto games = store::list_games(database, request->filter);
    if (games.empty()) {
      fmt::print("no games stored in {}\n", request->database_file);
      return;
    }
    fmt::print("{:>6}  {:<8}  {:<20}  {:<20}  {:<7}  {:>5}  {:<20}  {}\n", "game", "kind", "first", "second", "result",
               "plies", "played", "ended by");
    for (const auto& game : games) {
      fmt::print("{:>6}  {:<8}  {:<20}  {:<20}  {:<7}  {:>5}  {:<20}  {}\n", game.id, game.kind, game.first_player,
                 game.second_player, game.result, game.plies, game.played_at, game.termination);
    }
  });
}

const CommandRegistration registration{"games", add_games};

}  // namespace
}  // namespace newell::app
