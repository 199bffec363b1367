#pragma once
// What a store holds, counted (`newell db info`).

#include "store/database.h"

#include <cstdint>
#include <string>
#include <vector>

namespace newell::store {

struct TableRows {
  std::string table;
  std::int64_t rows = 0;
};
// The rows of the main tables: games, moves, rule_sets, rule_weight_history, experiments.
std::vector<TableRows> main_table_rows(const Database& database);

struct KindGames {
  std::string kind;
  std::int64_t games = 0, imported = 0;  // imported: the settings name the file they came from
};
// The games of each kind, in the kinds' order.
std::vector<KindGames> games_by_kind(const Database& database);

}  // namespace newell::store
