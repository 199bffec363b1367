#include "learning/transformation/threat_target.h"

#include "checkers/notation.h"
#include "chess/notation.h"
#include "game_descriptor/game_descriptor.h"

#include <sstream>
#include <stdexcept>

namespace newell::learning::transformation {

namespace {

std::vector<std::string> checkers_targets(std::string_view position, std::string_view threat) {
  checkers::Position board = checkers::parse_fen(position);
  board.side_to_move = checkers::opposite(board.side_to_move);
  const checkers::Move move = checkers::parse_move(board, threat);
  std::vector<std::string> squares;
  for (checkers::Square square = 0; square < 32; ++square)
    if (move.captured & checkers::bit(square)) squares.push_back(checkers::square_name(square));
  return squares;
}

std::vector<std::string> chess_targets(std::string_view position, std::string_view threat) {
  // FEN fields: placement, side, castling, en passant, clocks. The side flipped; no en passant
  // square stands for the opponent's pawns.
  std::istringstream fields{std::string(position)};
  std::string placement, side, castling, en_passant, rest;
  fields >> placement >> side >> castling >> en_passant;
  std::getline(fields, rest);
  const std::string flipped = placement + (side == "w" ? " b " : " w ") + castling + " -" + rest;
  const chess::Position board = chess::Position::from_fen(flipped);
  const chess::Move move = chess::parse_san(board, threat);
  if (board.captured_piece(move) == chess::NoPiece || move.is_en_passant()) return {};
  return {chess::square_name(move.to())};
}

}  // namespace

std::vector<std::string> threat_target_squares(std::string_view game, std::string_view position, std::string_view threat) {
  try {
    if (const GameDescriptor* descriptor = find_game_descriptor(game)) {
      switch (descriptor->kind) {
        case GameKind::checkers: return checkers_targets(position, threat);
        case GameKind::chess: return chess_targets(position, threat);
      }
    }
  } catch (const std::exception&) {
    // A threat that cannot be read (an illegal flipped position, a move text of another notation)
    // takes nothing the learner can name.
  }
  return {};
}

bool side_to_move_has_pinned_man(std::string_view game, std::string_view position) {
  const GameDescriptor* descriptor = find_game_descriptor(game);
  if (descriptor == nullptr || descriptor->kind != GameKind::chess) return false;
  try {
    const chess::Position board = chess::Position::from_fen(position);
    return (board.blockers_for_king(board.side_to_move()) & board.pieces(board.side_to_move())) != 0;
  } catch (const std::exception&) {
    // A position that cannot be read holds no man the learner can call pinned.
  }
  return false;
}

bool argument_names_square(std::string_view argument, std::string_view square) {
  const std::string suffix = " on " + std::string(square);
  return argument.size() >= suffix.size() && argument.substr(argument.size() - suffix.size()) == suffix;
}

}  // namespace newell::learning::transformation
