#include "web/goal_net_drawing.h"

#include <fmt/core.h>

#include <spawn.h>
#include <sys/wait.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

extern char** environ;

namespace newell::web {

std::optional<std::string> draw_goal_net(const std::string& dot_text, std::string& problem, const std::string& dot_program) {
  std::string pattern = (std::filesystem::temp_directory_path() / "newell-net-XXXXXX").string();
  if (mkdtemp(pattern.data()) == nullptr) {
    problem = fmt::format("cannot make a temporary folder: {}", std::strerror(errno));
    return std::nullopt;
  }
  const std::filesystem::path folder = pattern;
  const auto input = (folder / "net.dot").string();
  const auto output = (folder / "net.svg").string();
  std::optional<std::string> svg;
  {
    std::ofstream(input, std::ios::binary) << dot_text;
    std::vector<std::string> words{dot_program, "-Tsvg", "-o", output, input};
    std::vector<char*> arguments;
    for (auto& word : words) arguments.push_back(word.data());
    arguments.push_back(nullptr);
    pid_t child = 0;
    const int started = posix_spawnp(&child, dot_program.c_str(), nullptr, nullptr, arguments.data(), environ);
    int status = 0;
    if (started != 0) {
      problem = fmt::format("Graphviz '{}' could not be started ({}): install the Debian package graphviz", dot_program,
                            std::strerror(started));
    } else if (waitpid(child, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      problem = fmt::format("'{} -Tsvg' failed", dot_program);
    } else {
      std::ifstream in(output, std::ios::binary);
      std::ostringstream text;
      text << in.rdbuf();
      const std::string drawn = text.str();
      const auto start = drawn.find("<svg");
      if (start == std::string::npos) problem = fmt::format("'{} -Tsvg' wrote no SVG", dot_program);
      else svg = drawn.substr(start);
    }
  }
  std::error_code error;
  std::filesystem::remove_all(folder, error);
  return svg;
}

}  // namespace newell::web
