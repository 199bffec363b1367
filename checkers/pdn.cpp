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

class PdnReader {
 public:
  explicit PdnReader(std::string_view text) : text_(text) {}

  PdnFile read() {
    while (true) {
      skip_space_and_escapes();
      if (at_ >= text_.size()) break;
      read_game();
    }
    return std::move(file_);
  }

 private:
  struct Failure {
    int line;
    int column;
    std::string text;
    std::string message;
  };

  char peek() const { return at_ < text_.size() ? text_[at_] : '\0'; }
  void advance() {
    if (text_[at_] == '\n') {
      ++line_;
      line_start_ = at_ + 1;
    }
    ++at_;
  }
  int column() const { return static_cast<int>(at_ - line_start_) + 1; }
  void skip_space_and_escapes() {
    while (at_ < text_.size()) {
      if (std::isspace(static_cast<unsigned char>(peek())) != 0) {
        advance();
      } else if (peek() == '%' && at_ == line_start_) {  // an escape line
        while (at_ < text_.size() && peek() != '\n') advance();
      } else {
        break;
      }
    }
  }
  [[noreturn]] void fail(int line, int col, std::string offending, std::string message) {
    throw Failure{line, col, std::move(offending), std::move(message)};
  }

  void read_game() {
    PdnGame game;
    game.number = ++game_count_;
    game.first_line = line_;
    in_movetext_ = false;
    try {
      read_tags(game);
      in_movetext_ = true;
      read_movetext(game);
      file_.games.push_back(std::move(game));
    } catch (const Failure& failure) {
      file_.errors.push_back({game.number, game.describe(), failure.line, failure.column, failure.text, failure.message});
      recover();
    }
  }

  // After an error: skip to the end of the bad game (its result token, or the tag section that
  // follows its moves).
  void recover() {
    while (true) {
      skip_space_and_escapes();
      if (at_ >= text_.size()) return;
      if (peek() == '[' && at_ == line_start_) {
        if (in_movetext_) return;
        while (at_ < text_.size() && peek() != '\n') advance();
        continue;
      }
      if (peek() != '[') in_movetext_ = true;
      if (peek() == '{') {
        while (at_ < text_.size() && peek() != '}') advance();
        if (at_ < text_.size()) advance();
        continue;
      }
      const std::string_view word = read_word();
      if (word.empty()) {
        advance();
      } else if (is_result(word)) {
        return;
      }
    }
  }

  std::string_view read_word() {
    const std::size_t start = at_;
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(peek())) == 0 &&
           std::string_view("[]{}();").find(peek()) == std::string_view::npos)
      advance();
    return text_.substr(start, at_ - start);
  }

  void read_tags(PdnGame& game) {
    while (true) {
      skip_space_and_escapes();
      if (peek() != '[') return;
      const int tag_line = line_;
      const int tag_column = column();
      advance();
      while (peek() == ' ' || peek() == '\t') advance();
      const std::size_t name_start = at_;
      while (std::isalnum(static_cast<unsigned char>(peek())) != 0 || peek() == '_') advance();
      PdnTag tag;
      tag.line = tag_line;
      tag.name = std::string(text_.substr(name_start, at_ - name_start));
      if (tag.name.empty()) fail(tag_line, tag_column, rest_of_line(tag_column), "a tag needs a name: [Name \"value\"]");
      while (peek() == ' ' || peek() == '\t') advance();
      if (peek() != '"') fail(line_, column(), rest_of_line(tag_column), "a tag's value must be in double quotes");
      advance();
      while (at_ < text_.size() && peek() != '"' && peek() != '\n') {
        if (peek() == '\\' && at_ + 1 < text_.size()) advance();
        tag.value += peek();
        advance();
      }
      if (peek() != '"') fail(tag_line, tag_column, rest_of_line(tag_column), "the tag's value has no closing quote");
      advance();
      while (peek() == ' ' || peek() == '\t') advance();
      if (peek() != ']') fail(line_, column(), rest_of_line(tag_column), "expected ']' to close the tag");
      advance();
      game.tags.push_back(std::move(tag));
    }
  }

  std::string rest_of_line(int from_column) const {
    std::size_t start = line_start_ + static_cast<std::size_t>(from_column - 1);
    std::size_t end = text_.find('\n', start);
    if (end == std::string_view::npos) end = text_.size();
    return std::string(text_.substr(start, std::min<std::size_t>(end - start, 60)));
  }

  void read_comment(std::string& into) {
    const int start_line = line_;
    const int start_column = column();
    advance();
    std::string comment;
    while (at_ < text_.size() && peek() != '}') {
      comment += peek();
      advance();
    }
    if (at_ >= text_.size()) fail(start_line, start_column, "{", "the comment is never closed with '}'");
    advance();
    if (!into.empty()) into += ' ';
    into += comment;
  }

  void skip_variation() {
    const int start_line = line_;
    const int start_column = column();
    int depth = 0;
    do {
      if (at_ >= text_.size()) fail(start_line, start_column, "(", "the variation is never closed with ')'");
      if (peek() == '(') ++depth;
      if (peek() == ')') --depth;
      advance();
    } while (depth > 0);
  }

  void read_movetext(PdnGame& game) {
    while (true) {
      skip_space_and_escapes();
      if (at_ >= text_.size()) return;  // a missing result is read as "*"
      const char next = peek();
      if (next == '[') {
        if (at_ == line_start_) return;  // the next game's tags
        fail(line_, column(), rest_of_line(column()), "a tag in the middle of the moves");
      }
      if (next == '{') {
        read_comment(game.moves.empty() ? game.comment_before : game.moves.back().comment);
        continue;
      }
      if (next == ';') {
        while (at_ < text_.size() && peek() != '\n') advance();
        continue;
      }
      if (next == '(') {
        skip_variation();
        continue;
      }
      if (next == ')' || next == ']' || next == '}')
        fail(line_, column(), std::string(1, next), std::string("unexpected '") + next + "'");
      const int word_line = line_;
      const int word_column = column();
      std::string_view word = read_word();
      if (is_result(word)) {
        game.result = std::string(word);
        return;
      }
      if (word.front() == '$') continue;  // a numeric annotation glyph
      // A move number ("12." or "12...") may be glued to the move that follows it.
      std::size_t digits = 0;
      while (digits < word.size() && std::isdigit(static_cast<unsigned char>(word[digits])) != 0) ++digits;
      if (digits > 0 && digits < word.size() && word[digits] == '.') {
        std::size_t after = digits;
        while (after < word.size() && word[after] == '.') ++after;
        word.remove_prefix(after);
        if (word.empty()) continue;
      }
      while (!word.empty() && (word.back() == '!' || word.back() == '?')) word.remove_suffix(1);
      if (!is_move_shape(word))
        fail(word_line, word_column, std::string(word), "expected a move (like 11-15 or 15x24), a move number or a result");
      game.moves.push_back({std::string(word), word_line, word_column, {}});
    }
  }

  std::string_view text_;
  std::size_t at_ = 0;
  std::size_t line_start_ = 0;
  int line_ = 1;
  int game_count_ = 0;
  bool in_movetext_ = false;
  PdnFile file_;
};

}  // namespace

std::string PdnGame::tag(std::string_view name) const {
  for (const auto& entry : tags)
    if (entry.name == name) return entry.value;
  return "";
}

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

PdnFile read_pdn(std::string_view text) { return PdnReader(text).read(); }

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
    result.error = PdnError{pdn_game.number, pdn_game.describe(), line, 1, pdn_game.tag("FEN"),
                            std::string("[FEN] tag: ") + error.what()};
    return result;
  }
  int ply = 0;
  for (const PdnMove& written : pdn_game.moves) {
    ++ply;
    try {
      result.game.play(parse_move(result.game.position(), written.text));
    } catch (const std::exception& error) {
      result.ply_of_error = ply;
      result.error = PdnError{pdn_game.number, pdn_game.describe(), written.line, written.column, written.text,
                              "ply " + std::to_string(ply) + " (" + color_name(result.game.position().side_to_move) +
                                  " to move): " + error.what()};
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
  std::string line;
  const auto emit = [&](const std::string& word) {
    if (!line.empty() && line.size() + 1 + word.size() > 80) {
      text += line + "\n";
      line.clear();
    }
    if (!line.empty()) line += ' ';
    line += word;
  };
  // A comment is written word by word so that it wraps like the moves; '}' cannot occur inside one.
  const auto emit_comment = [&](const std::string& comment) {
    if (comment.empty()) return;
    std::string words = "{";
    std::size_t start = 0;
    while (start < comment.size()) {
      std::size_t end = comment.find_first_of(" \t\r\n", start);
      if (end == std::string::npos) end = comment.size();
      if (end > start) {
        std::string word = comment.substr(start, end - start);
        for (char& c : word)
          if (c == '}') c = ')';
        if (words.size() > 1) {
          emit(words);
          words.clear();
        }
        words += word;
      }
      start = end + 1;
    }
    emit(words + "}");
  };
  emit_comment(comment_before);
  Color to_move = game.start().side_to_move;
  int number = 1;
  for (std::size_t ply = 0; ply < game.moves().size(); ++ply) {
    if (to_move == Color::black) emit(std::to_string(number) + ".");
    else if (ply == 0) emit(std::to_string(number) + "...");
    emit(move_text(game.moves()[ply]));
    if (ply < comments_after.size()) emit_comment(comments_after[ply]);
    if (to_move == Color::white) ++number;
    to_move = opposite(to_move);
  }
  emit(result);
  return text + line + "\n";
}

std::string write_pdn(const PdnGame& pdn_game, const Game& replayed) {
  std::vector<std::string> comments;
  for (const PdnMove& move : pdn_game.moves) comments.push_back(move.comment);
  return write_pdn(pdn_game.tags, replayed, pdn_game.result, pdn_game.comment_before, comments);
}

}  // namespace newell::checkers
