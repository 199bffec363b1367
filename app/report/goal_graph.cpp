#include "app/report/goal_graph.h"

#include <fmt/core.h>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <future>
#include <random>
#include <sstream>

namespace newell::app::report {
namespace {

// Single quotes for the shell, so that a path with spaces or quotes stays one word.
std::string shell_word(const std::string& text) {
  std::string quoted = "'";
  for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

std::filesystem::path scratch_file(const char* suffix) {
  thread_local std::mt19937_64 random{std::random_device{}()};
  return std::filesystem::temp_directory_path() /
         fmt::format("newell-graph-{}-{:016x}{}", static_cast<long>(getpid()), random(), suffix);
}

}  // namespace

bool dot_available(const std::string& dot_program) {
  const std::string command = shell_word(dot_program) + " -V >/dev/null 2>&1";
  const int status = std::system(command.c_str());
  return status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

DrawnGraph draw_with_dot(const std::string& dot_text, const std::string& dot_program) {
  DrawnGraph drawn;
  const auto input = scratch_file(".dot");
  const auto output = scratch_file(".svg");
  const auto errors = scratch_file(".err");
  {
    std::ofstream file(input, std::ios::binary);
    file << dot_text;
  }
  const std::string command = fmt::format("{} -Tsvg -o {} {} 2>{}", shell_word(dot_program), shell_word(output.string()),
                                          shell_word(input.string()), shell_word(errors.string()));
  const int status = std::system(command.c_str());
  std::stringstream svg;
  std::stringstream messages;
  if (std::ifstream file(output, std::ios::binary); file) svg << file.rdbuf();
  if (std::ifstream file(errors, std::ios::binary); file) messages << file.rdbuf();
  std::error_code ignored;
  std::filesystem::remove(input, ignored);
  std::filesystem::remove(output, ignored);
  std::filesystem::remove(errors, ignored);

  const bool ran = status != -1 && WIFEXITED(status);
  if (!ran || WEXITSTATUS(status) == 127) {
    drawn.problem = fmt::format("Graphviz '{}' was not found, so the goal net is listed instead of drawn "
                                "(install the Debian package graphviz)", dot_program);
    return drawn;
  }
  const std::string text = svg.str();
  const auto start = text.find("<svg");
  if (WEXITSTATUS(status) != 0 || start == std::string::npos) {
    std::string reason = messages.str();
    while (!reason.empty() && (reason.back() == '\n' || reason.back() == '\r')) reason.pop_back();
    drawn.problem = fmt::format("'{} -Tsvg' failed (exit status {}){}", dot_program, WEXITSTATUS(status),
                                reason.empty() ? "" : ": " + reason);
    return drawn;
  }
  drawn.svg = text.substr(start);
  return drawn;
}

std::vector<DrawnGraph> draw_all_with_dot(const std::vector<std::string>& dot_texts, const std::string& dot_program) {
  std::vector<DrawnGraph> drawn(dot_texts.size());
  if (dot_texts.empty()) return drawn;
  if (!dot_available(dot_program)) {
    for (auto& graph : drawn)
      graph.problem = fmt::format("Graphviz '{}' was not found, so the goal net is listed instead of drawn "
                                  "(install the Debian package graphviz)", dot_program);
    return drawn;
  }
  // Starting dot costs more than drawing a small net: a few at a time hide most of that.
  constexpr std::size_t at_once = 4;
  for (std::size_t first = 0; first < dot_texts.size(); first += at_once) {
    std::vector<std::future<DrawnGraph>> running;
    for (std::size_t i = first; i < std::min(first + at_once, dot_texts.size()); ++i)
      running.push_back(std::async(std::launch::async, [&, i] { return draw_with_dot(dot_texts[i], dot_program); }));
    for (std::size_t i = 0; i < running.size(); ++i) drawn[first + i] = running[i].get();
  }
  return drawn;
}

}  // namespace newell::app::report
