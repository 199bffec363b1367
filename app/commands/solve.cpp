// `newell solve --epd FILE (--nodes N | --movetime MS)`: runs an engine on every position of a test
// suite (WAC, BK, ...) and checks its move against the suite's `bm` (best moves: any of them) and
// `am` (moves to avoid). The alpha-beta core's score here is the baseline the goal engine is
// measured against.

#include "app/command_registry.h"
#include "chess/epd.h"
#include "chess/notation.h"
#include "chess/search.h"

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
};

// What an engine answered for one position.
struct Answer {
  chess::Move move;
  int depth = 0;
  int score = 0;
  std::uint64_t nodes = 0;
};

std::string score_text(int score) {
  if (chess::is_mate_score(score)) return fmt::format("#{}", chess::mate_in_moves(score));
  return fmt::format("{:+.2f}", score / 100.0);
}

std::string san_list(const chess::Position& position, const std::vector<chess::Move>& moves) {
  std::string text;
  for (chess::Move move : moves) text += (text.empty() ? "" : " ") + chess::to_san(position, move);
  return text;
}

int solve(const SolveRequest& request) {
  std::vector<chess::EpdRecord> records;
  try {
    records = chess::read_epd_file(request.epd);
  } catch (const std::exception& error) {
    fmt::print(stderr, "newell solve: {}\n", error.what());
    return 1;
  }
  if (request.limit && *request.limit < records.size()) records.resize(*request.limit);

  chess::TranspositionTable table(request.hash_megabytes);
  chess::Search search(table);
  chess::NodeCounter total_nodes;
  const std::atomic<bool> never_stop{false};
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

    chess::SearchLimits limits;
    if (request.nodes) limits.nodes = *request.nodes;
    if (request.movetime_ms) limits.movetime = std::chrono::milliseconds(*request.movetime_ms);
    table.clear();  // each position on its own, whatever order the suite comes in
    search.new_game();
    const std::uint64_t before = total_nodes.count();
    const chess::SearchResult result = search.run(record.position, limits, total_nodes, never_stop);
    const Answer answer{result.best_move, result.depth, result.score, total_nodes.count() - before};

    const bool hits_best = best.empty() || std::find(best.begin(), best.end(), answer.move) != best.end();
    const bool hits_avoid = std::find(avoid.begin(), avoid.end(), answer.move) != avoid.end();
    const bool ok = answer.move && hits_best && !hits_avoid;
    ++counted;
    solved += ok;
    const std::string expected = (best.empty() ? "" : "bm " + san_list(record.position, best)) +
                                 (avoid.empty() ? "" : (best.empty() ? "am " : "; am ") + san_list(record.position, avoid));
    fmt::print("{:<10} {:<6}  {:<7}  depth {:>2}  score {:>7}  {:>9} nodes  ({})\n", id, ok ? "solved" : "missed",
               answer.move ? chess::to_san(record.position, answer.move) : "(none)", answer.depth,
               score_text(answer.score), answer.nodes, expected);
    std::fflush(stdout);
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - started).count();
  fmt::print("solved {} of {} ({:.1f}%) in {:.1f} s, {} nodes{}\n", solved, counted,
             counted ? 100.0 * solved / counted : 0.0, seconds, total_nodes.count(),
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
  command->add_option("--engine", request->engine, "Which engine answers")
      ->check(CLI::IsMember({"alphabeta"}))
      ->capture_default_str();
  command->add_option("--limit", request->limit, "Only the first K positions")->check(CLI::PositiveNumber);
  command->add_option("--hash", request->hash_megabytes, "Transposition table megabytes")
      ->check(CLI::Range(1, 4096))
      ->capture_default_str();
  command->callback([request] {
    if (!request->nodes && !request->movetime_ms) {
      fmt::print(stderr, "newell solve: give --nodes N or --movetime MS (the budget per position)\n");
      throw CommandFailed{2};
    }
    const int status = solve(*request);
    if (status != 0) throw CommandFailed{status};
  });
}

const CommandRegistration registration{"solve", add_solve};

}  // namespace
}  // namespace newell::app
