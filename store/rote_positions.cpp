#include "store/rote_positions.h"

namespace newell::store {

std::vector<RotePosition> load_rote_positions(const Database& database, std::string_view memory) {
  auto query = database.prepare("SELECT black, white, kings, score, ply, age FROM rote_positions WHERE memory = ?1");
  query.bind(1, memory);
  std::vector<RotePosition> positions;
  while (query.step()) {
    RotePosition position;
    query.read_columns(position.black, position.white, position.kings, position.score, position.ply, position.age);
    positions.push_back(position);
  }
  return positions;
}

void replace_rote_positions(const Database& database, std::string_view memory, const std::vector<RotePosition>& positions) {
  Transaction transaction(database);
  database.prepare("DELETE FROM rote_positions WHERE memory = ?1").bind(1, memory).run();
  auto insert = database.prepare(
      "INSERT INTO rote_positions(memory, black, white, kings, score, ply, age) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  for (const RotePosition& position : positions) {
    insert.reset();
    insert.bind(1, memory)
        .bind(2, position.black)
        .bind(3, position.white)
        .bind(4, position.kings)
        .bind(5, std::int64_t{position.score})
        .bind(6, std::int64_t{position.ply})
        .bind(7, std::int64_t{position.age});
    insert.run();
  }
  transaction.commit();
}

}  // namespace newell::store
