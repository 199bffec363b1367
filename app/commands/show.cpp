// `newell show GAME`: a stored game replayed in the terminal, each move with its reason (the
// decision's summary), the board at the start and the end, or after every move with --boards, and
// with --trace the full text trace of every decision that has one.

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "app/common/terminal_text.h"
#include "app/records/game_lookup.h"
#include "app/records/replay.h"
#include "app/records/stored_trace.h"
#include "app/records/text_board.h"
#include "game_descriptor/game_descriptor.h"
#include "store/database.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <memory>

namespace newell::app {
namespace {

struct ShowRequest {
  std::string database_file;
  std::string game;
  bool boards = false;
  bool trace = false;
};

std::string indented(const std::string& text, const std::string& indent) {
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    out += indent + text.substr(start, end - start) + "\n";
    start = end + 1;
  }
  return out;
}

// The settings a game was played with, a line each in words ("time control: movetime 200 ms"),
// not as the JSON the store keeps; what is not an object is shown as it is.
std::string settings_text(const nlohmann::json& settings, const std::string& raw) {
  if (!settings.is_object() || settings.empty()) return "settings " + raw + "\n";
  std::string text = "settings:\n";
  for (const auto& [key, value] : settings.items()) {
    std::string name = key;
    for (char& character : name)
      if (character == '_') character = ' ';
    text += "  " + name + ": " + (value.is_string() ? value.get<std::string>() : value.dump()) + "\n";
  }
  return text;
}

void run_show(const ShowRequest& request) {
  const auto database = store::Database::open(request.database_file, store::Access::read);
  const store::GameRecord game = records::find_game(database, request.game);
  const records::ReplayedGame replayed = records::replay(game);
  const GameDescriptor& described = game_named(game.kind);
  print_safe("game {} ({}): {} ({}) against {} ({}), result {}{}\n", game.id, game.kind, game.first_player,
             described.side_name(0), game.second_player, described.side_name(1), game.result,
             game.termination.empty() ? "" : " (" + game.termination + ")");
  int traced = 0;
  for (const auto& move : game.moves) traced += move.trace ? 1 : 0;
  const auto settings = nlohmann::json::parse(game.settings, nullptr, false);
  const auto text_of = [&](const char* key) {
    return settings.is_object() && settings.contains(key) && settings[key].is_string() ? settings[key].get<std::string>() : "";
  };
  const std::string event = text_of("event");
  print_safe("{}played {}, {} plies, {} with a decision trace\n", event.empty() ? "" : event + ", ", game.played_at,
             game.moves.size(), traced);
  if (!text_of("imported_from").empty()) {
    print_safe("imported from {}\n", text_of("imported_from"));
  } else if (game.settings != "{}") {
    print_safe("{}", settings_text(settings, game.settings));
  }
  print_safe("\n");
  print_safe("{}\n", records::board_text(described, replayed.boards.front()));
  for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
    const auto& move = game.moves[ply];
    if (move.summary.empty()) {
      print_safe("{:>8} {}\n", replayed.numbers[ply], replayed.full_notation[ply]);
    } else {
      print_safe("{:>8} {:<9}{}\n", replayed.numbers[ply], replayed.full_notation[ply], move.summary);
    }
    if (request.trace && move.trace) {
      const auto trace = records::read_stored_trace(*move.trace);
      print_safe("{}", trace ? indented(goals::to_text(*trace), "           | ")
                             : "           | (the stored trace is not JSON)\n");
    }
    if (request.boards) print_safe("{}", records::compact_board_text(described, replayed.boards[ply + 1], "           "));
  }
  if (!game.moves.empty()) print_safe("\n{}", records::board_text(described, replayed.boards.back()));
  print_safe("Result: {}{}\n", game.result, game.termination.empty() ? "" : " (" + game.termination + ")");
}

void add_show(CLI::App& root) {
  auto request = std::make_shared<ShowRequest>();
  auto* command = root.add_subcommand("show", "Replay a stored game in the terminal with the reasons of each move");
  command->add_option("GAME", request->game, "The game's number (see newell games), or last")->required();
  add_database_option(command, request->database_file);
  command->add_flag("--boards", request->boards, "A compact board after every move");
  command->add_flag("--trace", request->trace, "The full trace of every decision that has one");
  command->callback(reporting_failures("show", [request] { run_show(*request); }));
}

const CommandRegistration show_registration{"show", add_show};

}  // namespace
}  // namespace newell::app
