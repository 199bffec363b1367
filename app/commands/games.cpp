// `newell games`: the stored games, newest first.

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "app/common/experiment_lookup.h"
#include "app/common/terminal_text.h"
#include "game_descriptor/game_descriptor.h"
#include "store/database.h"
#include "store/game_records.h"

#include <fmt/core.h>

#include <memory>

namespace newell::app {
namespace {

struct GamesRequest {
  std::string database_file;
  store::GameFilter filter;
  std::string experiment;  // a name or a number
};

std::string shortened(const std::string& text, std::size_t width) {
  return text.size() <= width ? text : text.substr(0, width - 3) + "...";
}

void add_games(CLI::App& root) {
  auto request = std::make_shared<GamesRequest>();
  auto* command = root.add_subcommand("games", "List the stored games, newest first");
  add_database_option(command, request->database_file);
  command->add_option("--game", request->filter.kind, "Only chess or only checkers games")
      ->check(CLI::IsMember(game_names()));
  command->add_option("--experiment", request->experiment, "Only the games of this experiment (name or number)");
  command->add_option("--limit", request->filter.limit, "At most this many games")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  command->callback([request] {
    const auto database = store::Database::open(request->database_file, store::Access::read);
    if (!request->experiment.empty()) {
      const auto experiment = find_experiment_by_name_or_number(database, request->experiment);
      if (!experiment) {
        fail_command("games", fmt::format("no experiment named or numbered '{}' in {} (newell experiment list shows them)",
                                          request->experiment, request->database_file));
      }
      request->filter.experiment_id = experiment->id;
    }
    const auto games = store::list_games(database, request->filter);
    if (games.empty()) {
      print_safe("no games stored in {}\n", request->database_file);
      return;
    }
    // Chess lists White first, checkers Black: the side that moves first.
    print_safe("{:>6}  {:<8}  {:<22}  {:<22}  {:<7}  {:>5}  {:>6}  {:<20}  {}\n", "game", "kind", "first (moves first)",
               "second", "result", "plies", "traced", "played", "event / ended by");
    for (const auto& game : games) {
      std::string about = game.event;
      if (!game.termination.empty()) about += (about.empty() ? "" : "; ") + game.termination;
      print_safe("{:>6}  {:<8}  {:<22}  {:<22}  {:<7}  {:>5}  {:>6}  {:<20}  {}\n", game.id, game.kind,
                 shortened(game.first_player, 22), shortened(game.second_player, 22), game.result, game.plies,
                 game.traced_plies, game.played_at, about);
    }
    if (static_cast<int>(games.size()) == request->filter.limit)
      print_safe("(the newest {} of {} games; --limit N for more)\n", games.size(), store::count_games(database));
  });
}

const CommandRegistration games_registration{"games", add_games};

}  // namespace
}  // namespace newell::app
