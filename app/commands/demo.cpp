// `newell demo`: what a new user sees first. Newell's goal engine (White, rules/chess/newell.nwl)
// plays the alpha-beta core (Black) from the start position: a short game, move by move in SAN, each
// goal-engine move with its one-line reason and each core move with its score and depth, then the
// final board and the result. Node budgets, not time, so every run is the same game. The game is
// stored (newell.db, or --db) with every decision's trace, and written as an HTML report.

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "app/common/output_file.h"
#include "app/records/replay.h"
#include "app/records/text_board.h"
#include "app/report/game_report.h"
#include "chess/evaluation.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/score_text.h"
#include "chess/search.h"
#include "game_descriptor/game_descriptor.h"
#include "games/chess/chess_game.h"
#include "goals/engine.h"
#include "goals/rule_files.h"
#include "interpreter/rule_set_text.h"
#include "store/database.h"
#include "store/game_records.h"
#include "store/rule_weights.h"

#include <fmt/core.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <sstream>
#include <memory>
#include <optional>
#include <string>
#include <tuple>

namespace newell::app {
namespace {

struct DemoRequest {
  int plies = 40;
  std::uint64_t nodes = 100000;
  std::optional<std::string> fen;
  std::string database_file;
  std::string report_file = "newell-demo.html";
};

// "+0.35" from White's side, "#3" / "-#2" for mates (White mates in 3 / Black mates in 2).
std::string white_score_text(int score, chess::Color mover) { return chess::score_text(mover == chess::White ? score : -score); }

// The store's result token and termination from game_over's text: "0-1 (Black mates)".
std::pair<std::string, std::string> result_and_termination(const std::optional<std::string>& ending, int plies) {
  if (!ending) return {"*", fmt::format("unfinished after {} plies", plies)};
  const auto space = ending->find(' ');
  std::string termination = ending->substr(space + 2);
  termination.pop_back();  // the closing parenthesis
  return {ending->substr(0, space), termination};
}

// Stores the game with its traces and writes its report; prints where both are. False on failure.
bool keep_game(const DemoRequest& request, store::GameRecord& record, const std::filesystem::path& rule_file) {
  try {
    refuse_output_over_store(request.report_file, request.database_file);
    const auto database = store::Database::open(request.database_file);
    // The set with what it includes written out. Named as in the source tree wherever the checkout
    // is; the hash tells versions apart.
    const std::string rule_text = interpreter::rule_set_text(rule_file);
    const std::string rule_name = "rules/chess/" + rule_file.filename().string();
    record.rule_set_id = store::ensure_rule_set(database, rule_name, store::rule_text_hash(rule_text), rule_text);
    record.id = store::save_game(database, record);
    record.played_at = store::load_game(database, record.id)->played_at;
    fmt::print("\nStored as game {} in {} (newell show {} --trace, newell export {} --pgn).\n", record.id,
               request.database_file, record.id, record.id);
    if (request.report_file.empty()) return true;
    report::ReportSettings settings;
    settings.rule_set = store::rule_set_label(database, *record.rule_set_id).value_or("");
    const report::GameReport built = report::build_report(record, settings);
    std::ofstream file(request.report_file, std::ios::binary);
    file << built.html;
    file.close();
    if (!file) {
      fmt::print(stderr, "newell demo: cannot write the report '{}'\n", request.report_file);
      return false;
    }
    for (const auto& note : built.notes) fmt::print("Note: {}\n", note);
    fmt::print("Report: {} (open it in a browser; arrow keys step through the game and its goal nets).\n",
               std::filesystem::absolute(request.report_file).string());
    return true;
  } catch (const std::exception& error) {
    fmt::print(stderr, "newell demo: the game could not be kept: {}\n", error.what());
    return false;
  }
}

// The game's end, or nullopt while it goes on.
std::optional<std::string> game_over(const chess::Position& position) {
  if (!chess::has_legal_move(position)) {
    if (!position.in_check()) return std::string("1/2-1/2 (stalemate)");
    return std::string(position.side_to_move() == chess::White ? "0-1 (Black mates)" : "1-0 (White mates)");
  }
  if (position.is_repetition(3)) return std::string("1/2-1/2 (threefold repetition)");
  if (position.is_fifty_move_draw()) return std::string("1/2-1/2 (fifty-move rule)");
  if (position.has_insufficient_material()) return std::string("1/2-1/2 (insufficient material)");
  return std::nullopt;
}

int run_demo(const DemoRequest& request) {
  chess::Position position = chess::Position::start();
  if (request.fen) {
    try {
      position = chess::Position::from_fen(*request.fen);
    } catch (const chess::NotationError& error) {
      fmt::print(stderr, "newell demo: {}\n", error.what());
      return 1;
    }
  }
  games::link_chess_game();
  games::ChessGame game(position.to_fen());
  std::unique_ptr<goals::Rules> rules;
  const std::filesystem::path rule_file = goals::default_rule_file(describe(GameKind::chess).name);
  try {
    rules = goals::Rules::load(rule_file, game.registry());
  } catch (const std::exception& error) {
    fmt::print(stderr, "newell demo: {}\n", error.what());
    return 1;
  }
  goals::GoalEngine engine(game, *rules);
  fmt::print("newell demo: Newell's goal engine (White) against the alpha-beta core (Black), {} nodes a move,\n"
             "up to {} plies. Each goal-engine move comes with its reason; scores are White's view.\n\n",
             request.nodes, request.plies);

  chess::TranspositionTable table(16);
  chess::Search search(table);
  chess::NodeCounter nodes;
  const std::atomic<bool> never_stop{false};
  chess::SearchLimits limits;
  limits.nodes = request.nodes;

  store::GameRecord record;
  record.kind = describe(GameKind::chess).name;
  record.first_player = "newell goal engine";
  record.second_player = fmt::format("alpha-beta core, {} nodes", request.nodes);
  record.start_position = position.to_fen();
  record.settings = fmt::format(R"({{"event":"newell demo","nodes":{},"plies":{},"white":"goal engine","black":"alpha-beta"}})",
                                request.nodes, request.plies);

  const auto started = std::chrono::steady_clock::now();
  std::optional<std::string> ending = game_over(position);
  int played = 0;
  std::uint64_t engine_nodes = 0;
  while (!ending && played < request.plies) {
    const chess::Color mover = position.side_to_move();
    const std::string number = mover == chess::White ? fmt::format("{:>4}.", position.fullmove_number())
                                                     : fmt::format("{:>4}...", position.fullmove_number());
    chess::Move move;
    if (mover == chess::White) {
      const goals::Decision decision = engine.choose_move({.nodes = request.nodes});
      move = chess::Move::from_raw(static_cast<std::uint16_t>(*decision.move));
      engine_nodes += decision.trace.nodes_used;
      record.moves.push_back({played + 1, decision.move_text, decision.trace.summary, goals::to_json(decision.trace).dump()});
      fmt::print("{} {:<7} goal engine {:>6} d{}\n         why ({}): {}\n", number, decision.move_text,
                 white_score_text(decision.trace.baseline_score.value_or(0), mover), decision.trace.verification_depth,
                 decision.trace.source == "goal" ? "goal" : "the core's choice", decision.trace.summary);
    } else {
      const chess::SearchResult result = search.run(position, limits, nodes, never_stop);
      move = result.best_move;
      record.moves.push_back({played + 1, chess::to_san(position, move),
                              fmt::format("the alpha-beta core's choice: {} at depth {}", white_score_text(result.score, mover),
                                          result.depth),
                              std::nullopt});
      fmt::print("{} {:<7} alpha-beta {:>6} d{}\n", number, chess::to_san(position, move),
                 white_score_text(result.score, mover), result.depth);
      engine.observe_opponent_move(move.raw());
    }
    game.make(move.raw());
    position.make_move(move);
    ++played;
    ending = game_over(position);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

  fmt::print("\n{}\n", records::board_diagram(describe(GameKind::chess), records::chess_board(position)));
  fmt::print("FEN: {}\n", position.to_fen());
  if (ending) {
    fmt::print("Result: {}\n", *ending);
  } else {
    const int white_view = chess::evaluate_for_white(position);
    const char* verdict = white_view > 50 ? "White is better" : white_view < -50 ? "Black is better" : "about level";
    fmt::print("Result: unfinished after {} plies; {} ({:+.2f} by the static evaluation)\n", played, verdict,
               white_view / 100.0);
  }
  fmt::print("{} plies, {} nodes in {:.2f} s. Try: newell explain --game chess --fen FEN (one decision's goal\n"
             "trace), newell uci (for a chess GUI), newell solve --epd FILE --nodes N --engine newell\n",
             played, nodes.count() + engine_nodes, seconds);
  std::tie(record.result, record.termination) = result_and_termination(ending, played);
  return keep_game(request, record, rule_file) ? 0 : 1;
}

void add_demo(CLI::App& root) {
  auto request = std::make_shared<DemoRequest>();
  auto* command = root.add_subcommand("demo", "Play a short game and print it move by move");
  command->add_option("--plies", request->plies, "Half-moves to play at most")->check(CLI::Range(1, 1000))->capture_default_str();
  command->add_option("--nodes", request->nodes, "Nodes searched per move")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 36))
      ->capture_default_str();
  command->add_option("--fen", request->fen, "Start from this position instead of the initial one");
  add_database_option(command, request->database_file);
  command->add_option("--report", request->report_file, "The HTML report to write (\"\" for none)")->capture_default_str();
  command->callback([request] {
    end_with_status(run_demo(*request));
  });
}

const CommandRegistration demo_registration{"demo", add_demo};

}  // namespace
}  // namespace newell::app
