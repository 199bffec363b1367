// The `newell` command line: one binary, one subcommand per task (see README.md).

#include "app/command_registry.h"

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <exception>

int main(int argc, char** argv) {
  CLI::App root{"newell: chess and checkers played by Newell's 1955 goal-driven reasoning", "newell"};
  root.require_subcommand(1);
  root.set_version_flag("--version", "newell 0.1.0");
  newell::app::add_registered_commands(root);
  try {
    root.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    return root.exit(error);
  } catch (const newell::app::CommandFailed& failed) {
    return failed.exit_code;
  } catch (const std::exception& error) {
    fmt::print(stderr, "newell: {}\n", error.what());
    return 1;
  }
  return 0;
}
