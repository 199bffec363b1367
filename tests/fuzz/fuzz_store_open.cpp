// The store's opener on a forged header: arbitrary bytes as a newell store's `user_version` and over
// the rest of its 100-byte SQLite header. Opening for reading and for writing either succeeds or
// throws StoreError, never crashes; and a store refused for writing is left byte for byte as it was.

#include "store/database.h"
#include "store/error.h"

#include <sqlite3.h>

#include <stdlib.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace {

std::string read_file(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

void write_file(const std::filesystem::path& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

struct Scratch {
  std::filesystem::path folder;
  std::string store;  // a sound newell store in one file (no WAL), as a template
  Scratch() {
    std::string pattern = (std::filesystem::temp_directory_path() / "newell-fuzz-store-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) std::abort();
    folder = pattern;
    const auto path = folder / "template.db";
    {
      const auto database = newell::store::Database::open(path);
      database.execute("INSERT INTO experiments(kind, name) VALUES ('fuzz', 'template')");
    }
    sqlite3* connection = nullptr;
    if (sqlite3_open(path.c_str(), &connection) != SQLITE_OK ||
        sqlite3_exec(connection, "PRAGMA journal_mode = DELETE", nullptr, nullptr, nullptr) != SQLITE_OK)
      std::abort();
    sqlite3_close(connection);
    store = read_file(path);
  }
  ~Scratch() {
    std::error_code ignored;
    std::filesystem::remove_all(folder, ignored);
  }
};

void remove_store(const std::filesystem::path& path) {
  std::error_code ignored;
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) std::filesystem::remove(path.string() + suffix, ignored);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const Scratch scratch;
  if (size < 4) return 0;
  // The first four bytes: the user_version (big-endian at offset 60); the rest over the header from
  // offset 16 (after the magic string, which a first byte of 0xFF lets the input replace too).
  std::string bytes = scratch.store;
  const std::size_t from = data[0] == 0xFF ? 0 : 16;
  for (std::size_t i = 4; i < size && from + i - 4 < 100; ++i) bytes[from + i - 4] = static_cast<char>(data[i]);
  for (std::size_t i = 0; i < 4; ++i) bytes[60 + i] = static_cast<char>(data[i]);

  const auto path = scratch.folder / "forged.db";
  remove_store(path);
  write_file(path, bytes);
  // A reader waits two seconds for a store of version 0 to be made (its first use in progress):
  // too slow to fuzz, and the writer below opens it as well.
  const bool version_zero = data[0] == 0 && data[1] == 0 && data[2] == 0 && data[3] == 0;
  if (!version_zero) {
    try {
      const auto database = newell::store::Database::open(path, newell::store::Access::read);
      (void)database.schema_version();
    } catch (const newell::store::StoreError&) {
    }
  }
  try {
    const auto database = newell::store::Database::open(path);
    (void)database.schema_version();
  } catch (const newell::store::StoreError&) {
    if (read_file(path) != bytes) std::abort();  // refused, yet written to
  }
  remove_store(path);
  return 0;
}
