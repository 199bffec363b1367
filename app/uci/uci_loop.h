#pragma once
// `newell uci`: the engine side of the Universal Chess Interface. This thread reads the commands
// line by line and answers `isready`, `stop`, `ponderhit` and `quit` at once, whatever a search is
// doing; every other command waits its turn on the engine's own thread, in the order it came (a
// `go` while one runs is answered after it, never refused). A bad command gets `info string
// error: ...` and changes nothing.
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
  // Where finished games are stored; set, the Store Games option starts on. None: not stored unless
  // Store Games is set, and then in the user's data folder (user_game_store), never the working directory.
  std::optional<std::filesystem::path> database;
  // `info currmove` once a search has run this long (Stockfish's 3 s: a short search would flood the
  // GUI), and the goal engine's `info nodes nps time` every `heartbeat_every` while it thinks. Tests
  // lower both, so that what they check does not hang on the clock.
  std::chrono::milliseconds currmove_after{3000};
  std::chrono::milliseconds heartbeat_every{1000};
  // After the end of input, the time searches with a bound get to finish before they are stopped
  // (a search until `stop` is stopped at once), so that the process ends within a second.
  std::chrono::milliseconds end_of_input_grace{300};
  // The memory the machine has free, which caps Hash; none: read it (/proc/meminfo).
  std::optional<std::size_t> free_memory_megabytes;
};

// Runs until `quit` or the end of `input`; every `go` read is answered by one `bestmove` (at `quit`
// and past the end of input's grace its search is stopped). Returns the process exit status.
int run_uci(std::istream& input, std::ostream& output, const UciSettings& settings = {});

}  // namespace newell::uci
