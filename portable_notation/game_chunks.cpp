#include "portable_notation/game_chunks.h"

#include "portable_notation/text_encoding.h"

#include <cctype>

namespace newell::portable_notation {
namespace {

char first_non_space(const std::string& line) {
  for (const char c : line)
    if (std::isspace(static_cast<unsigned char>(c)) == 0) return c;
  return '\0';
}

}  // namespace

bool GameChunks::read_line(std::string& line, bool& overlong) {
  line.clear();
  overlong = false;
  std::streambuf* buffer = input_.rdbuf();
  bool any = false;
  while (true) {
    const int c = buffer->sbumpc();
    if (c == std::char_traits<char>::eof()) break;
    any = true;
    if (line.size() < max_line_bytes) {
      line += static_cast<char>(c);
    } else {
      overlong = true;
    }
    if (c == '\n') break;
  }
  if (!any) return false;
  ++line_number_;
  if (overlong) {
    line.clear();
    line.shrink_to_fit();
    return true;
  }
  if (!is_utf8(line)) {
    line = latin1_to_utf8(line);
    latin1_lines_.push_back(line_number_);
  }
  return true;
}

void GameChunks::scan_braces(const std::string& line) {
  for (const char c : line) {
    if (in_brace_) {
      if (c == '}') in_brace_ = false;
    } else if (c == '{') {
      in_brace_ = true;
    } else if (c == ';') {
      return;  // a comment to the end of the line
    }
  }
}

std::optional<Chunk> GameChunks::next() {
  Chunk chunk;
  bool in_movetext = false;
  bool any = false;
  const auto refuse = [&](int line, std::string why) {
    if (chunk.refused.empty()) {
      chunk.refused = std::move(why);
      chunk.refused_line = line;
    }
    chunk.text.clear();
    chunk.text.shrink_to_fit();
  };
  const auto take = [&](const std::string& line, bool overlong, int number) {
    if (!any) chunk.first_line = number;
    any = true;
    if (overlong) {
      refuse(number, "a line longer than " + std::to_string(max_line_bytes >> 20) + " MB (is this a PGN/PDN file?)");
    } else if (!chunk.refused.empty()) {
      return;
    } else if (chunk.text.size() + line.size() > max_chunk_bytes) {
      refuse(number, "a game longer than " + std::to_string(max_chunk_bytes >> 20) + " MB (is this a PGN/PDN file?)");
    } else {
      chunk.text += line;
    }
  };

  if (pending_) {
    take(*pending_, pending_overlong_, line_number_);
    pending_.reset();
  }
  std::string line;
  bool overlong = false;
  while (read_line(line, overlong)) {
    const char first = overlong ? 'x' : first_non_space(line);
    if (!in_brace_ && first == '[') {
      if (in_movetext) {  // the next game's tags: this chunk is done
        chunk.next_tags = line.substr(line.find('['), 60);
        while (!chunk.next_tags.empty() && (chunk.next_tags.back() == '\n' || chunk.next_tags.back() == '\r'))
          chunk.next_tags.pop_back();
        pending_ = std::move(line);
        pending_overlong_ = false;
        return chunk;
      }
      take(line, false, line_number_);
      continue;
    }
    take(line, overlong, line_number_);
    if (overlong) {  // movetext too long to keep: the next tag line starts the next game
      in_movetext = true;
      continue;
    }
    if (first == '\0' || (!in_brace_ && line.front() == '%')) continue;
    in_movetext = true;
    scan_braces(line);
  }
  if (!any) return std::nullopt;
  return chunk;
}

}  // namespace newell::portable_notation
