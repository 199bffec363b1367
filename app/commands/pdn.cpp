// `newell pdn check FILE.pdn`: reads every game of a PDN file and replays it legally; reports each
// bad game (number, tags, line, the first illegal move with its ply and why) and a summary.

#include "app/command_registry.h"
#include "checkers/pdn.h"

#include <fmt/core.h>

#include <algorithm>
#include <fstream>
#include <memory>
#include <sstream>

namespace newell::app {
namespace {

namespace checkers = newell::checkers;

int check_pdn(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    fmt::print(stderr, "newell pdn check: cannot read '{}'\n", path);
    return 1;
  }
  std::ostringstream contents;
  contents << file.rdbuf();
  const std::string text = contents.str();
  const checkers::PdnFile pdn = checkers::read_pdn(text);

  std::vector<checkers::PdnError> bad = pdn.errors;
  long plies = 0;
  int good = 0;
  int mismatched_results = 0;
  for (const auto& game : pdn.games) {
    const std::string tagged = game.tag("Result");
    if (!tagged.empty() && tagged != game.result) {
      ++mismatched_results;
      fmt::print("{}: note: {}: the moves end with '{}' but the Result tag says '{}'\n", path, game.describe(),
                 game.result, tagged);
    }
    const checkers::Replay replayed = checkers::replay(game);
    if (replayed.error) {
      bad.push_back(*replayed.error);
    } else {
      ++good;
      plies += static_cast<long>(game.moves.size());
    }
  }
  std::sort(bad.begin(), bad.end(), [](const auto& a, const auto& b) { return a.game_number < b.game_number; });
  for (const auto& error : bad) fmt::print("{}: {}\n", path, error.to_string());
  fmt::print("games {}, good {}, bad {}, plies {} (in good games)", good + static_cast<int>(bad.size()), good,
             bad.size(), plies);
  if (mismatched_results > 0) fmt::print(", results differing from their Result tag {}", mismatched_results);
  fmt::print("\n");
  return bad.empty() ? 0 : 1;
}

void add_pdn(CLI::App& root) {
  auto* command = root.add_subcommand("pdn", "Checkers game files (PDN)");
  command->require_subcommand(1);
  auto path = std::make_shared<std::string>();
  auto* check = command->add_subcommand("check", "Parse and replay every game; report bad games and a summary");
  check->add_option("file", *path, "The PDN file")->required();
  check->callback([path] {
    end_with_status(check_pdn(*path));
  });
}

const CommandRegistration pdn_registration{"pdn", add_pdn};

}  // namespace
}  // namespace newell::app
