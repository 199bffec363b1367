#include "chess/movegen.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "chess/notation.h"
#include "chess/position.h"

using namespace newell::chess;

namespace {

std::set<std::string> legal_uci(const std::string& fen) {
  const auto position = Position::from_fen(fen);
  MoveList moves;
  generate_legal(position, moves);
  std::set<std::string> names;
  for (const Move move : moves) names.insert(to_uci(move));
  return names;
}

bool has(const std::set<std::string>& moves, const std::string& move) { return moves.count(move) != 0; }

}  // namespace

TEST_CASE("castling both ways when the path is clear and safe") {
  const auto moves = legal_uci("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(has(moves, "e1g1"));
  CHECK(has(moves, "e1c1"));
  const auto black = legal_uci("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
  CHECK(has(black, "e8g8"));
  CHECK(has(black, "e8c8"));
}

TEST_CASE("no castling out of check") {
  const auto moves = legal_uci("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1");
  CHECK_FALSE(has(moves, "e1g1"));
  CHECK_FALSE(has(moves, "e1c1"));
}

TEST_CASE("no castling through an attacked square") {
  const auto moves = legal_uci("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1");  // f1 attacked by the rook on f2
  CHECK_FALSE(has(moves, "e1g1"));
  CHECK(has(moves, "e1c1"));
  const auto queenside = legal_uci("4k3/8/8/8/8/8/3r4/R3K2R w KQ - 0 1");  // d1 attacked
  CHECK_FALSE(has(queenside, "e1c1"));
  CHECK(has(queenside, "e1g1"));
}

TEST_CASE("no castling into check") {
  const auto moves = legal_uci("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1");  // g1 attacked
  CHECK_FALSE(has(moves, "e1g1"));
  const auto queenside = legal_uci("4k3/8/8/8/8/8/2r5/R3K2R w KQ - 0 1");  // c1 attacked
  CHECK_FALSE(has(queenside, "e1c1"));
}

TEST_CASE("queenside castling is allowed when only b1 is attacked, not when it is occupied") {
  CHECK(has(legal_uci("4k3/8/8/8/8/8/1r6/R3K3 w Q - 0 1"), "e1c1"));
  CHECK_FALSE(has(legal_uci("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1"), "e1c1"));
}

TEST_CASE("castling rights are lost when the king or the rook moves, or the rook is captured") {
  auto position = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  position.make_move(parse_uci_move(position, "h1h8"));  // captures the rook on h8
  CHECK_FALSE(position.can_castle(WhiteKingside));
  CHECK_FALSE(position.can_castle(BlackKingside));
  CHECK(position.can_castle(WhiteQueenside));
  CHECK(position.can_castle(BlackQueenside));
  position.make_move(parse_uci_move(position, "e8d7"));
  CHECK_FALSE(position.can_castle(BlackQueenside));
  position.make_move(parse_uci_move(position, "a1a2"));
  CHECK(position.castling_rights() == NoCastling);
  CHECK(position.to_fen() == "r6R/3k4/8/8/8/8/R7/4K3 b - - 2 2");
}

TEST_CASE("en passant is generated right after the double push only") {
  auto position = Position::from_fen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
  position.make_move(parse_uci_move(position, "d7d5"));
  MoveList moves;
  generate_legal(position, moves);
  CHECK(std::count_if(moves.begin(), moves.end(), [](Move m) { return m.is_en_passant(); }) == 1);
  position.make_move(parse_uci_move(position, "e1d1"));
  position.make_move(parse_uci_move(position, "e8d7"));
  CHECK_FALSE(has(legal_uci(position.to_fen()), "e5d6"));
}

TEST_CASE("en passant is illegal when it uncovers a rank attack on the king by removing both pawns") {
  // King and enemy rook on the fifth rank with the two pawns between them.
  CHECK_FALSE(has(legal_uci("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1"), "e5d6"));
  CHECK_FALSE(has(legal_uci("8/8/8/q2pP2K/8/8/8/7k w - d6 0 1"), "e5d6"));
  // With a third piece on the rank the capture is fine.
  CHECK(has(legal_uci("8/8/8/K1npP2r/8/8/8/7k w - d6 0 1"), "e5d6"));
}

TEST_CASE("en passant is illegal when the capturing pawn is pinned off the line, legal along a diagonal pin") {
  CHECK_FALSE(has(legal_uci("4r2k/8/8/3pP3/8/8/8/4K3 w - d6 0 1"), "e5d6"));  // pinned on the e file
  CHECK_FALSE(has(legal_uci("7k/6b1/8/3pP3/3K4/8/8/8 w - d6 0 1"), "e5d6"));  // pinned on d4-g7
  CHECK(has(legal_uci("1b5k/8/8/3pP3/8/6K1/8/8 w - d6 0 1"), "e5d6"));        // capture along the g3-b8 pin
}

TEST_CASE("en passant that resolves a check by capturing the checking pawn") {
  // The black pawn just moved d7d5 and gives check to the king on e4; exd6 e.p. removes it.
  const auto moves = legal_uci("8/8/8/3pP3/4K3/8/8/7k w - d6 0 1");
  CHECK(has(moves, "e5d6"));
  // But not when the check comes from another piece.
  const auto other = legal_uci("8/8/8/3pP3/8/8/8/r3K2k w - d6 0 1");
  CHECK_FALSE(has(other, "e5d6"));
}

TEST_CASE("each promotion offers all four pieces") {
  const auto moves = legal_uci("8/4P3/8/8/8/8/8/k3K3 w - - 0 1");
  for (const char* move : {"e7e8q", "e7e8r", "e7e8b", "e7e8n"}) CHECK(has(moves, move));
  CHECK_FALSE(has(moves, "e7e8"));
  const auto captures = legal_uci("3r1r2/4P3/8/8/8/8/8/k3K3 w - - 0 1");
  for (const char* move : {"e7d8q", "e7d8r", "e7d8b", "e7d8n", "e7f8q", "e7e8n"}) CHECK(has(captures, move));
  CHECK_FALSE(has(legal_uci("4r3/4P3/8/8/8/8/8/k6K w - - 0 1"), "e7e8q"));    // blocked
  CHECK(legal_uci("3rr3/4P3/8/8/8/8/8/k3K3 w - - 0 1").count("e7d8q") == 0);  // pinned on the e file
}

TEST_CASE("a pinned piece moves only along its pin") {
  const auto moves = legal_uci("4r2k/8/8/8/8/8/4R3/4K3 w - - 0 1");  // rook e2 pinned on the e file
  CHECK(has(moves, "e2e5"));
  CHECK(has(moves, "e2e8"));
  CHECK_FALSE(has(moves, "e2d2"));
  const auto knight = legal_uci("7k/8/8/8/8/2b5/3N4/4K3 w - - 0 1");  // pinned knight cannot move
  CHECK_FALSE(has(knight, "d2f3"));
  CHECK_FALSE(has(knight, "d2b3"));
  const auto bishop = legal_uci("7k/8/8/8/1b6/8/3B4/4K3 w - - 0 1");  // diagonal pin: bishop slides
  CHECK(has(bishop, "d2c3"));
  CHECK(has(bishop, "d2b4"));
  CHECK_FALSE(has(bishop, "d2e3"));
}

TEST_CASE("in double check only the king moves") {
  // Rook e8 and bishop b4 both check the king on e1.
  const auto position = Position::from_fen("4r2k/8/8/8/1b6/8/8/4KQ2 w - - 0 1");
  CHECK(popcount(position.checkers()) == 2);
  MoveList moves;
  generate_legal(position, moves);
  for (const Move move : moves) CHECK(move.from() == E1);
  CHECK(moves.size() > 0);
}

TEST_CASE("a single check is met by capture, block or king move") {
  const auto moves = legal_uci("4r2k/8/8/8/8/8/Q7/4K3 w - - 0 1");
  CHECK(has(moves, "a2e6"));  // block
  CHECK(has(moves, "a2e2"));  // block
  CHECK_FALSE(has(moves, "a2a8"));
  CHECK(has(legal_uci("4r2k/8/8/8/Q7/8/8/4K3 w - - 0 1"), "a4e8"));  // capture the checker
  CHECK(has(moves, "e1d1"));
  CHECK_FALSE(has(moves, "e1e2"));  // still on the file
}

TEST_CASE("the king may not retreat along the line of a slider's check") {
  const auto moves = legal_uci("7k/8/8/8/8/8/8/r3K3 w - - 0 1");
  CHECK_FALSE(has(moves, "e1f1"));
  CHECK(has(moves, "e1e2"));
}

TEST_CASE("checkmate and stalemate are told apart") {
  CHECK(is_checkmate(Position::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")));
  CHECK(is_stalemate(Position::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")));
  CHECK_FALSE(is_checkmate(Position::start()));
  CHECK_FALSE(is_stalemate(Position::start()));
}
