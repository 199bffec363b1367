#include "web/board_moves.h"

#include "game_descriptor/game_descriptor.h"
#include "games/checkers/checkers_game.h"
#include "games/chess/chess_game.h"
#include "goals/game_factory.h"
#include "web/request_error.h"

#include <fmt/core.h>

#include <array>

namespace newell::web {
namespace {

// A chess FEN's placement as 64 symbols, index rank * 8 + file (a1 = 0), '.' for an empty square.
std::array<char, 64> chess_squares(const std::string& fen) {
  std::array<char, 64> squares;
  squares.fill('.');
  int rank = 7, file = 0;
  for (const char symbol : fen) {
    if (symbol == ' ') break;
    if (symbol == '/') {
      --rank;
      file = 0;
    } else if (symbol >= '1' && symbol <= '8') {
      file += symbol - '0';
    } else if (rank >= 0 && file < 8) {
      squares[static_cast<std::size_t>(rank * 8 + file++)] = symbol;
    }
  }
  return squares;
}

std::string chess_square_name(std::size_t index) {
  return {static_cast<char>('a' + index % 8), static_cast<char>('1' + index / 8)};
}

bool is_mover(char symbol, goals::Side mover) {
  return symbol != '.' && ((mover == 0) == (symbol >= 'A' && symbol <= 'Z'));
}

// From the placements before and after: the square the mover's man left and the square it reached;
// where two men moved (castling) the king's.
MoveSquares chess_move_squares(const std::string& before_fen, const std::string& after_fen, goals::Side mover) {
  const auto before = chess_squares(before_fen);
  const auto after = chess_squares(after_fen);
  MoveSquares squares;
  for (std::size_t index = 0; index < 64; ++index) {
    const bool king = before[index] == 'K' || before[index] == 'k' || after[index] == 'K' || after[index] == 'k';
    if (is_mover(before[index], mover) && after[index] != before[index] && (squares.from.empty() || king))
      squares.from = chess_square_name(index);
    if (is_mover(after[index], mover) && after[index] != before[index] && (squares.to.empty() || king))
      squares.to = chess_square_name(index);
  }
  return squares;
}

bool is_checkers(std::string_view game) {
  const GameDescriptor* descriptor = find_game_descriptor(game);
  return descriptor != nullptr && descriptor->kind == GameKind::checkers;
}

// "11-15", "11x18x25": the first and the last square.
MoveSquares checkers_move_squares(const std::string& text) {
  const auto first_end = text.find_first_of("-x");
  const auto last_start = text.find_last_of("-x");
  if (first_end == std::string::npos) return {text, text};
  return {text.substr(0, first_end), text.substr(last_start + 1)};
}

}  // namespace

std::unique_ptr<goals::Game> make_game(std::string_view name, std::string_view position) {
  games::link_chess_game();
  games::link_checkers_game();
  if (find_game_descriptor(name) == nullptr)
    throw RequestError(400, fmt::format("unknown game '{}' (known: chess, checkers)", name));
  const auto maker = goals::find_game(name);
  if (maker == nullptr) throw RequestError(400, fmt::format("unknown game '{}' (known: chess, checkers)", name));
  try {
    return maker(position);
  } catch (const std::exception& error) {
    throw RequestError(400, fmt::format("bad position for {}: {}", name, error.what()));
  }
}

MoveSquares move_squares(goals::Game& game, goals::MoveId move) {
  if (is_checkers(game.name())) return checkers_move_squares(game.move_text(move));
  const std::string before = game.position_text();
  const goals::Side mover = game.side_to_move();
  game.make(move);
  const std::string after = game.position_text();
  game.unmake();
  return chess_move_squares(before, after, mover);
}

MoveSquares played_squares(std::string_view game, const std::string& before, const std::string& after,
                           goals::Side mover, const std::string& notation) {
  if (is_checkers(game)) return checkers_move_squares(notation);
  return chess_move_squares(before, after, mover);
}

nlohmann::json legal_moves_json(goals::Game& game) {
  auto list = nlohmann::json::array();
  if (game.outcome() != goals::Outcome::ongoing) return list;
  std::vector<goals::MoveId> legal;
  game.legal_moves(legal);
  for (const auto move : legal) {
    const auto squares = move_squares(game, move);
    list.push_back({{"move", game.move_text(move)}, {"from", squares.from}, {"to", squares.to}});
  }
  return list;
}

nlohmann::json line_squares(goals::Game& game, const std::vector<std::string>& line) {
  auto list = nlohmann::json::array();
  int made = 0;
  for (const auto& text : line) {
    const auto move = game.parse_move(text);
    if (!move) break;
    const auto squares = move_squares(game, *move);
    list.push_back({{"move", text}, {"from", squares.from}, {"to", squares.to}});
    game.make(*move);
    ++made;
  }
  for (; made > 0; --made) game.unmake();
  return list;
}

goals::MoveId legal_move(goals::Game& game, std::string_view text) {
  if (game.outcome() != goals::Outcome::ongoing)
    throw RequestError(409, fmt::format("the game is over: '{}' cannot be played", text));
  const auto move = game.parse_move(text);
  if (!move) throw RequestError(400, fmt::format("'{}' is not a legal move in {}", text, game.position_text()));
  return *move;
}

}  // namespace newell::web
