#include "learning/samuel/rote_store.h"

namespace newell::learning::samuel {

std::size_t load_rote_memory(const store::Database& database, std::string_view name, RoteMemory& memory) {
  auto query = database.prepare("SELECT black, white, kings, score, ply, age FROM rote_positions WHERE memory = ?1");
  query.bind(1, name);
  std::size_t read = 0;
  while (query.step()) {
    const StandardPosition position{static_cast<checkers::Bitboard>(query.column_integer(0)),
                                    static_cast<checkers::Bitboard>(query.column_integer(1)),
                                    static_cast<checkers::Bitboard>(query.column_integer(2))};
    memory.insert(position, RoteEntry{static_cast<int>(query.column_integer(3)), static_cast<int>(query.column_integer(4)),
                                      static_cast<int>(query.column_integer(5))});
    ++read;
  }
  return read;
}

void save_rote_memory(const store::Database& database, std::string_view name, const RoteMemory& memory) {
  store::Transaction transaction(database);
  database.prepare("DELETE FROM rote_positions WHERE memory = ?1").bind(1, name).run();
  auto insert = database.prepare(
      "INSERT INTO rote_positions(memory, black, white, kings, score, ply, age) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  for (const auto& [position, entry] : memory.entries()) {
    insert.reset();
    insert.bind(1, name)
        .bind(2, std::int64_t{position.black})
        .bind(3, std::int64_t{position.white})
        .bind(4, std::int64_t{position.kings})
        .bind(5, std::int64_t{entry.score})
        .bind(6, std::int64_t{entry.ply})
        .bind(7, std::int64_t{entry.age});
    insert.run();
  }
  transaction.commit();
}

}  // namespace newell::learning::samuel
