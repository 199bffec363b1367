// ChessState::exchange_value remembers its answers by position and move: asked again, in the same
// position or after moves are made and taken back, it must give what a fresh static exchange gives.
#include "chess/exchange.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "games/chess/chess_state.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace newell;

namespace {
// Every legal move of the side to move: the remembered value against a fresh one, asked twice.
int check_every_move(games::ChessState& state) {
  const chess::MoveList legal = state.legal_moves(state.position().side_to_move());
  int captures_that_lose = 0;
  for (int round = 0; round < 2; ++round)
    for (chess::Move move : legal) {
      const int fresh = chess::static_exchange(state.position(), move);
      CHECK(state.exchange_value(move) == fresh);
      captures_that_lose += round == 0 && fresh < 0;
    }
  return captures_that_lose;
}
}  // namespace

TEST_CASE("a remembered exchange value is the static exchange of that position and move") {
  games::ChessState state(chess::Position::from_fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"));
  CHECK(check_every_move(state) > 0);  // Bxf7+ and others lose material: the values differ by move
  std::vector<chess::Move> line;
  for (const char* text : {"Nxe5", "Nxe5", "Bxf7+", "Kxf7"}) {
    const chess::Move move = chess::parse_san(state.position(), text);
    state.play(move);
    line.push_back(move);
    check_every_move(state);
  }
  for (std::size_t i = 0; i < line.size(); ++i) {
    state.undo();
    check_every_move(state);
  }
  // A move not legal here is worth nothing, whatever was remembered for it elsewhere.
  const chess::Move illegal = chess::Move::from_raw(0);
  CHECK(state.exchange_value(illegal) == 0);
}
