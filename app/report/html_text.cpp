#include "app/report/html_text.h"

namespace newell::app::report {

std::string escape_html(std::string_view text) {
  std::string escaped;
  escaped.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': escaped += "&amp;"; break;
      case '<': escaped += "&lt;"; break;
      case '>': escaped += "&gt;"; break;
      case '"': escaped += "&quot;"; break;
      case '\'': escaped += "&#39;"; break;
      default: escaped += c;
    }
  }
  return escaped;
}

std::string script_safe(std::string_view json_text) {
  std::string safe;
  safe.reserve(json_text.size());
  for (std::size_t i = 0; i < json_text.size(); ++i) {
    if (json_text[i] == '<' && i + 1 < json_text.size() && json_text[i + 1] == '/') {
      safe += "<\\/";
      ++i;
    } else {
      safe += json_text[i];
    }
  }
  return safe;
}

}  // namespace newell::app::report
