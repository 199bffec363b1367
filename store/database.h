#pragma once
// The one SQLite file in which newell keeps games, traces, rule weights and experiments.
//
// Opening is careful: a file that is not a SQLite database, a SQLite database of another program,
// or one written by a newer newell is refused with a message and left byte-for-byte untouched.
// An older newell database is migrated forward, one version per transaction.

#include "store/statement.h"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string_view>

struct sqlite3;

namespace newell::store {

// Marks a file as newell's (SQLite's `PRAGMA application_id`): "NEWL".
inline constexpr std::int32_t newell_application_id = 0x4E45574C;

// How a command uses the store. Writing opens (or creates) it read-write after a quick integrity
// check, refusing a damaged file (naming `newell db check`) rather than writing more into it.
// Reading opens an existing store read-only, so that a store on read-only storage can be read.
enum class Access { write, read };

class Database {
 public:
  // Opens (for writing: or creates) the database; throws StoreError when the file must be refused.
  // Every connection waits for another process's lock (busy timeout) instead of failing; creating
  // and migrating the schema is one exclusive transaction, so two first uses never race.
  static Database open(const std::filesystem::path& path, Access access = Access::write);

  ~Database();
  Database(Database&& other) noexcept;
  Database& operator=(Database&&) = delete;
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  Statement prepare(std::string_view sql) const;
  void execute(std::string_view sql) const;
  std::int64_t last_insert_id() const;
  int schema_version() const;
  const std::filesystem::path& path() const { return path_; }

  // "ok", or SQLite's list of problems (PRAGMA integrity_check and foreign_key_check).
  std::string check_integrity() const;
  // "ok", or SQLite's first problems (PRAGMA quick_check: the pages and the b-trees, no indexes),
  // or "unfinished" when it took longer than `budget` (0: no limit).
  std::string quick_check(std::chrono::milliseconds budget = std::chrono::milliseconds(0)) const;

 private:
  static Database open_for_reading(const std::filesystem::path& path);
  Database(sqlite3* connection, std::filesystem::path path) : connection_(connection), path_(std::move(path)) {}

  sqlite3* connection_;
  std::filesystem::path path_;
};

// How long a connection waits for another process's lock before it gives up.
inline constexpr int busy_timeout_ms = 60000;
// How long opening for writing spends on the integrity check (a store of about 200 MB is checked
// whole; a larger one in part, with a note).
inline constexpr std::chrono::milliseconds quick_check_budget{2000};

// BEGIN IMMEDIATE ... COMMIT; rolls back unless commit() was called, so a half-done write never lands.
class Transaction {
 public:
  explicit Transaction(const Database& database);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();

 private:
  const Database& database_;
  bool done_ = false;
};

}  // namespace newell::store
