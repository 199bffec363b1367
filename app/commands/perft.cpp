// `newell perft`: counts the leaves of the move tree, the oracle that proves a move generator.

#include "app/command_registry.h"
#include "app/perft_request.h"
#include "game_descriptor/game_descriptor.h"

#include <fmt/core.h>
#include <fmt/ranges.h>

#include <memory>

namespace newell::app {
namespace {

void add_perft(CLI::App& root) {
  auto request = std::make_shared<PerftRequest>();
  auto* command = root.add_subcommand("perft", "Count the leaf nodes of the legal move tree");
  command->add_option("--game", request->game, "chess or checkers")->capture_default_str();
  command->add_option("--fen", request->fen, "Start from this position (FEN) instead of the initial one");
  command->add_option("--epd", request->epd, "Check every position of a suite file at every depth it lists");
  command->add_option("--depth", request->depth, "Plies to count")->check(CLI::Range(0, 64));
  command->add_flag("--divide", request->divide, "Print the count below each first move");
  command->add_flag("!--no-bulk", request->bulk_counting, "Make every move of the last ply instead of counting them");
  command->add_flag("--unique-captures", request->unique_captures,
                    "Checkers: count jump paths that take the same men and end on the same square once");
  command->callback([request] {
    const GameDescriptor* game = find_game_descriptor(request->game);
    if (game == nullptr)
      fail_command("perft", fmt::format("unknown game '{}' (known: {})", request->game, fmt::join(game_names(), ", ")), 2);
    if (!request->epd && request->depth <= 0) {
      fmt::print(stderr, "newell perft: give --depth N (N >= 1) or --epd FILE\n");
      throw CommandFailed{2};
    }
    switch (game->kind) {
      case GameKind::chess: return end_with_status(run_chess_perft(*request));
      case GameKind::checkers: return end_with_status(run_checkers_perft(*request));
    }
  });
}

const CommandRegistration perft_registration{"perft", add_perft};

}  // namespace
}  // namespace newell::app
