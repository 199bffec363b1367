// `newell export GAME --pgn|--pdn [-o FILE]`: a stored game as PGN (chess) or PDN (checkers), the
// summary of each decision as the comment after its move; `newell import` reads it back.

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "app/common/output_file.h"
#include "app/records/game_files.h"
#include "app/records/game_lookup.h"
#include "game_descriptor/game_descriptor.h"
#include "store/database.h"
#include "store/rule_weights.h"

#include <fmt/core.h>

#include <fstream>
#include <memory>
#include <optional>

namespace newell::app {
namespace {

struct ExportRequest {
  std::string database_file;
  std::string game;
  bool pgn = false;
  bool pdn = false;
  std::string output;
  std::optional<std::int64_t> experiment;
};

std::string exported_game_text(const store::Database& database, const store::GameRecord& game) {
  std::string rule_set;
  if (game.rule_set_id) rule_set = store::rule_set_label(database, *game.rule_set_id).value_or("");
  return records::write_game(game, rule_set);
}

void run_export(const ExportRequest& request) {
  refuse_output_over_store(request.output, request.database_file);
  const auto database = store::Database::open(request.database_file, store::Access::read);
  std::string text;
  std::string what;
  if (request.game == "all") {
    // A collection: every stored game of the format's kind (of one experiment with --experiment), oldest first.
    if (!request.pgn && !request.pdn) throw std::invalid_argument("export all needs --pgn (chess games) or --pdn (checkers games)");
    store::GameFilter filter;
    filter.kind = std::string(game_written_in(request.pgn ? GameNotation::pgn : GameNotation::pdn).name);
    filter.experiment_id = request.experiment;
    filter.limit = 100000000;
    auto games = store::list_games(database, filter);
    if (games.empty()) throw std::invalid_argument(fmt::format("no {} games to export in {}", *filter.kind, request.database_file));
    for (auto game = games.rbegin(); game != games.rend(); ++game) text += exported_game_text(database, *store::load_game(database, game->id));
    what = fmt::format("{} {} games", games.size(), *filter.kind);
  } else {
    const store::GameRecord game = records::find_game(database, request.game);
    const GameNotation notation = game_named(game.kind).notation;
    if (request.pgn && notation != GameNotation::pgn)
      throw std::invalid_argument(fmt::format("game {} is a {} game: PGN is for chess, export it with --pdn", game.id, game.kind));
    if (request.pdn && notation != GameNotation::pdn)
      throw std::invalid_argument(fmt::format("game {} is a {} game: PDN is for checkers, export it with --pgn", game.id, game.kind));
    text = exported_game_text(database, game);
    what = fmt::format("game {} ({} plies)", game.id, game.moves.size());
  }
  if (request.output.empty() || request.output == "-") {
    fmt::print("{}", text);
    return;
  }
  std::ofstream file(request.output, std::ios::binary);
  file << text;
  file.close();
  if (!file) throw std::runtime_error(fmt::format("cannot write '{}'", request.output));
  fmt::print(stderr, "wrote {} to {}\n", what, request.output);
}

void add_export(CLI::App& root) {
  auto request = std::make_shared<ExportRequest>();
  auto* command = root.add_subcommand("export", "Write a stored game as PGN (chess) or PDN (checkers) with its reasons as comments");
  command->add_option("GAME", request->game, "The game's number (see newell games), last, or all (a collection)")->required();
  add_database_option(command, request->database_file);
  auto* pgn = command->add_flag("--pgn", request->pgn, "PGN (chess games; the default for them)");
  auto* pdn = command->add_flag("--pdn", request->pdn, "PDN (checkers games; the default for them)");
  pgn->excludes(pdn);
  command->add_option("-o,--output", request->output, "The file to write (default: standard output)");
  command->add_option("--experiment", request->experiment, "With all: only the games of this experiment id");
  command->callback(reporting_failures("export", [request] { run_export(*request); }));
}

const CommandRegistration export_registration{"export", add_export};

}  // namespace
}  // namespace newell::app
