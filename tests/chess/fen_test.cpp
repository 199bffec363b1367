#include <catch2/catch.hpp>
#include <fstream>
#include <string>

#include "chess/epd.h"
#include "chess/notation_error.h"
#include "chess/position.h"

using namespace newell::chess;
using Catch::Matchers::Contains;

namespace {

// The message of the NotationError reading `fen` throws ("" if it reads fine).
std::string error_of(const std::string& fen) {
  try {
    (void)Position::from_fen(fen);
  } catch (const NotationError& error) {
    return error.what();
  }
  return "";
}

}  // namespace

TEST_CASE("every FEN of the perft suite reads and writes back unchanged") {
  std::ifstream suite(std::string(NEWELL_TEST_DATA_DIR) + "/chess/perft.epd");
  std::string line;
  int count = 0;
  while (std::getline(suite, line)) {
    const std::string fen = line.substr(0, line.find(';'));
    const std::string trimmed = fen.substr(0, fen.find_last_not_of(' ') + 1);
    CHECK(Position::from_fen(trimmed).to_fen() == trimmed);
    ++count;
  }
  CHECK(count == 163);
}

TEST_CASE("the start position reads from its FEN") {
  const auto position = Position::start();
  CHECK(position.to_fen() == std::string(Position::start_fen));
  CHECK(position.piece_on(E1) == WhiteKing);
  CHECK(position.piece_on(D8) == BlackQueen);
  CHECK(position.side_to_move() == White);
  CHECK(position.castling_rights() == AllCastling);
  CHECK(popcount(position.occupied()) == 32);
}

TEST_CASE("a FEN without clocks reads with halfmove 0 and fullmove 1; extra spaces are fine") {
  CHECK(Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - -").to_fen() == "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  CHECK(Position::from_fen("  4k3/8/8/8/8/8/8/4K3   b  -  -  3  40 ").to_fen() == "4k3/8/8/8/8/8/8/4K3 b - - 3 40");
}

TEST_CASE("FEN errors name the number of fields") {
  CHECK_THAT(error_of(""), Contains("found 0"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K3 w -"), Contains("expected 6 fields"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra"), Contains("found 7"));
}

TEST_CASE("FEN errors in the piece placement name the rank and the text") {
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8 w - - 0 1"), Contains("piece placement") && Contains("7 ranks"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/8/4K3 w - - 0 1"), Contains("more than 8 ranks"));
  CHECK_THAT(error_of("4k4/8/8/8/8/8/8/4K3 w - - 0 1"), Contains("rank 8 \"4k4\"") && Contains("more than"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K2 w - - 0 1"), Contains("rank 1 \"4K2\" covers 7 files"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4X3 w - - 0 1"), Contains("'X' is neither a piece letter"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K3/ w - - 0 1"), Contains("more than 8 ranks"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K09 w - - 0 1"), Contains("piece placement"));
}

TEST_CASE("FEN errors for kings, pawns and impossible material") {
  CHECK_THAT(error_of("8/8/8/8/8/8/8/4K3 w - - 0 1"), Contains("black has 0 kings"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/3KK3 w - - 0 1"), Contains("white has 2 kings"));
  CHECK_THAT(error_of("P3k3/8/8/8/8/8/8/4K3 w - - 0 1"), Contains("first or last rank"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/p3K3 w - - 0 1"), Contains("first or last rank"));
  CHECK_THAT(error_of("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1"), Contains("9 pawns"));
  CHECK_THAT(error_of("QQQQk3/QQQQ4/QQ6/8/8/8/PPPPPPPP/4K3 w - - 0 1"), Contains("more than 16 men"));
  CHECK_THAT(error_of("QQ2k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"), Contains("promoted"));
}

TEST_CASE("FEN errors in the side to move") {
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K3 W - - 0 1"), Contains("side to move \"W\": expected w or b"));
  CHECK(error_of("4k3/8/8/8/8/8/8/4K2R b - - 0 1").empty());
  CHECK_THAT(error_of("4k2R/8/8/8/8/8/8/4K3 w - - 0 1"), Contains("side to move") && Contains("(black) is in check"));
}

TEST_CASE("FEN errors in the castling rights") {
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K3 w X - 0 1"), Contains("castling rights \"X\"") && Contains("not one of"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K2R w KK - 0 1"), Contains("given twice"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K3 w K - 0 1"), Contains("'K' needs a rook on h1"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/R2K4 w Q - 0 1"), Contains("'Q' needs the king"));
  CHECK_THAT(error_of("r3k3/8/8/8/8/8/8/4K3 w kq - 0 1"), Contains("'k' needs a rook on h8"));
}

TEST_CASE("FEN errors in the en passant square") {
  CHECK_THAT(error_of("4k3/8/8/8/4P3/8/8/4K3 b - e9 0 1"),
             Contains("en passant square \"e9\"") && Contains("expected a square"));
  CHECK_THAT(error_of("4k3/8/8/8/4P3/8/8/4K3 b - e6 0 1"), Contains("must be on rank 3"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K3 b - e3 0 1"), Contains("no pawn stands in front"));
  CHECK_THAT(error_of("4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1"), Contains("must be empty"));
  CHECK(error_of("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").empty());
}

TEST_CASE("FEN errors in the clocks") {
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K3 w - - x 1"), Contains("halfmove clock \"x\": expected a whole number"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K3 w - - -1 1"), Contains("halfmove clock \"-1\""));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K3 w - - 0 0"), Contains("fullmove number \"0\""));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1.5"), Contains("fullmove number \"1.5\""));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K3 w - - 99999999999 1"), Contains("halfmove clock"));
}
