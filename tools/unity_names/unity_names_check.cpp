// unity_names_check [--list] SOURCE_DIR SOURCES_LIST
//
// Fails (exit 1, one line per clash) when two .cpp files of one unity-built target define the same
// file-local name (file_local_names.h): in a unity build they share a translation unit, and the
// build breaks where nobody builds that way (CI, a fresh clone's ./newell). The whole target is
// checked, not today's batches of 16: a file added to the target moves every file after it into
// another batch. SOURCES_LIST (written by cmake/NewellUnityNamesCheck.cmake) holds lines
// `target NAME` followed by that target's batched sources, relative to SOURCE_DIR. --list prints
// every file-local name found, file by file (to see what the reader reads).

#include "file_local_names.h"

#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

using newell::unity_names::FileLocalName;

struct Target {
  std::string name;
  std::vector<std::string> sources;
};

struct Place {
  std::string file;
  FileLocalName name;
};

bool read_file(const std::string& path, std::string& text) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream buffer;
  buffer << in.rdbuf();
  text = buffer.str();
  return true;
}

// The clashes of one target, each as a line naming both files.
std::vector<std::string> clashes_in(const Target& target, const std::string& source_dir, bool list, bool& unreadable) {
  std::map<std::string, std::vector<Place>> places;  // scope + name -> where each file defines it
  for (const auto& source : target.sources) {
    std::string text;
    if (!read_file(source_dir + "/" + source, text)) {
      std::cerr << "unity names: cannot read " << source_dir << "/" << source << " (of " << target.name << ")\n";
      unreadable = true;
      continue;
    }
    for (auto& name : newell::unity_names::file_local_names(text)) {
      if (list)
        std::cout << source << ":" << name.line << ": " << name.kind << " " << (name.scope.empty() ? "" : name.scope + "::")
                  << name.name << (name.meaning.empty() ? "" : " = " + name.meaning) << "\n";
      const std::string key = name.scope + "::" + name.name;
      places[key].push_back({source, std::move(name)});
    }
  }
  std::vector<std::string> clashes;
  for (const auto& [key, defined] : places) {
    for (std::size_t later = 1; later < defined.size(); ++later) {
      const Place& first = defined.front();
      const Place& other = defined[later];
      if (other.file == first.file) continue;
      // The same alias or macro with the same meaning is written twice, not redefined.
      const bool same_meaning = first.name.kind == other.name.kind &&
                                (first.name.kind == "alias" || first.name.kind == "macro") &&
                                first.name.meaning == other.name.meaning;
      if (same_meaning) continue;
      std::ostringstream line;
      line << target.name << ": " << first.name.kind << " '" << first.name.name << "'";
      if (!first.name.scope.empty()) line << " (in " << first.name.scope << ")";
      line << " is file-local in " << first.file << ":" << first.name.line << " and " << other.file << ":"
           << other.name.line << (other.name.kind != first.name.kind ? " (as a " + other.name.kind + ")" : "");
      clashes.push_back(line.str());
    }
  }
  return clashes;
}

}  // namespace

int main(int argc, char** argv) {
  const bool list_names = argc == 4 && std::string(argv[1]) == "--list";
  if (argc != 3 && !list_names) {
    std::cerr << "usage: unity_names_check [--list] SOURCE_DIR SOURCES_LIST\n";
    return 2;
  }
  const std::string source_dir = argv[argc - 2];
  const char* list_path = argv[argc - 1];
  std::ifstream list(list_path);
  if (!list) {
    std::cerr << "unity names: cannot read the list of unity-built sources " << list_path
              << " (cmake writes it when it configures)\n";
    return 2;
  }
  std::vector<Target> targets;
  std::string line;
  while (std::getline(list, line)) {
    if (line.empty()) continue;
    if (line.rfind("target ", 0) == 0) {
      targets.push_back({line.substr(7), {}});
    } else if (targets.empty()) {
      std::cerr << "unity names: " << list_path << " names a source before any `target NAME` line: " << line << "\n";
      return 2;
    } else {
      targets.back().sources.push_back(line);
    }
  }

  bool unreadable = false;
  std::size_t files = 0;
  std::vector<std::string> clashes;
  for (const auto& target : targets) {
    files += target.sources.size();
    for (auto& clash : clashes_in(target, source_dir, list_names, unreadable)) clashes.push_back(std::move(clash));
  }
  for (const auto& clash : clashes) std::cout << clash << "\n";
  if (unreadable) return 2;
  if (!clashes.empty()) {
    std::cout << "unity names: " << clashes.size() << (clashes.size() == 1 ? " clash" : " clashes")
              << ": a unity build (NEWELL_UNITY_BUILD=ON, as CI and a fresh clone's ./newell build) compiles a "
                 "target's files together, so a file-local name may be defined in one of its files only; "
                 "name the helper for its file (cmake/NewellModule.cmake)\n";
    return 1;
  }
  std::cout << "unity names: " << targets.size() << " targets, " << files
            << " files, no file-local name defined in two files of one target\n";
  return 0;
}
