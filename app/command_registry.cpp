#include "app/command_registry.h"

#include <fmt/core.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace newell::app {
namespace {

std::vector<std::pair<std::string, CommandSetup>>& registered() {
  static std::vector<std::pair<std::string, CommandSetup>> commands;
  return commands;
}

}  // namespace

CommandRegistration::CommandRegistration(std::string_view name, CommandSetup setup) {
  registered().emplace_back(std::string(name), setup);
}

void fail_command(std::string_view command, std::string_view message, int exit_code) {
  fmt::print(stderr, "newell {}: {}\n", command, message);
  throw CommandFailed{exit_code};
}

void end_with_status(int status) {
  if (status != 0) throw CommandFailed{status};
}

void add_registered_commands(CLI::App& root) {
  auto commands = registered();
  std::sort(commands.begin(), commands.end());
  for (const auto& [name, setup] : commands) setup(root);
}

}  // namespace newell::app
