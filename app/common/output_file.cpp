#include "app/common/output_file.h"

#include <fmt/core.h>

#include <array>
#include <fstream>
#include <stdexcept>
#include <string_view>

namespace newell::app {
namespace {

std::filesystem::path normal(const std::filesystem::path& path) {
  std::error_code error;
  auto canonical = std::filesystem::weakly_canonical(path, error);
  return error ? std::filesystem::absolute(path, error) : canonical;
}

bool is_sqlite_file(const std::filesystem::path& path) {
  std::array<char, 16> header{};
  std::ifstream file(path, std::ios::binary);
  return file.read(header.data(), header.size()) && std::string_view(header.data(), 16) == std::string_view("SQLite format 3\0", 16);
}

}  // namespace

void refuse_output_over_store(const std::filesystem::path& output, const std::filesystem::path& database) {
  if (output.empty() || output == "-") return;
  std::error_code error;
  const auto target = normal(output);
  const auto store = normal(database);
  for (const char* suffix : {"", "-wal", "-shm", "-journal", "-claims"}) {
    const auto companion = std::filesystem::path(store.string() + suffix);
    if (target == companion || std::filesystem::equivalent(output, companion, error)) {
      throw std::invalid_argument(fmt::format("'{}' is {}the store this command reads (--db {}): it was left untouched; "
                                              "choose another output file with -o",
                                              output.string(), *suffix == '\0' ? "" : "a part of ", database.string()));
    }
  }
  if (std::filesystem::is_regular_file(output, error) && is_sqlite_file(output)) {
    throw std::invalid_argument(fmt::format("'{}' is a SQLite database (a store?): it was left untouched; choose another "
                                            "output file with -o",
                                            output.string()));
  }
}

}  // namespace newell::app
