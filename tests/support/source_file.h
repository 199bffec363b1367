#pragma once
// A file the checkout ships (a rule set, a document) as text, for tests that read the tree's own files.

#include <fstream>
#include <sstream>
#include <string>

namespace newell::testing {

// The text of `relative` under the source tree ("rules/checkers/newell.nwl"); "" when it
// cannot be read (the test's own checks then fail on the empty text).
inline std::string source_file_text(const std::string& relative) {
  std::ifstream file(std::string(NEWELL_SOURCE_DIR) + "/" + relative);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

}  // namespace newell::testing
