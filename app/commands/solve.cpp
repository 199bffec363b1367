// `newell solve --epd FILE (--nodes N | --movetime MS)`: runs an engine on every position of a test
// suite (WAC, BK, ...) and checks its move against the suite's `bm` (best moves: any of them) and
// `am` (moves to avoid). The alpha-beta core's score here is the baseline the goal engine is
// measured against; `--engine uci:PROGRAM` runs an external UCI engine (a peer) the same way.

#include "app/command_registry.h"
#include "chess/epd.h"
#include "chess/notation.h"
#include "chess/score_text.h"
#include "chess/search.h"
#include "game_descriptor/game_descriptor.h"
#include "games/chess/chess_game.h"
#include "goals/engine.h"
#include "goals/rule_files.h"
#include "match/uci_engine.h"

#include <fmt/core.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <string>

namespace newell::app {
namespace {

using Clock = std::chrono::steady_clock;

struct SolveRequest {
  std::string epd;
  std::optional<std::uint64_t> nodes;
  std::optional<long long> movetime_ms;
  std::string engine = "alphabeta";
  std::optional<std::size_t> limit;
  std::size_t hash_megabytes = 64;
  std::string rules;  // --engine newell: the rule file (default rules/chess/newell.nwl)
};

// What an engine answered for one position.
struct Answer {
  chess::Move move;
  int depth = 0;
  int score = 0;
  std::uint64_t nodes = 0;
};

std::string san_list(const chess::Position& position, const std::vector<chess::Move>& moves) {
  std::string text;
  for (chess::Move move : moves) text += (text.empty() ? "" : " ") + chess::to_san(position, move);
  return text;
}

// Answers positions within the request's budget: our alpha-beta core or an external UCI engine.
class Solver {
 public:
  explicit Solver(const SolveRequest& request) : request_(request), table_(request.hash_megabytes), search_(table_) {
    if (request.engine == "newell") {
      games::link_chess_game();
      rules_path_ = request.rules.empty() ? goals::default_rule_file(describe(GameKind::chess).name) : std::filesystem::path(request.rules);
      // Check the rules once up front, so that a bad file is one clear error, not one per position.
      games::ChessGame game("");
      goals::Rules::load(rules_path_, game.registry());
    }
    if (request.engine.rfind("uci:", 0) == 0) {
      external_ = std::make_unique<match::UciEngine>(std::vector<std::string>{request.engine.substr(4)});
      external_->set_option("Hash", std::to_string(request.hash_megabytes));
      external_->wait_ready();
    }
  }

  Answer answer(const chess::Position& position) {
    Answer answer;
    if (request_.engine == "newell") {
      // The goal engine: every node it touches (tactics, verification, the core) counts.
      games::ChessGame game(position.to_fen());
      auto rules = goals::Rules::load(rules_path_, game.registry());
      goals::GoalEngine engine(game, *rules);
      const goals::Decision decision = engine.choose_move({.nodes = *request_.nodes});
      if (decision.move) answer.move = chess::Move::from_raw(static_cast<std::uint16_t>(*decision.move));
      answer.depth = decision.trace.verification_depth;
      answer.score = decision.trace.baseline_score.value_or(0);
      answer.nodes = decision.trace.nodes_used;
      nodes_.add(answer.nodes);
      return answer;
    }
    if (external_) {
      external_->new_game();
      external_->set_position(position.to_fen(), {});
      match::GoCommand go;
      if (request_.nodes) go.nodes = static_cast<long long>(*request_.nodes);
      if (request_.movetime_ms) go.movetime_ms = *request_.movetime_ms;
      const auto timeout = std::chrono::milliseconds(request_.movetime_ms.value_or(0) + 60000);
      const match::SearchReport report = external_->go(go, timeout);
      answer.depth = report.depth.value_or(0);
      answer.score = report.score_mate ? (*report.score_mate > 0 ? chess::mate_in(2 * *report.score_mate - 1)
                                                                 : chess::mated_in(-2 * *report.score_mate))
                                       : report.score_centipawns.value_or(0);
      try {
        answer.move = chess::parse_uci_move(position, report.best_move);
      } catch (const chess::NotationError&) {
        answer.move = chess::Move::none();  // counted as missed
      }
      for (auto line = report.info_lines.rbegin(); line != report.info_lines.rend(); ++line) {
        const auto at = line->find(" nodes ");
        if (at != std::string::npos) {
          answer.nodes = std::stoull(line->substr(at + 7));
          break;
        }
      }
      nodes_.add(answer.nodes);
      return answer;
    }
    chess::SearchLimits limits;
    if (request_.nodes) limits.nodes = *request_.nodes;
    if (request_.movetime_ms) limits.movetime = std::chrono::milliseconds(*request_.movetime_ms);
    table_.clear();  // each position on its own, whatever order the suite comes in
    search_.new_game();
    const std::uint64_t before = nodes_.count();
    const chess::SearchResult result = search_.run(position, limits, nodes_, never_stop_);
    return {result.best_move, result.depth, result.score, nodes_.count() - before};
  }

  std::uint64_t total_nodes() const { return nodes_.count(); }

 private:
  const SolveRequest& request_;
  chess::TranspositionTable table_;
  chess::Search search_;
  chess::NodeCounter nodes_;
  const std::atomic<bool> never_stop_{false};
  std::unique_ptr<match::UciEngine> external_;
  std::filesystem::path rules_path_;
};

int solve(const SolveRequest& request) {
  std::vector<chess::EpdRecord> records;
  try {
    records = chess::read_epd_file(request.epd);
  } catch (const std::exception& error) {
    fmt::print(stderr, "newell solve: {}\n", error.what());
    return 1;
  }
  if (request.limit && *request.limit < records.size()) records.resize(*request.limit);

  std::unique_ptr<Solver> solver;
  try {
    solver = std::make_unique<Solver>(request);
  } catch (const std::exception& error) {
    fmt::print(stderr, "newell solve: {}\n", error.what());
    return 1;
  }
  fmt::print("solving {} positions of {} with {} at {}\n", records.size(), request.epd, request.engine,
             request.nodes ? fmt::format("{} nodes per position", *request.nodes)
                           : fmt::format("{} ms per position", *request.movetime_ms));

  const auto started = Clock::now();
  int solved = 0;
  int counted = 0;
  int unreadable = 0;
  for (std::size_t index = 0; index < records.size(); ++index) {
    const chess::EpdRecord& record = records[index];
    const std::string id = record.id().empty() ? fmt::format("line {}", record.line_number) : record.id();
    std::vector<chess::Move> best, avoid;
    try {
      best = record.best_moves();
      avoid = record.avoid_moves();
    } catch (const chess::NotationError& error) {
      fmt::print(stderr, "{}:{}: {}\n", request.epd, record.line_number, error.what());
      ++unreadable;
      continue;
    }
    if (best.empty() && avoid.empty()) {
      fmt::print("{:<10} skipped: no bm or am operation\n", id);
      continue;
    }

    Answer answer;
    try {
      answer = solver->answer(record.position);
    } catch (const match::UciError& error) {
      fmt::print(stderr, "newell solve: {}: {}\n", id, error.what());
      return 1;
    }

    const bool hits_best = best.empty() || std::find(best.begin(), best.end(), answer.move) != best.end();
    const bool hits_avoid = std::find(avoid.begin(), avoid.end(), answer.move) != avoid.end();
    const bool ok = answer.move && hits_best && !hits_avoid;
    ++counted;
    solved += ok;
    const std::string expected = (best.empty() ? "" : "bm " + san_list(record.position, best)) +
                                 (avoid.empty() ? "" : (best.empty() ? "am " : "; am ") + san_list(record.position, avoid));
    fmt::print("{:<10} {:<6}  {:<7}  depth {:>2}  score {:>7}  {:>9} nodes  ({})\n", id, ok ? "solved" : "missed",
               answer.move ? chess::to_san(record.position, answer.move) : "(none)", answer.depth,
               chess::score_text(answer.score), answer.nodes, expected);
    std::fflush(stdout);
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - started).count();
  fmt::print("solved {} of {} ({:.1f}%) in {:.1f} s, {} nodes{}\n", solved, counted,
             counted ? 100.0 * solved / counted : 0.0, seconds, solver->total_nodes(),
             unreadable ? fmt::format("; {} unreadable positions", unreadable) : "");
  return unreadable ? 1 : 0;
}

void add_solve(CLI::App& root) {
  auto request = std::make_shared<SolveRequest>();
  auto* command = root.add_subcommand("solve", "Run an engine on a test suite (EPD with bm/am) and count the solutions");
  command->add_option("--epd", request->epd, "The suite: EPD lines with bm and/or am operations")
      ->required()
      ->check(CLI::ExistingFile);
  auto* nodes = command->add_option("--nodes", request->nodes, "Nodes per position")
                    ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
  auto* movetime = command->add_option("--movetime", request->movetime_ms, "Milliseconds per position")
                       ->check(CLI::Range(1LL, 24LL * 3600 * 1000));
  nodes->excludes(movetime);
  command->add_option("--engine", request->engine,
                      "alphabeta (newell's minimax core), newell (the goal engine, --nodes only) or uci:PROGRAM")
      ->check([](const std::string& engine) {
        if (engine == "alphabeta" || engine == "newell" || (engine.rfind("uci:", 0) == 0 && engine.size() > 4))
          return std::string();
        return "unknown engine '" + engine + "' (known: alphabeta, newell, uci:PROGRAM)";
      })
      ->capture_default_str();
  command->add_option("--rules", request->rules, "--engine newell: the rule file (default rules/chess/newell.nwl)");
  command->add_option("--limit", request->limit, "Only the first K positions")->check(CLI::PositiveNumber);
  command->add_option("--hash", request->hash_megabytes, "Transposition table megabytes")
      ->check(CLI::Range(1, 4096))
      ->capture_default_str();
  command->callback([request] {
    if (!request->nodes && !request->movetime_ms) {
      fmt::print(stderr, "newell solve: give --nodes N or --movetime MS (the budget per position)\n");
      throw CommandFailed{2};
    }
    if (request->engine == "newell" && !request->nodes) {
      fmt::print(stderr, "newell solve: --engine newell needs --nodes N (its budget is counted in nodes)\n");
      throw CommandFailed{2};
    }
    end_with_status(solve(*request));
  });
}

const CommandRegistration solve_registration{"solve", add_solve};

}  // namespace
}  // namespace newell::app
