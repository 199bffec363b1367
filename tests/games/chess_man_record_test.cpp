#include "chess/movegen.h"
#include "chess/notation.h"
#include "games/chess/chess_state.h"

#include <catch2/catch.hpp>

using namespace newell;
using namespace newell::games;
using chess::Position;

namespace {

chess::Move san(const ChessState& state, const char* text) { return chess::parse_san(state.position(), text); }

int man_on(const ChessState& state, const char* square) { return state.men().man_on(chess::parse_square(square)); }

}  // namespace

TEST_CASE("men of the initial position are numbered in square order and carry classical names") {
  ChessState state(Position::start());
  REQUIRE(state.men().count() == 32);
  CHECK(state.men().classical_names());
  CHECK(man_on(state, "a1") == 0);
  CHECK(man_on(state, "h1") == 7);
  CHECK(man_on(state, "a2") == 8);
  CHECK(man_on(state, "a7") == 16);
  CHECK(man_on(state, "h8") == 31);
  CHECK(state.men().name(5) == "white king's bishop");
  CHECK(state.men().name(1) == "white queen's knight");
  CHECK(state.men().name(11) == "white queen's pawn");
  CHECK(state.men().name(12) == "white king's pawn");
  CHECK(state.men().name(17) == "black queen's knight's pawn");
  CHECK(state.men().name(8) == "white queen's rook's pawn");
  CHECK(state.men().name(28) == "black king");
  CHECK(state.men().name(30) == "black king's knight");
}

TEST_CASE("a FEN set-up names its men by kind and starting square") {
  ChessState state(Position::from_fen("4k3/8/8/8/8/8/8/4KB2 w - - 0 1"));
  CHECK_FALSE(state.men().classical_names());
  REQUIRE(state.men().count() == 3);
  CHECK(state.men().name(man_on(state, "f1")) == "white bishop on f1");
  state.play(san(state, "Bc4"));
  CHECK(state.men().name(man_on(state, "c4")) == "white bishop on f1");
}

TEST_CASE("a man keeps its number through moves and captures, and undo restores everything") {
  ChessState state(Position::start());
  const int kings_bishop = man_on(state, "f1");
  const int black_queens_pawn = man_on(state, "d7");
  for (const char* move : {"e4", "d5", "Bb5+", "c6", "exd5"}) state.play(san(state, move));
  CHECK(man_on(state, "b5") == kings_bishop);
  CHECK(man_on(state, "d5") == 12);  // the white king's pawn took on d5
  CHECK_FALSE(state.men().man(black_queens_pawn).on_board());
  CHECK(state.men().last_capture_square() == chess::D5);
  CHECK(state.men().agrees_with(state.position()));
  for (int i = 0; i < 5; ++i) state.undo();
  CHECK(man_on(state, "f1") == kings_bishop);
  CHECK(man_on(state, "d7") == black_queens_pawn);
  CHECK(state.men().agrees_with(state.position()));
  CHECK(state.position().to_fen() == Position::start().to_fen());
}

TEST_CASE("castling moves the rook's identity with it, on both wings") {
  ChessState state(Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
  const int white_rook_h1 = man_on(state, "h1");
  const int black_rook_a8 = man_on(state, "a8");
  state.play(san(state, "O-O"));
  state.play(san(state, "O-O-O"));
  CHECK(man_on(state, "f1") == white_rook_h1);
  CHECK(man_on(state, "d8") == black_rook_a8);
  CHECK(state.men().castlings(chess::White) == 1);
  CHECK(state.men().castlings(chess::Black) == 1);
  CHECK(state.men().agrees_with(state.position()));
  state.undo();
  state.undo();
  CHECK(man_on(state, "h1") == white_rook_h1);
  CHECK(man_on(state, "a8") == black_rook_a8);
  CHECK(state.men().castlings(chess::White) == 0);
}

TEST_CASE("en passant takes the man beside the target square") {
  ChessState state(Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"));
  const int black_pawn = man_on(state, "d5");
  const int white_pawn = man_on(state, "e5");
  state.play(san(state, "exd6"));
  CHECK(man_on(state, "d6") == white_pawn);
  CHECK_FALSE(state.men().man(black_pawn).on_board());
  CHECK(state.men().last_capture_square() == chess::D5);
  state.undo();
  CHECK(man_on(state, "d5") == black_pawn);
  CHECK(state.men().agrees_with(state.position()));
}

TEST_CASE("a promoted pawn keeps its identity and changes kind, also when it captures") {
  ChessState state(Position::from_fen("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1"));
  const int pawn = man_on(state, "b7");
  const int rook = man_on(state, "a8");
  state.play(san(state, "bxa8=N"));
  CHECK(man_on(state, "a8") == pawn);
  CHECK(state.men().man(pawn).type() == chess::Knight);
  CHECK(state.men().man(pawn).initial_type == chess::Pawn);
  CHECK_FALSE(state.men().man(rook).on_board());
  state.undo();
  CHECK(state.men().man(pawn).type() == chess::Pawn);
  CHECK(man_on(state, "a8") == rook);
}

TEST_CASE("the man record agrees with the position through every line of a small tree") {
  ChessState state(Position::from_fen("r3k2r/1P2p3/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1"));
  int checked = 0;
  auto walk = [&](auto&& self, int depth) -> void {
    REQUIRE(state.men().agrees_with(state.position()));
    ++checked;
    if (depth == 0) return;
    chess::MoveList moves;
    chess::generate_legal(state.position(), moves);
    for (chess::Move move : moves) {
      state.play(move);
      self(self, depth - 1);
      state.undo();
    }
  };
  walk(walk, 3);
  CHECK(checked > 1000);
}

TEST_CASE("the legal moves of the side not to move are those it would have after a pass") {
  ChessState state(Position::start());
  CHECK(state.legal_moves(chess::White).size() == 20);
  CHECK(state.legal_moves(chess::Black).size() == 20);
  state.play(san(state, "e4"));
  CHECK(state.legal_moves(chess::White).size() == 30);
}
