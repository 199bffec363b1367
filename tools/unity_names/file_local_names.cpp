#include "file_local_names.h"

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <set>

namespace newell::unity_names {
namespace {

struct Token {
  std::string text;
  int line = 0;
  bool is_word = false;  // an identifier or keyword
};

struct MacroDefinition {
  std::string name;
  std::string meaning;
  int line = 0;
};

bool is_word_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Splits a source text into words, literals (each as a placeholder) and punctuation; comments go,
// and each preprocessor line is read for its #define and #undef.
class Lexer {
 public:
  explicit Lexer(std::string_view text) : text_(text) {}

  void run() {
    bool line_start = true;
    while (at_ < text_.size()) {
      const char c = text_[at_];
      if (c == '\n') {
        ++line_;
        ++at_;
        line_start = true;
      } else if (std::isspace(static_cast<unsigned char>(c))) {
        ++at_;
      } else if (starts("//")) {
        while (at_ < text_.size() && text_[at_] != '\n') ++at_;
      } else if (starts("/*")) {
        skip_block_comment();
      } else if (c == '#' && line_start) {
        read_directive();
      } else {
        line_start = false;
        read_token();
      }
    }
  }

  std::vector<Token> tokens;
  std::vector<MacroDefinition> defined;
  std::set<std::string> undefined;

 private:
  bool starts(std::string_view what) const { return text_.substr(at_, what.size()) == what; }
  char peek(std::size_t ahead) const { return at_ + ahead < text_.size() ? text_[at_ + ahead] : '\0'; }

  void skip_block_comment() {
    at_ += 2;
    while (at_ < text_.size() && !starts("*/")) {
      if (text_[at_] == '\n') ++line_;
      ++at_;
    }
    at_ = std::min(text_.size(), at_ + 2);
  }

  // A preprocessor line with its continuations; only #define NAME and #undef NAME matter here.
  void read_directive() {
    const int line = line_;
    std::string directive;
    ++at_;
    while (at_ < text_.size() && text_[at_] != '\n') {
      if (text_[at_] == '\\' && peek(1) == '\n') {
        at_ += 2;
        ++line_;
        directive += ' ';
      } else if (starts("//")) {
        while (at_ < text_.size() && text_[at_] != '\n') ++at_;
      } else if (starts("/*")) {
        skip_block_comment();
        directive += ' ';
      } else {
        directive += text_[at_++];
      }
    }
    std::size_t i = directive.find_first_not_of(" \t");
    if (i == std::string::npos) return;
    std::size_t word_end = i;
    while (word_end < directive.size() && is_word_char(directive[word_end])) ++word_end;
    const std::string word = directive.substr(i, word_end - i);
    i = directive.find_first_not_of(" \t", word_end);
    if (i == std::string::npos || (word != "define" && word != "undef")) return;
    std::size_t name_end = i;
    while (name_end < directive.size() && is_word_char(directive[name_end])) ++name_end;
    const std::string name = directive.substr(i, name_end - i);
    if (word == "undef") {
      undefined.insert(name);
      return;
    }
    // The meaning with its spaces collapsed: the same macro written twice compares equal.
    std::string meaning;
    for (std::size_t k = name_end; k < directive.size(); ++k) {
      const bool space = std::isspace(static_cast<unsigned char>(directive[k]));
      if (space && (meaning.empty() || meaning.back() == ' ')) continue;
      meaning += space ? ' ' : directive[k];
    }
    while (!meaning.empty() && meaning.back() == ' ') meaning.pop_back();
    defined.push_back({name, meaning, line});
  }

  void push(std::string text, bool is_word = false) { tokens.push_back({std::move(text), line_, is_word}); }

  void read_token() {
    const char c = text_[at_];
    if (is_word_start(c)) {
      const std::size_t begin = at_;
      while (at_ < text_.size() && is_word_char(text_[at_])) ++at_;
      const std::string_view word = text_.substr(begin, at_ - begin);
      const char next = at_ < text_.size() ? text_[at_] : '\0';
      if (next == '"' && (word == "R" || word == "u8R" || word == "uR" || word == "UR" || word == "LR")) {
        skip_raw_string();
      } else if ((next == '"' || next == '\'') && (word == "u8" || word == "u" || word == "U" || word == "L")) {
        skip_quoted(next);
      } else {
        push(std::string(word), true);
      }
    } else if (std::isdigit(static_cast<unsigned char>(c)) || (c == '.' && std::isdigit(static_cast<unsigned char>(peek(1))))) {
      skip_number();
    } else if (c == '"' || c == '\'') {
      skip_quoted(c);
    } else if (starts("::") || starts("->")) {
      push(std::string(text_.substr(at_, 2)));
      at_ += 2;
    } else if (starts("...")) {
      push("...");
      at_ += 3;
    } else {
      push(std::string(1, c));
      ++at_;
    }
  }

  void skip_number() {
    while (at_ < text_.size()) {
      const char c = text_[at_];
      const char before = at_ > 0 ? text_[at_ - 1] : '\0';
      if (is_word_char(c) || c == '.' || (c == '\'' && is_word_char(peek(1))) ||
          ((c == '+' || c == '-') && (before == 'e' || before == 'E' || before == 'p' || before == 'P'))) {
        ++at_;
      } else {
        break;
      }
    }
    push("0");
  }

  void skip_quoted(char quote) {
    const int line = line_;
    ++at_;
    while (at_ < text_.size() && text_[at_] != quote && text_[at_] != '\n') at_ += text_[at_] == '\\' ? 2 : 1;
    at_ = std::min(text_.size(), at_ + 1);
    tokens.push_back({quote == '"' ? "\"\"" : "''", line, false});
  }

  void skip_raw_string() {
    const int line = line_;
    const std::size_t open = text_.find('(', at_);
    if (open == std::string_view::npos) {
      at_ = text_.size();
      return;
    }
    std::string close = ")";
    close += text_.substr(at_ + 1, open - at_ - 1);
    close += '"';
    const std::size_t end = text_.find(close, open);
    const std::size_t stop = end == std::string_view::npos ? text_.size() : end + close.size();
    line_ += static_cast<int>(std::count(text_.begin() + static_cast<std::ptrdiff_t>(at_),
                                         text_.begin() + static_cast<std::ptrdiff_t>(stop), '\n'));
    at_ = stop;
    tokens.push_back({"\"\"", line, false});
  }

  std::string_view text_;
  std::size_t at_ = 0;
  int line_ = 1;
};

// One element of a declaration at namespace scope: a token, or a bracketed group [begin, end).
struct Element {
  std::size_t begin = 0;
  std::size_t end = 0;
};

struct NamespaceFrame {
  std::string name;        // "a::b" for `namespace a::b {`; empty for anonymous and extern "C"
  bool anonymous = false;
};

bool is_opener(const std::string& text) { return text == "(" || text == "[" || text == "{"; }
bool is_closer(const std::string& text) { return text == ")" || text == "]" || text == "}"; }

bool all_capitals(const std::string& word) {
  return word.size() > 1 && std::any_of(word.begin(), word.end(), [](char c) { return std::isupper(static_cast<unsigned char>(c)); }) &&
         std::none_of(word.begin(), word.end(), [](char c) { return std::islower(static_cast<unsigned char>(c)); });
}

// Words after which a parenthesis is an operand, not a function's parameter list.
bool takes_parenthesised_operand(const std::string& word) {
  static const std::set<std::string> words{"decltype", "alignas", "__attribute__", "noexcept", "sizeof", "alignof",
                                           "requires", "static_assert", "typeid", "explicit", "__declspec"};
  return words.count(word) > 0;
}

// Reads the declarations at namespace scope, one after another, and keeps the file-local ones.
class DeclarationReader {
 public:
  explicit DeclarationReader(const std::vector<Token>& tokens) : tokens_(tokens) {}

  void run() {
    while (at_ < tokens_.size()) {
      const std::string& text = tokens_[at_].text;
      if (text == "}") {
        if (!frames_.empty()) frames_.pop_back();
        ++at_;
      } else if (text == ";") {
        ++at_;
      } else if (text == "{") {
        at_ = after_group(at_);
      } else if (text == "namespace" || (text == "inline" && is(at_ + 1, "namespace"))) {
        read_namespace();
      } else if (text == "extern" && is(at_ + 1, "\"\"") && is(at_ + 2, "{")) {
        frames_.push_back({});
        at_ += 3;
      } else if (tokens_[at_].is_word && all_capitals(text) && is(at_ + 1, "(")) {
        // A macro at namespace scope (NLOHMANN_JSON_SERIALIZE_ENUM(...), often without a ';').
        at_ = after_group(at_ + 1);
      } else {
        read_declaration();
      }
    }
  }

  std::vector<FileLocalName> names;

 private:
  bool is(std::size_t i, std::string_view text) const { return i < tokens_.size() && tokens_[i].text == text; }

  // The index after the group opened at `open` ('(', '[' or '{'), its brackets balanced.
  std::size_t after_group(std::size_t open) const {
    int depth = 0;
    for (std::size_t i = open; i < tokens_.size(); ++i) {
      if (is_opener(tokens_[i].text)) ++depth;
      if (is_closer(tokens_[i].text) && --depth == 0) return i + 1;
    }
    return tokens_.size();
  }

  // The index after a template argument list opened at `open` ('<'); brackets inside are skipped.
  std::size_t after_angles(std::size_t open) const {
    int depth = 0;
    for (std::size_t i = open; i < tokens_.size();) {
      const std::string& text = tokens_[i].text;
      if (text == "<") ++depth;
      if (text == ">" && --depth == 0) return i + 1;
      if (text == ";" || text == "{" || text == "}") return i;  // not a template argument list after all
      i = is_opener(text) && text != "{" ? after_group(i) : i + 1;
    }
    return tokens_.size();
  }

  bool in_anonymous_namespace() const {
    return std::any_of(frames_.begin(), frames_.end(), [](const NamespaceFrame& frame) { return frame.anonymous; });
  }

  std::string scope() const {
    std::string joined;
    for (const auto& frame : frames_) {
      if (frame.name.empty()) continue;
      if (!joined.empty()) joined += "::";
      joined += frame.name;
    }
    return joined;
  }

  // The tokens [begin, end) as text, a space only between two words.
  std::string text_of(std::size_t begin, std::size_t end) const {
    std::string joined;
    for (std::size_t i = begin; i < end && i < tokens_.size(); ++i) {
      if (i > begin && tokens_[i].is_word && tokens_[i - 1].is_word) joined += ' ';
      joined += tokens_[i].text;
    }
    return joined;
  }

  void read_namespace() {
    if (tokens_[at_].text == "inline") ++at_;
    ++at_;
    std::string name;
    while (at_ < tokens_.size() && !is(at_, "{") && !is(at_, "=") && !is(at_, ";")) {
      if (tokens_[at_].is_word && tokens_[at_].text != "inline") {
        if (!name.empty()) name += "::";
        name += tokens_[at_].text;
      }
      ++at_;
    }
    if (is(at_, "{")) {
      frames_.push_back({name, name.empty()});
      ++at_;
    } else {
      skip_past_semicolon();  // a namespace alias
    }
  }

  void skip_past_semicolon() {
    while (at_ < tokens_.size() && !is(at_, ";") && !is(at_, "}")) at_ = is_opener(tokens_[at_].text) ? after_group(at_) : at_ + 1;
    if (is(at_, ";")) ++at_;
  }

  void keep(std::string kind, std::string name, std::string meaning, std::size_t token) {
    names.push_back({scope(), std::move(kind), std::move(name), std::move(meaning), tokens_[token].line});
  }

  // The parameter list's text without the parameters' names: what tells two overloads apart.
  std::string parameter_types(const Element& group) const {
    std::string types;
    for (std::size_t i = group.begin; i < group.end; ++i) {
      const bool name_of_parameter = tokens_[i].is_word && i + 1 < group.end &&
                                     (is(i + 1, ",") || is(i + 1, "=") || i + 2 == group.end) &&
                                     i > group.begin + 1 && !is(i - 1, ",") && !is(i - 1, "(") && !is(i - 1, "::");
      if (name_of_parameter) continue;
      if (i > group.begin && tokens_[i].is_word && tokens_[i - 1].is_word) types += ' ';
      types += tokens_[i].text;
    }
    return types;
  }

  void read_declaration() {
    bool is_template = false;
    if (is(at_, "template")) {
      ++at_;
      if (!is(at_, "<")) {  // an explicit instantiation
        skip_past_semicolon();
        return;
      }
      at_ = after_angles(at_);
      is_template = true;
    }

    std::vector<Element> elements;
    constexpr std::size_t none = static_cast<std::size_t>(-1);
    std::size_t equals = none;        // the element index of the first '=' at the top level
    std::size_t parameters = none;    // ... of the declarator's parameter list
    std::size_t class_key = none;     // ... of class, struct, union or enum
    std::size_t operator_word = none;
    bool initialiser_list = false;    // inside a constructor's `: member{...}, ...`
    char terminator = '\0';  // ';', '{' (a body follows) or '}' (the enclosing scope ends)
    // The last element's first token: a group's opening bracket ("(" for a parameter list).
    const auto last_text = [&]() -> std::string { return elements.empty() ? "" : tokens_[elements.back().begin].text; };
    const auto last_is_word = [&] { return !elements.empty() && elements.back().end == elements.back().begin + 1 && tokens_[elements.back().begin].is_word; };

    while (at_ < tokens_.size()) {
      const std::string& text = tokens_[at_].text;
      if (text == ";" || text == "}") {
        terminator = text[0];
        if (terminator == ';') ++at_;
        break;
      }
      if (text == "(" || text == "[") {
        const bool declarator = text == "(" && parameters == none && equals == none && class_key == none &&
                                ((last_is_word() && !takes_parenthesised_operand(last_text()) && operator_word == none) ||
                                 (operator_word != none && !(operator_word + 1 == elements.size() && is(at_ + 1, ")"))));
        if (declarator) parameters = elements.size();
        elements.push_back({at_, after_group(at_)});
        at_ = elements.back().end;
        continue;
      }
      if (text == "{") {
        const bool initialiser = equals != none || (parameters == none && class_key == none) ||
                                 (initialiser_list && (last_is_word() || last_text() == "<"));
        if (!initialiser) {
          terminator = '{';
          break;
        }
        elements.push_back({at_, after_group(at_)});
        at_ = elements.back().end;
        continue;
      }
      if (text == "<" && equals == none && last_is_word() && last_text() != "operator" && operator_word == none) {
        elements.push_back({at_, after_angles(at_)});
        at_ = elements.back().end;
        continue;
      }
      if (text == "=" && equals == none && (operator_word == none || parameters != none)) equals = elements.size();
      if (text == ":" && parameters != none && equals == none) {
        const std::string before = last_text();
        if (before == "(" || before == "const" || before == "noexcept" || before == "override" || before == "final" ||
            before == "mutable")
          initialiser_list = true;
      }
      if ((text == "class" || text == "struct" || text == "union" || text == "enum") && class_key == none &&
          parameters == none && equals == none)
        class_key = elements.size();
      if (text == "operator" && operator_word == none && equals == none) operator_word = elements.size();
      elements.push_back({at_, at_ + 1});
      ++at_;
    }
    if (elements.empty() || terminator == '}') return;

    const auto word_at = [&](std::size_t index) -> std::string {
      if (index >= elements.size() || elements[index].end != elements[index].begin + 1) return "";
      return tokens_[elements[index].begin].is_word ? tokens_[elements[index].begin].text : "";
    };
    const auto text_at = [&](std::size_t index) -> std::string {
      return index < elements.size() ? tokens_[elements[index].begin].text : "";
    };
    const auto has_word = [&](std::string_view word, std::size_t before) {
      for (std::size_t i = 0; i < std::min(before, elements.size()); ++i)
        if (text_at(i) == word && elements[i].end == elements[i].begin + 1) return true;
      return false;
    };
    const bool anonymous = in_anonymous_namespace();
    const std::string first = text_at(0);

    if (first == "using") {
      if (word_at(1).empty() || text_at(2) != "=") return;  // using namespace, a using-declaration
      keep("alias", word_at(1), text_of(elements[3 < elements.size() ? 3 : 2].begin, elements.back().end), elements[1].begin);
      return;
    }
    if (first == "typedef") {
      std::size_t name = none;
      for (std::size_t i = elements.size(); i-- > 1;)
        if (!word_at(i).empty()) {
          name = i;
          break;
        }
      if (name != none) keep("alias", word_at(name), text_of(elements[1].begin, elements.back().end), elements[name].begin);
      return;
    }

    if (class_key != none) {
      if (terminator != '{') return;  // a declaration of a class, or an object of an elaborated type
      at_ = after_group(at_);       // the class body
      skip_past_semicolon();         // and any objects declared with it
      std::size_t name = class_key + 1;
      while (name < elements.size() && (text_at(name) == "class" || text_at(name) == "struct" || text_at(name) == "[" ||
                                        text_at(name) == "alignas" || text_at(name) == "("))
        ++name;
      if (word_at(name).empty() || word_at(name) == "final" || text_at(name + 1) == "::") return;  // anonymous, or a member class
      std::string key = word_at(name);
      if (text_at(name + 1) == "<") key += text_of(elements[name + 1].begin, elements[name + 1].end);
      keep("type", key, "", elements[name].begin);
      return;
    }

    if (terminator == '{') {
      at_ = after_group(at_);  // the function's body
      if (parameters == none || parameters == 0) return;
      const bool file_local = anonymous || is_template || has_word("static", parameters) || has_word("inline", parameters) ||
                              has_word("constexpr", parameters) || has_word("consteval", parameters);
      if (!file_local) return;
      if (operator_word != none) {
        if (operator_word > 0 && text_at(operator_word - 1) == "::") return;
        std::string name = text_of(elements[operator_word].begin, elements[parameters - 1].end);
        keep("function", name + parameter_types(elements[parameters]), "", elements[operator_word].begin);
        return;
      }
      const std::size_t name = parameters - 1;
      if (word_at(name).empty() || (name > 0 && (text_at(name - 1) == "::" || text_at(name - 1) == "~"))) return;
      keep("function", word_at(name), "", elements[name].begin);
      return;
    }

    // A declaration ending in ';': a function's is no definition; an object's is.
    if (parameters != none && (equals == none || parameters < equals)) return;
    if (has_word("extern", elements.size()) || has_word("friend", elements.size())) return;
    std::size_t end = equals != none ? equals : elements.size();
    for (std::size_t i = 0; i < end; ++i)
      if (text_at(i) == "{") {
        end = i;
        break;
      }
    std::size_t name = end;
    while (name > 0 && text_at(name - 1) == "[") --name;
    if (name == 0 || word_at(name - 1).empty()) return;
    --name;
    if (name > 0 && text_at(name - 1) == "::") return;  // a static member's or another namespace's definition
    std::size_t last_star = none;
    std::size_t last_const = none;
    for (std::size_t i = 0; i < name; ++i) {
      if (text_at(i) == "*") last_star = i;
      if (text_at(i) == "const") last_const = i;
    }
    const bool const_object = last_const != none && (last_star == none || last_const > last_star);
    const bool file_local = anonymous || is_template || const_object || has_word("static", name) ||
                            has_word("constexpr", name) || has_word("inline", name) || has_word("constinit", name);
    if (file_local) keep("variable", word_at(name), "", elements[name].begin);
  }

  const std::vector<Token>& tokens_;
  std::size_t at_ = 0;
  std::vector<NamespaceFrame> frames_;
};

}  // namespace

std::vector<FileLocalName> file_local_names(std::string_view source) {
  Lexer lexer(source);
  lexer.run();
  DeclarationReader reader(lexer.tokens);
  reader.run();
  std::vector<FileLocalName> names = std::move(reader.names);
  // A macro a file defines and does not #undef runs on into the files after it in the batch.
  for (const auto& macro : lexer.defined)
    if (!lexer.undefined.count(macro.name)) names.push_back({"", "macro", "#" + macro.name, macro.meaning, macro.line});
  return names;
}

}  // namespace newell::unity_names
