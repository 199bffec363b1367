#include "portable_notation/text_encoding.h"

#include <cstdint>

namespace newell::portable_notation {

bool is_utf8(std::string_view text) {
  const auto byte = [&](std::size_t i) { return static_cast<std::uint8_t>(text[i]); };
  std::size_t i = 0;
  while (i < text.size()) {
    const std::uint8_t lead = byte(i);
    if (lead < 0x80) {
      ++i;
      continue;
    }
    std::size_t length = 0;
    std::uint8_t low = 0x80, high = 0xBF;  // the allowed range of the second byte
    if (lead >= 0xC2 && lead <= 0xDF) {
      length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
      length = 3;
      if (lead == 0xE0) low = 0xA0;   // overlong
      if (lead == 0xED) high = 0x9F;  // surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
      length = 4;
      if (lead == 0xF0) low = 0x90;   // overlong
      if (lead == 0xF4) high = 0x8F;  // above U+10FFFF
    } else {
      return false;
    }
    if (i + length > text.size()) return false;
    if (byte(i + 1) < low || byte(i + 1) > high) return false;
    for (std::size_t k = 2; k < length; ++k)
      if ((byte(i + k) & 0xC0) != 0x80) return false;
    i += length;
  }
  return true;
}

std::string latin1_to_utf8(std::string_view text) {
  std::string decoded;
  decoded.reserve(text.size() + text.size() / 8);
  for (const char c : text) {
    const auto code = static_cast<std::uint8_t>(c);
    if (code < 0x80) {
      decoded += c;
    } else {
      decoded += static_cast<char>(0xC0 | (code >> 6));
      decoded += static_cast<char>(0x80 | (code & 0x3F));
    }
  }
  return decoded;
}

std::string utf8_or_latin1(std::string_view text) { return is_utf8(text) ? std::string(text) : latin1_to_utf8(text); }

DecodedText decode_lines(std::string_view text, int first_line) {
  DecodedText decoded;
  if (is_utf8(text)) {  // the common case: one pass, one copy
    decoded.text = std::string(text);
    return decoded;
  }
  decoded.text.reserve(text.size() + text.size() / 8);
  int line = first_line;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view piece = text.substr(0, end == std::string_view::npos ? text.size() : end + 1);
    if (is_utf8(piece)) {
      decoded.text += piece;
    } else {
      decoded.text += latin1_to_utf8(piece);
      decoded.latin1_lines.push_back(line);
    }
    text.remove_prefix(piece.size());
    ++line;
  }
  return decoded;
}

std::string latin1_warning(std::string_view file, const std::vector<int>& latin1_lines) {
  if (latin1_lines.empty()) return {};
  std::string text = std::string(file) + ":" + std::to_string(latin1_lines.front()) + ": not UTF-8, read as Latin-1";
  if (latin1_lines.size() > 1) {
    text += " (and " + std::to_string(latin1_lines.size() - 1) + " more line" + (latin1_lines.size() == 2 ? "" : "s") + ": ";
    constexpr std::size_t listed = 5;
    for (std::size_t i = 1; i < latin1_lines.size() && i <= listed; ++i)
      text += (i > 1 ? ", " : "") + std::to_string(latin1_lines[i]);
    if (latin1_lines.size() > listed + 1) text += ", ...";
    text += ")";
  }
  return text;
}

}  // namespace newell::portable_notation
