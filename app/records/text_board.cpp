#include "app/records/text_board.h"

#include "checkers/bitboard.h"

#include <fmt/core.h>

namespace newell::app::records {
namespace {

// The symbol on a square of the 8x8 diagram (row 0 at the top, column 0 at the left).
char symbol_at(GameKind game, const Board& board, int row, int column) {
  if (game == GameKind::chess) return board.squares[static_cast<std::size_t>((7 - row) * 8 + column)];
  if (!checkers::on_board(row, column)) return ' ';
  return board.squares[static_cast<std::size_t>(checkers::square_at(row, column))];
}

}  // namespace

std::string board_text(const GameDescriptor& game, const Board& board, const std::string& indent) {
  return board_diagram(game, board, indent) + fmt::format("{}{} to move. FEN {}\n", indent, board.side_to_move, board.fen);
}

std::string board_diagram(const GameDescriptor& described, const Board& board, const std::string& indent) {
  const GameKind game = described.kind;
  std::string text;
  for (int row = 0; row < 8; ++row) {
    text += game == GameKind::chess ? fmt::format("{}{} |", indent, 8 - row) : fmt::format("{}  |", indent);
    for (int column = 0; column < 8; ++column) text += fmt::format(" {}", symbol_at(game, board, row, column));
    if (game == GameKind::checkers) {
      const int first = row * 4 + 1;
      text += fmt::format("   {:>2}-{:<2}", first, first + 3);
    }
    text += "\n";
  }
  text += indent + "  +----------------\n";
  if (game == GameKind::chess) text += indent + "    a b c d e f g h\n";
  return text;
}

std::string compact_board_text(const GameDescriptor& described, const Board& board, const std::string& indent) {
  const GameKind game = described.kind;
  std::string text;
  for (int row = 0; row < 8; ++row) {
    text += indent;
    for (int column = 0; column < 8; ++column) text += symbol_at(game, board, row, column);
    text += "\n";
  }
  return text;
}

}  // namespace newell::app::records
