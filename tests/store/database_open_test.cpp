#include "store/database.h"
#include "store/error.h"
#include "store/schema.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>
#include <sqlite3.h>

#include <fstream>

using newell::store::Database;
using newell::store::StoreError;
using newell::testing::ScratchFolder;

namespace {

void run_sql(const std::filesystem::path& path, const char* sql) {
  sqlite3* connection = nullptr;
  REQUIRE(sqlite3_open(path.c_str(), &connection) == SQLITE_OK);
  REQUIRE(sqlite3_exec(connection, sql, nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(connection);
}

}  // namespace

TEST_CASE("a new database file is created at the current schema version", "[store]") {
  ScratchFolder folder;
  const auto database = Database::open(folder.file("new.db"));
  CHECK(database.schema_version() == newell::store::current_schema_version());
  CHECK(database.check_integrity() == "ok");
}

TEST_CASE("reopening a database keeps its version and its rows", "[store]") {
  ScratchFolder folder;
  {
    const auto database = Database::open(folder.file("kept.db"));
    database.execute("INSERT INTO experiments(kind, name) VALUES ('probe', 'kept')");
  }
  const auto database = Database::open(folder.file("kept.db"));
  auto count = database.prepare("SELECT count(*) FROM experiments");
  count.step();
  CHECK(count.column_integer(0) == 1);
}

TEST_CASE("the database runs in WAL mode with foreign keys enforced", "[store]") {
  ScratchFolder folder;
  const auto database = Database::open(folder.file("wal.db"));
  auto mode = database.prepare("PRAGMA journal_mode");
  mode.step();
  CHECK(mode.column_text(0) == "wal");
  CHECK_THROWS_AS(database.execute("INSERT INTO moves(game_id, ply, notation) VALUES (999, 1, 'e4')"), StoreError);
}

TEST_CASE("a file that is not a SQLite database is refused and left untouched", "[store]") {
  ScratchFolder folder;
  const auto path = folder.file("notes.txt");
  std::ofstream(path) << "my notes, not a database\n";
  const auto before = newell::testing::read_bytes(path);
  CHECK_THROWS_WITH(Database::open(path), Catch::Contains("is not a SQLite database"));
  CHECK(newell::testing::read_bytes(path) == before);
}

TEST_CASE("a SQLite database of another program is refused and left untouched", "[store]") {
  ScratchFolder folder;
  const auto path = folder.file("other.db");
  run_sql(path, "CREATE TABLE invoices(id INTEGER PRIMARY KEY); INSERT INTO invoices VALUES (1);");
  const auto before = newell::testing::read_bytes(path);
  CHECK_THROWS_WITH(Database::open(path), Catch::Contains("another program"));
  CHECK(newell::testing::read_bytes(path) == before);
}

TEST_CASE("a database from a newer newell is refused and left untouched", "[store]") {
  ScratchFolder folder;
  const auto path = folder.file("newer.db");
  { const auto database = Database::open(path); }
  run_sql(path, "PRAGMA journal_mode = DELETE; PRAGMA user_version = 999;");
  const auto before = newell::testing::read_bytes(path);
  CHECK_THROWS_WITH(Database::open(path), Catch::Contains("newer newell") && Catch::Contains("999"));
  CHECK(newell::testing::read_bytes(path) == before);
}

TEST_CASE("an empty file is taken as a new database", "[store]") {
  ScratchFolder folder;
  const auto path = folder.file("empty.db");
  std::ofstream{path};
  CHECK(Database::open(path).schema_version() == newell::store::current_schema_version());
}

TEST_CASE("a folder is refused as a database file", "[store]") {
  ScratchFolder folder;
  std::filesystem::create_directories(folder.file("a-folder"));
  CHECK_THROWS_WITH(Database::open(folder.file("a-folder")), Catch::Contains("is a folder"));
}

TEST_CASE("a transaction that is not committed leaves nothing behind", "[store]") {
  ScratchFolder folder;
  const auto database = Database::open(folder.file("rollback.db"));
  {
    newell::store::Transaction transaction(database);
    database.execute("INSERT INTO experiments(kind, name) VALUES ('probe', 'abandoned')");
  }
  auto count = database.prepare("SELECT count(*) FROM experiments");
  count.step();
  CHECK(count.column_integer(0) == 0);
}
