// `newell report GAME -o game.html`: a stored game as one self-contained HTML page (see
// app/report/README.md): boards, moves, and each decision's goal net, likelihoods and tactics.

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "app/common/output_file.h"
#include "app/records/game_lookup.h"
#include "app/report/game_report.h"
#include "store/database.h"
#include "store/rule_weights.h"

#include <fmt/core.h>

#include <filesystem>
#include <fstream>
#include <memory>

namespace newell::app {
namespace {

struct ReportRequest {
  std::string database_file;
  std::string game;
  std::string output;
  std::string dot_program = "dot";
};

void run_report(const ReportRequest& request) {
  refuse_output_over_store(request.output, request.database_file);
  const auto database = store::Database::open(request.database_file, store::Access::read);
  const store::GameRecord game = records::find_game(database, request.game);
  report::ReportSettings settings;
  settings.dot_program = request.dot_program;
  if (game.rule_set_id) settings.rule_set = store::rule_set_label(database, *game.rule_set_id).value_or("");
  const report::GameReport built = report::build_report(game, settings);
  const std::string output = request.output.empty() ? fmt::format("game-{}.html", game.id) : request.output;
  refuse_output_over_store(output, request.database_file);
  std::ofstream file(output, std::ios::binary);
  file << built.html;
  file.close();
  if (!file) throw std::runtime_error(fmt::format("cannot write '{}'", output));
  for (const auto& note : built.notes) fmt::print(stderr, "newell report: note: {}\n", note);
  fmt::print("wrote {} ({} KB): game {}, {} plies, {} decision traces, {} goal nets drawn\n", output,
             (built.html.size() + 1023) / 1024, game.id, game.moves.size(), built.traced_moves, built.graphs_drawn);
}

void add_report(CLI::App& root) {
  auto request = std::make_shared<ReportRequest>();
  auto* command = root.add_subcommand("report", "Write a stored game as a self-contained HTML page with its goal nets");
  command->add_option("GAME", request->game, "The game's number (see newell games), or last")->required();
  add_database_option(command, request->database_file);
  command->add_option("-o,--output", request->output, "The HTML file to write (default: game-N.html)");
  command->add_option("--dot", request->dot_program, "Graphviz's dot program")->capture_default_str();
  command->callback(reporting_failures("report", [request] { run_report(*request); }));
}

const CommandRegistration report_registration{"report", add_report};

}  // namespace
}  // namespace newell::app
