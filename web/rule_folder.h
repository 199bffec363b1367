#pragma once
// The rules folder the page may read and write (`newell serve --rules-dir`): rule files are named by
// their path inside it ("chess/newell.nwl"); a path that is absolute, climbs out (`..`), is not a
// .nwl file or reaches outside through a symbolic link is refused (403), and nothing is written
// anywhere else. An edited text is checked and tried without saving it: it is written to a private
// folder beside links to its siblings, so that its `include`s read the folder's files.

#include "goals/rules.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace newell::web {

// A rule file's edited text in a private folder of its own, removed with the object.
class EditedRuleFile {
 public:
  EditedRuleFile(const std::filesystem::path& original, std::string_view text);
  ~EditedRuleFile();
  EditedRuleFile(const EditedRuleFile&) = delete;
  EditedRuleFile& operator=(const EditedRuleFile&) = delete;
  const std::filesystem::path& path() const { return path_; }
  const std::filesystem::path& folder() const { return folder_; }

 private:
  std::filesystem::path folder_;
  std::filesystem::path path_;
};

class RuleFolder {
 public:
  // Throws std::runtime_error when `root` is not a folder.
  explicit RuleFolder(const std::filesystem::path& root);
  const std::filesystem::path& root() const { return root_; }

  // Every .nwl file under the folder, as relative paths, sorted.
  std::vector<std::string> files() const;
  // The file `relative` names, checked as the class comment says; RequestError 403 for a path
  // outside, 400 for a malformed one, 404 when `must_exist` and there is no such file.
  std::filesystem::path resolve(std::string_view relative, bool must_exist) const;
  std::string read(std::string_view relative) const;
  // Writes only inside the folder (never through a symbolic link); RequestError when refused.
  void save(std::string_view relative, std::string_view text) const;
  // `newell check --json`'s answer for the edited text of `relative`: {"ok", "diagnostics", "omitted"},
  // each diagnostic with its file named as inside the folder.
  nlohmann::json check(std::string_view relative, std::string_view text) const;

 private:
  std::filesystem::path root_;
};

}  // namespace newell::web
