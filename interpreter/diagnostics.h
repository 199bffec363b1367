#pragma once
// Where things are in rule files, and the messages that point at them.
//
// Every message names `file:line:col`, shows the line with a caret under the spot, says what was
// expected, and may carry a hint ("did you mean 'attacks'?"). All messages of a run are collected,
// not just the first; `render_json` gives the same for tools.

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace newell::interpreter {

struct SourceLocation {
  std::uint32_t file = 0;    // index into SourceFiles
  std::uint32_t line = 0;    // 1-based; 0 = no location
  std::uint32_t column = 0;  // 1-based, in bytes
};

// The texts of every file read in one run (rule files, includes, the command line's expression).
class SourceFiles {
 public:
  std::uint32_t add(std::string name, std::string text);
  const std::string& name(std::uint32_t file) const { return files_.at(file).name; }
  const std::string& text(std::uint32_t file) const { return files_.at(file).text; }
  std::string_view line(SourceLocation where) const;
  std::size_t count() const { return files_.size(); }

 private:
  struct File {
    std::string name;
    std::string text;
    std::vector<std::size_t> line_starts;
  };
  std::vector<File> files_;
};

enum class Severity : std::uint8_t { error, warning };

struct Diagnostic {
  Severity severity = Severity::error;
  SourceLocation where;
  std::string message;
  std::string hint;  // may be empty
};

class Diagnostics {
 public:
  void error(SourceLocation where, std::string message, std::string hint = {});
  void warning(SourceLocation where, std::string message, std::string hint = {});

  bool has_errors() const { return error_count_ > 0; }
  std::size_t error_count() const { return error_count_; }
  // The first max_kept messages; the others are only counted (omitted()), so that a file of
  // garbage gives a screenful and "and N more", not a hundred thousand messages.
  const std::vector<Diagnostic>& all() const { return diagnostics_; }
  std::size_t omitted() const { return omitted_; }
  static constexpr std::size_t max_kept = 100;
  // In the order of file, line, column (then as reported), as a reader meets them.
  void sort();

 private:
  void keep(Diagnostic diagnostic);

  std::vector<Diagnostic> diagnostics_;
  std::size_t error_count_ = 0;
  std::size_t omitted_ = 0;
};

// file:line:col: error: message
//   12 | goal att(T: man, A: man) achieved when wins_exchange(A, Q).
//      |                                                          ^
//   hint: did you mean 'T'?
std::string render(const Diagnostic& diagnostic, const SourceFiles& files);
std::string render_all(const Diagnostics& diagnostics, const SourceFiles& files);
// [{"file":..., "line":..., "column":..., "severity":"error", "message":..., "hint":..., "source":...}]
std::string render_json(const Diagnostics& diagnostics, const SourceFiles& files);

// The known name nearest to `name` by edit distance, if near enough to be a likely misspelling.
std::string nearest_name(std::string_view name, const std::vector<std::string_view>& known);
// "did you mean 'x'?" or "" when nothing is near.
std::string did_you_mean(std::string_view name, const std::vector<std::string_view>& known);

}  // namespace newell::interpreter
