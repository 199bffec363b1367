#pragma once
// `newell uci`: the engine side of the Universal Chess Interface. Commands are read line by line
// from `input`; the search runs on its own thread, so `isready` and `stop` are answered while it
// thinks. A bad command gets `info string error: ...` and changes nothing.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <istream>
#include <ostream>

namespace newell::uci {

// Caps for callers that must bound every search whatever the commands say (the fuzzer, tests).
struct UciSettings {
  std::uint64_t max_nodes_per_search = 0;  // 0 = no cap
  int max_depth = 0;                       // 0 = no cap
  std::size_t max_hash_megabytes = 4096;   // the largest Hash a GUI may set
  // Which engine answers `go`: "newell" (the goal engine: rules, goal net, tactics, and the core to
  // verify) or "alphabeta" (the core's search alone).
  std::string engine = "alphabeta";
  std::filesystem::path rules;                    // the goal engine's rules; empty: rules/chess/newell.nwl
  std::optional<std::filesystem::path> database;  // where finished games are stored; none: not stored
  // `info currmove` once a search has run this long (Stockfish's 3 s: a short search would flood the
  // GUI), and the goal engine's `info nodes nps time` every `heartbeat_every` while it thinks. Tests
  // lower both, so that what they check does not hang on the clock.
  std::chrono::milliseconds currmove_after{3000};
  std::chrono::milliseconds heartbeat_every{1000};
};

// Runs until `quit` or the end of `input` (where a finite search is let finish and an infinite
// one is stopped, so that its `bestmove` is still printed). Returns the process exit status.
int run_uci(std::istream& input, std::ostream& output, const UciSettings& settings = {});

}  // namespace newell::uci
