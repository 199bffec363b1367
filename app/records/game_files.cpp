#include "app/records/game_files.h"

#include "app/records/replay.h"
#include "game_descriptor/game_descriptor.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <set>

namespace newell::app::records {
namespace {

using nlohmann::json;

std::string escaped_tag_value(const std::string& value) {
  std::string escaped;
  for (char c : value) {
    if (c == '"' || c == '\\') escaped += '\\';
    escaped += (c == '\n' || c == '\r') ? ' ' : c;
  }
  return escaped;
}

json settings_object(const std::string& settings) {
  json parsed = json::parse(settings, nullptr, false);
  return parsed.is_object() ? parsed : json::object();
}

// The tags a game keeps in its own columns or that newell writes itself.
const std::set<std::string>& absorbed_tags() {
  static const std::set<std::string> names{"White", "Black", "Result", "SetUp", "FEN", "Termination", "PlyCount",
                                           "NewellSettings", "NewellRuleSet"};
  return names;
}

json tags_of(const json& settings) {
  return settings.contains("tags") && settings["tags"].is_object() ? settings["tags"] : json::object();
}

// The seven-tag roster but the result, as export writes it: the game's own tags when it brought
// them, else what the store knows (its event, its date), else the roster's placeholders.
struct Roster {
  std::string event, site, date, round, first, second;
};

// `as_written`: an imported game's event and date only as its file gave them; the store's own
// (the game's number, the day of the import) differ between two imports of one file.
Roster roster(const store::GameRecord& game, const json& settings, const json& tags, bool as_written = false) {
  const auto tag_or = [&](const char* name, const std::string& otherwise) {
    return tags.contains(name) && tags[name].is_string() ? tags[name].get<std::string>() : otherwise;
  };
  std::string event = settings.contains("event") && settings["event"].is_string() ? settings["event"].get<std::string>() : "";
  if (event.empty() && !as_written) event = game.id != 0 ? fmt::format("newell game {}", game.id) : "newell game";
  return Roster{tag_or("Event", event),
                tag_or("Site", "newell"),
                tag_or("Date", as_written ? "????.??.??" : pgn_date(game.played_at)),
                tag_or("Round", "-"),
                game.first_player.empty() ? "?" : game.first_player,
                game.second_player.empty() ? "?" : game.second_player};
}

}  // namespace

std::string game_identity(const store::GameRecord& game) {
  const json settings = settings_object(game.settings);
  const Roster names = roster(game, settings, tags_of(settings), settings.contains("imported_from"));
  // Fields joined by a character no tag, FEN or move holds, so that no two games share a key.
  std::string key = fmt::format("{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}", game.kind, names.event, names.site,
                                names.date, names.round, names.first, names.second, game.result, game.start_position);
  for (const auto& move : game.moves) {
    key += '\x1f';
    key += move.notation;
  }
  return key;
}

std::string pgn_date(const std::string& played_at) {
  if (played_at.size() >= 10 && played_at[4] == '-' && played_at[7] == '-') {
    std::string date = played_at.substr(0, 10);
    date[4] = date[7] = '.';
    return date;
  }
  return "????.??.??";
}

namespace {

// `message` without the copies of `text` quoted in it (as ' "text"' or " 'text'").
std::string without_quoted(std::string message, const std::string& text) {
  if (text.empty()) return message;
  for (const char quote : {'\'', '"'}) {
    const std::string copy = std::string(" ") + quote + text + quote;
    for (auto at = message.find(copy); at != std::string::npos; at = message.find(copy, at)) message.erase(at, copy.size());
  }
  return message;
}

}  // namespace

store::GameRecord game_record(const RecordGame& game, const GameDescriptor& described, const std::string& file_name) {
  const auto refuse = [&](int line, int column, std::string text, std::string message) -> GameRefused {
    return GameRefused{RecordError{{game.number, game.describe(), line, column, std::move(text), std::move(message)}}};
  };
  const auto tag_line = [&](std::string_view name) {
    for (const auto& tag : game.tags)
      if (tag.name == name) return tag.line;
    return game.first_line;
  };
  const bool is_checkers = described.kind == GameKind::checkers;
  if (is_checkers && !game.tag("GameType").empty() && game.tag("GameType").substr(0, 2) != "21")
    throw refuse(tag_line("GameType"), 1, game.tag("GameType"),
                 "[GameType] is not 21 (English checkers); newell reads no other draughts");

  store::GameRecord record;
  record.kind = described.name;
  // PGN: White moves first; PDN (English checkers): Black moves first.
  record.first_player = game.tag(described.side_name(0));
  record.second_player = game.tag(described.side_name(1));
  record.result = game.result;
  record.termination = game.tag("Termination");
  const std::string date = game.tag("Date");
  record.played_at = date;
  record.start_position = game.tag("FEN").empty() ? std::string(described.initial_fen) : game.tag("FEN");

  std::vector<std::string> moves;
  for (const auto& move : game.moves) moves.push_back(move.text);
  ReplayedGame replayed;
  try {
    replayed = replay(described, record.start_position, moves);
  } catch (const MoveFailure& failure) {
    const RecordMove& written = game.moves[static_cast<std::size_t>(failure.ply - 1)];
    throw refuse(written.line, written.column, written.text, failure.what());
  } catch (const std::invalid_argument& error) {
    // The error quotes the tag once: the layers below each quoted it again.
    throw refuse(tag_line("FEN"), 1, game.tag("FEN"), "[FEN] tag: " + without_quoted(error.what(), game.tag("FEN")));
  }
  record.start_position = replayed.boards.front().fen;
  for (std::size_t ply = 0; ply < game.moves.size(); ++ply)
    record.moves.push_back({static_cast<int>(ply + 1), replayed.notation[ply], game.moves[ply].comment, std::nullopt});

  json settings = json::object();
  const std::string stored_settings = game.tag("NewellSettings");
  if (!stored_settings.empty()) settings = settings_object(stored_settings);
  json tags = json::object();
  for (const auto& tag : game.tags) {
    if (absorbed_tags().count(tag.name) != 0) continue;
    if (is_checkers && tag.name == "GameType") continue;
    tags[tag.name] = tag.value;
  }
  if (!tags.empty()) settings["tags"] = tags;
  if (!settings.contains("event") || settings["event"] == "") settings["event"] = game.tag("Event");
  if (!game.comment_before.empty()) settings["comment"] = game.comment_before;
  settings["imported_from"] = file_name;
  // The reader decodes text as UTF-8 or Latin-1 (portable_notation/text_encoding.h); what still is
  // not UTF-8 becomes U+FFFD rather than an exception that would lose the game.
  record.settings = settings.dump(-1, ' ', false, json::error_handler_t::replace);
  return record;
}

std::string write_game(const store::GameRecord& game, const std::string& rule_set) {
  std::vector<std::string> moves;
  for (const auto& move : game.moves) moves.push_back(move.notation);
  const GameDescriptor& described = game_named(game.kind);
  const ReplayedGame replayed = replay(described, game.start_position, moves);
  const bool chess = described.kind == GameKind::chess;

  json settings = settings_object(game.settings);
  const json tags = tags_of(settings);
  const Roster names = roster(game, settings, tags);
  std::vector<std::pair<std::string, std::string>> written{
      {"Event", names.event}, {"Site", names.site}, {"Date", names.date}, {"Round", names.round}};
  if (chess) {
    written.insert(written.end(), {{"White", names.first}, {"Black", names.second}});
  } else {
    written.insert(written.end(), {{"Black", names.first}, {"White", names.second}});
  }
  written.emplace_back("Result", game.result);
  if (!chess) written.emplace_back("GameType", "21");
  if (replayed.boards.front().fen != replay(described, "", {}).boards.front().fen) {
    written.emplace_back("SetUp", "1");
    written.emplace_back("FEN", replayed.boards.front().fen);
  }
  if (!game.termination.empty()) written.emplace_back("Termination", game.termination);
  written.emplace_back("PlyCount", std::to_string(game.moves.size()));
  for (const auto& [name, value] : tags.items()) {
    if (name == "Event" || name == "Site" || name == "Date" || name == "Round" || !value.is_string()) continue;
    written.emplace_back(name, value.get<std::string>());
  }
  if (!rule_set.empty()) written.emplace_back("NewellRuleSet", rule_set);
  settings.erase("tags");
  settings.erase("imported_from");
  settings.erase("comment");
  // The event is already the Event tag unless the game brought its own.
  if (settings.size() == 1 && settings.contains("event") && tags.contains("Event")) settings.erase("event");
  if (!settings.empty()) written.emplace_back("NewellSettings", settings.dump());

  std::string text;
  for (const auto& [name, value] : written) text += fmt::format("[{} \"{}\"]\n", name, escaped_tag_value(value));
  text += "\n";

  MovetextWriter movetext;
  const json original = settings_object(game.settings);
  if (original.contains("comment") && original["comment"].is_string()) movetext.comment(original["comment"].get<std::string>());
  for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
    const std::string& number = replayed.numbers[ply];
    const bool opens_move = number.find("...") == std::string::npos;
    if (opens_move || ply == 0) movetext.word(number);
    movetext.word(replayed.full_notation[ply]);
    movetext.comment(game.moves[ply].summary);
    // After a comment the next move of the same number is written with its number again, as GUIs do.
    if (!game.moves[ply].summary.empty() && opens_move && ply + 1 < game.moves.size())
      movetext.word(replayed.numbers[ply + 1]);
  }
  movetext.word(game.result);
  return text + movetext.finish() + "\n";
}

}  // namespace newell::app::records
