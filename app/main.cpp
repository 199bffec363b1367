// The `newell` command line: one binary, one subcommand per task (see README.md).

#include "app/command_registry.h"

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <cstddef>
#include <exception>
#include <csignal>
#include <string>
#include <string_view>
#include <vector>

int main(int argc, char** argv) {
  // A write past the file-size limit (`ulimit -f`) then fails with EFBIG, which the store reports
  // with what it kept, instead of killing the process with no word.
  std::signal(SIGXFSZ, SIG_IGN);
  CLI::App root{"newell: chess and checkers played by Newell's 1955 goal-driven reasoning", "newell"};
  root.require_subcommand(1);
  root.set_version_flag("--version", "newell " NEWELL_VERSION);
  newell::app::add_registered_commands(root);
  // `newell help` and `newell help WORD`, as people try first: the same pages as --help.
  if (argc > 1 && std::string_view(argv[1]) == "help") {
    if (argc == 2) {
      fmt::print("{}", root.help());
      return 0;
    }
    CLI::App* command = nullptr;
    try {
      command = root.get_subcommand(argv[2]);
    } catch (const CLI::OptionNotFound&) {
      fmt::print(stderr, "newell help: unknown subcommand '{}'; 'newell help' lists them\n", argv[2]);
      return 2;
    }
    fmt::print("{}", command->help());
    return 0;
  }
  // CLI11 takes an unknown first word for a missing subcommand ("A subcommand is required", exit
  // 106): name the word and the commands instead, with the usage error's exit code.
  if (argc > 1 && argv[1][0] != '-') {
    const std::string_view word = argv[1];
    std::string known = "help";
    bool found = false;
    for (const CLI::App* command : root.get_subcommands([](CLI::App*) { return true; })) {
      found = found || command->check_name(std::string(word));
      known += ", " + command->get_name();
    }
    if (!found) {
      fmt::print(stderr, "newell: unknown subcommand '{}' (known: {}); 'newell --help' says what each does\n", word, known);
      return 2;
    }
  }
  // `--fen startpos` (UCI's word for the initial position) is the same as no --fen, for every
  // command and game: the words are dropped before CLI11 reads them.
  std::vector<char*> words(argv, argv + argc);
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string_view word = words[i];
    if (word == "--fen=startpos") {
      words.erase(words.begin() + static_cast<std::ptrdiff_t>(i--));
    } else if (word == "--fen" && i + 1 < words.size() && std::string_view(words[i + 1]) == "startpos") {
      words.erase(words.begin() + static_cast<std::ptrdiff_t>(i), words.begin() + static_cast<std::ptrdiff_t>(i + 2));
      --i;
    }
  }
  try {
    root.parse(static_cast<int>(words.size()), words.data());
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
