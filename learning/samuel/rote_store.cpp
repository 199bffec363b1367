#include "learning/samuel/rote_store.h"

#include "store/rote_positions.h"

namespace newell::learning::samuel {

std::size_t load_rote_memory(const store::Database& database, std::string_view name, RoteMemory& memory) {
  const auto positions = store::load_rote_positions(database, name);
  for (const store::RotePosition& stored : positions) {
    const StandardPosition position{static_cast<checkers::Bitboard>(stored.black), static_cast<checkers::Bitboard>(stored.white),
                                    static_cast<checkers::Bitboard>(stored.kings)};
    memory.insert(position, RoteEntry{stored.score, stored.ply, stored.age});
  }
  return positions.size();
}

void save_rote_memory(const store::Database& database, std::string_view name, const RoteMemory& memory) {
  std::vector<store::RotePosition> positions;
  for (const auto& [position, entry] : memory.entries())
    positions.push_back({std::int64_t{position.black}, std::int64_t{position.white}, std::int64_t{position.kings}, entry.score,
                         entry.ply, entry.age});
  store::replace_rote_positions(database, name, positions);
}

}  // namespace newell::learning::samuel
