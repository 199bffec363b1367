#include "app/command_registry.h"

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

void add_registered_commands(CLI::App& root) {
  auto commands = registered();
  std::sort(commands.begin(), commands.end());
  for (const auto& [name, setup] : commands) setup(root);
}

}  // namespace newell::app
