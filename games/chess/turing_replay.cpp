#include "games/chess/turing_replay.h"

#include "chess/notation.h"
#include "game_descriptor/outcome.h"
#include "games/chess/turing_search.h"

#include <fmt/core.h>

#include <cctype>
#include <fstream>
#include <sstream>

namespace newell::games {

std::filesystem::path default_turing_game_path() {
  return std::filesystem::path(NEWELL_DATA_DIR) / "chess" / "turing_glennie.pgn";
}

std::optional<std::vector<PgnMove>> read_pgn_moves(std::string_view text, std::string& error) {
  std::vector<PgnMove> moves;
  std::size_t at = 0;
  auto is_result = [](std::string_view token) { return newell::outcome_of_token(token).has_value(); };
  while (at < text.size()) {
    const char c = text[at];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++at;
    } else if (c == '[') {  // a tag pair: to the end of the line
      const auto end = text.find('\n', at);
      at = end == std::string_view::npos ? text.size() : end + 1;
    } else if (c == '{') {
      const auto end = text.find('}', at);
      if (end == std::string_view::npos) {
        error = fmt::format("PGN: comment opened at character {} is never closed", at + 1);
        return std::nullopt;
      }
      if (!moves.empty()) moves.back().comment = std::string(text.substr(at + 1, end - at - 1));
      at = end + 1;
    } else {
      std::size_t end = at;
      while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) && text[end] != '{') ++end;
      std::string_view token = text.substr(at, end - at);
      at = end;
      // Move numbers ("12." or "12...") may be glued to the move: "12.Bd5".
      std::size_t digits = 0;
      while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits]))) ++digits;
      if (digits > 0 && digits < token.size() && token[digits] == '.') {
        token.remove_prefix(digits);
        while (!token.empty() && token.front() == '.') token.remove_prefix(1);
      }
      if (token.empty() || token.front() == '$' || is_result(token)) continue;
      moves.push_back(PgnMove{std::string(token), ""});
    }
  }
  return moves;
}

std::optional<TuringReplay> replay_turing_game(const std::filesystem::path& pgn, TurochampRules& rules, std::string& error) {
  std::ifstream file(pgn);
  if (!file) {
    error = fmt::format("{}: cannot be read", pgn.string());
    return std::nullopt;
  }
  std::stringstream text;
  text << file.rdbuf();
  auto moves = read_pgn_moves(text.str(), error);
  if (!moves) return std::nullopt;
  ChessState state(chess::Position::start(), chess::White);
  TuringReplay replay;
  for (std::size_t index = 0; index < moves->size(); ++index) {
    const PgnMove& recorded = (*moves)[index];
    chess::Move move;
    try {
      move = chess::parse_san(state.position(), recorded.san);
    } catch (const std::exception& problem) {
      error = fmt::format("{}: move {}{} '{}': {}", pgn.string(), index / 2 + 1, index % 2 == 0 ? "." : "...",
                          recorded.san, problem.what());
      return std::nullopt;
    }
    if (state.position().side_to_move() == state.me()) {
      const TuringDecision decision = choose_turing_move(state, rules);
      TuringReplayMove row;
      row.number = static_cast<int>(index / 2 + 1);
      row.paper = chess::to_san(state.position(), move);
      row.chosen = decision.move.is_none() ? "-" : chess::to_san(state.position(), decision.move);
      row.comment = recorded.comment;
      row.agrees = decision.move == move;
      const auto first_word = recorded.comment.substr(0, recorded.comment.find_first_of(";: "));
      row.paper_asterisk = !first_word.empty() && first_word.back() == '*';
      row.value = decision.value;
      row.position_play_gain = decision.position_play_gain;
      replay.agreements += row.agrees;
      replay.asterisk_moves += row.paper_asterisk;
      replay.asterisk_agreements += row.paper_asterisk && row.agrees;
      replay.moves.push_back(std::move(row));
    }
    state.play(move);
  }
  return replay;
}

}  // namespace newell::games
