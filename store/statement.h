#pragma once
// A prepared SQLite statement. Binding is by 1-based parameter index, columns are 0-based,
// as in SQLite itself.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace newell::store {

class Statement {
 public:
  Statement(sqlite3* database, std::string_view sql);
  ~Statement();
  Statement(Statement&& other) noexcept;
  Statement& operator=(Statement&&) = delete;
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, double value);
  Statement& bind(int index, std::string_view value);
  Statement& bind(int index, const std::optional<std::string>& value);
  Statement& bind_null(int index);

  // Runs to the next row; false when the statement is done.
  bool step();
  // Runs a statement that returns no rows.
  void run();
  void reset();

  std::int64_t column_integer(int column) const;
  double column_real(int column) const;
  std::string column_text(int column) const;
  bool column_is_null(int column) const;

  // The row's columns, from the first, into `fields` in order: integers, reals, text, or optionals
  // of them (a null column leaves the optional empty). One call per row instead of a line a column.
  template <typename... Fields>
  void read_columns(Fields&... fields) const {
    int column = 0;
    (read_column(column++, fields), ...);
  }

 private:
  void read_column(int column, std::int64_t& into) const { into = column_integer(column); }
  void read_column(int column, int& into) const { into = static_cast<int>(column_integer(column)); }
  void read_column(int column, double& into) const { into = column_real(column); }
  void read_column(int column, std::string& into) const { into = column_text(column); }
  template <typename T>
  void read_column(int column, std::optional<T>& into) const {
    if (column_is_null(column)) {
      into.reset();
    } else {
      read_column(column, into.emplace());
    }
  }

  [[noreturn]] void fail(std::string_view doing) const;

  sqlite3* database_;
  sqlite3_stmt* statement_ = nullptr;
};

}  // namespace newell::store
