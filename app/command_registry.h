#pragma once
// Subcommands register themselves, one file each under app/commands/, so that a new command
// never needs an edit of main.cpp.

#include <CLI/CLI.hpp>

#include <exception>
#include <functional>
#include <string>
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

// Prints "newell <command>: <message>" on standard error and ends the command (CommandFailed).
// `command` is the words after "newell": "export", "experiment plot".
[[noreturn]] void fail_command(std::string_view command, std::string_view message, int exit_code = 1);

// Ends the command with `status` (CommandFailed) unless it is 0: for commands whose work returns
// an exit status.
void end_with_status(int status);

// A command's callback: runs `work`; an exception of type `Caught` it throws ends the command with
// its message, as fail_command does (exit code 1). CommandFailed passes through.
template <class Caught = std::exception, class Work>
std::function<void()> reporting_failures(std::string command, Work work) {
  return [command = std::move(command), work = std::move(work)] {
    try {
      work();
    } catch (const Caught& error) {
      fail_command(command, error.what());
    }
  };
}

}  // namespace newell::app
