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

namespace {

// Text from a file is quoted in a message up to this many bytes: a 100 KB tag is not a 100 KB line.
constexpr std::size_t quoted_bytes = 60;

// `text` between quotes; when long, its first quoted_bytes (cut between characters), then its length.
std::string quote_text(std::string_view text, char quote) {
  if (text.size() <= quoted_bytes) return fmt::format("{0}{1}{0}", quote, text);
  std::size_t cut = quoted_bytes;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // not inside a UTF-8 character
  return fmt::format("{0}{1}...{0} ({2} bytes)", quote, text.substr(0, cut), text.size());
}

// The message with each "double-quoted" text (the notations' readers quote what they refuse) cut short.
std::string long_quotes_cut(std::string_view message) {
  std::string cut;
  std::size_t at = 0;
  for (;;) {
    const std::size_t open = message.find('"', at);
    const std::size_t close = open == std::string_view::npos ? open : message.find('"', open + 1);
    if (close == std::string_view::npos) break;
    cut += message.substr(at, open - at);
    cut += quote_text(message.substr(open + 1, close - open - 1), '"');
    at = close + 1;
  }
  cut += message.substr(at);
  return cut;
}

}  // namespace

std::string RecordError::to_string(std::string_view file) const {
  return fmt::format("{}:{}:{}: {}: {}{}", file, line, column, game, text.empty() ? "" : quote_text(text, '\'') + ": ",
                     long_quotes_cut(message));
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
