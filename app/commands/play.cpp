// `newell play`: a person plays the engine in the terminal.

#include "app/command_registry.h"
#include "app/play_request.h"

#include <fmt/core.h>

#include <memory>

namespace newell::app {
namespace {

void add_play(CLI::App& root) {
  auto request = std::make_shared<PlayRequest>();
  auto* command = root.add_subcommand("play", "Play against the engine in the terminal");
  command->add_option("--game", request->game, "chess or checkers")->capture_default_str();
  command->add_option("--fen", request->fen, "Start from this position (FEN)");
  command->add_option("--side", request->human_side, "Your side: first, second, or none (engine plays itself)")
      ->check(CLI::IsMember({"first", "second", "none"}))
      ->capture_default_str();
  command->add_option("--depth", request->depth, "Engine search depth (0: use --movetime)")->check(CLI::Range(0, 64));
  command->add_option("--movetime", request->movetime_ms, "Engine milliseconds per move")
      ->check(CLI::Range(1, 3600000))
      ->capture_default_str();
  command->callback([request] {
    const auto* handler = PlayHandlers::find(request->game);
    if (handler == nullptr) {
      fmt::print(stderr, "newell play: unknown game '{}' (known: {})\n", request->game, PlayHandlers::known_games());
      throw CommandFailed{2};
    }
    const int status = (*handler)(*request);
    if (status != 0) throw CommandFailed{status};
  });
}

const CommandRegistration registration{"play", add_play};

}  // namespace
}  // namespace newell::app
