#include "web/rule_folder.h"

#include "interpreter/check.h"
#include "web/request_error.h"

#include <fmt/core.h>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

namespace newell::web {
namespace {

constexpr std::size_t longest_rule_file = 4 * 1024 * 1024;

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw RequestError(404, fmt::format("cannot read '{}'", path.string()));
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Replaces every occurrence of `from` in the JSON's strings by `to`.
void rename_in(nlohmann::json& value, const std::string& from, const std::string& to) {
  if (value.is_string()) {
    std::string text = value.get<std::string>();
    for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) text.replace(at, from.size(), to);
    value = text;
  } else if (value.is_structured()) {
    for (auto& item : value) rename_in(item, from, to);
  }
}

}  // namespace

EditedRuleFile::EditedRuleFile(const std::filesystem::path& original, std::string_view text) {
  std::string pattern = (std::filesystem::temp_directory_path() / "newell-serve-XXXXXX").string();
  if (mkdtemp(pattern.data()) == nullptr)
    throw std::runtime_error(fmt::format("cannot make a temporary folder: {}", std::strerror(errno)));
  folder_ = pattern;
  path_ = folder_ / original.filename();
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(original.parent_path(), error))
    if (entry.path().filename() != original.filename())
      std::filesystem::create_symlink(entry.path(), folder_ / entry.path().filename(), error);
  std::ofstream out(path_, std::ios::binary);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  if (!out) throw std::runtime_error(fmt::format("cannot write '{}'", path_.string()));
}

EditedRuleFile::~EditedRuleFile() {
  std::error_code error;
  std::filesystem::remove_all(folder_, error);
}

RuleFolder::RuleFolder(const std::filesystem::path& root) {
  std::error_code error;
  root_ = std::filesystem::canonical(root, error);
  if (error || !std::filesystem::is_directory(root_))
    throw std::runtime_error(fmt::format("the rules folder '{}' is not a folder", root.string()));
}

std::vector<std::string> RuleFolder::files() const {
  std::vector<std::string> found;
  std::error_code error;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root_, error))
    if (entry.is_regular_file() && !entry.is_symlink() && entry.path().extension() == ".nwl")
      found.push_back(std::filesystem::relative(entry.path(), root_).generic_string());
  std::sort(found.begin(), found.end());
  return found;
}

std::filesystem::path RuleFolder::resolve(std::string_view relative, bool must_exist) const {
  if (relative.empty() || relative.size() > 400) throw RequestError(400, "a rule file's path must be 1 to 400 characters");
  if (relative.find('\0') != std::string_view::npos) throw RequestError(400, "a rule file's path holds a NUL character");
  const std::filesystem::path asked{std::string(relative)};
  if (asked.is_absolute() || relative.front() == '/' || relative.front() == '~')
    throw RequestError(403, fmt::format("'{}' is not inside the rules folder: give a path relative to it", relative));
  for (const auto& part : asked)
    if (part == "..") throw RequestError(403, fmt::format("'{}' climbs out of the rules folder ('..')", relative));
  if (asked.extension() != ".nwl") throw RequestError(400, fmt::format("'{}' is not a rule file (.nwl)", relative));
  const auto joined = root_ / asked;
  std::error_code error;
  // Every link on the way is followed: the file must still be inside the folder.
  const auto real = std::filesystem::weakly_canonical(joined, error);
  if (error) throw RequestError(400, fmt::format("'{}': {}", relative, error.message()));
  const auto inside = std::filesystem::relative(real, root_, error);
  if (error || inside.empty() || *inside.begin() == "..")
    throw RequestError(403, fmt::format("'{}' leads outside the rules folder", relative));
  if (std::filesystem::is_symlink(joined, error))
    throw RequestError(403, fmt::format("'{}' is a symbolic link: only the folder's own files are served", relative));
  if (must_exist && !std::filesystem::is_regular_file(real, error))
    throw RequestError(404, fmt::format("there is no rule file '{}' in the rules folder", relative));
  return real;
}

std::string RuleFolder::read(std::string_view relative) const { return read_file(resolve(relative, true)); }

void RuleFolder::save(std::string_view relative, std::string_view text) const {
  if (text.size() > longest_rule_file) throw RequestError(413, "a rule file may hold at most 4 MB");
  const auto path = resolve(relative, false);
  std::error_code error;
  if (!std::filesystem::is_directory(path.parent_path(), error))
    throw RequestError(404, fmt::format("there is no folder for '{}' in the rules folder", relative));
  // O_NOFOLLOW: a link put in its place since resolve() is not written through.
  const int file = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (file < 0) throw RequestError(403, fmt::format("cannot write '{}': {}", relative, std::strerror(errno)));
  std::size_t written = 0;
  while (written < text.size()) {
    const auto count = ::write(file, text.data() + written, text.size() - written);
    if (count <= 0) {
      ::close(file);
      throw std::runtime_error(fmt::format("writing '{}' failed: {}", relative, std::strerror(errno)));
    }
    written += static_cast<std::size_t>(count);
  }
  ::close(file);
}

nlohmann::json RuleFolder::check(std::string_view relative, std::string_view text) const {
  if (text.size() > longest_rule_file) throw RequestError(413, "a rule file may hold at most 4 MB");
  const auto original = resolve(relative, false);
  const EditedRuleFile edited(original, text);
  interpreter::SourceFiles files;
  interpreter::Diagnostics diagnostics;
  interpreter::check_rule_file(edited.path().string(), "", files, diagnostics);
  diagnostics.sort();
  auto listed = nlohmann::json::parse(interpreter::render_json(diagnostics, files));
  // The private folder's name means nothing to the author: name the files as inside the rules folder.
  const auto shown_folder = std::filesystem::path(std::string(relative)).parent_path().generic_string();
  rename_in(listed, edited.folder().string() + "/", shown_folder.empty() ? "" : shown_folder + "/");
  return {{"ok", !diagnostics.has_errors()}, {"diagnostics", listed}, {"omitted", diagnostics.omitted()}};
}

}  // namespace newell::web
