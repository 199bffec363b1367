// `newell uci`: speak the Universal Chess Interface on stdin/stdout, for GUIs and match runners.

#include "app/command_registry.h"
#include "app/uci/uci_loop.h"

#include <iostream>

namespace newell::app {
namespace {

void add_uci(CLI::App& root) {
  auto* command = root.add_subcommand("uci", "Run as a UCI chess engine on standard input and output");
  command->callback([] {
    std::ios::sync_with_stdio(false);
    const int status = uci::run_uci(std::cin, std::cout);
    if (status != 0) throw CommandFailed{status};
  });
}

const CommandRegistration registration{"uci", add_uci};

}  // namespace
}  // namespace newell::app
