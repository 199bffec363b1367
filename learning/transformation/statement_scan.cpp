#include "learning/transformation/statement_scan.h"

#include <algorithm>
#include <cctype>

namespace newell::learning::transformation {

std::size_t skip_space_and_comments(const std::string& text, std::size_t at) {
  while (at < text.size()) {
    if (std::isspace(static_cast<unsigned char>(text[at]))) {
      ++at;
    } else if (text.compare(at, 2, "//") == 0) {
      at = text.find('\n', at);
      if (at == std::string::npos) return text.size();
    } else if (text.compare(at, 2, "/*") == 0) {
      const auto end = text.find("*/", at + 2);
      if (end == std::string::npos) return text.size();
      at = end + 2;
    } else {
      break;
    }
  }
  return at;
}

bool identifier_character(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

void for_each_keyword(const std::string& text, std::string_view keyword, const std::function<std::size_t(std::size_t)>& visit) {
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t next = skip_space_and_comments(text, at);
    if (next > at) {
      at = next;
      continue;
    }
    if (text[at] == '"') {
      const auto close = text.find('"', at + 1);
      at = close == std::string::npos ? text.size() : close + 1;
      continue;
    }
    if (!identifier_character(text[at])) {
      ++at;
      continue;
    }
    std::size_t end = at;
    while (end < text.size() && identifier_character(text[end])) ++end;
    if (std::string_view(text).substr(at, end - at) == keyword) {
      at = std::max(visit(at), at + 1);
    } else {
      at = end;
    }
  }
}

}  // namespace newell::learning::transformation
