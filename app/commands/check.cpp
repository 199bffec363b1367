// `newell check FILE...`: reads rule files, checks them against their game's registry and reports
// every problem with file:line:col (exit 0 clean, 1 errors, 2 usage).

#include "app/command_registry.h"
#include "interpreter/check.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace newell::app {
namespace {

// A folder stands for every .nwl file under it (sorted), so that `newell check rules/` checks them all.
std::vector<std::string> rule_files(const std::vector<std::string>& arguments) {
  std::vector<std::string> files;
  for (const auto& argument : arguments) {
    std::error_code error;
    if (!std::filesystem::is_directory(argument, error)) {
      files.push_back(argument);
      continue;
    }
    std::vector<std::string> found;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(argument, error))
      if (entry.is_regular_file() && entry.path().extension() == ".nwl") found.push_back(entry.path().string());
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

struct CheckRequest {
  std::vector<std::string> files;
  std::string game;
  bool json = false;
};

void add_check(CLI::App& root) {
  auto request = std::make_shared<CheckRequest>();
  auto* command = root.add_subcommand("check", "Check rule files (.nwl) and report every error with file:line:col");
  command->add_option("files", request->files, "Rule files, or folders whose .nwl files to check")->required();
  command->add_option("--game", request->game, "Check against this game's registry instead of the file's `game` header");
  command->add_flag("--json", request->json, "Print the diagnostics as JSON (for editors and tools)");
  command->callback([request] {
    interpreter::SourceFiles files;
    interpreter::Diagnostics diagnostics;
    std::vector<std::string> summaries;
    for (const auto& path : rule_files(request->files)) {
      auto summary = interpreter::check_rule_file(path, request->game, files, diagnostics);
      if (!summary.empty()) summaries.push_back(summary);
    }
    diagnostics.sort();
    if (request->json) {
      nlohmann::json answer{{"ok", !diagnostics.has_errors()},
                            {"diagnostics", nlohmann::json::parse(interpreter::render_json(diagnostics, files))},
                            {"omitted", diagnostics.omitted()}};
      fmt::print("{}\n", answer.dump(2, ' ', false, nlohmann::json::error_handler_t::replace));
    } else {
      fmt::print(stderr, "{}", interpreter::render_all(diagnostics, files));
      for (const auto& summary : summaries) fmt::print("{}\n", summary);
      if (diagnostics.has_errors())
        fmt::print(stderr, "{} error{}\n", diagnostics.error_count(), diagnostics.error_count() == 1 ? "" : "s");
    }
    if (diagnostics.has_errors()) throw CommandFailed{1};
  });
}

const CommandRegistration check_registration{"check", add_check};

}  // namespace
}  // namespace newell::app
