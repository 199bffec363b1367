// Stores that lie about themselves (issue 53): a schema version no newell writes, a newell store
// that cannot be brought up to date, something other than a regular file under a store's name. Each
// is refused before anything is written, the file left byte for byte as it was.

#include "store/database.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>
#include <sqlite3.h>

#include <sys/stat.h>

#include <climits>
#include <string>

using newell::store::Access;
using newell::store::Database;
using newell::testing::read_bytes;
using newell::testing::ScratchFolder;

namespace {

void run_sql(const std::filesystem::path& path, const std::string& sql) {
  sqlite3* connection = nullptr;
  REQUIRE(sqlite3_open(path.c_str(), &connection) == SQLITE_OK);
  REQUIRE(sqlite3_exec(connection, sql.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(connection);
}

// A store of this newell in one file (a rollback journal, not WAL), then its header's version overwritten.
std::filesystem::path store_with_version(const ScratchFolder& folder, long long version) {
  const auto path = folder.file("forged.db");
  { Database::open(path); }
  run_sql(path, "PRAGMA journal_mode = DELETE; PRAGMA user_version = " + std::to_string(version));
  return path;
}

}  // namespace

TEST_CASE("a negative schema version is refused by every opener before any write", "[store][hostile]") {
  // It indexed the migrations: std::bad_alloc from -1 to -1000, a segmentation fault at INT_MIN.
  for (const long long version : {-1LL, -2LL, -1000LL, static_cast<long long>(INT_MIN)}) {
    ScratchFolder folder;
    const auto path = store_with_version(folder, version);
    const auto before = read_bytes(path);
    CAPTURE(version);
    CHECK_THROWS_WITH(Database::open(path), Catch::Contains("schema version " + std::to_string(version)) &&
                                                Catch::Contains("no newell writes") && Catch::Contains("left untouched"));
    CHECK_THROWS_WITH(Database::open(path, Access::read), Catch::Contains("no newell writes"));
    CHECK(read_bytes(path) == before);
  }
}

TEST_CASE("a forged newell store that cannot be migrated is refused and never switched to WAL", "[store][hostile]") {
  // Version 1 in the header, the current version's tables inside: the next migration cannot run.
  ScratchFolder folder;
  const auto path = store_with_version(folder, 1);
  const auto before = read_bytes(path);
  REQUIRE(before.size() > 20);
  REQUIRE(before[18] == 1);  // the header's write version: 1 is a rollback journal, 2 would be WAL
  CHECK_THROWS_WITH(Database::open(path), Catch::Contains("cannot be brought up to date") &&
                                              Catch::Contains("schema version 1") && Catch::Contains("left as it was"));
  CHECK(read_bytes(path) == before);
  CHECK_FALSE(std::filesystem::exists(folder.file("forged.db-wal")));
}

TEST_CASE("a FIFO, a folder or a device under a store's name is refused at once", "[store][hostile]") {
  ScratchFolder folder;
  const auto fifo = folder.file("pipe.db");
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  // Reading the FIFO's header blocked until another process wrote into it.
  CHECK_THROWS_WITH(Database::open(fifo), Catch::Contains("is a FIFO") && Catch::Contains("regular file"));
  CHECK_THROWS_WITH(Database::open(fifo, Access::read), Catch::Contains("is a FIFO"));
  CHECK_THROWS_WITH(Database::open(folder.path()), Catch::Contains("is a folder"));
  CHECK_THROWS_WITH(Database::open("/dev/null"), Catch::Contains("is a character device"));
  CHECK_THROWS_WITH(Database::open("/dev/zero", Access::read), Catch::Contains("is a character device"));
  const auto link = folder.file("link.db");
  std::filesystem::create_symlink(fifo, link);
  CHECK_THROWS_WITH(Database::open(link), Catch::Contains("is a FIFO"));
}

TEST_CASE("a store in memory is still a store", "[store]") {
  const auto database = Database::open(":memory:");
  database.execute("INSERT INTO experiments(kind, name) VALUES ('probe', 'memory')");
  CHECK(database.check_integrity() == "ok");
}
