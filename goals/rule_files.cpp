#include "goals/rule_files.h"

#include <cstdlib>
#include <system_error>

namespace newell::goals {

std::vector<std::filesystem::path> default_rule_file_candidates(std::string_view game) {
  const auto relative = std::filesystem::path(std::string(game)) / "newell.nwl";
  std::vector<std::filesystem::path> candidates;
  // Set, it is the only place looked in: a user who names a folder means that folder.
  if (const char* folder = std::getenv("NEWELL_RULES"); folder != nullptr && *folder != '\0')
    return {std::filesystem::path(folder) / relative};
  std::error_code error;
  const auto executable = std::filesystem::read_symlink("/proc/self/exe", error);
  if (!error) candidates.push_back(executable.parent_path().parent_path() / "share" / "newell" / "rules" / relative);
#ifdef NEWELL_SOURCE_RULES
  candidates.push_back(std::filesystem::path(NEWELL_SOURCE_RULES) / relative);
#endif
  return candidates;
}

std::filesystem::path default_rule_file(std::string_view game) {
  const auto candidates = default_rule_file_candidates(game);
  std::error_code error;
  for (const auto& candidate : candidates)
    if (std::filesystem::is_regular_file(candidate, error)) return candidate;
  if (!candidates.empty()) return candidates.front();
  return std::filesystem::path("rules") / std::string(game) / "newell.nwl";
}

}  // namespace newell::goals
