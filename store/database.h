#pragma once
// The one SQLite file in which newell keeps games, traces, rule weights and experiments.
//
// Opening is careful: a file that is not a SQLite database, a SQLite database of another program,
// or one written by a newer newell is refused with a message and left byte-for-byte untouched.
// An older newell database is migrated forward, one version per transaction.

#include "store/statement.h"

#include <cstdint>
#include <filesystem>
#include <string_view>

struct sqlite3;

namespace newell::store {

// Marks a file as newell's (SQLite's `PRAGMA application_id`): "NEWL".
inline constexpr std::int32_t newell_application_id = 0x4E45574C;

class Database {
 public:
  // Opens or creates the database; throws StoreError when the file must be refused.
  static Database open(const std::filesystem::path& path);

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

 private:
  Database(sqlite3* connection, std::filesystem::path path) : connection_(connection), path_(std::move(path)) {}

  sqlite3* connection_;
  std::filesystem::path path_;
};

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
