#pragma once
// Subcommands register themselves, one file each under app/commands/, so that a new command
// never needs an edit of main.cpp.

#include <CLI/CLI.hpp>

#include <string_view>

namespace newell::app {

// Adds the subcommand and its callback to the root `newell` app.
using CommandSetup = void (*)(CLI::App& root);

// A file in app/commands/ declares one `static const CommandRegistration` at namespace scope.
struct CommandRegistration {
  CommandRegistration(std::string_view name, CommandSetup setup);
};

// Adds every registered subcommand to `root`, in alphabetical order.
void add_registered_commands(CLI::App& root);

// Thrown by a command's callback to end the program with `exit_code` after its message.
struct CommandFailed {
  int exit_code = 1;
};

}  // namespace newell::app
