#pragma once
// A program started with its standard input and output connected to us by pipes, read line by
// line with a timeout: how the match harness talks to an external engine without ever hanging on
// one that is slow, silent or dead.

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace newell::match {

// Starting the program failed, writing to it failed, or it died.
class ProcessError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class ChildProcess {
 public:
  // Starts `arguments[0]` (searched on PATH when it has no '/') with the rest as its arguments.
  // Throws ProcessError naming the program when it cannot be started (missing, not executable).
  explicit ChildProcess(const std::vector<std::string>& arguments);
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Sends `line` and a newline. Throws ProcessError when the child has closed its input (died).
  void write_line(const std::string& line);

  // The next line the child printed (without its newline), or nullopt when none arrived within
  // `timeout`. Throws ProcessError when the child closed its output (exited) before a full line.
  std::optional<std::string> read_line(std::chrono::milliseconds timeout);

  // True while the child has not exited.
  bool running();

  // Closes the child's input and waits up to `grace` for it to exit, then kills it. Idempotent.
  void stop(std::chrono::milliseconds grace = std::chrono::milliseconds(1000));

  // How the child ended, e.g. "exit status 0" or "killed by signal 9"; empty while running.
  const std::string& exit_description() const { return exit_description_; }

  const std::string& program() const { return program_; }

 private:
  bool reap(bool wait);

  std::string program_;
  pid_t pid_ = -1;
  int to_child_ = -1;
  int from_child_ = -1;
  std::string buffer_;  // bytes read past the last returned line
  std::string exit_description_;
};

}  // namespace newell::match
