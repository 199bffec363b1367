#include "app/records/movetext.h"

#include <fmt/core.h>

namespace newell::app::records {

std::string RecordGame::tag(std::string_view name) const { return portable_notation::tag_value(tags, name); }

std::string RecordGame::describe() const {
  std::string text = "game " + std::to_string(number);
  for (const char* name : {"Event", "Date", "White", "Black"}) {
    const std::string value = tag(name);
    if (!value.empty() && value != "?" && value != "????.??.??") text += fmt::format(" [{} \"{}\"]", name, value);
  }
  return text;
}

std::string RecordError::to_string(std::string_view file) const {
  return fmt::format("{}:{}:{}: {}: {}{}", file, line, column, game, text.empty() ? "" : "'" + text + "': ", message);
}

Collection read_collection(std::string_view text, Dialect dialect, const portable_notation::Start& start) {
  portable_notation::Reading reading;
  reading.is_result = [dialect](std::string_view word) { return !normalised_result(word, dialect).empty(); };
  Collection collection;
  portable_notation::name_games(portable_notation::read_collection(text, reading, start), collection.games, collection.errors);
  for (auto& game : collection.games) game.result = normalised_result(game.result, dialect);
  return collection;
}

std::string normalised_result(std::string_view token, Dialect dialect) {
  if (token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*") return std::string(token);
  if (dialect == Dialect::pdn) {
    if (token == "2-0") return "1-0";
    if (token == "0-2") return "0-1";
    if (token == "1-1") return "1/2-1/2";
    if (token == "0-0") return "*";
  }
  return "";
}

}  // namespace newell::app::records
