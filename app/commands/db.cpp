// `newell db info|check`: what a database holds and whether it is sound.

#include "app/command_registry.h"
#include "app/common/database_option.h"
#include "store/database.h"

#include <fmt/core.h>

#include <memory>

namespace newell::app {
namespace {

std::int64_t count_rows(const store::Database& database, const char* table) {
  auto statement = database.prepare(std::string("SELECT count(*) FROM ") + table);
  statement.step();
  return statement.column_integer(0);
}

void add_db(CLI::App& root) {
  auto database_file = std::make_shared<std::string>();
  auto* command = root.add_subcommand("db", "Inspect the SQLite store");
  command->require_subcommand(1);

  auto* info = command->add_subcommand("info", "Schema version and what the database holds");
  add_database_option(info, *database_file);
  info->callback([database_file] {
    const auto database = store::Database::open(*database_file);
    fmt::print("database        {}\nschema version  {}\n", *database_file, database.schema_version());
    for (const char* table : {"games", "moves", "rule_sets", "rule_weight_history", "experiments"}) {
      fmt::print("{:<20}{}\n", table, count_rows(database, table));
    }
    auto by_kind = database.prepare(
        "SELECT kind, count(*), sum(json_valid(settings) AND json_extract(settings, '$.imported_from') IS NOT NULL) "
        "FROM games GROUP BY kind ORDER BY kind");
    while (by_kind.step())
      fmt::print("  {:<18}{} ({} imported)\n", by_kind.column_text(0), by_kind.column_integer(1), by_kind.column_integer(2));
  });

  auto* check = command->add_subcommand("check", "SQLite's integrity and foreign-key checks");
  add_database_option(check, *database_file);
  check->callback([database_file] {
    const auto database = store::Database::open(*database_file);
    const auto verdict = database.check_integrity();
    if (verdict != "ok") {
      fmt::print(stderr, "newell db check: {} has problems:\n{}", *database_file, verdict);
      throw CommandFailed{1};
    }
    fmt::print("{}: ok\n", *database_file);
  });
}

const CommandRegistration registration{"db", add_db};

}  // namespace
}  // namespace newell::app
