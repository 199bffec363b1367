#include <catch2/catch.hpp>
#include <string>

#include "chess/notation.h"
#include "chess/position.h"

using namespace newell::chess;

namespace {

void play(Position& position, const std::string& moves) {
  std::size_t at = 0;
  while (at < moves.size()) {
    const std::size_t end = std::min(moves.find(' ', at), moves.size());
    position.make_move(parse_san(position, moves.substr(at, end - at)));
    at = end + 1;
  }
}

}  // namespace

TEST_CASE("the fifty-move rule counts half-moves since the last capture or pawn move") {
  auto position = Position::from_fen("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
  CHECK_FALSE(position.is_fifty_move_draw());
  play(position, "Ra2");
  CHECK(position.is_fifty_move_draw());
  auto pawn_move = Position::from_fen("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
  play(pawn_move, "e4");
  CHECK_FALSE(pawn_move.is_fifty_move_draw());
  CHECK(pawn_move.halfmove_clock() == 0);
}

TEST_CASE("repetition counts earlier occurrences of the same position with the same side to move") {
  auto position = Position::start();
  CHECK_FALSE(position.is_repetition());
  play(position, "Nf3 Nf6 Ng1");
  CHECK_FALSE(position.is_repetition());
  play(position, "Ng8");
  CHECK(position.is_repetition());
  CHECK(position.is_repetition(2));
  CHECK_FALSE(position.is_repetition(3));
  play(position, "Nf3 Nf6 Ng1 Ng8");
  CHECK(position.is_repetition(3));
}

TEST_CASE("repetition looks no further back than the last irreversible move") {
  auto position = Position::start();
  play(position, "e4 e5 Nf3 Nf6 Ng1 Ng8");
  CHECK(position.is_repetition());  // after e4 e5
  auto lost_rights = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  play(lost_rights, "Kf1 Kf8 Ke1 Ke8");
  CHECK_FALSE(lost_rights.is_repetition());  // the castling rights are gone: not the same position
  play(lost_rights, "Kf1 Kf8 Ke1 Ke8");
  CHECK(lost_rights.is_repetition());
}

TEST_CASE("a null move breaks the repetition chain") {
  auto position = Position::start();
  play(position, "Nf3 Nf6 Ng1");
  position.make_null_move();
  CHECK_FALSE(position.is_repetition());
}

TEST_CASE("insufficient material: bare kings, a lone minor piece, bishops on one colour") {
  CHECK(Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").has_insufficient_material());
  CHECK(Position::from_fen("4k3/8/8/8/8/8/8/4KN2 w - - 0 1").has_insufficient_material());
  CHECK(Position::from_fen("4kb2/8/8/8/8/8/8/4K3 w - - 0 1").has_insufficient_material());
  CHECK(Position::from_fen("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1").has_insufficient_material() == false);  // c1, f1 differ
  CHECK(Position::from_fen("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1").has_insufficient_material());  // f8 and c1: both dark
  CHECK_FALSE(Position::from_fen("4k3/8/8/8/8/8/8/3NKN2 w - - 0 1").has_insufficient_material());
  CHECK_FALSE(Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").has_insufficient_material());
  CHECK_FALSE(Position::from_fen("4k3/8/8/8/8/8/8/4K2R w - - 0 1").has_insufficient_material());
  CHECK_FALSE(Position::from_fen("4kn2/8/8/8/8/8/8/4KB2 w - - 0 1").has_insufficient_material());
}

TEST_CASE("the halfmove clock saturates: 65,536 reversible plies later the game is still drawn by the move-count rule") {
  // It was a 16-bit counter that wrapped to 0 (issue 18): a long enough UCI move list undid the draw.
  Position position = Position::from_fen("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1");
  for (int ply = 0; ply < 65536; ++ply) {
    const bool white = ply % 4 == 0, black_out = ply % 4 == 1, white_back = ply % 4 == 2;
    const char* move = white ? "g1f3" : black_out ? "e8d8" : white_back ? "f3g1" : "d8e8";
    position.make_move(parse_uci_move(position, move));
  }
  CHECK(position.halfmove_clock() == 65535);
  CHECK(position.is_fifty_move_draw());
}
