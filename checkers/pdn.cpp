#include "checkers/pdn.h"

#include "checkers/notation.h"

#include <cctype>

namespace newell::checkers {
namespace {

bool is_result(std::string_view word) {
  return word == "1-0" || word == "0-1" || word == "1/2-1/2" || word == "*" || word == "2-0" || word == "0-2" ||
         word == "1-1" || word == "0-0";
}

bool is_move_shape(std::string_view word) {
  if (word.empty() || std::isdigit(static_cast<unsigned char>(word.front())) == 0) return false;
  for (char c : word)
    if (std::isdigit(static_cast<unsigned char>(c)) == 0 && c != '-' && c != 'x' && c != 'X' && c != ':') return false;
  return std::isdigit(static_cast<unsigned char>(word.back())) != 0;
}

}  // namespace

std::string PdnGame::tag(std::string_view name) const { return portable_notation::tag_value(tags, name); }

std::string PdnGame::describe() const {
  std::string text = "game " + std::to_string(number);
  for (const char* name : {"Event", "Date", "Black", "White"}) {
    const std::string value = tag(name);
    if (!value.empty()) text += std::string(" [") + name + " \"" + value + "\"]";
  }
  return text;
}

std::string PdnError::to_string() const {
  return game + ": line " + std::to_string(line) + ", column " + std::to_string(column) + ", '" + text + "': " + message;
}

PdnFile read_pdn(std::string_view text) {
  portable_notation::Reading reading;
  reading.is_result = is_result;
  reading.result_required = false;  // a game without a result reads as "*"
  reading.refuse_move = [](std::string_view word) -> std::string {
    return is_move_shape(word) ? "" : "expected a move (like 11-15 or 15x24), a move number or a result";
  };
  PdnFile file;
  portable_notation::name_games(portable_notation::read_collection(text, reading), file.games, file.errors);
  return file;
}

Position start_position(const PdnGame& game) {
  const std::string fen = game.tag("FEN");
  return fen.empty() ? Position::initial() : parse_fen(fen);
}

Replay replay(const PdnGame& pdn_game, DrawRules rules) {
  Replay result{Game(Position::initial(), rules), std::nullopt, 0};
  try {
    result.game = Game(start_position(pdn_game), rules);
  } catch (const NotationError& error) {
    int line = pdn_game.first_line;
    for (const auto& tag : pdn_game.tags)
      if (tag.name == "FEN") line = tag.line;
    result.error = PdnError{{pdn_game.number, pdn_game.describe(), line, 1, pdn_game.tag("FEN"),
                             std::string("[FEN] tag: ") + error.what()}};
    return result;
  }
  int ply = 0;
  for (const PdnMove& written : pdn_game.moves) {
    ++ply;
    try {
      result.game.play(parse_move(result.game.position(), written.text));
    } catch (const std::exception& error) {
      result.ply_of_error = ply;
      result.error = PdnError{{pdn_game.number, pdn_game.describe(), written.line, written.column, written.text,
                               "ply " + std::to_string(ply) + " (" + color_name(result.game.position().side_to_move) +
                                   " to move): " + error.what()}};
      return result;
    }
  }
  return result;
}

std::string write_pdn(const std::vector<PdnTag>& tags, const Game& game, const std::string& result,
                      const std::string& comment_before, const std::vector<std::string>& comments_after) {
  std::vector<PdnTag> all = tags;
  const auto has = [&](std::string_view name) {
    for (const auto& tag : all)
      if (tag.name == name) return true;
    return false;
  };
  if (!(game.start() == Position::initial())) {
    if (!has("SetUp")) all.push_back({"SetUp", "1", 0});
    if (!has("FEN")) all.push_back({"FEN", to_fen(game.start()), 0});
  }
  if (!has("Result")) all.push_back({"Result", result, 0});
  std::string text;
  for (const auto& tag : all) {
    std::string value;
    for (char c : tag.value) {
      if (c == '"' || c == '\\') value += '\\';
      value += c;
    }
    text += "[" + tag.name + " \"" + value + "\"]\n";
  }
  // A comment holding '}' is written as a `;` comment, which reads back unchanged.
  portable_notation::MovetextWriter movetext;
  movetext.comment(comment_before);
  Color to_move = game.start().side_to_move;
  int number = 1;
  for (std::size_t ply = 0; ply < game.moves().size(); ++ply) {
    if (to_move == Color::black) movetext.word(std::to_string(number) + ".");
    else if (ply == 0) movetext.word(std::to_string(number) + "...");
    movetext.word(move_text(game.moves()[ply]));
    if (ply < comments_after.size()) movetext.comment(comments_after[ply]);
    if (to_move == Color::white) ++number;
    to_move = opposite(to_move);
  }
  movetext.word(result);
  return text + movetext.finish();
}

std::string write_pdn(const PdnGame& pdn_game, const Game& replayed) {
  std::vector<std::string> comments;
  for (const PdnMove& move : pdn_game.moves) comments.push_back(move.comment);
  return write_pdn(pdn_game.tags, replayed, pdn_game.result, pdn_game.comment_before, comments);
}

}  // namespace newell::checkers
