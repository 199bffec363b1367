#include "app/records/replay.h"

#include "checkers/game.h"
#include "checkers/notation.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "game_descriptor/game_descriptor.h"

#include <fmt/core.h>

namespace newell::app::records {
namespace {

Board checkers_board(const checkers::Position& position) {
  Board board;
  board.fen = checkers::to_fen(position);
  board.side_to_move = checkers::color_name(position.side_to_move);
  board.squares.assign(32, '.');
  for (int square = 0; square < 32; ++square) {
    const checkers::Bitboard here = checkers::bit(square);
    const bool king = (position.kings & here) != 0;
    if ((position.black & here) != 0) board.squares[static_cast<std::size_t>(square)] = king ? 'B' : 'b';
    if ((position.white & here) != 0) board.squares[static_cast<std::size_t>(square)] = king ? 'W' : 'w';
  }
  return board;
}

}  // namespace

Board chess_board(const chess::Position& position) {
  static constexpr char letters[] = "PNBRQK";
  Board board;
  board.fen = position.to_fen();
  board.side_to_move = position.side_to_move() == chess::White ? "White" : "Black";
  board.squares.assign(64, '.');
  for (int square = 0; square < 64; ++square) {
    const chess::Piece piece = position.piece_on(chess::Square(square));
    if (piece == chess::NoPiece) continue;
    char symbol = letters[chess::piece_type(piece)];
    if (chess::piece_color(piece) == chess::Black) symbol = static_cast<char>(symbol - 'A' + 'a');
    board.squares[static_cast<std::size_t>(square)] = symbol;
  }
  return board;
}

ReplayedGame replay_chess(const std::string& start_fen, const std::vector<std::string>& moves) {
  chess::Position position = chess::Position::start();
  if (!start_fen.empty()) {
    try {
      position = chess::Position::from_fen(start_fen);
    } catch (const chess::NotationError& error) {
      throw std::invalid_argument(fmt::format("start position '{}': {}", start_fen, error.what()));
    }
  }
  ReplayedGame game;
  game.boards.push_back(chess_board(position));
  int ply = 0;
  for (const auto& text : moves) {
    ++ply;
    const bool white = position.side_to_move() == chess::White;
    chess::Move move;
    try {
      move = chess::parse_san(position, text);
    } catch (const chess::NotationError& error) {
      throw MoveFailure(ply, text, fmt::format("move {}{} ({} to move): {}", position.fullmove_number(), white ? "." : "...",
                                               white ? "White" : "Black", error.what()));
    }
    const std::string san = chess::to_san(position, move);
    game.numbers.push_back(fmt::format("{}{}", position.fullmove_number(), white ? "." : "..."));
    game.notation.push_back(san);
    game.full_notation.push_back(san);
    position.make_move(move);
    Board board = chess_board(position);
    board.highlighted = {static_cast<int>(move.from()), static_cast<int>(move.to())};
    game.boards.push_back(std::move(board));
  }
  return game;
}

ReplayedGame replay_checkers(const std::string& start_fen, const std::vector<std::string>& moves) {
  checkers::Position position = checkers::Position::initial();
  if (!start_fen.empty()) {
    try {
      position = checkers::parse_fen(start_fen);
    } catch (const checkers::NotationError& error) {
      throw std::invalid_argument(fmt::format("start position '{}': {}", start_fen, error.what()));
    }
  }
  checkers::Game played(position);
  ReplayedGame game;
  game.boards.push_back(checkers_board(position));
  int number = 1;
  int ply = 0;
  for (const auto& text : moves) {
    ++ply;
    const checkers::Color mover = played.position().side_to_move;
    checkers::Move move{};
    try {
      move = checkers::parse_move(played.position(), text);
    } catch (const std::exception& error) {
      throw MoveFailure(ply, text, fmt::format("move {}{} ({} to move): {}", number,
                                               mover == checkers::Color::black ? "." : "...",
                                               checkers::color_name(mover), error.what()));
    }
    const checkers::MoveList legal = played.legal_moves();
    game.numbers.push_back(fmt::format("{}{}", number, mover == checkers::Color::black ? "." : "..."));
    game.notation.push_back(checkers::short_move_text(move, legal));
    game.full_notation.push_back(checkers::move_text(move));
    played.play(move);
    if (mover == checkers::Color::white) ++number;
    Board board = checkers_board(played.position());
    board.highlighted.push_back(move.from);
    if (move.jump_count == 0) board.highlighted.push_back(move.to);
    for (int jump = 0; jump < move.jump_count; ++jump) board.highlighted.push_back(move.landings[static_cast<std::size_t>(jump)]);
    game.boards.push_back(std::move(board));
  }
  return game;
}

ReplayedGame replay(const GameDescriptor& game, const std::string& start_position, const std::vector<std::string>& moves) {
  switch (game.kind) {
    case GameKind::chess: return replay_chess(start_position, moves);
    case GameKind::checkers: return replay_checkers(start_position, moves);
  }
  throw std::invalid_argument(fmt::format("no replay for the game '{}'", game.name));
}

ReplayedGame replay(const store::GameRecord& game) {
  std::vector<std::string> moves;
  moves.reserve(game.moves.size());
  for (const auto& move : game.moves) moves.push_back(move.notation);
  return replay(game_named(game.kind), game.start_position, moves);
}

}  // namespace newell::app::records
