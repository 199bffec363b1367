// EPD records: position fields, optional clocks, then `opcode operands;` operations.

#include "chess/epd.h"

#include <charconv>
#include <fstream>

#include "chess/notation.h"

namespace newell::chess {

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

bool is_whole_number(std::string_view text) {
  if (text.empty()) return false;
  for (const char c : text)
    if (c < '0' || c > '9') return false;
  return true;
}

std::string shown(std::string_view line) {
  std::string text(line.substr(0, 120));
  if (line.size() > 120) text += "...";
  return text;
}

// Splits the operations part into operations; quoted operands keep spaces and semicolons.
std::vector<std::pair<std::string, std::vector<std::string>>> split_operations(std::string_view text,
                                                                               std::string_view line) {
  std::vector<std::pair<std::string, std::vector<std::string>>> operations;
  std::vector<std::string> words;
  std::size_t at = 0;
  auto finish = [&] {
    if (words.empty()) return;
    const std::string& opcode = words.front();
    const bool opcode_ok =
        !opcode.empty() && ((opcode[0] >= 'a' && opcode[0] <= 'z') || (opcode[0] >= 'A' && opcode[0] <= 'Z'));
    if (!opcode_ok)
      throw NotationError("EPD operations: opcode \"" + opcode + "\" must start with a letter, in \"" + shown(line) +
                          "\"");
    operations.emplace_back(opcode, std::vector<std::string>(words.begin() + 1, words.end()));
    words.clear();
  };
  while (at < text.size()) {
    const char c = text[at];
    if (is_space(c)) {
      ++at;
    } else if (c == ';') {
      finish();
      ++at;
    } else if (c == '"') {
      const std::size_t close = text.find('"', at + 1);
      if (close == std::string_view::npos)
        throw NotationError("EPD operations: unterminated quoted string in \"" + shown(line) + "\"");
      if (words.empty())
        throw NotationError("EPD operations: a quoted string needs an opcode before it, in \"" + shown(line) + "\"");
      words.emplace_back(text.substr(at + 1, close - at - 1));
      at = close + 1;
    } else {
      const std::size_t start = at;
      while (at < text.size() && !is_space(text[at]) && text[at] != ';' && text[at] != '"') ++at;
      words.emplace_back(text.substr(start, at - start));
    }
  }
  finish();
  return operations;
}

}  // namespace

const std::vector<std::string>* EpdRecord::find(std::string_view opcode) const {
  for (const auto& [name, operands] : operations)
    if (name == opcode) return &operands;
  return nullptr;
}

std::string EpdRecord::id() const {
  const auto* operands = find("id");
  return operands && !operands->empty() ? operands->front() : std::string();
}

namespace {

std::vector<Move> san_moves(const EpdRecord& record, std::string_view opcode) {
  std::vector<Move> moves;
  if (const auto* operands = record.find(opcode)) {
    for (const auto& text : *operands) {
      try {
        moves.push_back(parse_san(record.position, text));
      } catch (const NotationError& error) {
        throw NotationError("EPD " + std::string(opcode) + " operation: " + error.what());
      }
    }
  }
  return moves;
}

}  // namespace

std::vector<Move> EpdRecord::best_moves() const { return san_moves(*this, "bm"); }
std::vector<Move> EpdRecord::avoid_moves() const { return san_moves(*this, "am"); }

std::map<int, std::uint64_t> EpdRecord::perft_counts() const {
  std::map<int, std::uint64_t> counts;
  for (const auto& [opcode, operands] : operations) {
    if (opcode.size() < 2 || opcode[0] != 'D' || !is_whole_number(std::string_view(opcode).substr(1))) continue;
    // D99999999999 is a whole number but no depth: read it without std::stoi's out_of_range.
    int depth = 0;
    const auto [depth_end, depth_error] = std::from_chars(opcode.data() + 1, opcode.data() + opcode.size(), depth);
    if (depth_error != std::errc() || depth_end != opcode.data() + opcode.size()) depth = 0;
    std::uint64_t count = 0;
    const std::string text = operands.empty() ? std::string() : operands.front();
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), count);
    if (operands.size() != 1 || !is_whole_number(text) || error != std::errc() || end != text.data() + text.size() ||
        depth < 1 || depth > 64)
      throw NotationError("EPD operation " + opcode + ": expected one node count, found \"" + text + "\"");
    counts[depth] = count;
  }
  return counts;
}

EpdRecord parse_epd(std::string_view line) {
  // The four position fields, then optional clocks (two whole numbers), then operations.
  std::size_t at = 0;
  std::vector<std::string_view> fields;
  while (fields.size() < 6) {
    while (at < line.size() && is_space(line[at])) ++at;
    if (at >= line.size() || line[at] == ';') break;
    const std::size_t start = at;
    while (at < line.size() && !is_space(line[at]) && line[at] != ';') ++at;
    const std::string_view word = line.substr(start, at - start);
    if (fields.size() >= 4 && !is_whole_number(word)) {
      at = start;
      break;
    }
    fields.push_back(word);
  }
  if (fields.size() < 4)
    throw NotationError("EPD: expected four position fields (placement, side, castling, en passant), found " +
                        std::to_string(fields.size()) + " in \"" + shown(line) + "\"");
  if (fields.size() == 5) {  // one number after the position is an operand-less oddity: treat as ops
    at = std::size_t(fields[4].data() - line.data());
    fields.pop_back();
  }
  std::string fen;
  for (const auto field : fields) fen += std::string(field) + ' ';
  EpdRecord record;
  try {
    record.position = Position::from_fen(fen);
  } catch (const NotationError& error) {
    throw NotationError(std::string("EPD: ") + error.what() + " in \"" + shown(line) + "\"");
  }
  record.operations = split_operations(line.substr(at), line);
  return record;
}

std::vector<EpdRecord> read_epd_file(const std::string& path) {
  std::ifstream file(path);
  if (!file) throw NotationError("cannot open EPD file \"" + path + "\"");
  std::vector<EpdRecord> records;
  std::string line;
  int number = 0;
  while (std::getline(file, line)) {
    ++number;
    std::size_t first = 0;
    while (first < line.size() && is_space(line[first])) ++first;
    if (first == line.size() || line[first] == '#') continue;
    try {
      records.push_back(parse_epd(line));
    } catch (const NotationError& error) {
      throw NotationError(path + ":" + std::to_string(number) + ": " + error.what());
    }
    records.back().line_number = number;
  }
  return records;
}

std::string to_epd(const EpdRecord& record) {
  const std::string fen = record.position.to_fen();
  // Keep the four position fields only.
  std::size_t spaces = 0, cut = fen.size();
  for (std::size_t i = 0; i < fen.size(); ++i)
    if (fen[i] == ' ' && ++spaces == 4) {
      cut = i;
      break;
    }
  std::string text = fen.substr(0, cut);
  for (const auto& [opcode, operands] : record.operations) {
    text += ' ' + opcode;
    for (const auto& operand : operands) {
      const bool quote = operand.empty() || operand.find_first_of(" ;\t\r\n\"") != std::string::npos;
      text += quote ? " \"" + operand + "\"" : ' ' + operand;
    }
    text += ';';
  }
  return text;
}

}  // namespace newell::chess
