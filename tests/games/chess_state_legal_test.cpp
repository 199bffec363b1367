// ChessState::is_legal answers from its cached move list without scanning it: every one of the 2^16
// move encodings must get the list's own answer, promotions, castling and en passant included.
#include "games/chess/chess_state.h"

#include <catch2/catch.hpp>

using namespace newell;

TEST_CASE("is_legal gives the legal move list's answer for every move encoding") {
  for (const char* fen : {
           "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",  // castling both ways
           "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",                              // promotions, by capture too
           "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",                                     // en passant
           "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
       }) {
    INFO(fen);
    games::ChessState state(chess::Position::from_fen(fen));
    const chess::MoveList& legal = state.legal_moves(state.position().side_to_move());
    int agreed = 0;
    for (std::uint32_t raw = 0; raw <= 0xFFFF; ++raw) {
      const chess::Move move = chess::Move::from_raw(static_cast<std::uint16_t>(raw));
      const bool listed = !move.is_none() && legal.contains(move);
      if (state.is_legal(move) != listed) FAIL_CHECK("move encoding " << raw << ": listed " << listed);
      agreed += listed;
    }
    CHECK(agreed == static_cast<int>(legal.size()));
  }
}
