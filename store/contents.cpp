#include "store/contents.h"

namespace newell::store {

std::vector<TableRows> main_table_rows(const Database& database) {
  std::vector<TableRows> counts;
  for (const char* table : {"games", "moves", "rule_sets", "rule_weight_history", "experiments"}) {
    auto statement = database.prepare(std::string("SELECT count(*) FROM ") + table);
    statement.step();
    counts.push_back({table, statement.column_integer(0)});
  }
  return counts;
}

std::vector<KindGames> games_by_kind(const Database& database) {
  auto select = database.prepare(
      "SELECT kind, count(*), sum(json_valid(settings) AND json_extract(settings, '$.imported_from') IS NOT NULL) "
      "FROM games GROUP BY kind ORDER BY kind");
  std::vector<KindGames> kinds;
  while (select.step()) {
    KindGames kind;
    select.read_columns(kind.kind, kind.games, kind.imported);
    kinds.push_back(std::move(kind));
  }
  return kinds;
}

}  // namespace newell::store
