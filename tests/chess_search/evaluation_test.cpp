// The static evaluation: symmetric between the colours, material first, pieces better placed in the
// centre, a bare king pushed to the edge.

#include "chess/evaluation.h"

#include <catch2/catch.hpp>

#include <cctype>
#include <sstream>
#include <string>

using namespace newell::chess;

namespace {

// The same position with the colours exchanged and the board turned over.
std::string mirrored(const std::string& fen) {
  std::istringstream fields(fen);
  std::string board, side, castling, en_passant, rest;
  fields >> board >> side >> castling >> en_passant;
  std::getline(fields, rest);
  std::vector<std::string> ranks;
  std::string rank;
  std::istringstream rows(board);
  while (std::getline(rows, rank, '/')) ranks.push_back(rank);
  std::string flipped;
  for (auto it = ranks.rbegin(); it != ranks.rend(); ++it) {
    if (!flipped.empty()) flipped += '/';
    for (char c : *it) flipped += std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c)) : char(std::toupper(c));
  }
  std::string swapped_castling;
  for (char c : castling) swapped_castling += c == '-' ? c : std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c)) : char(std::toupper(c));
  std::string passant = en_passant == "-" ? "-" : std::string{en_passant[0], en_passant[1] == '3' ? '6' : '3'};
  return flipped + (side == "w" ? " b " : " w ") + swapped_castling + " " + passant + rest;
}

}  // namespace

TEST_CASE("the evaluation is the same for either colour in the mirrored position", "[evaluation]") {
  for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                          "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
                          "r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", "8/8/7b/7Q/8/8/p1K5/k7 w - - 0 1",
                          "6k1/8/6K1/8/8/8/8/QR6 b - - 0 1"}) {
    const Position position = Position::from_fen(fen);
    const Position reflection = Position::from_fen(mirrored(fen));
    INFO(fen << " mirrored " << mirrored(fen));
    CHECK(evaluate(position) == evaluate(reflection));
    CHECK(evaluate_for_white(position) == -evaluate_for_white(reflection));
  }
}

TEST_CASE("the start position is level apart from the move", "[evaluation]") {
  const Position start = Position::start();
  CHECK(evaluate_for_white(start) == 0);
  CHECK(evaluate(start) > 0);
  CHECK(evaluate(start) < 30);
  CHECK(game_phase(start) == 24);
}

TEST_CASE("an extra piece outweighs any placement", "[evaluation]") {
  const Position knight_up = Position::from_fen("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  CHECK(evaluate(knight_up) > 250);
  const Position knight_up_black_to_move = Position::from_fen("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
  CHECK(evaluate(knight_up_black_to_move) < -250);
}

TEST_CASE("a knight in the centre is worth more than one on the rim", "[evaluation]") {
  const Position centre = Position::from_fen("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1");
  const Position rim = Position::from_fen("4k3/8/8/8/N7/8/8/4K3 w - - 0 1");
  CHECK(evaluate(centre) > evaluate(rim));
}

TEST_CASE("with king and queen against king, the bare king is better off in the centre", "[evaluation]") {
  const Position edge = Position::from_fen("7k/8/8/8/8/8/8/1Q2K3 w - - 0 1");
  const Position centre = Position::from_fen("8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1");
  CHECK(evaluate_for_white(edge) > evaluate_for_white(centre));
  CHECK(game_phase(edge) == 4);
}
