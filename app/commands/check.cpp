// `newell check FILE...`: reads rule files, checks them against their game's registry and reports
// every problem with file:line:col (exit 0 clean, 1 errors, 2 usage).

#include "app/command_registry.h"
#include "interpreter/check.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <vector>

namespace newell::app {
namespace {

struct CheckRequest {
  std::vector<std::string> files;
  std::string game;
  bool json = false;
};

void add_check(CLI::App& root) {
  auto request = std::make_shared<CheckRequest>();
  auto* command = root.add_subcommand("check", "Check rule files (.nwl) and report every error with file:line:col");
  command->add_option("files", request->files, "Rule files")->required();
  command->add_option("--game", request->game, "Check against this game's registry instead of the file's `game` header");
  command->add_flag("--json", request->json, "Print the diagnostics as JSON (for editors and tools)");
  command->callback([request] {
    interpreter::SourceFiles files;
    interpreter::Diagnostics diagnostics;
    std::vector<std::string> summaries;
    for (const auto& path : request->files) {
      auto summary = interpreter::check_rule_file(path, request->game, files, diagnostics);
      if (!summary.empty()) summaries.push_back(summary);
    }
    diagnostics.sort();
    if (request->json) {
      nlohmann::json answer{{"ok", !diagnostics.has_errors()},
                            {"diagnostics", nlohmann::json::parse(interpreter::render_json(diagnostics, files))}};
      fmt::print("{}\n", answer.dump(2));
    } else {
      fmt::print(stderr, "{}", interpreter::render_all(diagnostics, files));
      for (const auto& summary : summaries) fmt::print("{}\n", summary);
      if (diagnostics.has_errors())
        fmt::print(stderr, "{} error{}\n", diagnostics.error_count(), diagnostics.error_count() == 1 ? "" : "s");
    }
    if (diagnostics.has_errors()) throw CommandFailed{1};
  });
}

const CommandRegistration registration{"check", add_check};

}  // namespace
}  // namespace newell::app
