// `newell turing replay [--pgn FILE] [--rules FILE]`: Turing's 1952 game replayed move by move,
// Turochamp's choice (Turing's search driven by rules/chess/turochamp.nwl) against the paper's move.

#include "app/command_registry.h"
#include "games/chess/turing_replay.h"
#include "goals/rule_files.h"

#include <fmt/core.h>

#include <filesystem>
#include <memory>
#include <string>
#include <system_error>

namespace newell::app {
namespace {

// Turochamp's rules from the folder the default chess rules come from (goals/rule_files.h:
// $NEWELL_RULES, else share/newell/rules beside bin/), else the checkout's.
std::string turing_default_rules() {
  const auto beside_default = goals::default_rule_file("chess").parent_path() / "turochamp.nwl";
  std::error_code error;
  if (std::filesystem::is_regular_file(beside_default, error)) return beside_default.string();
  return games::TurochampRules::default_path().string();
}

// Turing's game as installed (share/newell/games beside bin/, cmake/NewellInstall.cmake), else the
// checkout's copy in tests/data.
std::string turing_default_game() {
  std::error_code error;
  const auto executable = std::filesystem::read_symlink("/proc/self/exe", error);
  if (!error) {
    const auto installed = executable.parent_path().parent_path() / "share" / "newell" / "games" / "turing_glennie.pgn";
    if (std::filesystem::is_regular_file(installed, error)) return installed.string();
  }
  return games::default_turing_game_path().string();
}

struct TuringRequest {
  std::string pgn = turing_default_game();
  std::string rules = turing_default_rules();
};

void add_turing(CLI::App& root) {
  auto request = std::make_shared<TuringRequest>();
  auto* command = root.add_subcommand("turing", "Turing's 1953 chess machine (Turochamp)");
  command->require_subcommand(1);
  auto* replay = command->add_subcommand("replay", "Replay Turing's game against Glennie and compare the machine's choices");
  replay->add_option("--pgn", request->pgn, "The game (the machine plays White)")->capture_default_str();
  replay->add_option("--rules", request->rules, "Turochamp's rule file")->capture_default_str();
  replay->callback([request] {
    std::string error;
    auto rules = games::TurochampRules::load(request->rules, error);
    if (!rules) {
      fail_command("turing replay", error);
    }
    auto replayed = games::replay_turing_game(request->pgn, *rules, error);
    if (!replayed) {
      fail_command("turing replay", error);
    }
    fmt::print("{:>3}  {:<8} {:<8} {:<5} {:>8} {:>7}  {}\n", "no.", "paper", "machine", "same", "value", "gain", "paper's note");
    for (const auto& move : replayed->moves)
      fmt::print("{:>3}  {:<8} {:<8} {:<5} {:>8.3f} {:>7.1f}  {}\n", move.number, move.paper, move.chosen,
                 move.agrees ? "yes" : "no", move.value, move.position_play_gain, move.comment);
    fmt::print("agreement: {} of {} moves; {} of {} moves the paper marks with an asterisk\n", replayed->agreements,
               replayed->moves.size(), replayed->asterisk_agreements, replayed->asterisk_moves);
    if (rules->runtime_errors() > 0)
      fmt::print(stderr, "{} evaluations stopped with an error; the last: {}\n", rules->runtime_errors(), rules->last_error());
  });
}

const CommandRegistration turing_registration{"turing", add_turing};

}  // namespace
}  // namespace newell::app
