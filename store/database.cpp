#include "store/database.h"

#include "store/error.h"
#include "store/schema.h"
#include "store/sqlite_failure.h"

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <chrono>
#include <thread>
#include <cctype>
#include <fstream>
#include <utility>

#include <unistd.h>

namespace newell::store {
namespace {

std::string quoted(const std::filesystem::path& path) {
  std::string text(1, '\'');  // built by appending: GCC 12 warns (-Wrestrict) of "'" + string inlined here
  text += path.string();
  text += '\'';
  return text;
}

sqlite3* open_connection(const std::filesystem::path& path, int flags, const std::string& uri = {}) {
  sqlite3* connection = nullptr;
  const int status = sqlite3_open_v2(uri.empty() ? path.c_str() : uri.c_str(), &connection, flags, nullptr);
  if (status != SQLITE_OK) {
    const std::string reason = connection != nullptr ? sqlite3_errmsg(connection) : sqlite3_errstr(status);
    sqlite3_close(connection);
    throw StoreError("cannot open database " + quoted(path) + ": " + reason);
  }
  sqlite3_busy_timeout(connection, busy_timeout_ms);
  return connection;
}

// "file:/abs/path?immutable=1", with the characters a URI reserves escaped.
std::string immutable_uri(const std::filesystem::path& path) {
  std::error_code error;
  const auto absolute = std::filesystem::absolute(path, error);
  std::string uri = "file:";
  for (const unsigned char c : (error ? path : absolute).string()) {
    if (std::isalnum(c) != 0 || c == '/' || c == '.' || c == '-' || c == '_' || c == '~') {
      uri += static_cast<char>(c);
    } else {
      constexpr const char* digits = "0123456789ABCDEF";
      uri += '%';
      uri += digits[c >> 4];
      uri += digits[c & 15];
    }
  }
  return uri + "?immutable=1";
}

// A read-only connection. In a folder this process cannot write, SQLite cannot make a WAL store's
// shared-memory file; nobody can write the store there either, so it is read as immutable.
sqlite3* open_read_only(const std::filesystem::path& path) {
  const auto folder = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
  if (::access(folder.c_str(), W_OK) == 0) return open_connection(path, SQLITE_OPEN_READONLY);
  return open_connection(path, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, immutable_uri(path));
}

// A store is a regular file (or SQLite's ":memory:"): reading a FIFO would block until another
// process writes into it, and a device is no place for a database. Throws for anything else there.
void refuse_unless_regular_file(const std::filesystem::path& path) {
  std::error_code error;
  const auto type = std::filesystem::status(path, error).type();  // through symbolic links
  using std::filesystem::file_type;
  if (error || type == file_type::not_found || type == file_type::regular) return;
  if (type == file_type::directory) throw StoreError(quoted(path) + " is a folder, not a database file");
  const char* what = type == file_type::fifo        ? "a FIFO (named pipe)"
                     : type == file_type::character ? "a character device"
                     : type == file_type::block     ? "a block device"
                     : type == file_type::socket    ? "a socket"
                                                    : "not a regular file";
  throw StoreError(quoted(path) + " is " + what + ", not a database file: a store is a regular file; it was left "
                   "untouched (choose another file with --db)");
}

// The first problem of a check's report, in words: SQLite heads each database's problems with a
// line "*** in database main ***", which says nothing to a user.
std::string first_problem(const std::string& report) {
  std::size_t start = 0;
  std::size_t problems = 0;
  std::string first;
  while (start < report.size()) {
    const auto end = std::min(report.find('\n', start), report.size());
    const std::string line = report.substr(start, end - start);
    start = end + 1;
    if (line.empty() || line.starts_with("*** in database")) continue;
    if (problems++ == 0) first = line;
  }
  if (problems == 0) return report.substr(0, report.find('\n'));
  return problems == 1 ? first : first + "; and " + std::to_string(problems - 1) + " more";
}

// Reads what identifies an existing file without writing to it: throws when it is not ours to open.
void refuse_unless_ours(const std::filesystem::path& path) {
  std::array<char, 16> header{};
  std::ifstream file(path, std::ios::binary);
  if (!file.read(header.data(), header.size()) || std::string_view(header.data(), 15) != "SQLite format 3") {
    throw StoreError(quoted(path) + " is not a SQLite database, so not a newell database; it was left untouched "
                     "(choose another file with --db)");
  }

  sqlite3* connection = open_read_only(path);
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
  // One transaction, so one snapshot: read apart, another process's first use could commit between
  // the reads and the store would look like another program's (tables, but no application id).
  sqlite3_exec(connection, "BEGIN", nullptr, nullptr, nullptr);  // ended by sqlite3_close
  const auto application_id = integer("PRAGMA application_id");
  const auto version = integer("PRAGMA user_version");
  const auto tables = integer("SELECT count(*) FROM sqlite_schema WHERE type = 'table'");
  sqlite3_close(connection);

  if (application_id == 0 && tables == 0) return;  // an empty SQLite file: ours to fill
  if (application_id != newell_application_id) {
    throw StoreError(quoted(path) + " is a SQLite database of another program, not newell's; it was left untouched "
                     "(choose another file with --db)");
  }
  if (version < 0) {
    throw StoreError(quoted(path) + " says it holds schema version " + std::to_string(version) +
                     ", which no newell writes (the file was forged or damaged); it was left untouched: choose another "
                     "file with --db");
  }
  if (version > current_schema_version()) {
    throw StoreError(quoted(path) + " was written by a newer newell (schema version " + std::to_string(version) +
                     "; this newell knows up to " + std::to_string(current_schema_version()) +
                     "); it was left untouched: update newell or choose another file with --db");
  }
}

}  // namespace

Database Database::open(const std::filesystem::path& path, Access access) {
  if (path != ":memory:") refuse_unless_regular_file(path);
  std::error_code ignored;
  const bool exists = std::filesystem::exists(path, ignored);
  if (access == Access::read) {
    if (!exists) throw StoreError(quoted(path) + ": no such database file (choose another with --db)");
    if (std::filesystem::file_size(path, ignored) > 0) refuse_unless_ours(path);
    return open_for_reading(path);
  }
  if (exists && std::filesystem::file_size(path, ignored) > 0) refuse_unless_ours(path);

  Database database(open_connection(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE), path);
  // Nothing more is written into a damaged store: the damage would spread and hide.
  // On a store of hundreds of megabytes the check is stopped after quick_check_budget, so that a
  // command (or a GUI waiting for uci) never waits long: then only its first pages were checked.
  std::string verdict;
  try {
    verdict = database.quick_check(quick_check_budget);
  } catch (const StoreError& error) {  // so damaged that the check itself cannot run
    verdict = error.what();
    if (const auto colon = verdict.rfind("': "); colon != std::string::npos) verdict = verdict.substr(colon + 3);
  }
  if (verdict == "unfinished") {
    std::fprintf(stderr, "newell: note: '%s' is large; its integrity was checked in part (newell db check checks it whole)\n",
                 path.c_str());
  } else if (verdict != "ok") {
    throw StoreError(quoted(path) + " is damaged (SQLite's integrity check found: " + first_problem(verdict) +
                     "); nothing was written to it: see `newell db check --db " + path.string() +
                     "`, and keep a copy before repairing it (sqlite3 .recover)");
  }

  database.execute("PRAGMA foreign_keys = ON");
  // The schema is created and migrated in one exclusive transaction, the version read inside it:
  // of two processes opening a new store at once, one creates and the other finds it made.
  const auto steps = migrations();
  if (database.schema_version() < static_cast<int>(steps.size())) {
    database.execute("BEGIN EXCLUSIVE");
    const int found = database.schema_version();
    try {
      // Checked before the first write, and again here: another process may have changed it since.
      if (found < 0) throw StoreError("schema version " + std::to_string(found) + ", which no newell writes");
      for (int version = found; version < static_cast<int>(steps.size()); ++version) {
        database.execute(steps[static_cast<std::size_t>(version)]);
        database.execute("PRAGMA application_id = " + std::to_string(newell_application_id));
        database.execute("PRAGMA user_version = " + std::to_string(version + 1));
      }
      database.execute("COMMIT");
    } catch (const StoreError& error) {
      try {
        database.execute("ROLLBACK");
      } catch (const StoreError&) {
        // SQLite already ended the transaction.
      }
      if (found == 0) throw;  // making a new store: the error says what stopped it
      throw StoreError(quoted(path) + " says it is a newell store of schema version " + std::to_string(found) +
                       ", but it cannot be brought up to date (" + error.what() +
                       "): forged or damaged; it was left as it was (choose another file with --db)");
    }
  }
  // WAL, only once the schema is known good: a migration that fails on a forged store is rolled back
  // and leaves the file as it was, never switched.
  // WAL: readers never block the writer, and a process killed mid-write leaves the last commit intact.
  // Turning a new store to WAL while another process opens it can answer "database is locked" at
  // once, without SQLite's busy handler waiting (seen 1 in 20 trials of four first uses on a loaded
  // machine): wait and ask again, as the busy timeout would.
  for (int attempt = 0;; ++attempt) {
    try {
      database.execute("PRAGMA journal_mode = WAL");
      break;
    } catch (const StoreError& error) {
      if (attempt >= 500 || std::string_view(error.what()).find("locked") == std::string_view::npos) throw;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  }
  database.execute("PRAGMA synchronous = NORMAL");

  return database;
}

Database Database::open_for_reading(const std::filesystem::path& path) {
  Database database(open_read_only(path), path);
  int version = database.schema_version();
  // A store without a schema is being made by its first use (one exclusive transaction, a moment):
  // wait for it rather than fail on a missing table.
  for (int wait = 0; version == 0 && wait < 100; ++wait) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    version = database.schema_version();
  }
  if (version == 0) throw StoreError(quoted(path) + " holds no newell store yet (an empty SQLite file)");
  if (version != 0 && version < current_schema_version()) {
    throw StoreError(quoted(path) + " was written by an older newell (schema version " + std::to_string(version) +
                     "); a command that writes brings it up to date: newell db info --db " + path.string());
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
    sqlite3_free(message);
    const std::string reason = failure_reason(connection_);
    throw StoreError(quoted(path_) + ": " + reason);
  }
}

std::int64_t Database::last_insert_id() const { return sqlite3_last_insert_rowid(connection_); }

int Database::schema_version() const {
  auto statement = prepare("PRAGMA user_version");
  statement.step();
  return static_cast<int>(statement.column_integer(0));
}

std::string Database::quick_check(std::chrono::milliseconds budget) const {
  // The check reads every page (about 10 ms a megabyte): a budget stops it on a large store.
  struct Deadline {
    std::chrono::steady_clock::time_point at;
    static int passed(void* self) { return std::chrono::steady_clock::now() > static_cast<Deadline*>(self)->at ? 1 : 0; }
  } deadline{std::chrono::steady_clock::now() + budget};
  if (budget.count() > 0) sqlite3_progress_handler(connection_, 10000, &Deadline::passed, &deadline);
  struct ClearHandler {
    sqlite3* connection;
    ~ClearHandler() { sqlite3_progress_handler(connection, 0, nullptr, nullptr); }
  } clear{connection_};
  std::string problems;
  try {
    auto check = prepare("PRAGMA quick_check(5)");
    while (check.step()) {
      const auto line = check.column_text(0);
      if (line != "ok") problems += line + "\n";
    }
  } catch (const StoreError&) {
    if (sqlite3_errcode(connection_) == SQLITE_INTERRUPT) return "unfinished";
    throw;
  }
  return problems.empty() ? "ok" : problems;
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
