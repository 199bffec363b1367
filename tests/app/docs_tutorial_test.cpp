// The chess tutorial in docs/language.md is run as a reader would run it: each `nwl chess` block is
// added to tutorial.nwl in a scratch folder, each `$ newell ...` line of a `console` block is run
// there with the built binary, and every line shown under it must appear in its output, in order
// (as a part of a line, leading blanks aside; `...` skips). So the tutorial cannot drift.

#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Command {
  int line = 0;                 // in the document
  std::string command;          // after "$ "
  std::string rules;            // tutorial.nwl as the blocks before it built it
  std::vector<std::string> expected;
};

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  return first == std::string::npos ? "" : text.substr(first);
}

std::vector<Command> tutorial_commands(const std::string& path) {
  std::ifstream input(path);
  std::vector<Command> commands;
  std::string rules;
  enum class Inside { nothing, rule_block, console, other } inside = Inside::nothing;
  int number = 0;
  for (std::string line; std::getline(input, line);) {
    ++number;
    if (inside == Inside::nothing) {
      if (line == "```nwl chess") inside = Inside::rule_block;
      else if (line == "```console") inside = Inside::console;
      else if (line.rfind("```", 0) == 0) inside = Inside::other;
    } else if (line == "```") {
      inside = Inside::nothing;
    } else if (inside == Inside::rule_block) {
      rules += line + "\n";
    } else if (inside == Inside::console) {
      if (line.rfind("$ ", 0) == 0) commands.push_back({number, line.substr(2), rules, {}});
      else if (!commands.empty()) commands.back().expected.push_back(line);
    }
  }
  return commands;
}

std::string run(const std::filesystem::path& folder, const std::string& command) {
  REQUIRE(command.rfind("newell ", 0) == 0);
  const std::string shell = "cd '" + folder.string() + "' && '" + NEWELL_BINARY + "' " + command.substr(7) + " 2>&1";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(shell.c_str(), "r"), pclose);
  REQUIRE(pipe);
  std::string output;
  std::array<char, 4096> buffer{};
  while (const auto read = std::fread(buffer.data(), 1, buffer.size(), pipe.get())) output.append(buffer.data(), read);
  return output;
}

}  // namespace

TEST_CASE("the chess tutorial in docs/language.md runs as it is written", "[docs]") {
  const auto commands = tutorial_commands(std::string(NEWELL_SOURCE_DIR) + "/docs/language.md");
  REQUIRE(commands.size() >= 7);
  const newell::testing::ScratchFolder scratch;
  const auto& folder = scratch.path();
  for (const Command& command : commands) {
    INFO("docs/language.md line " << command.line << ": $ " << command.command);
    {
      std::ofstream file(folder / "tutorial.nwl", std::ios::trunc);
      file << command.rules;
    }
    const std::string output = run(folder, command.command);
    INFO("output:\n" << output);
    std::istringstream lines(output);
    std::vector<std::string> actual;
    for (std::string line; std::getline(lines, line);) actual.push_back(line);
    std::size_t at = 0;
    for (const std::string& wanted : command.expected) {
      if (trimmed(wanted) == "..." || trimmed(wanted).empty()) continue;
      while (at < actual.size() && actual[at].find(trimmed(wanted)) == std::string::npos) ++at;
      INFO("expected line: " << wanted);
      REQUIRE(at < actual.size());
      ++at;
    }
  }
}
