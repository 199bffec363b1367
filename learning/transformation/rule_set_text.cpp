#include "learning/transformation/rule_set_text.h"

#include "learning/transformation/learning_run.h"
#include "learning/transformation/statement_scan.h"

#include <fmt/core.h>

#include <algorithm>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace newell::learning::transformation {

namespace {

bool keyword_at(const std::string& text, std::size_t at, std::string_view keyword) {
  return text.compare(at, keyword.size(), keyword) == 0 && (at + keyword.size() >= text.size() || !identifier_character(text[at + keyword.size()]));
}

// `include "FILE".` or `game NAME.` at `at`: where it ends (after its dot) and its argument.
struct Directive {
  std::size_t end = 0;
  std::string argument;
};

std::optional<Directive> include_at(const std::string& text, std::size_t at) {
  if (!keyword_at(text, at, "include")) return std::nullopt;
  std::size_t next = skip_space_and_comments(text, at + 7);
  if (next >= text.size() || text[next] != '"') return std::nullopt;
  const auto close = text.find('"', next + 1);
  if (close == std::string::npos) return std::nullopt;
  Directive directive{0, text.substr(next + 1, close - next - 1)};
  next = skip_space_and_comments(text, close + 1);
  if (next >= text.size() || text[next] != '.') return std::nullopt;
  directive.end = next + 1;
  return directive;
}

std::optional<Directive> game_header_at(const std::string& text, std::size_t at) {
  if (!keyword_at(text, at, "game")) return std::nullopt;
  std::size_t next = skip_space_and_comments(text, at + 4);
  const std::size_t name = next;
  while (next < text.size() && identifier_character(text[next])) ++next;
  if (next == name) return std::nullopt;
  Directive directive{0, text.substr(name, next - name)};
  next = skip_space_and_comments(text, next);
  if (next >= text.size() || text[next] != '.') return std::nullopt;
  directive.end = next + 1;
  return directive;
}

// One file's own text: its includes are written out here, not by read_rule_text (which gives the set).
std::string file_text(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw std::runtime_error(fmt::format("{}: cannot read the rule file", path.string()));
  std::ostringstream text;
  text << file.rdbuf();
  if (file.bad()) throw std::runtime_error(fmt::format("{}: cannot read the rule file", path.string()));
  return text.str();
}

struct Reading {
  std::vector<std::filesystem::path> chain;  // the files being read, outermost first
  std::set<std::filesystem::path> read;      // every file read so far: the loader reads a file once
};

std::string read_through_includes(const std::filesystem::path& path, Reading& reading, bool top) {
  const auto normal = std::filesystem::weakly_canonical(path);
  auto& chain = reading.chain;
  if (std::find(chain.begin(), chain.end(), normal) != chain.end())
    throw std::runtime_error(fmt::format("{}: the file includes itself", path.string()));
  if (!reading.read.insert(normal).second) return "// (read above)\n";
  chain.push_back(normal);
  const std::string text = file_text(path);
  std::string out;
  std::size_t copied = 0;
  // An included file's own `game` header is dropped: the set has one, the top file's.
  if (!top)
    for_each_keyword(text, "game", [&](std::size_t at) {
      const auto header = game_header_at(text, at);
      if (!header || at < copied) return at + 1;
      out += text.substr(copied, at - copied);
      copied = header->end;
      return header->end;
    });
  std::string without_header = out + text.substr(copied);
  out.clear();
  copied = 0;
  // The loader merges a file's own statements first, then each include's in order (their own, then
  // theirs): the one text keeps that order, each include left as a comment where it stood.
  std::vector<std::string> included;
  for_each_keyword(without_header, "include", [&](std::size_t at) {
    const auto include = include_at(without_header, at);
    if (!include) return at + 1;
    const std::filesystem::path named(include->argument);
    if (named.extension() != ".nwl")
      throw std::runtime_error(fmt::format("{}: '{}' is not a rule file (.nwl)", path.string(), include->argument));
    out += without_header.substr(copied, at - copied);
    std::string statement = without_header.substr(at, include->end - at);
    std::replace(statement.begin(), statement.end(), '\n', ' ');  // one comment line
    out += "// (included below) " + statement;
    copied = include->end;
    included.push_back(include->argument);
    return include->end;
  });
  out += without_header.substr(copied);
  for (const auto& name : included) {
    if (!out.empty() && out.back() != '\n') out += '\n';
    out += fmt::format("// from {}:\n", name);
    out += read_through_includes(path.parent_path() / name, reading, false);
  }
  if (!out.empty() && out.back() != '\n') out += '\n';
  chain.pop_back();
  return out;
}

}  // namespace

std::string rule_set_text(const std::filesystem::path& path) {
  Reading reading;
  return read_through_includes(path, reading, true);
}

}  // namespace newell::learning::transformation
