// `newell perft --game chess`: counts from a FEN (optionally per first move), or checks a whole
// EPD suite (`;D1 20 ;D2 400 ...`) and reports every mismatch.

#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <cstdint>

#include "app/common/position_argument.h"
#include "app/perft_request.h"
#include "chess/epd.h"
#include "chess/notation.h"
#include "chess/perft.h"

namespace newell::app {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

int perft_one(const PerftRequest& request) {
  chess::Position position = position_argument<chess::NotationError>(
      request.fen, chess::Position::start(), [](const std::string& fen) { return chess::Position::from_fen(fen); }, "perft");
  const auto start = Clock::now();
  std::uint64_t nodes = 0;
  if (request.divide) {
    for (const auto& [move, count] : chess::perft_divide(position, request.depth, request.bulk_counting)) {
      fmt::print("{}: {}\n", chess::to_uci(move), count);
      nodes += count;
    }
    fmt::print("\n");
  } else {
    nodes = chess::perft(position, request.depth, request.bulk_counting);
  }
  const double seconds = seconds_since(start);
  fmt::print("Nodes: {}\nTime: {:.3f} s\nNodes/s: {:.0f}\n", nodes, seconds,
             seconds > 0 ? double(nodes) / seconds : 0.0);
  return 0;
}

int perft_suite(const PerftRequest& request) {
  std::vector<chess::EpdRecord> records;
  try {
    records = chess::read_epd_file(*request.epd);
  } catch (const std::exception& error) {
    fmt::print(stderr, "newell perft: {}\n", error.what());
    return 1;
  }
  const auto start = Clock::now();
  int checked = 0, mismatches = 0, unreadable = 0;
  std::uint64_t nodes = 0;
  for (auto& record : records) {
    std::map<int, std::uint64_t> counts;
    try {
      counts = record.perft_counts();
    } catch (const chess::NotationError& error) {
      fmt::print(stderr, "{}:{}: {}\n", *request.epd, record.line_number, error.what());
      ++unreadable;
      continue;
    }
    // A perft suite says D1..Dn (and may name its positions): anything else is a mistake, e.g.
    // `;d3` or `;D 3`, which must not pass as a suite that checked nothing.
    const auto unknown = std::find_if(record.operations.begin(), record.operations.end(), [](const auto& operation) {
      const std::string& opcode = operation.first;
      const bool depth = opcode.size() >= 2 && opcode[0] == 'D' &&
                         opcode.find_first_not_of("0123456789", 1) == std::string::npos;
      return !depth && opcode != "id";
    });
    if (unknown != record.operations.end() || counts.empty()) {
      fmt::print(stderr, "{}:{}: {}\n", *request.epd, record.line_number,
                 unknown != record.operations.end()
                     ? fmt::format("unknown operation '{}' (a perft suite has D1 N ;D2 N ... and may have id)", unknown->first)
                     : std::string("no perft counts (D1 N ;D2 N ...)"));
      ++unreadable;
      continue;
    }
    for (const auto& [depth, expected] : counts) {
      if (request.depth > 0 && depth > request.depth) continue;
      const std::uint64_t got = chess::perft(record.position, depth, request.bulk_counting);
      nodes += got;
      ++checked;
      if (got != expected) {
        ++mismatches;
        fmt::print("MISMATCH line {}: {} depth {} expected {} got {}\n", record.line_number, record.position.to_fen(),
                   depth, expected, got);
      }
    }
  }
  const double seconds = seconds_since(start);
  fmt::print("{} positions, {} counts checked, {} mismatches{}; {} nodes in {:.3f} s ({:.0f} nodes/s)\n",
             records.size(), checked, mismatches, unreadable ? fmt::format(", {} unreadable lines", unreadable) : "",
             nodes, seconds, seconds > 0 ? double(nodes) / seconds : 0.0);
  return mismatches == 0 && unreadable == 0 ? 0 : 1;
}

}  // namespace

int run_chess_perft(const PerftRequest& request) {
  if (request.epd && request.fen) {
    fmt::print(stderr, "newell perft: give either --fen or --epd, not both\n");
    return 2;
  }
  return request.epd ? perft_suite(request) : perft_one(request);
}

}  // namespace newell::app
