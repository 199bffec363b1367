#pragma once
// Private to app/uci: the engine behind `run_uci` (uci_loop.h), one class whose methods live in
// files by purpose: uci_loop.cpp (the reader's and the engine's threads, the commands dispatched),
// uci_go.cpp (`go`: its limits, the searches of both engines and their info lines),
// uci_options.cpp (`uci`'s options and `setoption`, the Hash table), uci_game.cpp (the position,
// the game kept for the goal engine and the store).

#include "app/uci/uci_commands.h"
#include "app/uci/uci_loop.h"
#include "chess/position.h"
#include "chess/search.h"
#include "chess/time_manager.h"
#include "chess/transposition_table.h"
#include "game_descriptor/game_descriptor.h"
#include "goals/player.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace newell::uci {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

inline constexpr long long max_move_overhead_ms = 5000;

// UCI is a chess protocol: the game the goal engine plays here.
inline std::string_view chess_name() { return describe(GameKind::chess).name; }

// A command waiting its turn on the engine's thread: the line as read, when it came (a clock runs
// from then), and for a `go` its number among the `go`s read (what `stop` stops is counted in them).
struct Job {
  std::string line;
  Clock::time_point received;
  std::uint64_t go_number = 0;
  bool ready = false;  // an `isready`
};

class UciEngine {
 public:
  UciEngine(std::ostream& output, const UciSettings& settings)
      : output_(output), settings_(settings), store_games_(settings.database.has_value()),
        table_(std::make_unique<chess::TranspositionTable>(
            std::min(chess::TranspositionTable::default_megabytes, settings.max_hash_megabytes))),
        search_(std::make_unique<chess::Search>(*table_)), worker_([this] { work(); }) {}

  ~UciEngine() {
    close();
    save_game();
  }

  // The reader's side, called for each line as it is read: false when the line was `quit`.
  bool receive(std::string_view line, Clock::time_point received);

  // At the end of input: the searches with a bound get end_of_input_grace to finish, a search
  // until `stop` is stopped at once; then every search is stopped and the engine's thread ends.
  void end_of_input();

  // The goal engine's game with the start position, made before the first command: reading the
  // rules is the dearest part of a game's start, and a `go movetime 100` that paid for it had no
  // time left to think (a later game's rules come from the parse cache). A file that cannot be
  // read is reported at `go`, as before.
  void set_up_game() {
    if (settings_.engine != "newell") return;
    try {
      sync_game();
    } catch (const std::exception&) {
      player_.reset();
      player_moves_.clear();
    }
  }

  // A line too long to be a command was read and not kept.
  void refuse_long_line(std::size_t bytes) {
    error("a line of " + std::to_string(bytes) + " bytes was ignored (a command is at most 1 MB)");
  }

 private:
  void say(const std::string& line) {
    std::lock_guard lock(output_mutex_);
    output_ << line << '\n';
    output_.flush();
  }
  // One `info string` line per line of the message (a rule file's diagnostics have several).
  void error(const std::string& message) {
    std::istringstream lines(message);
    std::string line, prefix = "info string error: ";
    while (std::getline(lines, line)) {
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      say(prefix + line);
      prefix = "info string ";
    }
  }

  // The reader's side.
  void stop_received();
  void ponder_hit();
  // No more commands: the engine's thread runs what is queued and ends.
  void close();

  // The engine's thread (uci_loop.cpp): runs the queued commands one by one.
  void work();
  void handle(const Job& job);
  // The search numbered `go_number` begins: its stop flag as `stop` and the end of input left it;
  // a pondering one (`ponders`) gets `ponder_budget` at `ponderhit` (none: it stops then).
  // True when it is stopped already and no more input will come (quit, the end of input): then the
  // core answers at once, without reading rules or bringing the game up to date.
  bool begin_search(std::uint64_t go_number, bool infinite, bool ponders, std::optional<milliseconds> ponder_budget);
  void end_search();

  // `go` (uci_go.cpp).
  void go(const Job& job, const std::vector<std::string_view>& words);
  chess::SearchLimits limits_for(const GoParameters& go, Clock::time_point received) const;
  // `record`: the move goes into the game kept (false: the game was not brought up to date).
  void go_alphabeta(chess::SearchLimits limits, bool record = true);
  void go_newell(const GoParameters& parameters, const chess::SearchLimits& limits);

  // The options (uci_options.cpp).
  void identify();
  void set_option(const std::vector<std::string_view>& words);
  // The core's search, on the table Hash asked for once its allocation (on a thread of its own, so
  // that neither `isready`, `go` nor `quit` waits for it) has finished, else on the one there was.
  chess::Search& core_search();
  void resize_hash(std::size_t megabytes);

  // The position and the game kept (uci_game.cpp).
  void new_game();
  void set_position(const std::vector<std::string_view>& words);
  // The board and its FEN, for `d`.
  void show_board();
  // The goal engine's rule file: the Rules option, else --rules, else the default.
  std::filesystem::path rule_file() const;
  // The game the engine keeps (both engines: it is stored, and the goal engine reads it) is brought
  // to the last `position`; a position that does not continue it starts another game.
  void sync_game();
  void save_game();

  std::ostream& output_;
  std::mutex output_mutex_;

  // Shared by the reader and the engine's thread, under control_mutex_.
  std::mutex control_mutex_;
  std::condition_variable jobs_wake_;  // a job came, or the input closed
  std::condition_variable idle_wake_;  // the engine's thread ended
  std::deque<Job> jobs_;
  bool closed_ = false;            // no more jobs will come
  bool ended_ = false;             // the engine's thread has ended
  bool end_of_input_ = false;      // a search until `stop` is stopped as it starts
  std::uint64_t gos_received_ = 0;
  std::uint64_t stopped_through_ = 0;  // the `go`s numbered up to this are stopped (`stop`, `quit`)
  std::uint64_t ponderhit_through_ = 0;  // a `ponderhit` read before its pondering search began
  std::uint64_t current_go_ = 0;       // the search running (0: none)
  bool current_infinite_ = false;
  // `go ponder`: the search thinks on the opponent's time without limit; `ponderhit` (the expected
  // move was played) gives it the time the same `go` without `ponder` would have had, from then on.
  bool current_ponders_ = false;
  std::optional<milliseconds> ponder_budget_;
  std::thread ponder_timer_;
  std::atomic<bool> stop_{false};       // the running search's
  std::atomic<bool> searching_{false};  // for the ponder timer

  // The engine's thread alone.
  UciSettings settings_;
  bool store_games_;
  std::unique_ptr<chess::TranspositionTable> table_;
  // A Hash being allocated (resize_hash): taken by the first search after it is done.
  struct PendingTable {
    std::mutex mutex;
    std::size_t megabytes = 0;
    std::unique_ptr<chess::TranspositionTable> table;  // none when done: the allocation failed
    bool done = false;
  };
  std::shared_ptr<PendingTable> pending_table_;
  std::unique_ptr<chess::Search> search_;  // its tables are large: on the heap
  chess::Position position_ = chess::Position::start();
  chess::NodeCounter nodes_;
  milliseconds move_overhead_ = chess::default_move_overhead;
  bool show_reasons_ = false;  // the Show Reasons option: each decision's trace as info string lines
  int multipv_ = 1;            // the MultiPV option: the goal engine's candidates listed per decision
  // The last `position`: its start (FEN) and moves (UCI), and the game played so far.
  std::string position_start_ = chess::Position::start().to_fen();
  std::vector<std::string> position_moves_;
  std::unique_ptr<goals::GamePlayer> player_;
  std::vector<std::string> player_moves_;

  std::thread worker_;  // last: it starts once everything above is built
};

}  // namespace newell::uci
