#include "app/report/board_svg.h"

#include "checkers/bitboard.h"

#include <fmt/core.h>

#include <algorithm>
#include <utility>

namespace newell::app::report {
namespace {

// Filled glyphs for both colours: the fill says the colour, so both sides look alike in any font.
const char* chess_glyph(char piece) {
  switch (static_cast<char>(std::toupper(static_cast<unsigned char>(piece)))) {
    case 'K': return "\u265A";
    case 'Q': return "\u265B";
    case 'R': return "\u265C";
    case 'B': return "\u265D";
    case 'N': return "\u265E";
    default: return "\u265F";
  }
}

bool is_highlighted(const records::Board& board, int index) {
  return std::find(board.highlighted.begin(), board.highlighted.end(), index) != board.highlighted.end();
}

}  // namespace

std::string board_svg(const GameDescriptor& game, const records::Board& board, int size, const std::vector<Arrow>& arrows) {
  const bool chess = game.kind == GameKind::chess;
  const double margin = chess ? size * 0.05 : 0.0;  // room for the file and rank letters
  const double cell = (size - margin) / 8.0;
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board {}\" viewBox=\"0 0 {} {}\" width=\"{}\" height=\"{}\" "
      "role=\"img\" aria-label=\"{} board, {} to move\">\n",
      game.name, size, size, size, size, game.name, board.side_to_move);
  svg += fmt::format("<rect width=\"{}\" height=\"{}\" fill=\"#f7f3ea\"/>\n", size, size);
  for (int row = 0; row < 8; ++row) {
    for (int column = 0; column < 8; ++column) {
      const double x = margin + column * cell;
      const double y = row * cell;
      const bool dark = (row + column) % 2 == 1;
      int index = -1;
      char piece = '.';
      if (chess) {
        index = (7 - row) * 8 + column;
        piece = board.squares[static_cast<std::size_t>(index)];
      } else if (checkers::on_board(row, column)) {
        index = checkers::square_at(row, column);
        piece = board.squares[static_cast<std::size_t>(index)];
      }
      std::string fill = dark ? "#b58863" : "#f0d9b5";
      if (!chess) fill = dark ? "#5b7c4f" : "#efe6cf";
      if (index >= 0 && is_highlighted(board, index)) fill = dark ? "#c9a43a" : "#f2dc74";
      svg += fmt::format("<rect class=\"square\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"{}\"/>\n",
                         x, y, cell, cell, fill);
      if (!chess && index >= 0)
        svg += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{:.1f}\" fill=\"#dfe8d8\" font-family=\"sans-serif\">{}</text>\n",
                           x + cell * 0.06, y + cell * 0.22, cell * 0.18, index + 1);
      if (piece == '.') continue;
      const double cx = x + cell / 2;
      const double cy = y + cell / 2;
      if (chess) {
        const bool white = std::isupper(static_cast<unsigned char>(piece)) != 0;
        svg += fmt::format(
            "<text class=\"piece\" data-piece=\"{}\" x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{:.1f}\" text-anchor=\"middle\" "
            "dominant-baseline=\"central\" font-family=\"DejaVu Sans, Noto Sans Symbols2, sans-serif\" fill=\"{}\" "
            "stroke=\"{}\" stroke-width=\"{:.1f}\">{}</text>\n",
            piece, cx, cy + cell * 0.04, cell * 0.8, white ? "#ffffff" : "#111111", white ? "#222222" : "#111111",
            white ? cell * 0.03 : 0.0, chess_glyph(piece));
      } else {
        const bool black = piece == 'b' || piece == 'B';
        const bool king = piece == 'B' || piece == 'W';
        const std::string body = black ? "#1d1d1d" : "#f4efe2";
        const std::string edge = black ? "#555555" : "#8a7f6a";
        svg += fmt::format(
            "<circle class=\"piece\" data-piece=\"{}\" cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{:.1f}\" fill=\"{}\" stroke=\"{}\" "
            "stroke-width=\"{:.1f}\"/>\n",
            piece, cx, cy, cell * 0.38, body, edge, cell * 0.05);
        svg += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{:.1f}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{:.1f}\"/>\n",
                           cx, cy, cell * 0.26, edge, cell * 0.03);
        if (king)
          svg += fmt::format(
              "<text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{:.1f}\" text-anchor=\"middle\" dominant-baseline=\"central\" "
              "font-family=\"DejaVu Sans, sans-serif\" fill=\"#d4a017\">\u265A</text>\n",
              cx, cy + cell * 0.02, cell * 0.4);
      }
    }
  }
  // Coordinates: files and ranks in chess; in checkers the squares carry their numbers.
  if (chess) {
    for (int i = 0; i < 8; ++i) {
      svg += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{:.1f}\" text-anchor=\"middle\" font-family=\"sans-serif\" fill=\"#555\">{}</text>\n",
                         margin / 2, i * cell + cell / 2 + margin * 0.3, margin * 0.7, 8 - i);
      svg += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{:.1f}\" text-anchor=\"middle\" font-family=\"sans-serif\" fill=\"#555\">{}</text>\n",
                         margin + i * cell + cell / 2, size - margin * 0.2, margin * 0.7, static_cast<char>('a' + i));
    }
  }
  if (!arrows.empty()) {
    // The centre of a square by its board index (chess: a1 = 0; checkers: the square's number - 1).
    const auto centre = [&](int index) {
      const int row = chess ? 7 - index / 8 : checkers::row_of(index);
      const int column = chess ? index % 8 : checkers::column_of(index);
      return std::pair<double, double>{margin + column * cell + cell / 2, row * cell + cell / 2};
    };
    svg += "<defs>";
    for (const char* colour : {"e07b00", "1f5fbf"})
      svg += fmt::format("<marker id=\"head-{0}\" viewBox=\"0 0 10 10\" refX=\"6\" refY=\"5\" markerWidth=\"3\" markerHeight=\"3\" "
                         "orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#{0}\"/></marker>",
                         colour);
    svg += "</defs>\n<g class=\"tactic-arrows\" stroke-linecap=\"round\" opacity=\"0.8\">\n";
    for (std::size_t i = 0; i < arrows.size(); ++i) {
      const auto [x1, y1] = centre(arrows[i].from);
      const auto [x2, y2] = centre(arrows[i].to);
      const char* colour = i == 0 ? "e07b00" : "1f5fbf";
      svg += fmt::format("<line class=\"arrow\" x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#{}\" "
                         "stroke-width=\"{:.1f}\" marker-end=\"url(#head-{})\"/>\n",
                         x1, y1, x1 + (x2 - x1) * 0.85, y1 + (y2 - y1) * 0.85, colour, cell * 0.14, colour);
      svg += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{:.1f}\" fill=\"#{}\" stroke=\"none\" "
                         "font-family=\"sans-serif\" font-weight=\"bold\">{}</text>\n",
                         x1 + cell * 0.12, y1 - cell * 0.12, cell * 0.28, colour, i + 1);
    }
    svg += "</g>\n";
  }
  return svg + "</svg>\n";
}

}  // namespace newell::app::report
