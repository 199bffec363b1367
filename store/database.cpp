#include "store/database.h"

#include "store/error.h"
#include "store/schema.h"

#include <sqlite3.h>

#include <array>
#include <fstream>
#include <utility>

namespace newell::store {
namespace {

std::string quoted(const std::filesystem::path& path) { return "'" + path.string() + "'"; }

sqlite3* open_connection(const std::filesystem::path& path, int flags) {
  sqlite3* connection = nullptr;
  const int status = sqlite3_open_v2(path.c_str(), &connection, flags, nullptr);
  if (status != SQLITE_OK) {
    const std::string reason = connection != nullptr ? sqlite3_errmsg(connection) : sqlite3_errstr(status);
    sqlite3_close(connection);
    throw StoreError("cannot open database " + quoted(path) + ": " + reason);
  }
  return connection;
}

// Reads what identifies an existing file without writing to it: throws when it is not ours to open.
void refuse_unless_ours(const std::filesystem::path& path) {
  if (std::filesystem::is_directory(path)) throw StoreError(quoted(path) + " is a folder, not a database file");
  std::array<char, 16> header{};
  std::ifstream file(path, std::ios::binary);
  if (!file.read(header.data(), header.size()) || std::string_view(header.data(), 15) != "SQLite format 3") {
    throw StoreError(quoted(path) + " is not a SQLite database, so not a newell database; it was left untouched "
                     "(choose another file with --db)");
  }

  sqlite3* connection = open_connection(path, SQLITE_OPEN_READONLY);
  auto integer = [&](const char* sql) {
    sqlite3_stmt* statement = nullptr;
    std::int64_t value = 0;
    if (sqlite3_prepare_v2(connection, sql, -1, &statement, nullptr) == SQLITE_OK && sqlite3_step(statement) == SQLITE_ROW) {
      value = sqlite3_column_int64(statement, 0);
    } else {
      const std::string reason = sqlite3_errmsg(connection);
      sqlite3_finalize(statement);
      sqlite3_close(connection);
      throw StoreError("cannot read database " + quoted(path) + ": " + reason + "; it was left untouched");
    }
    sqlite3_finalize(statement);
    return value;
  };
  const auto application_id = integer("PRAGMA application_id");
  const auto version = integer("PRAGMA user_version");
  const auto tables = integer("SELECT count(*) FROM sqlite_schema WHERE type = 'table'");
  sqlite3_close(connection);

  if (application_id == 0 && tables == 0) return;  // an empty SQLite file: ours to fill
  if (application_id != newell_application_id) {
    throw StoreError(quoted(path) + " is a SQLite database of another program, not newell's; it was left untouched "
                     "(choose another file with --db)");
  }
  if (version > current_schema_version()) {
    throw StoreError(quoted(path) + " was written by a newer newell (schema version " + std::to_string(version) +
                     "; this newell knows up to " + std::to_string(current_schema_version()) +
                     "); it was left untouched: update newell or choose another file with --db");
  }
}

}  // namespace

Database Database::open(const std::filesystem::path& path) {
  std::error_code ignored;
  if (std::filesystem::exists(path, ignored) && std::filesystem::file_size(path, ignored) > 0) refuse_unless_ours(path);

  Database database(open_connection(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE), path);
  sqlite3_busy_timeout(database.connection_, 10000);
  database.execute("PRAGMA foreign_keys = ON");
  // WAL: readers never block the writer, and a process killed mid-write leaves the last commit intact.
  database.execute("PRAGMA journal_mode = WAL");
  database.execute("PRAGMA synchronous = NORMAL");

  const auto steps = migrations();
  for (int version = database.schema_version(); version < static_cast<int>(steps.size()); ++version) {
    Transaction transaction(database);
    database.execute(steps[static_cast<std::size_t>(version)]);
    database.execute("PRAGMA application_id = " + std::to_string(newell_application_id));
    database.execute("PRAGMA user_version = " + std::to_string(version + 1));
    transaction.commit();
  }
  return database;
}

Database::~Database() { sqlite3_close_v2(connection_); }

Database::Database(Database&& other) noexcept
    : connection_(std::exchange(other.connection_, nullptr)), path_(std::move(other.path_)) {}

Statement Database::prepare(std::string_view sql) const { return Statement(connection_, sql); }

void Database::execute(std::string_view sql) const {
  char* message = nullptr;
  if (sqlite3_exec(connection_, std::string(sql).c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
    std::string reason = message != nullptr ? message : "unknown error";
    sqlite3_free(message);
    throw StoreError(quoted(path_) + ": " + reason);
  }
}

std::int64_t Database::last_insert_id() const { return sqlite3_last_insert_rowid(connection_); }

int Database::schema_version() const {
  auto statement = prepare("PRAGMA user_version");
  statement.step();
  return static_cast<int>(statement.column_integer(0));
}

std::string Database::check_integrity() const {
  std::string problems;
  auto integrity = prepare("PRAGMA integrity_check");
  while (integrity.step()) {
    const auto line = integrity.column_text(0);
    if (line != "ok") problems += line + "\n";
  }
  auto foreign_keys = prepare("PRAGMA foreign_key_check");
  while (foreign_keys.step()) {
    problems += "row " + std::to_string(foreign_keys.column_integer(1)) + " of " + foreign_keys.column_text(0) +
                " refers to a missing row of " + foreign_keys.column_text(2) + "\n";
  }
  return problems.empty() ? "ok" : problems;
}

Transaction::Transaction(const Database& database) : database_(database) { database_.execute("BEGIN IMMEDIATE"); }

Transaction::~Transaction() {
  if (!done_) {
    try {
      database_.execute("ROLLBACK");
    } catch (const StoreError&) {
      // The connection is already gone or the transaction was ended by SQLite itself.
    }
  }
}

void Transaction::commit() {
  database_.execute("COMMIT");
  done_ = true;
}

}  // namespace newell::store
