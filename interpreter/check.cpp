#include "interpreter/check.h"

#include "interpreter/game_languages.h"
#include "interpreter/program.h"

#include <fmt/core.h>

namespace newell::interpreter {

std::string check_rule_file(const std::string& path, const std::string& forced_game, SourceFiles& files,
                            Diagnostics& diagnostics) {
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
    const std::vector<std::string> names = known_game_languages();
    diagnostics.error(where, fmt::format("unknown game '{}' (known: {})", game, known_game_languages_text()),
                      did_you_mean(game, std::vector<std::string_view>(names.begin(), names.end())));
    return {};
  }
  const auto registry = build_registry(*language);
  const auto program = Program::build(std::move(rules), *registry, diagnostics);
  if (!program) return {};
  return fmt::format("{}: ok ({}; {} goal types, {} definitions, {} transforms, {} nets, {} aspirations)", path, game,
                     program->goals().size(), program->definitions().size(), program->transforms().size(),
                     program->nets().size(), program->aspirations().size());
}

}  // namespace newell::interpreter
