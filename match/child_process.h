#pragma once
// A program started with its standard input and output connected to us by pipes, read line by
// line with a timeout: how the match harness talks to an external engine without ever hanging on
// one that is slow, silent or dead. Nor flooded by one: a line longer than max_line_bytes is cut
// there (the rest of it is dropped), so what we hold of a child's output stays bounded. The child
// leads its own process group and stop() kills the whole group, so an engine started through a
// wrapper script (without `exec`) is not left running.

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace newell::match {

// Starting the program failed, writing to it failed, or it died.
class ProcessError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Where the child's standard error goes: ours (an engine's complaints reach the terminal), or into
// its output (a tool whose messages the caller reports).
enum class ErrorOutput { inherited, merged };

class ChildProcess {
 public:
  static constexpr std::size_t max_line_bytes = 64 * 1024;

  // Starts `arguments[0]` (searched on PATH when it has no '/') with the rest as its arguments.
  // Throws ProcessError naming the program when it cannot be started (missing, not executable).
  // The child is killed when the thread that started it ends (PR_SET_PDEATHSIG is per thread), so
  // a ChildProcess is started by the thread that outlives its use (a match game's worker does).
  explicit ChildProcess(const std::vector<std::string>& arguments, ErrorOutput errors = ErrorOutput::inherited);
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Sends `line` and a newline. Throws ProcessError when the child has closed its input (died).
  void write_line(const std::string& line);

  // The next line the child printed (without its newline), or nullopt when none arrived within
  // `timeout`. Throws ProcessError when the child closed its output (exited) before a full line.
  std::optional<std::string> read_line(std::chrono::milliseconds timeout);

  // Ends the child's input (it reads end of file) and leaves it running, to read what it answers.
  void close_input();

  // True while the child has not exited.
  bool running();

  // Closes the child's input and waits up to `grace` for it to exit, then kills it and every
  // process of its group (what it started). Idempotent.
  void stop(std::chrono::milliseconds grace = std::chrono::milliseconds(1000));

  // How the child ended, e.g. "exit status 0" or "killed by signal 9"; empty while running.
  const std::string& exit_description() const { return exit_description_; }

  const std::string& program() const { return program_; }

 private:
  bool reap(bool wait);
  void append_bounded(const char* data, std::size_t size);

  std::string program_;
  pid_t pid_ = -1;
  pid_t group_ = -1;  // the child's process group: its pid, alive while any member is
  int to_child_ = -1;
  int from_child_ = -1;
  std::string buffer_;  // bytes read past the last returned line
  bool cutting_ = false;  // dropping the rest of a line longer than max_line_bytes
  std::string exit_description_;
};

// What a program run to its end printed (standard output and error, merged) and how it ended
// ("exit status 0").
struct ProgramRun {
  std::string output;
  std::string exit_description;
  bool succeeded() const { return exit_description == "exit status 0"; }
};

// Runs a program to its end with `input` on its standard input, as a ChildProcess: how reports
// run Graphviz's dot. Throws ProcessError when it cannot be started; a program still running
// after `patience` is killed (its run says so).
ProgramRun run_program(const std::vector<std::string>& arguments, std::string_view input,
                       std::chrono::milliseconds patience = std::chrono::minutes(10));

}  // namespace newell::match
