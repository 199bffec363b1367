#include "chess/position.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "chess/epd.h"
#include "chess/movegen.h"
#include "test_support.h"

using namespace newell::chess;
using newell::chess::testing::Random;

namespace {

std::vector<Position> suite_positions() {
  std::vector<Position> positions;
  for (const auto& record : read_epd_file(std::string(NEWELL_TEST_DATA_DIR) + "/chess/perft.epd"))
    positions.push_back(record.position);
  return positions;
}

}  // namespace

TEST_CASE("make then unmake of every legal move restores the position and its key exactly") {
  for (auto position : suite_positions()) {
    const std::string fen = position.to_fen();
    const auto key = position.key();
    MoveList moves;
    generate_legal(position, moves);
    for (const Move move : moves) {
      position.make_move(move);
      INFO(fen << " after " << int(move.from()) << "-" << int(move.to()));
      REQUIRE(position.is_consistent());
      position.unmake_move(move);
      REQUIRE(position.to_fen() == fen);
      REQUIRE(position.key() == key);
    }
  }
}

TEST_CASE("the incremental key equals the key computed from scratch along random games") {
  Random random(20261122);
  for (auto start : suite_positions()) {
    Position position = start;
    std::vector<Move> played;
    for (int ply = 0; ply < 60; ++ply) {
      MoveList moves;
      generate_legal(position, moves);
      if (moves.empty()) break;
      const Move move = moves[random.below(moves.size())];
      position.make_move(move);
      played.push_back(move);
      REQUIRE(position.key() == position.compute_key());
      REQUIRE(position.is_consistent());
      // The same position read back from its FEN has the same key.
      REQUIRE(Position::from_fen(position.to_fen()).key() == position.key());
    }
    while (!played.empty()) {
      position.unmake_move(played.back());
      played.pop_back();
    }
    CHECK(position.to_fen() == start.to_fen());
    CHECK(position.key() == start.key());
  }
}

TEST_CASE("the key differs by side to move, castling rights and a usable en passant square") {
  const auto base = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(base.key() != Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1").key());
  CHECK(base.key() != Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1").key());
  CHECK(base.key() != Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1").key());
  // An en passant square no pawn can use does not change the key; a usable one does.
  CHECK(Position::from_fen("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").key() ==
        Position::from_fen("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1").key());
  CHECK(Position::from_fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").key() !=
        Position::from_fen("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1").key());
}

TEST_CASE("a null move passes the turn and is undone exactly") {
  auto position = Position::from_fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
  const auto fen = position.to_fen();
  const auto key = position.key();
  position.make_null_move();
  CHECK(position.side_to_move() == White);
  CHECK(position.en_passant_square() == NoSquare);
  CHECK(position.key() == position.compute_key());
  position.unmake_null_move();
  CHECK(position.to_fen() == fen);
  CHECK(position.key() == key);
}

TEST_CASE(
    "gives_check agrees with making the move, for direct, discovered, castling, en passant and promotion checks") {
  const std::vector<std::string> fens = {
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "5k2/8/8/8/8/8/8/4K2R w K - 0 1",           // castling gives check on f1
      "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",        // en passant gives check
      "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",        // en passant uncovering the queen
      "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",  // promotions with check
      "3k4/8/8/8/3B4/8/3R4/3K4 w - - 0 1",        // discovered checks by the bishop
      "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3",
  };
  for (const auto& fen : fens) {
    auto position = Position::from_fen(fen);
    MoveList moves;
    generate_legal(position, moves);
    for (const Move move : moves) {
      const bool predicted = position.gives_check(move);
      position.make_move(move);
      INFO(fen << " move " << int(move.from()) << "-" << int(move.to()));
      CHECK(predicted == position.in_check());
      position.unmake_move(move);
    }
  }
}

TEST_CASE("gives_check agrees with making the move along random games") {
  Random random(7);
  for (auto position : suite_positions()) {
    for (int ply = 0; ply < 30; ++ply) {
      MoveList moves;
      generate_legal(position, moves);
      if (moves.empty()) break;
      for (const Move move : moves) {
        const bool predicted = position.gives_check(move);
        position.make_move(move);
        REQUIRE(predicted == position.in_check());
        position.unmake_move(move);
      }
      position.make_move(moves[random.below(moves.size())]);
    }
  }
}

TEST_CASE("attackers_to and checkers name the attacking pieces") {
  const auto position = Position::from_fen("4k3/8/8/8/1b6/8/3P4/4K2r w - - 0 1");
  CHECK(position.in_check());
  CHECK(position.checkers() == square_bit(H1));
  CHECK((position.attackers_to(D2, position.occupied()) & position.pieces(Black)) == square_bit(B4));
  CHECK(position.blockers_for_king(White) == square_bit(D2));
}

TEST_CASE("clocks and ply counters follow the moves") {
  auto position = Position::from_fen("4k3/8/8/8/8/8/4P3/4K2R w K - 7 12");
  CHECK(position.halfmove_clock() == 7);
  CHECK(position.fullmove_number() == 12);
  CHECK(position.game_ply() == 22);
  position.make_move(Move(H1, H5));
  CHECK(position.halfmove_clock() == 8);
  CHECK(position.fullmove_number() == 12);
  CHECK_FALSE(position.can_castle(WhiteKingside));
  position.make_move(Move(E8, D8));
  CHECK(position.fullmove_number() == 13);
  position.make_move(Move(E2, E4));
  CHECK(position.halfmove_clock() == 0);
  CHECK(position.en_passant_square() == E3);
  CHECK(position.moves_made() == 3);
}
