#pragma once
// Why a SQLite call failed, in words a user can act on: SQLite's own message, except for a write
// that found no room (the disk full, the file-size limit reached), which it reports as "database or
// disk is full" or "disk I/O error".

#include <string>

struct sqlite3;

namespace newell::store {

std::string failure_reason(sqlite3* connection);

}  // namespace newell::store
