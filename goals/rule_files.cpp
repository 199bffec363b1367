#include "goals/rule_files.h"

#include <system_error>

namespace newell::goals {

namespace {
std::filesystem::path search_up(std::filesystem::path directory, const std::filesystem::path& relative) {
  std::error_code error;
  for (int level = 0; level < 8 && !directory.empty(); ++level) {
    const auto candidate = directory / relative;
    if (std::filesystem::exists(candidate, error)) return candidate;
    if (directory == directory.parent_path()) break;
    directory = directory.parent_path();
  }
  return {};
}
}  // namespace

std::filesystem::path default_rule_file(std::string_view game) {
  const auto relative = std::filesystem::path("rules") / std::string(game) / "newell.nwl";
  std::error_code error;
  if (auto found = search_up(std::filesystem::current_path(error), relative); !found.empty()) return found;
  const auto executable = std::filesystem::read_symlink("/proc/self/exe", error);
  if (!error)
    if (auto found = search_up(executable.parent_path(), relative); !found.empty()) return found;
  return relative;
}

}  // namespace newell::goals
