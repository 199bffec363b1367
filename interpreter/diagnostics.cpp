#include "interpreter/diagnostics.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <algorithm>

namespace newell::interpreter {

std::uint32_t SourceFiles::add(std::string name, std::string text) {
  File file{std::move(name), std::move(text), {0}};
  for (std::size_t i = 0; i < file.text.size(); ++i)
    if (file.text[i] == '\n') file.line_starts.push_back(i + 1);
  files_.push_back(std::move(file));
  return static_cast<std::uint32_t>(files_.size() - 1);
}

std::string_view SourceFiles::line(SourceLocation where) const {
  if (where.file >= files_.size() || where.line == 0) return {};
  const File& file = files_[where.file];
  if (where.line > file.line_starts.size()) return {};
  const std::size_t start = file.line_starts[where.line - 1];
  std::size_t end = file.text.find('\n', start);
  if (end == std::string::npos) end = file.text.size();
  if (end > start && file.text[end - 1] == '\r') --end;
  return std::string_view(file.text).substr(start, end - start);
}

void Diagnostics::keep(Diagnostic diagnostic) {
  if (diagnostics_.size() < max_kept) {
    diagnostics_.push_back(std::move(diagnostic));
  } else {
    ++omitted_;
  }
}

void Diagnostics::error(SourceLocation where, std::string message, std::string hint) {
  keep({Severity::error, where, std::move(message), std::move(hint)});
  ++error_count_;
}

void Diagnostics::warning(SourceLocation where, std::string message, std::string hint) {
  keep({Severity::warning, where, std::move(message), std::move(hint)});
}

void Diagnostics::sort() {
  std::stable_sort(diagnostics_.begin(), diagnostics_.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return std::tie(a.where.file, a.where.line, a.where.column) < std::tie(b.where.file, b.where.line, b.where.column);
  });
}

std::string render(const Diagnostic& diagnostic, const SourceFiles& files) {
  const char* severity = diagnostic.severity == Severity::error ? "error" : "warning";
  const auto& where = diagnostic.where;
  std::string text;
  if (where.file < files.count()) {
    text = where.line == 0 ? fmt::format("{}: {}: {}\n", files.name(where.file), severity, diagnostic.message)
                           : fmt::format("{}:{}:{}: {}: {}\n", files.name(where.file), where.line, where.column,
                                         severity, diagnostic.message);
  } else {
    text = fmt::format("{}: {}\n", severity, diagnostic.message);
  }
  const std::string_view line = files.line(where);
  if (where.line > 0 && where.file < files.count()) {
    const std::string number = std::to_string(where.line);
    text += fmt::format(" {} | {}\n", number, line);
    // Tabs stay tabs so that the caret lines up under the spot in a terminal.
    std::string pad;
    for (std::size_t i = 0; i + 1 < where.column && i < line.size(); ++i) pad += line[i] == '\t' ? '\t' : ' ';
    text += fmt::format(" {} | {}^\n", std::string(number.size(), ' '), pad);
  }
  if (!diagnostic.hint.empty()) text += fmt::format("  hint: {}\n", diagnostic.hint);
  return text;
}

std::string render_all(const Diagnostics& diagnostics, const SourceFiles& files) {
  std::string text;
  for (const auto& diagnostic : diagnostics.all()) text += render(diagnostic, files);
  if (diagnostics.omitted() > 0) text += fmt::format("... and {} more not shown\n", diagnostics.omitted());
  return text;
}

std::string render_json(const Diagnostics& diagnostics, const SourceFiles& files) {
  auto list = nlohmann::json::array();
  for (const auto& diagnostic : diagnostics.all()) {
    const auto& where = diagnostic.where;
    list.push_back({{"file", where.file < files.count() ? files.name(where.file) : std::string()},
                    {"line", where.line},
                    {"column", where.column},
                    {"severity", diagnostic.severity == Severity::error ? "error" : "warning"},
                    {"message", diagnostic.message},
                    {"hint", diagnostic.hint},
                    {"source", std::string(files.line(where))}});
  }
  // A file name (or a text held in memory) need not be UTF-8: never an exception for it.
  return list.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
}

namespace {

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + cost});
      diagonal = above;
    }
  }
  return row[b.size()];
}

}  // namespace

std::string nearest_name(std::string_view name, const std::vector<std::string_view>& known) {
  // A third of the longer word may be wrong, at least one letter: "atacks" -> "attacks".
  std::string_view best;
  std::size_t best_distance = 0;
  for (std::string_view candidate : known) {
    if (candidate == name) continue;
    const std::size_t limit = std::max<std::size_t>(1, std::max(name.size(), candidate.size()) / 3);
    const std::size_t distance = edit_distance(name, candidate);
    if (distance <= limit && (best.empty() || distance < best_distance)) {
      best = candidate;
      best_distance = distance;
    }
  }
  return std::string(best);
}

std::string did_you_mean(std::string_view name, const std::vector<std::string_view>& known) {
  const std::string nearest = nearest_name(name, known);
  return nearest.empty() ? std::string() : fmt::format("did you mean '{}'?", nearest);
}

}  // namespace newell::interpreter
