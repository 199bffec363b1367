// Arbitrary bytes as requests to newell serve's API: the first line is "METHOD PATH", the rest the
// body. Every input must get an answer (any status) without a crash or a hang; the API runs on a
// scratch store and a copy of the rules folder made once.

#include "web/api.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

namespace {

newell::web::Api& fuzzed_api() {
  static std::unique_ptr<newell::web::Api> api = [] {
    std::string pattern = (std::filesystem::temp_directory_path() / "newell-fuzz-web-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) std::abort();
    const std::filesystem::path folder = pattern;
    std::filesystem::copy(std::filesystem::path(NEWELL_SOURCE_DIR) / "rules", folder / "rules",
                          std::filesystem::copy_options::recursive);
    newell::web::ApiSettings settings;
    settings.database = folder / "fuzz.db";
    settings.rules_folder = folder / "rules";
    settings.dot_program = "/nonexistent/dot";  // drawing is not what is fuzzed
    settings.most_sessions = 8;                  // each holds a game and its rules
    return std::make_unique<newell::web::Api>(settings);
  }();
  return *api;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  const auto line_end = input.find('\n');
  const std::string line = input.substr(0, line_end);
  const std::string body = line_end == std::string::npos ? "" : input.substr(line_end + 1);
  // Thinking is bounded by the API's limits, not by the fuzzer: the endpoints that think are left
  // out to keep each input fast (the parsing in front of them is the same as the others').
  if (line.find("/engine") != std::string::npos || line.find("explain") != std::string::npos ||
      line.find("why-not") != std::string::npos || line.find("try") != std::string::npos ||
      line.find("evaluate") != std::string::npos)
    return 0;
  const auto space = line.find(' ');
  const std::string method = line.substr(0, space);
  const std::string path = space == std::string::npos ? "" : line.substr(space + 1);
  const auto reply = fuzzed_api().handle(method, path, body);
  if (reply.status < 200 || reply.status > 599) std::abort();
  return 0;
}
