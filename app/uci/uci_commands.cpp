#include "app/uci/uci_commands.h"

#include "chess/notation.h"

#include <algorithm>
#include <charconv>
#include <limits>

namespace newell::uci {
namespace {

// A whole-word integer within [minimum, maximum]; the message names the field and the text.
template <class Integer>
Integer read_number(const std::vector<std::string_view>& words, std::size_t& index, Integer minimum, Integer maximum) {
  const std::string_view field = words[index];
  if (index + 1 >= words.size()) throw UciCommandError("go: " + in_quotes(field) + " needs a number");
  const std::string_view text = words[++index];
  long long value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error == std::errc::result_out_of_range)
    throw UciCommandError("go " + std::string(field) + ": " + in_quotes(text) + " is out of range");
  if (error != std::errc() || end != text.data() + text.size())
    throw UciCommandError("go " + std::string(field) + ": " + in_quotes(text) + " is not a whole number");
  if (value < static_cast<long long>(minimum) || value > static_cast<long long>(maximum))
    throw UciCommandError("go " + std::string(field) + ": " + in_quotes(text) + " is outside " +
                          std::to_string(minimum) + ".." + std::to_string(maximum));
  return static_cast<Integer>(value);
}

}  // namespace

// Built by appending: GCC 12 warns falsely (-Wrestrict) about "'" + std::string(...) at -O3.
std::string in_quotes(std::string_view text) {
  // A message quotes at most the first 200 bytes: a GUI (or anyone) may send a line of megabytes.
  constexpr std::size_t quoted = 200;
  std::string result;
  result.reserve(std::min(text.size(), quoted) + 40);
  result += '\'';
  result += text.substr(0, quoted);
  result += '\'';
  if (text.size() > quoted) result += " (the first " + std::to_string(quoted) + " of " + std::to_string(text.size()) + " bytes)";
  return result;
}

std::vector<std::string_view> split_words(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t index = 0;
  while (index < line.size()) {
    while (index < line.size() && (line[index] == ' ' || line[index] == '\t' || line[index] == '\r')) ++index;
    const std::size_t start = index;
    while (index < line.size() && line[index] != ' ' && line[index] != '\t' && line[index] != '\r') ++index;
    if (index > start) words.push_back(line.substr(start, index - start));
  }
  return words;
}

std::string join_words(const std::vector<std::string_view>& words, std::size_t from, std::size_t to) {
  std::string text;
  for (std::size_t index = from; index < to && index < words.size(); ++index) {
    if (!text.empty()) text += ' ';
    text += words[index];
  }
  return text;
}

PositionCommand parse_position_command(const std::vector<std::string_view>& words) {
  if (words.empty()) throw UciCommandError("position: expected 'startpos' or 'fen <FEN>'");
  std::size_t index = 0;
  PositionCommand command{chess::Position::start(), {}, {}, {}};
  if (words[0] == "startpos") {
    index = 1;
  } else if (words[0] == "fen") {
    std::string fen;
    for (index = 1; index < words.size() && words[index] != "moves"; ++index) {
      if (!fen.empty()) fen += ' ';
      fen += words[index];
    }
    if (fen.empty()) throw UciCommandError("position fen: the FEN is missing");
    try {
      command.position = chess::Position::from_fen(fen);
    } catch (const chess::NotationError& error) {
      throw UciCommandError("position fen " + in_quotes(fen) + ": " + error.what());
    }
  } else {
    throw UciCommandError("position: expected 'startpos' or 'fen', got " + in_quotes(words[0]));
  }
  command.start_fen = command.position.to_fen();
  if (index == words.size()) return command;
  if (words[index] != "moves")
    throw UciCommandError("position: expected 'moves' after the position, got " + in_quotes(words[index]));
  for (++index; index < words.size(); ++index) {
    chess::Move move;
    try {
      move = chess::parse_uci_move(command.position, words[index]);
    } catch (const chess::NotationError& error) {
      const std::size_t left_out = words.size() - index;
      command.ignored = "position: move " + in_quotes(words[index]) + " is not legal in " +
                        in_quotes(command.position.to_fen()) + " (" + error.what() + "); ignored it" +
                        (left_out > 1 ? " and the " + std::to_string(left_out - 1) + " after it" : std::string()) +
                        ", the position is the one before it";
      break;
    }
    command.position.make_move(move);
    command.moves.emplace_back(words[index]);
  }
  return command;
}

GoParameters parse_go_command(const std::vector<std::string_view>& words) {
  // About 31 years: a deadline this far ahead still fits the clock's nanoseconds (9.2e18) with
  // room for the time manager's sums, and no game's clock comes near it.
  constexpr long long max_ms = 1'000'000'000'000;
  GoParameters go;
  for (std::size_t index = 0; index < words.size(); ++index) {
    const std::string_view word = words[index];
    // Clocks may run below zero in some GUIs when a side oversteps: that is no time at all.
    if (word == "wtime") go.white_time_ms = std::max(0LL, read_number<long long>(words, index, -max_ms, max_ms));
    else if (word == "btime") go.black_time_ms = std::max(0LL, read_number<long long>(words, index, -max_ms, max_ms));
    else if (word == "winc") go.white_increment_ms = read_number<long long>(words, index, 0, max_ms);
    else if (word == "binc") go.black_increment_ms = read_number<long long>(words, index, 0, max_ms);
    else if (word == "movestogo") go.moves_to_go = read_number<int>(words, index, 1, 100000);
    else if (word == "depth") go.depth = read_number<int>(words, index, 1, 1000);
    else if (word == "nodes") go.nodes = read_number<std::uint64_t>(words, index, 1, std::uint64_t{1} << 62);
    else if (word == "mate") go.mate_in_moves = read_number<int>(words, index, 1, 100);
    else if (word == "movetime") go.movetime_ms = read_number<long long>(words, index, 1, max_ms);
    else if (word == "infinite") go.infinite = true;
    else if (word == "ponder") go.ponder = true;
    else if (word == "searchmoves") {
      static constexpr std::string_view keywords[] = {"wtime", "btime", "winc", "binc", "movestogo", "depth",
                                                      "nodes", "mate", "movetime", "infinite", "ponder"};
      while (index + 1 < words.size() &&
             std::find(std::begin(keywords), std::end(keywords), words[index + 1]) == std::end(keywords))
        go.search_moves.emplace_back(words[++index]);
      if (go.search_moves.empty()) throw UciCommandError("go searchmoves: no moves given");
    } else {
      throw UciCommandError("go: unknown parameter " + in_quotes(word));
    }
  }
  return go;
}

}  // namespace newell::uci
