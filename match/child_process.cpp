#include "match/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <thread>

namespace newell::match {
namespace {

using Clock = std::chrono::steady_clock;

std::string system_message(int error) { return std::strerror(error); }

void close_quietly(int& descriptor) {
  if (descriptor >= 0) ::close(descriptor);
  descriptor = -1;
}

// A write to a dead child raises SIGPIPE, which would end this whole program; block it on this
// thread for the one call and swallow the signal if the write raised it, so the caller gets EPIPE.
ssize_t write_without_sigpipe(int descriptor, const char* data, size_t size) {
  sigset_t pipe_only;
  sigset_t previous;
  sigemptyset(&pipe_only);
  sigaddset(&pipe_only, SIGPIPE);
  sigset_t pending;
  sigemptyset(&pending);
  sigpending(&pending);
  const bool already_pending = sigismember(&pending, SIGPIPE) == 1;
  pthread_sigmask(SIG_BLOCK, &pipe_only, &previous);
  ssize_t written;
  do {
    written = ::write(descriptor, data, size);
  } while (written < 0 && errno == EINTR);
  const int saved_errno = errno;
  if (written < 0 && saved_errno == EPIPE && !already_pending) {
    const timespec no_wait{0, 0};
    while (sigtimedwait(&pipe_only, nullptr, &no_wait) < 0 && errno == EINTR) {
    }
  }
  pthread_sigmask(SIG_SETMASK, &previous, nullptr);
  errno = saved_errno;
  return written;
}

std::string describe_status(int status) {
  if (WIFEXITED(status)) return "exit status " + std::to_string(WEXITSTATUS(status));
  if (WIFSIGNALED(status)) return "killed by signal " + std::to_string(WTERMSIG(status));
  return "ended with wait status " + std::to_string(status);
}

}  // namespace

ChildProcess::ChildProcess(const std::vector<std::string>& arguments, ErrorOutput errors) {
  if (arguments.empty() || arguments.front().empty()) throw ProcessError("no program to start");
  program_ = arguments.front();

  // Everything the child needs is prepared before fork: after it only async-signal-safe calls.
  std::vector<char*> argv;
  argv.reserve(arguments.size() + 1);
  for (const auto& argument : arguments) argv.push_back(const_cast<char*>(argument.c_str()));
  argv.push_back(nullptr);

  int input_pipe[2];   // we write, the child reads
  int output_pipe[2];  // the child writes, we read
  int exec_report[2];  // carries errno when execvp fails; closed by a successful exec
  if (::pipe2(input_pipe, O_CLOEXEC) != 0) throw ProcessError("pipe: " + system_message(errno));
  if (::pipe2(output_pipe, O_CLOEXEC) != 0) {
    const int error = errno;
    ::close(input_pipe[0]);
    ::close(input_pipe[1]);
    throw ProcessError("pipe: " + system_message(error));
  }
  if (::pipe2(exec_report, O_CLOEXEC) != 0) {
    const int error = errno;
    for (int descriptor : {input_pipe[0], input_pipe[1], output_pipe[0], output_pipe[1]}) ::close(descriptor);
    throw ProcessError("pipe: " + system_message(error));
  }

  pid_ = ::fork();
  if (pid_ < 0) {
    const int error = errno;
    for (int descriptor : {input_pipe[0], input_pipe[1], output_pipe[0], output_pipe[1], exec_report[0], exec_report[1]})
      ::close(descriptor);
    throw ProcessError("fork: " + system_message(error));
  }
  if (pid_ == 0) {
    ::setpgid(0, 0);
    // Should this process die without stopping it, the child (a wrapper, or the engine) dies too.
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    ::dup2(input_pipe[0], STDIN_FILENO);
    ::dup2(output_pipe[1], STDOUT_FILENO);
    if (errors == ErrorOutput::merged) ::dup2(output_pipe[1], STDERR_FILENO);
    ::execvp(argv[0], argv.data());
    const int error = errno;
    [[maybe_unused]] ssize_t ignored = ::write(exec_report[1], &error, sizeof error);
    ::_exit(127);
  }

  ::setpgid(pid_, pid_);  // also here: whichever of the two runs first, the group exists before exec
  group_ = pid_;
  ::close(input_pipe[0]);
  ::close(output_pipe[1]);
  ::close(exec_report[1]);
  to_child_ = input_pipe[1];
  from_child_ = output_pipe[0];

  int exec_error = 0;
  ssize_t got;
  do {
    got = ::read(exec_report[0], &exec_error, sizeof exec_error);
  } while (got < 0 && errno == EINTR);
  ::close(exec_report[0]);
  if (got == static_cast<ssize_t>(sizeof exec_error)) {
    close_quietly(to_child_);
    close_quietly(from_child_);
    reap(true);
    throw ProcessError("cannot start '" + program_ + "': " + system_message(exec_error));
  }
}

ChildProcess::~ChildProcess() { stop(std::chrono::milliseconds(500)); }

void ChildProcess::write_line(const std::string& line) {
  if (to_child_ < 0) throw ProcessError("'" + program_ + "' is no longer running");
  std::string data = line + '\n';
  size_t sent = 0;
  while (sent < data.size()) {
    const ssize_t written = write_without_sigpipe(to_child_, data.data() + sent, data.size() - sent);
    if (written < 0) {
      const int error = errno;
      reap(false);
      throw ProcessError("cannot write to '" + program_ + "': " + system_message(error) +
                         (exit_description_.empty() ? "" : " (" + exit_description_ + ")"));
    }
    sent += static_cast<size_t>(written);
  }
}

std::optional<std::string> ChildProcess::read_line(std::chrono::milliseconds timeout) {
  const auto deadline = Clock::now() + timeout;
  while (true) {
    const auto newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      std::string line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (from_child_ < 0) throw ProcessError("'" + program_ + "' closed its output");
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) return std::nullopt;
    pollfd request{from_child_, POLLIN, 0};
    const int ready = ::poll(&request, 1, static_cast<int>(left.count()));
    if (ready < 0) {
      if (errno == EINTR) continue;
      throw ProcessError("poll: " + system_message(errno));
    }
    if (ready == 0) continue;  // the loop ends once the deadline has passed
    char chunk[4096];
    const ssize_t got = ::read(from_child_, chunk, sizeof chunk);
    if (got < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      throw ProcessError("cannot read from '" + program_ + "': " + system_message(errno));
    }
    if (got == 0) {
      close_quietly(from_child_);
      // A child that closed its output is usually exiting: give it a moment, so that the error
      // can say how it ended.
      const auto exit_deadline = Clock::now() + std::chrono::milliseconds(200);
      while (!reap(false) && Clock::now() < exit_deadline) std::this_thread::sleep_for(std::chrono::milliseconds(1));
      if (!buffer_.empty()) {  // a last line without its newline still counts
        std::string line;
        line.swap(buffer_);
        return line;
      }
      throw ProcessError("'" + program_ + "' closed its output" +
                         (exit_description_.empty() ? "" : " (" + exit_description_ + ")"));
    }
    append_bounded(chunk, static_cast<size_t>(got));
  }
}

void ChildProcess::append_bounded(const char* data, std::size_t size) {
  std::string_view rest(data, size);
  while (!rest.empty()) {
    const auto newline = rest.find('\n');
    const std::string_view piece = rest.substr(0, newline == std::string_view::npos ? rest.size() : newline + 1);
    rest.remove_prefix(piece.size());
    const bool ends_line = piece.back() == '\n';
    if (!cutting_) {
      const std::size_t line_start = buffer_.rfind('\n') == std::string::npos ? 0 : buffer_.rfind('\n') + 1;
      const std::size_t held = buffer_.size() - line_start;
      const std::size_t text = piece.size() - (ends_line ? 1 : 0);
      if (held + text <= max_line_bytes) {
        buffer_.append(piece);
        continue;
      }
      buffer_.append(piece.substr(0, max_line_bytes - held));
      cutting_ = true;
    }
    if (ends_line) {  // the end of the cut line: it is returned as far as it was kept
      buffer_ += '\n';
      cutting_ = false;
    }
  }
}

void ChildProcess::close_input() { close_quietly(to_child_); }

bool ChildProcess::running() { return pid_ > 0 && !reap(false); }

bool ChildProcess::reap(bool wait) {
  if (pid_ <= 0) return true;
  int status = 0;
  pid_t result;
  do {
    result = ::waitpid(pid_, &status, wait ? 0 : WNOHANG);
  } while (result < 0 && errno == EINTR);
  if (result == 0) return false;
  exit_description_ = result == pid_ ? describe_status(status) : "lost (" + system_message(errno) + ")";
  pid_ = -1;
  return true;
}

void ChildProcess::stop(std::chrono::milliseconds grace) {
  close_quietly(to_child_);  // a well-behaved engine exits on end of input
  if (pid_ > 0) {
    const auto deadline = Clock::now() + grace;
    while (!reap(false) && Clock::now() < deadline) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    if (pid_ > 0) {
      ::kill(-group_, SIGKILL);
      ::kill(pid_, SIGKILL);
      reap(true);
    }
  }
  // What the child started may outlive it (a wrapper script's engine): the group goes too.
  if (group_ > 0) ::kill(-group_, SIGKILL);
  group_ = -1;
  close_quietly(from_child_);
}

ProgramRun run_program(const std::vector<std::string>& arguments, std::string_view input, std::chrono::milliseconds patience) {
  ChildProcess child(arguments, ErrorOutput::merged);
  // The whole input first: a program that reads it all before it answers (dot) cannot fill its
  // output pipe meanwhile.
  ProgramRun run;
  try {
    if (!input.empty()) {
      std::string text(input);
      if (text.back() == '\n') text.pop_back();
      child.write_line(text);
    }
  } catch (const ProcessError&) {
    // It stopped reading (it failed early): what it printed says why.
  }
  child.close_input();
  const auto deadline = Clock::now() + patience;
  bool out_of_patience = false;
  try {
    while (true) {
      const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
      const auto line = child.read_line(std::max(left, std::chrono::milliseconds(0)));
      if (!line) {
        out_of_patience = true;
        break;
      }
      run.output += *line;
      run.output += '\n';
    }
  } catch (const ProcessError&) {
    // It closed its output: it has ended.
  }
  child.stop(std::chrono::milliseconds(1000));
  run.exit_description = out_of_patience ? "still running after " + std::to_string(patience.count()) + " ms, killed"
                                         : child.exit_description();
  return run;
}

}  // namespace newell::match
