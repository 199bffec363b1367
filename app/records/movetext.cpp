#include "app/records/movetext.h"

#include "game_descriptor/outcome.h"

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
  if (outcome_of_token(token)) return std::string(token);
  if (dialect == Dialect::pdn) {
    // PDN's other spelling counts points, two a game (the notation's own words, read only here).
    if (token == "2-0") return std::string(result_token(Outcome::first_side_wins));
    if (token == "0-2") return std::string(result_token(Outcome::second_side_wins));
    if (token == "1-1") return std::string(result_token(Outcome::draw));
    if (token == "0-0") return std::string(result_token(Outcome::ongoing));
  }
  return "";
}

}  // namespace newell::app::records
