#include "store/statement.h"

#include "store/error.h"
#include "store/sqlite_failure.h"

#include <sqlite3.h>

#include <utility>

namespace newell::store {

Statement::Statement(sqlite3* database, std::string_view sql) : database_(database) {
  if (sqlite3_prepare_v2(database_, sql.data(), static_cast<int>(sql.size()), &statement_, nullptr) != SQLITE_OK) {
    fail("preparing '" + std::string(sql) + "'");
  }
}

Statement::~Statement() { sqlite3_finalize(statement_); }

Statement::Statement(Statement&& other) noexcept
    : database_(other.database_), statement_(std::exchange(other.statement_, nullptr)) {}

Statement& Statement::bind(int index, std::int64_t value) {
  if (sqlite3_bind_int64(statement_, index, value) != SQLITE_OK) fail("binding an integer");
  return *this;
}

Statement& Statement::bind(int index, double value) {
  if (sqlite3_bind_double(statement_, index, value) != SQLITE_OK) fail("binding a number");
  return *this;
}

Statement& Statement::bind(int index, std::string_view value) {
  if (sqlite3_bind_text(statement_, index, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT) != SQLITE_OK) {
    fail("binding a text");
  }
  return *this;
}

Statement& Statement::bind(int index, const std::optional<std::string>& value) {
  return value ? bind(index, std::string_view(*value)) : bind_null(index);
}

Statement& Statement::bind_null(int index) {
  if (sqlite3_bind_null(statement_, index) != SQLITE_OK) fail("binding null");
  return *this;
}

bool Statement::step() {
  const int status = sqlite3_step(statement_);
  if (status == SQLITE_ROW) return true;
  if (status == SQLITE_DONE) return false;
  fail("running '" + std::string(sqlite3_sql(statement_)) + "'");
}

void Statement::run() {
  while (step()) {
  }
  reset();
}

void Statement::reset() {
  sqlite3_reset(statement_);
  sqlite3_clear_bindings(statement_);
}

std::int64_t Statement::column_integer(int column) const { return sqlite3_column_int64(statement_, column); }

double Statement::column_real(int column) const { return sqlite3_column_double(statement_, column); }

std::string Statement::column_text(int column) const {
  const auto* text = sqlite3_column_text(statement_, column);
  // By its length, not up to a NUL: text is stored as bound, NULs included, and read back whole.
  return text == nullptr ? std::string()
                         : std::string(reinterpret_cast<const char*>(text),
                                       static_cast<std::size_t>(sqlite3_column_bytes(statement_, column)));
}

bool Statement::column_is_null(int column) const { return sqlite3_column_type(statement_, column) == SQLITE_NULL; }

void Statement::fail(std::string_view doing) const {
  const char* file = sqlite3_db_filename(database_, "main");
  throw StoreError(std::string(file != nullptr && *file != '\0' ? file : "database") + ": " + std::string(doing) +
                   ": " + failure_reason(database_));
}

}  // namespace newell::store
