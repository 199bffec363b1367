// The store under hostile use (issue 18): a damaged file is never written into, first uses at once
// never race, a reader never writes and never makes a store.

#include "store/database.h"
#include "store/error.h"
#include "store/schema.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <random>
#include <string>
#include <thread>
#include <vector>

using newell::store::Access;
using newell::store::Database;
using newell::store::StoreError;
using newell::testing::read_bytes;
using newell::testing::ScratchFolder;

namespace {

// A store of a few hundred pages, then 4 KB of noise written over its middle.
std::filesystem::path damaged_store(const ScratchFolder& folder) {
  const auto path = folder.file("damaged.db");
  {
    const auto database = Database::open(path);
    newell::store::Transaction transaction(database);
    for (int i = 0; i < 3000; ++i)
      database.execute("INSERT INTO experiments(kind, name, settings) VALUES ('probe', 'e" + std::to_string(i) + "', '" +
                       std::string(200, 'x') + "')");
    transaction.commit();
    database.execute("PRAGMA wal_checkpoint(TRUNCATE)");
  }
  const auto size = std::filesystem::file_size(path);
  std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
  file.seekp(static_cast<std::streamoff>(size / 2 / 4096 * 4096));
  std::mt19937 random(1955);
  for (int i = 0; i < 4096; ++i) file.put(static_cast<char>(random()));
  return path;
}

}  // namespace

TEST_CASE("a damaged store is refused for writing, naming db check, and left as it was", "[store][hostile]") {
  ScratchFolder folder;
  const auto path = damaged_store(folder);
  const auto before = read_bytes(path);
  CHECK_THROWS_WITH(Database::open(path), Catch::Contains("is damaged") && Catch::Contains("newell db check"));
  CHECK(read_bytes(path) == before);
}

TEST_CASE("four threads opening a new store at once all get it, made once", "[store][hostile]") {
  for (int trial = 0; trial < 5; ++trial) {
    ScratchFolder folder;
    const auto path = folder.file("first.db");
    std::vector<std::string> failures(4);
    std::vector<std::thread> openers;
    for (std::size_t i = 0; i < failures.size(); ++i) {
      openers.emplace_back([&, i] {
        try {
          const auto database = Database::open(path);
          database.execute("INSERT INTO experiments(kind, name) VALUES ('probe', 'opener " + std::to_string(i) + "')");
        } catch (const std::exception& error) {
          failures[i] = error.what();
        }
      });
    }
    for (auto& opener : openers) opener.join();
    for (const auto& failure : failures) CHECK(failure.empty());
    const auto database = Database::open(path, Access::read);
    CHECK(database.schema_version() == newell::store::current_schema_version());
    auto count = database.prepare("SELECT count(*) FROM experiments");
    count.step();
    CHECK(count.column_integer(0) == 4);
  }
}

TEST_CASE("a reader never makes a store and never writes to one", "[store][hostile]") {
  ScratchFolder folder;
  const auto missing = folder.file("missing.db");
  CHECK_THROWS_WITH(Database::open(missing, Access::read), Catch::Contains("no such database file"));
  CHECK_FALSE(std::filesystem::exists(missing));
  const auto path = folder.file("kept.db");
  { Database::open(path); }
  const auto database = Database::open(path, Access::read);
  CHECK_THROWS_AS(database.execute("INSERT INTO experiments(kind, name) VALUES ('probe', 'no')"), StoreError);
}

TEST_CASE("text with a NUL byte is read back whole", "[store][hostile]") {
  // Found by tests/fuzz/fuzz_store_text: a column was read up to its first NUL.
  ScratchFolder folder;
  const auto database = Database::open(folder.file("nul.db"));
  const std::string name("before\0after", 12);
  database.prepare("INSERT INTO experiments(kind, name) VALUES ('probe', ?)").bind(1, std::string_view(name)).step();
  auto read = database.prepare("SELECT name FROM experiments");
  REQUIRE(read.step());
  CHECK(read.column_text(0) == name);
}

TEST_CASE("the integrity check stops at its budget on a large store and says it did not finish", "[store][hostile]") {
  ScratchFolder folder;
  const auto database = Database::open(folder.file("large.db"));
  {
    newell::store::Transaction transaction(database);
    for (int i = 0; i < 20000; ++i)
      database.execute("INSERT INTO experiments(kind, name, settings) VALUES ('probe', 'e" + std::to_string(i) + "', '" +
                       std::string(200, 'x') + "')");
    transaction.commit();
  }
  CHECK(database.quick_check(std::chrono::milliseconds(1)) == "unfinished");
  CHECK(database.quick_check() == "ok");
}
