#pragma once
// The client side of UCI: drives an external engine (Stockfish, or `newell uci` itself) through a
// ChildProcess. Every wait has a timeout, so a hung or dead engine becomes an exception naming the
// engine and what it failed to answer, never a hung match.

#include "match/child_process.h"

#include <chrono>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace newell::match {

// The engine broke the protocol, died, or did not answer in time.
class UciError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The engine did not answer `go` with `bestmove` within the allowed time.
class UciTimeout : public UciError {
 public:
  using UciError::UciError;
};

// The fields of a `go` command; absent ones are not sent.
struct GoCommand {
  std::optional<long long> white_time_ms, black_time_ms, white_increment_ms, black_increment_ms;
  std::optional<int> moves_to_go;
  std::optional<long long> movetime_ms;
  std::optional<int> depth;
  std::optional<long long> nodes;
  bool infinite = false;

  std::string to_string() const;  // "go wtime 10000 btime 10000 winc 100 binc 100"
};

// What the engine said while searching and the move it chose.
struct SearchReport {
  std::string best_move;  // UCI notation, "0000" when the engine has no move
  std::optional<std::string> ponder;
  std::chrono::milliseconds elapsed{0};  // from sending `go` to reading `bestmove`
  std::optional<int> depth;              // from the last `info` line that had one
  std::optional<int> score_centipawns;   // from the last `info ... score cp N`
  std::optional<int> score_mate;         // from the last `info ... score mate N`
  std::vector<std::string> info_lines;  // the last kept_info_lines `info` lines
  static constexpr std::size_t kept_info_lines = 16;
};

class UciEngine {
 public:
  // Starts the engine and completes the `uci`/`uciok` handshake within `reply_timeout`.
  explicit UciEngine(const std::vector<std::string>& command,
                     std::chrono::milliseconds reply_timeout = std::chrono::seconds(10));
  ~UciEngine();
  UciEngine(const UciEngine&) = delete;
  UciEngine& operator=(const UciEngine&) = delete;

  const std::string& name() const { return name_; }          // from `id name`, else the program
  const std::string& author() const { return author_; }      // from `id author`
  const std::vector<std::string>& options() const { return options_; }  // the `option` lines

  void set_option(const std::string& option, const std::string& value);
  void wait_ready();  // `isready` until `readyok`
  void new_game();    // `ucinewgame` then wait_ready()
  // `position startpos moves ...` when `fen` is empty, else `position fen <fen> moves ...`.
  void set_position(const std::string& fen, const std::vector<std::string>& moves);
  // Sends `go` and reads until `bestmove`; throws UciTimeout when it takes longer than `timeout`.
  SearchReport go(const GoCommand& command, std::chrono::milliseconds timeout);
  // `quit`, then the process is given a moment to exit before it is killed.
  void quit();

  void send(const std::string& line);  // any raw command
  // The last lines exchanged ("> sent", "< received"), for error reports.
  std::string recent_transcript() const;
  // Reads lines until one starts with `word`; returns that line. Throws UciError on timeout.
  // Reads lines until one starts with `word`; every line before it goes to `on_other_line`.
  std::string wait_for(const std::string& word, std::chrono::milliseconds timeout,
                       const std::function<void(const std::string&)>& on_other_line = {});

 private:
  ChildProcess process_;
  std::chrono::milliseconds reply_timeout_;
  std::string name_;
  std::string author_;
  std::vector<std::string> options_;
  std::vector<std::string> transcript_;  // a ring of the last lines exchanged
  std::size_t transcript_next_ = 0;
  void remember(std::string line);
  std::optional<std::string> receive(std::chrono::milliseconds timeout);
  // The next line before `deadline`, or nullopt once it has passed; an engine that died is a
  // UciError saying what we were `doing` ("while searching").
  std::optional<std::string> receive_until(std::chrono::steady_clock::time_point deadline, const std::string& doing);
};

}  // namespace newell::match
