#include "app/records/game_lookup.h"

#include <fmt/core.h>

#include <charconv>
#include <stdexcept>

namespace newell::app::records {

store::GameRecord find_game(const store::Database& database, const std::string& argument) {
  const std::string where = database.path().string();
  store::GameId id = 0;
  if (argument == "last" || argument == "latest") {
    const auto latest = store::latest_game(database);
    if (!latest) throw std::invalid_argument(fmt::format("no games stored in {} yet (newell demo stores one)", where));
    id = *latest;
  } else {
    const auto* end = argument.data() + argument.size();
    const auto [stop, error] = std::from_chars(argument.data(), end, id);
    if (error != std::errc() || stop != end || id <= 0)
      throw std::invalid_argument(fmt::format("'{}' is not a game: give its number from `newell games`, or last", argument));
  }
  auto game = store::load_game(database, id);
  if (!game) throw std::invalid_argument(fmt::format("no game {} in {} (newell games lists them)", id, where));
  return std::move(*game);
}

}  // namespace newell::app::records
