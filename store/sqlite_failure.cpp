#include "store/sqlite_failure.h"

#include <sqlite3.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <string>

#include <sys/resource.h>

namespace newell::store {
namespace {

// The file-size limit (`ulimit -f`) in bytes, or 0 when there is none.
std::uintmax_t file_size_limit() {
  rlimit limit{};
  if (getrlimit(RLIMIT_FSIZE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return 0;
  return limit.rlim_cur;
}

// Whether the store or its write-ahead log has grown to within a page or so of the limit. SQLite's
// errno is not to be trusted for this (it reads errno after other calls), the files' sizes are.
bool at_file_size_limit(sqlite3* connection, std::uintmax_t limit) {
  const char* name = sqlite3_db_filename(connection, "main");
  if (limit == 0 || name == nullptr || *name == '\0') return false;
  std::uintmax_t largest = 0;
  for (const std::string& file : {std::string(name), std::string(name) + "-wal"}) {
    std::error_code missing;
    const auto size = std::filesystem::file_size(file, missing);
    if (!missing) largest = std::max(largest, size);
  }
  constexpr std::uintmax_t margin = 128 * 1024;  // a write of a few pages that did not fit
  return largest + margin >= limit;
}

}  // namespace

std::string failure_reason(sqlite3* connection) {
  const int code = sqlite3_extended_errcode(connection);
  const bool full = (code & 0xff) == SQLITE_FULL;
  const bool write_failed = code == SQLITE_IOERR_WRITE || code == SQLITE_IOERR_TRUNCATE || code == SQLITE_IOERR_FSYNC;
  if (!full && !write_failed) return sqlite3_errmsg(connection);
  const std::uintmax_t limit = file_size_limit();
  std::string cause;
  if (at_file_size_limit(connection, limit)) {
    cause = "the file-size limit (ulimit -f, " + std::to_string(limit / 1024) + " KB) stops the store from growing";
  } else if (full || sqlite3_system_errno(connection) == ENOSPC) {
    cause = "the disk is full";
  } else {
    cause = sqlite3_errmsg(connection);
  }
  return cause + "; the write was undone and what was committed before it is kept";
}

}  // namespace newell::store
