// `newell uci`: speak the Universal Chess Interface on stdin/stdout, for GUIs and match runners.
// `--engine newell` (the default) answers with the goal engine, `--engine alphabeta` with the core's
// search alone; games are stored with each decision's summary only when asked: in `--db FILE`, or,
// with the Store Games option and no file, in the user's data folder (never the GUI's folder).

#include "app/command_registry.h"
#include "app/uci/uci_loop.h"

#include <fmt/core.h>

#include <iostream>
#include <memory>

namespace newell::app {
namespace {

struct UciRequest {
  std::string engine = "newell";
  std::string database;
  std::string rules;
  bool no_store = false;
};

void add_uci(CLI::App& root) {
  auto request = std::make_shared<UciRequest>();
  auto* command = root.add_subcommand("uci", "Run as a UCI chess engine on standard input and output");
  command->add_option("--engine", request->engine, "newell (the goal engine) or alphabeta (the core's search)")
      ->check(CLI::IsMember({"newell", "alphabeta"}))
      ->capture_default_str();
  command->add_option("--db", request->database,
                      "Store every game played in this database (none: only with the Store Games option, then in "
                      "$XDG_DATA_HOME/newell/games.db, else ~/.local/share/newell/games.db)");
  command->add_flag("--no-store", request->no_store, "Do not store the games (the default without --db)");
  command->add_option("--rules", request->rules, "The goal engine's rule file (default rules/chess/newell.nwl)");
  command->callback([request] {
    std::ios::sync_with_stdio(false);
    uci::UciSettings settings;
    settings.engine = request->engine;
    settings.rules = request->rules;
    if (!request->no_store && !request->database.empty()) settings.database = request->database;
    end_with_status(uci::run_uci(std::cin, std::cout, settings));
  });
}

const CommandRegistration uci_registration{"uci", add_uci};

}  // namespace
}  // namespace newell::app
