#pragma once
// Text from a game file or the store shown on a terminal: its control characters (ESC, BEL, the C1
// controls) are shown as \xNN, so that a tag like [Site "\e]0;title\a\e[2J"] cannot clear the screen,
// retitle the window or hide what is printed. Line breaks and tabs stay as they are.

#include <fmt/core.h>

#include <cstdio>
#include <string>
#include <string_view>
#include <utility>

namespace newell::app {

inline std::string terminal_safe(std::string_view text) {
  std::string safe;
  safe.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    const bool c1 = byte == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
                    static_cast<unsigned char>(text[i + 1]) <= 0x9F;  // U+0080-U+009F in UTF-8
    if ((byte < 0x20 && byte != '\n' && byte != '\t') || byte == 0x7F) {
      safe += fmt::format("\\x{:02x}", byte);
    } else if (c1) {
      safe += fmt::format("\\u{:04x}", static_cast<unsigned char>(text[++i]));
    } else {
      safe += text[i];
    }
  }
  return safe;
}

// fmt::print to standard output, made terminal_safe.
template <typename... Arguments>
void print_safe(fmt::format_string<Arguments...> format, Arguments&&... arguments) {
  std::fputs(terminal_safe(fmt::format(format, std::forward<Arguments>(arguments)...)).c_str(), stdout);
}

}  // namespace newell::app
