#pragma once
// The interface side of the xboard protocol (CECP, version 2) for engines that speak nothing else
// (fairymax, phalanx, sjeng): `xboard`, `protover 2` and the `feature` replies, `new`/`force`, the
// position by `setboard` or, for engines without it (fairymax), by `edit`, `level`/`st` and
// `time`/`otim`, `go`, moves with or without `usermove`, `ping`/`pong` for readiness, and the
// engine's `move ...`, thinking lines (`ply score time nodes pv`), resignations and result claims.
//
// GNU Chess (`cecp:gnuchess`, not `gnuchess -x`, whose output waits in a buffer) drops a `protover`
// sent right behind `xboard` and prints a prompt before its first line: the handshake asks again
// after a moment of silence and reads lines without the prompt.
//
// The engine is always driven in force mode: before each of its turns it gets `force`, the moves
// it has not seen, the clocks and `go`. That works the same for every engine, whatever it thinks
// about whose turn it is.

#include "match/child_process.h"

#include <chrono>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace newell::match {

class CecpError : public std::runtime_error {
 public:
  CecpError(const std::string& message, bool timed_out = false) : std::runtime_error(message), timed_out_(timed_out) {}
  bool timed_out() const { return timed_out_; }

 private:
  bool timed_out_;
};

// The engine's answer to `go`.
struct CecpAnswer {
  std::optional<std::string> move;   // the move as sent (coordinate or SAN)
  bool resigned = false;
  std::optional<std::string> claim;  // "1-0 {White mates}", "1/2-1/2 {Draw by repetition}", ...
  std::optional<int> score;          // from the last thinking line, for the engine (centipawns)
  std::optional<int> depth;
  std::chrono::milliseconds elapsed{0};
};

class CecpEngine {
 public:
  // Starts the program and completes `xboard` / `protover 2` (features until `done=1`, or a
  // moment of silence for version-1 engines).
  explicit CecpEngine(const std::vector<std::string>& command,
                      std::chrono::milliseconds reply_timeout = std::chrono::seconds(10));
  ~CecpEngine();
  CecpEngine(const CecpEngine&) = delete;
  CecpEngine& operator=(const CecpEngine&) = delete;

  const std::string& name() const { return name_; }  // feature myname, else the program
  // The value of a feature the engine announced ("1" for setboard=1), or nullopt.
  std::optional<std::string> feature(const std::string& key) const;

  // `option NAME=VALUE` (protocol 2 engine options).
  void set_option(const std::string& option, const std::string& value);
  // `new`, `force`, the start position (setboard or edit) and `post`; then the engine is ready.
  void new_game(const std::string& fen, bool initial_position);
  // `level 0 M:SS INC` (clock) or `st SECONDS` (a fixed time a move).
  void set_level(std::chrono::milliseconds initial, std::chrono::milliseconds increment);
  void set_movetime(std::chrono::milliseconds movetime);
  // Plays `moves` in force mode (the ones not yet sent), then `time`/`otim` (when given) and `go`;
  // reads until the engine moves, resigns or claims a result. Throws CecpError (timed_out() when
  // it said nothing decisive within `timeout`).
  CecpAnswer go(const std::vector<std::string>& moves, std::optional<std::chrono::milliseconds> own_time,
                std::optional<std::chrono::milliseconds> opponent_time, std::chrono::milliseconds timeout);
  // `ping N` until `pong N`.
  void wait_ready();
  void quit();

  std::string recent_transcript() const;

 private:
  void send(const std::string& line);
  std::optional<std::string> receive(std::chrono::milliseconds timeout);
  // The next line before `deadline`, or nullopt once it has passed; an engine that died is a
  // CecpError saying what we were `doing` ("while thinking").
  std::optional<std::string> receive_until(std::chrono::steady_clock::time_point deadline, const std::string& doing);
  void read_features(const std::string& line);
  void send_move(const std::string& move);
  void edit_position(const std::string& fen);

  ChildProcess process_;
  std::chrono::milliseconds reply_timeout_;
  std::string name_;
  std::map<std::string, std::string> features_;
  std::size_t moves_sent_ = 0;
  int ping_number_ = 0;
  std::vector<std::string> transcript_;
  std::size_t transcript_next_ = 0;
};

}  // namespace newell::match
