#include "portable_notation/collection.h"

#include <cctype>

namespace newell::portable_notation {
namespace {

bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// Runs of spaces and line breaks become one space; a comment wrapped over lines reads as written.
std::string collapse_spaces(std::string_view text) {
  std::string collapsed;
  for (char c : text) {
    if (is_space(c)) {
      if (!collapsed.empty() && collapsed.back() != ' ') collapsed += ' ';
    } else {
      collapsed += c;
    }
  }
  if (!collapsed.empty() && collapsed.back() == ' ') collapsed.pop_back();
  return collapsed;
}

void append_comment(std::string& into, std::string_view comment) {
  const std::string text = collapse_spaces(comment);
  if (text.empty()) return;
  if (!into.empty()) into += ' ';
  into += text;
}

class Reader {
 public:
  Reader(std::string_view text, const Reading& reading, const Start& start)
      : text_(text), reading_(reading), start_(start), line_(start.line), game_count_(start.game_number - 1) {}

  Collection read() {
    while (true) {
      skip_space_and_escapes();
      if (at_ >= text_.size()) break;
      read_game();
    }
    return std::move(collection_);
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
  bool at_line_start() const {
    for (std::size_t i = line_start_; i < at_; ++i)
      if (!is_space(text_[i])) return false;
    return true;
  }

  void skip_space_and_escapes() {
    while (at_ < text_.size()) {
      if (is_space(peek())) {
        advance();
      } else if (peek() == '%' && at_ == line_start_) {  // an escape line
        skip_to_end_of_line();
      } else {
        break;
      }
    }
  }
  void skip_to_end_of_line() {
    while (at_ < text_.size() && peek() != '\n') advance();
  }

  [[noreturn]] static void fail(int line, int column, std::string offending, std::string message) {
    throw Failure{line, column, std::move(offending), std::move(message)};
  }

  void read_game() {
    Game game;
    game.number = ++game_count_;
    game.first_line = line_;
    in_movetext_ = false;
    try {
      read_tags(game);
      in_movetext_ = true;
      read_movetext(game);
      collection_.games.push_back(std::move(game));
    } catch (const Failure& failure) {
      collection_.errors.push_back({game.number, game.tags, failure.line, failure.column, failure.text, failure.message});
      recover();
    }
  }

  // After an error: on to the next game's tag section (a line starting with '[' after moves).
  void recover() {
    while (at_ < text_.size()) {
      skip_space_and_escapes();
      if (at_ >= text_.size()) return;
      if (peek() == '[' && at_line_start()) {
        if (in_movetext_) return;
      } else {
        in_movetext_ = true;
      }
      skip_to_end_of_line();
    }
  }

  std::string rest_of_line(std::size_t from) const {
    std::size_t end = text_.find('\n', from);
    if (end == std::string_view::npos) end = text_.size();
    return std::string(text_.substr(from, std::min<std::size_t>(end - from, 60)));
  }

  void read_tags(Game& game) {
    while (true) {
      skip_space_and_escapes();
      if (peek() != '[') return;
      const std::size_t tag_start = at_;
      const int tag_line = line_;
      const int tag_column = column();
      advance();
      while (peek() == ' ' || peek() == '\t') advance();
      Tag tag;
      tag.line = tag_line;
      while (std::isalnum(static_cast<unsigned char>(peek())) != 0 || peek() == '_') {
        tag.name += peek();
        advance();
      }
      if (tag.name.empty()) fail(tag_line, tag_column, rest_of_line(tag_start), "a tag needs a name: [Name \"value\"]");
      while (peek() == ' ' || peek() == '\t') advance();
      if (peek() != '"') fail(line_, column(), rest_of_line(tag_start), "a tag's value must be in double quotes");
      advance();
      while (at_ < text_.size() && peek() != '"' && peek() != '\n') {
        if (peek() == '\\' && at_ + 1 < text_.size() && (text_[at_ + 1] == '"' || text_[at_ + 1] == '\\')) advance();
        tag.value += peek();
        advance();
      }
      if (peek() != '"')
        fail(tag_line, tag_column, rest_of_line(tag_start),
             at_ >= text_.size() ? "the file ends inside this tag (is it cut short?)" : "the tag's value has no closing quote");
      advance();
      while (peek() == ' ' || peek() == '\t') advance();
      if (peek() != ']') fail(line_, column(), rest_of_line(tag_start), "expected ']' to close the tag");
      advance();
      game.tags.push_back(std::move(tag));
    }
  }

  std::string read_brace_comment() {
    const int start_line = line_;
    const int start_column = column();
    advance();
    const std::size_t start = at_;
    while (at_ < text_.size() && peek() != '}') advance();
    if (at_ >= text_.size())
      fail(start_line, start_column, "{", "the comment opened here is never closed with '}' (is the file cut short?)");
    const std::string_view comment = text_.substr(start, at_ - start);
    advance();
    return std::string(comment);
  }

  std::string read_line_comment() {
    advance();
    const std::size_t start = at_;
    skip_to_end_of_line();
    return std::string(text_.substr(start, at_ - start));
  }

  void skip_variation() {
    const int start_line = line_;
    const int start_column = column();
    int depth = 0;
    do {
      if (at_ >= text_.size()) fail(start_line, start_column, "(", "the variation opened here is never closed with ')'");
      if (peek() == '{') {
        read_brace_comment();
        continue;
      }
      if (peek() == '(') ++depth;
      if (peek() == ')') --depth;
      advance();
    } while (depth > 0);
  }

  std::string_view read_word() {
    const std::size_t start = at_;
    while (at_ < text_.size() && !is_space(peek()) && std::string_view("[]{}();").find(peek()) == std::string_view::npos)
      advance();
    return text_.substr(start, at_ - start);
  }

  void read_movetext(Game& game) {
    const auto comment_target = [&]() -> std::string& {
      return game.moves.empty() ? game.comment_before : game.moves.back().comment;
    };
    while (true) {
      skip_space_and_escapes();
      if (at_ >= text_.size()) {
        if (!reading_.result_required) return;
        if (!start_.next_tags.empty())
          fail(line_, column(), start_.next_tags, "the game has no result (1-0, 0-1, 1/2-1/2 or *) before the next game's tags");
        fail(line_, column(), "", "the game has no result (1-0, 0-1, 1/2-1/2 or *) before the end of the file (is it cut short?)");
      }
      const char next = peek();
      if (next == '[') {
        if (at_line_start()) {
          if (!reading_.result_required) return;
          fail(line_, column(), rest_of_line(at_),
               "the game has no result (1-0, 0-1, 1/2-1/2 or *) before the next game's tags");
        }
        fail(line_, column(), rest_of_line(at_), "a tag in the middle of the moves");
      }
      if (next == '{') {
        append_comment(comment_target(), read_brace_comment());
        continue;
      }
      if (next == ';') {
        append_comment(comment_target(), read_line_comment());
        continue;
      }
      if (next == '(') {
        skip_variation();
        continue;
      }
      if (next == ')' || next == ']' || next == '}') {
        fail(line_, column(), std::string(1, next), std::string("unexpected '") + next + "'");
      }
      const int word_line = line_;
      const int word_column = column();
      std::string_view word = read_word();
      if (reading_.is_result(word)) {
        game.result = std::string(word);
        return;
      }
      if (word.front() == '$') continue;  // a numeric annotation glyph
      // A move number ("12." or "12...") may be glued to the move that follows it.
      std::size_t digits = 0;
      while (digits < word.size() && is_digit(word[digits])) ++digits;
      std::size_t dots = digits;
      while (dots < word.size() && word[dots] == '.') ++dots;
      if (dots > digits) word.remove_prefix(dots);
      while (!word.empty() && (word.back() == '!' || word.back() == '?')) word.remove_suffix(1);
      if (word.empty()) continue;
      const int move_column = word_column + static_cast<int>(dots > digits ? dots : 0);
      if (reading_.refuse_move) {
        std::string why = reading_.refuse_move(word);
        if (!why.empty()) fail(word_line, move_column, std::string(word), std::move(why));
      }
      game.moves.push_back({std::string(word), word_line, move_column, {}});
    }
  }

  std::string_view text_;
  const Reading& reading_;
  const Start& start_;
  std::size_t at_ = 0;
  std::size_t line_start_ = 0;
  int line_ = 1;
  int game_count_ = 0;
  bool in_movetext_ = false;
  Collection collection_;
};

}  // namespace

std::string tag_value(const std::vector<Tag>& tags, std::string_view name) {
  for (const auto& entry : tags)
    if (entry.name == name) return entry.value;
  return "";
}

Collection read_collection(std::string_view text, const Reading& reading, const Start& start) {
  return Reader(text, reading, start).read();
}

std::string comment_token(std::string_view comment) {
  std::string text;
  for (char c : comment) text += (c == '\n' || c == '\r') ? ' ' : c;
  if (text.find('}') != std::string::npos) return "; " + text;
  return "{" + text + "}";
}

void MovetextWriter::word(const std::string& text) {
  if (!line_.empty() && line_.size() + 1 + text.size() > 80) {
    text_ += line_ + "\n";
    line_.clear();
  }
  if (!line_.empty()) line_ += ' ';
  line_ += text;
}

void MovetextWriter::comment(std::string_view text) {
  if (text.empty()) return;
  const std::string token = comment_token(text);
  if (token.front() == ';') {  // runs to the end of the line: nothing may follow it there
    if (!line_.empty()) line_ += ' ';
    text_ += line_ + token + "\n";
    line_.clear();
    return;
  }
  // Word by word, so that a long comment wraps like the moves.
  std::string_view rest = std::string_view(token).substr(1, token.size() - 2);
  std::string piece = "{";
  bool first = true;
  while (!rest.empty()) {
    const std::size_t space = rest.find(' ');
    const std::string_view next = rest.substr(0, space);
    if (!next.empty()) {
      if (!first) {
        word(piece);
        piece.clear();
      }
      piece += next;
      first = false;
    }
    if (space == std::string_view::npos) break;
    rest.remove_prefix(space + 1);
  }
  word(piece + "}");
}

std::string MovetextWriter::finish() {
  if (!line_.empty()) text_ += line_ + "\n";
  line_.clear();
  return std::move(text_);
}

}  // namespace newell::portable_notation
