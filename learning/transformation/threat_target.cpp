#include "learning/transformation/threat_target.h"

#include "checkers/notation.h"
#include "chess/notation.h"
#include "game_descriptor/game_descriptor.h"

#include <regex>
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

std::vector<std::string> taken_squares(std::string_view evidence) {
  static const std::regex taken{R"(takes the man on ([^;)]*))"};
  static const std::regex square{R"([a-h][1-8]|[0-9]+)"};
  std::vector<std::string> squares;
  std::match_results<std::string_view::const_iterator> found;
  if (!std::regex_search(evidence.begin(), evidence.end(), found, taken)) return squares;
  const std::string list = found[1].str();
  for (auto match = std::sregex_iterator(list.begin(), list.end(), square); match != std::sregex_iterator(); ++match)
    squares.push_back(match->str());
  return squares;
}

bool holds_pinned_man(std::string_view game, std::string_view position, const std::vector<std::string>& squares) {
  const GameDescriptor* descriptor = find_game_descriptor(game);
  if (descriptor == nullptr || descriptor->kind != GameKind::chess) return false;
  try {
    const chess::Position board = chess::Position::from_fen(position);
    for (const auto& name : squares) {
      const chess::Square square = chess::parse_square(name);
      if (square == chess::NoSquare) continue;
      const chess::Piece piece = board.piece_on(square);
      if (piece == chess::NoPiece || chess::piece_type(piece) == chess::King) continue;
      if (board.blockers_for_king(chess::piece_color(piece)) & chess::square_bit(square)) return true;
    }
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
