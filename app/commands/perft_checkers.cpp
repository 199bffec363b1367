// `newell perft --game checkers`: perft from the initial position or a FEN, or a whole suite file
// (--epd, in the format of tests/data/checkers/perft.txt) checked at every depth up to --depth.

#include "app/common/position_argument.h"
#include "app/perft_request.h"
#include "checkers/notation.h"
#include "checkers/perft.h"
#include "checkers/perft_suite.h"

#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <fstream>

namespace newell::app {
namespace {

namespace checkers = newell::checkers;

struct Timed {
  std::uint64_t nodes = 0;
  double seconds = 0;
  double cpu_seconds = 0;  // this process's processor time: on a shared machine it shows the speed itself
};

double cpu_now() {
  timespec now{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

template <class Work>
Timed timed(Work work) {
  const auto start = std::chrono::steady_clock::now();
  const double cpu_start = cpu_now();
  Timed result;
  result.nodes = work();
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  result.cpu_seconds = cpu_now() - cpu_start;
  return result;
}

void print_totals(const Timed& run) {
  const auto rate = [&](double seconds) { return seconds > 0 ? static_cast<double>(run.nodes) / seconds : 0.0; };
  fmt::print("nodes {}\ntime {:.3f} s\nnodes/s {:.0f}\ncpu time {:.3f} s\nnodes/s per cpu second {:.0f}\n", run.nodes,
             run.seconds, rate(run.seconds), run.cpu_seconds, rate(run.cpu_seconds));
}

int run_suite(const PerftRequest& request, const checkers::PerftOptions& options) {
  std::ifstream file(*request.epd);
  if (!file) {
    fmt::print(stderr, "newell perft: cannot read '{}'\n", *request.epd);
    return 1;
  }
  std::vector<checkers::PerftExpectation> entries;
  try {
    entries = checkers::read_perft_suite(file);
  } catch (const std::exception& error) {
    fmt::print(stderr, "newell perft: {}: {}\n", *request.epd, error.what());
    return 1;
  }
  int failures = 0;
  int checked = 0;
  for (const auto& entry : entries) {
    if (request.depth > 0 && entry.depth > request.depth) continue;
    auto entry_options = options;
    entry_options.unique_captures = entry.unique_captures || options.unique_captures;
    const Timed run = timed([&] { return checkers::perft(entry.position, entry.depth, entry_options); });
    ++checked;
    const bool ok = run.nodes == entry.nodes;
    failures += ok ? 0 : 1;
    fmt::print("{} {}{} depth {} expected {} got {} ({:.3f} s)\n", ok ? "ok  " : "FAIL", entry.fen,
               entry_options.unique_captures ? " (unique captures)" : "", entry.depth, entry.nodes, run.nodes, run.seconds);
  }
  fmt::print("{} checked, {} failed\n", checked, failures);
  return failures == 0 ? 0 : 1;
}

}  // namespace

int run_checkers_perft(const PerftRequest& request) {
  checkers::PerftOptions options;
  options.bulk_counting = request.bulk_counting;
  options.unique_captures = request.unique_captures;
  if (request.epd) return run_suite(request, options);
  const auto position = position_argument<checkers::NotationError>(
      request.fen, checkers::Position::initial(), [](const std::string& fen) { return checkers::parse_fen(fen); }, "perft");
  if (!request.divide) {
    print_totals(timed([&] { return checkers::perft(position, request.depth, options); }));
    return 0;
  }
  std::vector<checkers::DivideEntry> entries;
  const Timed run = timed([&] {
    entries = checkers::divide(position, request.depth, options);
    std::uint64_t total = 0;
    for (const auto& entry : entries) total += entry.nodes;
    return total;
  });
  std::vector<std::pair<std::string, std::uint64_t>> lines;
  for (const auto& entry : entries) lines.emplace_back(checkers::move_text(entry.move), entry.nodes);
  std::sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) {
    return std::stoi(a.first) != std::stoi(b.first) ? std::stoi(a.first) < std::stoi(b.first) : a.first < b.first;
  });
  for (const auto& [text, nodes] : lines) fmt::print("{}: {}\n", text, nodes);
  fmt::print("moves {}\n", lines.size());
  print_totals(run);
  return 0;
}

}  // namespace newell::app
