#include "interpreter/rule_set_text.h"

#include <fmt/core.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace newell::interpreter {
namespace {

std::string file_text(const std::filesystem::path& path) {
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) throw std::runtime_error(fmt::format("{}: cannot read the rule file", path.string()));
  std::ifstream input(path, std::ios::binary);
  std::ostringstream text;
  text << input.rdbuf();
  if (!input) throw std::runtime_error(fmt::format("{}: cannot read the rule file", path.string()));
  return text.str();
}

void write_out(const std::filesystem::path& path, std::set<std::filesystem::path>& written, std::string& out) {
  std::error_code error;
  const auto canonical = std::filesystem::weakly_canonical(path, error);
  if (!written.insert(error ? path : canonical).second) return;
  static const std::regex include_line(R"re(^[ \t]*include[ \t]+"([^"\r\n]*)"[ \t]*\.[ \t]*(//.*)?\r?$)re");
  std::istringstream lines(file_text(path));
  std::vector<std::filesystem::path> included;
  std::string line;
  std::string own;
  while (std::getline(lines, line)) {
    std::smatch match;
    if (std::regex_match(line, match, include_line)) {
      const std::filesystem::path named(match[1].str());
      if (named.extension() != ".nwl")
        throw std::runtime_error(fmt::format("{}: '{}' is not a rule file (.nwl)", path.string(), named.string()));
      included.push_back(path.parent_path() / named);
      own += "// " + line + "\n";  // kept as a comment, so the lines that follow keep their numbers
      continue;
    }
    own += line + "\n";
  }
  out += own;
  for (const auto& file : included) {
    out += "\n// ---- " + file.filename().string() + " ----\n";
    write_out(file, written, out);
  }
}

}  // namespace

std::string rule_set_text(const std::filesystem::path& path) {
  std::set<std::filesystem::path> written;
  std::string out;
  write_out(path, written, out);
  return out;
}

}  // namespace newell::interpreter
