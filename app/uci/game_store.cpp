#include "app/uci/game_store.h"

#include "store/database.h"
#include "store/game_records.h"

#include <algorithm>
#include <cstdlib>

namespace newell::uci {

std::optional<std::int64_t> store_game(const std::filesystem::path& database, const goals::GamePlayer& player,
                                       const std::string& opponent, const std::string& settings_json) {
  const auto& moves = player.moves();
  if (!player.engine_side() || std::none_of(moves.begin(), moves.end(), [](const auto& m) { return m.by_engine; }))
    return std::nullopt;
  store::GameRecord record;
  record.kind = player.game().name();
  const std::string engine = goals::engine_name(player.kind());
  record.first_player = *player.engine_side() == 0 ? engine : opponent;
  record.second_player = *player.engine_side() == 0 ? opponent : engine;
  record.settings = settings_json;
  record.start_position = player.start_position();
  record.result = player.result();
  record.termination = player.termination();
  record.moves.resize(moves.size());
  for (std::size_t index = 0; index < moves.size(); ++index) {
    record.moves[index].ply = static_cast<int>(index) + 1;
    record.moves[index].notation = moves[index].notation;
    record.moves[index].summary = moves[index].summary;
    record.moves[index].trace = moves[index].trace;
  }
  const auto opened = store::Database::open(database);
  return store::save_game(opened, record);
}

std::optional<std::filesystem::path> user_game_store() {
  const auto absolute = [](const char* value) -> std::optional<std::filesystem::path> {
    if (value == nullptr || *value == '\0') return std::nullopt;
    const std::filesystem::path path(value);
    if (!path.is_absolute()) return std::nullopt;  // the XDG rule: a relative path is ignored
    return path;
  };
  if (const auto data = absolute(std::getenv("XDG_DATA_HOME"))) return *data / "newell" / "games.db";
  if (const auto home = absolute(std::getenv("HOME"))) return *home / ".local" / "share" / "newell" / "games.db";
  return std::nullopt;
}

}  // namespace newell::uci
