// `newell check FILE...`: reads rule files, checks them against their game's registry and reports
// every problem with file:line:col (exit 0 clean, 1 errors, 2 usage).

#include "app/command_registry.h"
#include "interpreter/check.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace newell::app {
namespace {

std::filesystem::path checked_path(const std::filesystem::path& path) {
  std::error_code error;
  const auto canonical = std::filesystem::weakly_canonical(path, error);
  return error ? path : canonical;
}

// The files `found` include (an `include "F".` line, F relative to the including file's folder).
std::set<std::filesystem::path> included_files(const std::vector<std::string>& found) {
  static const std::regex include_line(R"re(^[ \t]*include[ \t]+"([^"\r\n]*)"[ \t]*\.)re");
  std::set<std::filesystem::path> included;
  for (const auto& file : found) {
    std::ifstream input(file);
    std::string line;
    std::smatch match;
    while (std::getline(input, line))
      if (std::regex_search(line, match, include_line))
        included.insert(checked_path(std::filesystem::path(file).parent_path() / match[1].str()));
  }
  return included;
}

bool has_game_header(const std::string& file) {
  static const std::regex header(R"re(^[ \t]*game[ \t]+\w+[ \t]*\.)re");
  std::ifstream input(file);
  std::string line;
  while (std::getline(input, line))
    if (std::regex_search(line, header)) return true;
  return false;
}

// A folder stands for every .nwl file under it (sorted), so that `newell check rules/` checks them
// all; but a file without a `game` header that another file of the folder includes (a concept file
// of a set) is checked as part of the file that includes it: alone it lacks the words the set's
// other files define.
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
    const auto included = included_files(found);
    for (const auto& file : found)
      if (!included.count(checked_path(file)) || has_game_header(file)) files.push_back(file);
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
