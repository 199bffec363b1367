// The `newell` command line: one binary, one subcommand per task (see README.md).

#include "app/command_registry.h"

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <exception>
#include <csignal>
#include <string>
#include <string_view>

int main(int argc, char** argv) {
  // A write past the file-size limit (`ulimit -f`) then fails with EFBIG, which the store reports
  // with what it kept, instead of killing the process with no word.
  std::signal(SIGXFSZ, SIG_IGN);
  CLI::App root{"newell: chess and checkers played by Newell's 1955 goal-driven reasoning", "newell"};
  root.require_subcommand(1);
  root.set_version_flag("--version", "newell " NEWELL_VERSION);
  newell::app::add_registered_commands(root);
  // CLI11 takes an unknown first word for a missing subcommand ("A subcommand is required", exit
  // 106): name the word and the commands instead, with the usage error's exit code.
  if (argc > 1 && argv[1][0] != '-') {
    const std::string_view word = argv[1];
    std::string known;
    bool found = false;
    for (const CLI::App* command : root.get_subcommands([](CLI::App*) { return true; })) {
      found = found || command->check_name(std::string(word));
      known += (known.empty() ? "" : ", ") + command->get_name();
    }
    if (!found) {
      fmt::print(stderr, "newell: unknown subcommand '{}' (known: {}); 'newell --help' says what each does\n", word, known);
      return 2;
    }
  }
  try {
    root.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    // CLI11 numbers its usage errors 105-109; a usage error is exit status 2 here, as in every
    // command's own checks (--help and --version, which CLI11 also throws, stay 0).
    const int status = root.exit(error);
    return status == 0 ? 0 : 2;
  } catch (const newell::app::CommandFailed& failed) {
    return failed.exit_code;
  } catch (const std::exception& error) {
    fmt::print(stderr, "newell: {}\n", error.what());
    return 1;
  }
  return 0;
}
