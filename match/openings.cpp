#include "match/openings.h"

#include "checkers/notation.h"
#include "checkers/pdn.h"
#include "chess/epd.h"
#include "game_descriptor/outcome.h"
#include "match/board.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace newell::match {
namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::invalid_argument("cannot open openings file '" + path + "'");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool ends_with(const std::string& text, const std::string& suffix) {
  return text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> list;
  for (std::string word; in >> word;) list.push_back(word);
  return list;
}

std::string join(const std::vector<std::string>& moves) {
  std::string text;
  for (const auto& move : moves) text += (text.empty() ? "" : " ") + move;
  return text;
}

// Checks an opening by playing it on a board: a bad move is named with where it was read.
void check_opening(GameKind game, const Opening& opening, const std::string& where) {
  std::unique_ptr<Board> board;
  try {
    board = make_board(game, opening.start_position);
  } catch (const std::invalid_argument& error) {
    throw std::invalid_argument(where + ": " + error.what());
  }
  for (const std::string& move : opening.moves) {
    if (board->ending()) throw std::invalid_argument(where + ": the game is over before '" + move + "'");
    try {
      board->play(board->parse(move));
    } catch (const std::invalid_argument& error) {
      throw std::invalid_argument(where + ": " + error.what());
    }
  }
  if (board->ending()) throw std::invalid_argument(where + ": the opening ends the game");
}

void keep_plies(Opening& opening, std::optional<int> plies) {
  if (plies && static_cast<int>(opening.moves.size()) > *plies) opening.moves.resize(static_cast<std::size_t>(*plies));
}

// PGN: tag pairs, movetext with {comments}, ; comments, (variations), $NAGs, move numbers, results.
std::vector<Opening> read_pgn(const std::string& path, const std::string& text, std::optional<int> plies) {
  std::vector<Opening> openings;
  Opening current;
  int game_line = 0;
  bool in_game = false;
  int line_number = 0;
  int variation_depth = 0;
  bool in_comment = false;
  auto finish = [&] {
    if (!in_game) return;
    keep_plies(current, plies);
    current.label = path + " game " + std::to_string(openings.size() + 1) +
                    (current.moves.empty() ? "" : ": " + join(current.moves));
    check_opening(GameKind::chess, current, path + " line " + std::to_string(game_line));
    openings.push_back(current);
    current = Opening{};
    in_game = false;
  };
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!in_comment && !line.empty() && line[0] == '%') continue;  // PGN's escape lines
    if (!in_comment && variation_depth == 0 && !line.empty() && line[0] == '[') {
      if (in_game && !current.moves.empty()) finish();
      if (!in_game) {
        in_game = true;
        game_line = line_number;
      }
      if (line.rfind("[FEN \"", 0) == 0) {
        const auto close = line.find('"', 6);
        current.start_position = line.substr(6, close == std::string::npos ? std::string::npos : close - 6);
      }
      continue;
    }
    std::string token;
    auto flush = [&] {
      if (token.empty()) return;
      std::string word = token;
      token.clear();
      if (outcome_of_token(word)) {
        finish();
        return;
      }
      if (word[0] == '$') return;
      // Strip a move number ("12." or "12...").
      std::size_t at = 0;
      while (at < word.size() && std::isdigit(static_cast<unsigned char>(word[at]))) ++at;
      if (at > 0 && at < word.size() && word[at] == '.') {
        while (at < word.size() && word[at] == '.') ++at;
        word = word.substr(at);
      } else if (at == word.size()) {
        return;
      }
      if (word.empty()) return;
      while (!word.empty() && (word.back() == '!' || word.back() == '?')) word.pop_back();
      if (!in_game) {
        in_game = true;
        game_line = line_number;
      }
      current.moves.push_back(word);
    };
    for (std::size_t i = 0; i < line.size(); ++i) {
      const char c = line[i];
      if (in_comment) {
        if (c == '}') in_comment = false;
        continue;
      }
      if (c == '{') {
        flush();
        in_comment = true;
      } else if (c == ';') {
        flush();
        break;
      } else if (c == '(') {
        flush();
        ++variation_depth;
      } else if (c == ')') {
        flush();
        if (variation_depth > 0) --variation_depth;
      } else if (variation_depth > 0) {
        continue;
      } else if (c == ' ' || c == '\t') {
        flush();
      } else {
        token += c;
      }
    }
    if (variation_depth == 0) flush();
  }
  finish();
  return openings;
}

std::vector<Opening> read_epd(const std::string& path) {
  std::vector<Opening> openings;
  try {
    for (const chess::EpdRecord& record : chess::read_epd_file(path)) {
      Opening opening;
      opening.start_position = record.position.to_fen();
      const std::string id = record.id();
      opening.label = path + " line " + std::to_string(record.line_number) + (id.empty() ? "" : " (" + id + ")");
      check_opening(GameKind::chess, opening, opening.label);
      openings.push_back(opening);
    }
  } catch (const chess::NotationError& error) {
    throw std::invalid_argument(error.what());
  }
  return openings;
}

std::vector<Opening> read_pdn_openings(const std::string& path, const std::string& text, std::optional<int> plies) {
  const checkers::PdnFile file = checkers::read_pdn(text);
  if (!file.errors.empty()) throw std::invalid_argument(path + ": " + file.errors.front().to_string());
  std::vector<Opening> openings;
  for (const checkers::PdnGame& game : file.games) {
    Opening opening;
    if (!game.tag("FEN").empty()) opening.start_position = checkers::to_fen(checkers::start_position(game));
    for (const auto& move : game.moves) opening.moves.push_back(move.text);
    keep_plies(opening, plies);
    opening.label = path + " game " + std::to_string(game.number) + (opening.moves.empty() ? "" : ": " + join(opening.moves));
    check_opening(GameKind::checkers, opening, path + " line " + std::to_string(game.first_line));
    openings.push_back(opening);
  }
  return openings;
}

std::vector<Opening> read_checkers_lines(const std::string& path, const std::string& text, std::optional<int> plies) {
  std::vector<Opening> openings;
  std::istringstream lines(text);
  int line_number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++line_number;
    if (const auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    const std::vector<std::string> list = words(line);
    if (list.empty()) continue;
    Opening opening;
    const std::string where = path + " line " + std::to_string(line_number);
    if (list.front().find(':') != std::string::npos) {
      opening.start_position = list.front();
      opening.moves.assign(list.begin() + 1, list.end());
    } else {
      opening.moves = list;
    }
    keep_plies(opening, plies);
    opening.label = where + ": " + (opening.start_position.empty() ? join(opening.moves) : opening.start_position);
    check_opening(GameKind::checkers, opening, where);
    openings.push_back(opening);
  }
  return openings;
}

}  // namespace

std::vector<Opening> builtin_openings(GameKind game) {
  static const char* const chess_lines[] = {
      "e4 e5 Nf3 Nc6", "e4 c5 Nf3 d6", "d4 d5 c4 e6",  "d4 Nf6 c4 g6",  "e4 e6 d4 d5",  "e4 c6 d4 d5",
      "c4 e5 Nc3 Nf6", "Nf3 d5 g3 Nf6", "d4 Nf6 c4 e6", "e4 e5 Nf3 Nf6", "d4 d5 c4 c6", "e4 d5 exd5 Qxd5"};
  // The twelve commonest first three moves of /work/shared/data/checkers/games.pdn (5,000 master games).
  static const char* const checkers_lines[] = {
      "11-15 23-19 8-11", "11-15 23-19 9-14", "11-15 22-18 15x22", "11-15 23-18 8-11",
      "11-15 24-19 15x24", "11-15 21-17 9-13", "11-15 22-17 8-11", "9-14 22-18 5-9",
      "11-15 24-20 8-11", "10-15 22-18 15x22", "12-16 24-20 8-12", "10-15 21-17 11-16"};
  std::vector<Opening> openings;
  if (game == GameKind::chess) {
    for (const char* line : chess_lines) openings.push_back({"", words(line), line});
  } else {
    for (const char* line : checkers_lines) openings.push_back({"", words(line), line});
  }
  return openings;
}

std::vector<Opening> read_openings(GameKind game, const std::string& path, std::optional<int> plies) {
  const std::string text = read_file(path);
  std::vector<Opening> openings;
  if (game == GameKind::chess) {
    if (ends_with(path, ".pgn")) {
      openings = read_pgn(path, text, plies);
    } else if (ends_with(path, ".epd") || ends_with(path, ".fen")) {
      openings = read_epd(path);
    } else {
      throw std::invalid_argument("openings file '" + path + "': chess openings are read from .epd or .pgn files");
    }
  } else if (ends_with(path, ".pdn")) {
    openings = read_pdn_openings(path, text, plies);
  } else {
    openings = read_checkers_lines(path, text, plies);
  }
  if (openings.empty()) throw std::invalid_argument("openings file '" + path + "' holds no opening");
  return openings;
}

}  // namespace newell::match
