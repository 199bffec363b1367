// Golden diagnostics: each tests/interpreter/golden/*.nwl holds deliberate errors and, in
// `// error: line:col: message`, `// warning: ...` and `// hint: ...` comments, exactly what `newell check` must say.

#include "interpreter/check.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

using namespace newell::interpreter;

std::vector<std::string> expected_lines(const std::filesystem::path& path) {
  std::ifstream input(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(input, line);)
    if (line.rfind("// error: ", 0) == 0 || line.rfind("// warning: ", 0) == 0 || line.rfind("// hint: ", 0) == 0)
      lines.push_back(line);
  return lines;
}

std::vector<std::string> actual_lines(const std::filesystem::path& path) {
  SourceFiles files;
  Diagnostics diagnostics;
  check_rule_file(path.string(), "", files, diagnostics);
  diagnostics.sort();
  std::vector<std::string> lines;
  for (const auto& diagnostic : diagnostics.all()) {
    const auto& where = diagnostic.where;
    std::string spot = std::to_string(where.line) + ":" + std::to_string(where.column);
    if (where.file != 0) spot = std::filesystem::path(files.name(where.file)).filename().string() + ":" + spot;
    const char* severity = diagnostic.severity == Severity::error ? "// error: " : "// warning: ";
    lines.push_back(severity + spot + ": " + diagnostic.message);
    if (!diagnostic.hint.empty()) lines.push_back("// hint: " + diagnostic.hint);
  }
  return lines;
}

}  // namespace

TEST_CASE("golden rule files get exactly their expected diagnostics") {
  const std::filesystem::path folder = std::filesystem::path(NEWELL_SOURCE_DIR) / "tests/interpreter/golden";
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().extension() != ".nwl") continue;
    ++files;
    INFO("golden file: " << entry.path().filename().string());
    const auto expected = expected_lines(entry.path());
    CHECK_FALSE(expected.empty());
    CHECK(actual_lines(entry.path()) == expected);
  }
  CHECK(files >= 15);
}
