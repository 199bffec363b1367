// `newell check FILE...`: reads rule files, checks them against their game's registry and reports
// every problem with file:line:col (exit 0 clean, 1 errors, 2 usage).

#include "app/command_registry.h"
#include "interpreter/game_languages.h"
#include "interpreter/program.h"

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

// Checks one file; diagnostics go into `diagnostics`. Returns a one-line summary when clean.
std::string check_one(const std::string& path, const std::string& forced_game, interpreter::SourceFiles& files,
                      interpreter::Diagnostics& diagnostics) {
  using namespace interpreter;
  auto rules = parse_rule_file(path, files, diagnostics);
  const std::string game = !forced_game.empty() ? forced_game : rules.file.game;
  if (game.empty()) {
    diagnostics.error({static_cast<std::uint32_t>(files.count() - 1), 0, 0},
                      fmt::format("no `game` header: start the file with e.g. `game chess.` or give --game (known: {})",
                                  known_game_languages_text()));
    return {};
  }
  const GameLanguage* language = find_game_language(game);
  if (language == nullptr) {
    const SourceLocation where = forced_game.empty() ? rules.file.game_where : SourceLocation{};
    std::vector<std::string> names = known_game_languages();
    std::vector<std::string_view> known(names.begin(), names.end());
    diagnostics.error(where, fmt::format("unknown game '{}' (known: {})", game, known_game_languages_text()),
                      did_you_mean(game, known));
    return {};
  }
  if (!forced_game.empty()) rules.file.game = forced_game == rules.file.game || rules.file.game.empty() ? forced_game : rules.file.game;
  const auto registry = build_registry(*language);
  const auto program = Program::build(std::move(rules), *registry, diagnostics);
  if (!program) return {};
  return fmt::format("{}: ok ({}; {} goal types, {} definitions, {} transforms, {} nets, {} aspirations)", path, game,
                     program->goals().size(), program->definitions().size(), program->transforms().size(),
                     program->nets().size(), program->aspirations().size());
}

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
      auto summary = check_one(path, request->game, files, diagnostics);
      if (!summary.empty()) summaries.push_back(summary);
    }
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
