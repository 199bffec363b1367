#include "chess/notation.h"

#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "chess/epd.h"
#include "chess/movegen.h"
#include "test_support.h"

using namespace newell::chess;
using Catch::Matchers::Contains;
using newell::chess::testing::Random;

namespace {

std::string san(const std::string& fen, const std::string& uci) {
  const auto position = Position::from_fen(fen);
  return to_san(position, parse_uci_move(position, uci));
}

std::string san_error(const std::string& fen, const std::string& text) {
  try {
    (void)parse_san(Position::from_fen(fen), text);
  } catch (const NotationError& error) {
    return error.what();
  }
  return "";
}

std::string uci_error(const std::string& fen, const std::string& text) {
  try {
    (void)parse_uci_move(Position::from_fen(fen), text);
  } catch (const NotationError& error) {
    return error.what();
  }
  return "";
}

}  // namespace

TEST_CASE("SAN and UCI of every legal move read back as the same move, in suite positions and random games") {
  Random random(1955);
  int moves_checked = 0;
  for (const auto& record : read_epd_file(std::string(NEWELL_TEST_DATA_DIR) + "/chess/perft.epd")) {
    Position position = record.position;
    for (int ply = 0; ply < 12; ++ply) {
      MoveList moves;
      generate_legal(position, moves);
      if (moves.empty()) break;
      std::set<std::string> names;
      for (const Move move : moves) {
        const std::string text = to_san(position, move);
        INFO(position.to_fen() << " " << text);
        REQUIRE(parse_san(position, text) == move);
        REQUIRE(parse_uci_move(position, to_uci(move)) == move);
        names.insert(text);
        ++moves_checked;
      }
      CHECK(names.size() == moves.size());  // SAN names each legal move differently
      position.make_move(moves[random.below(moves.size())]);
    }
  }
  CHECK(moves_checked > 10000);
}

TEST_CASE("SAN of pawn moves, piece moves, captures, promotions and castling") {
  CHECK(san(std::string(Position::start_fen), "e2e4") == "e4");
  CHECK(san(std::string(Position::start_fen), "g1f3") == "Nf3");
  CHECK(san("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5") == "exd5");
  CHECK(san("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6") == "exd6");
  CHECK(san("8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e7e8n") == "e8=N");
  CHECK(san("3r4/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e7d8q") == "exd8=Q");
  CHECK(san("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1") == "O-O");
  CHECK(san("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8") == "O-O-O");
}

TEST_CASE("SAN adds the least disambiguation that suffices") {
  CHECK(san("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2") == "Nbd2");
  CHECK(san("4k3/8/8/8/N7/8/N7/4K3 w - - 0 1", "a4c3") == "N4c3");
  CHECK(san("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "a1b2") == "Qa1b2");
  // A pinned knight does not make the other one ambiguous.
  CHECK(san("4k3/8/8/8/8/8/8/1N2KN1r w - - 0 1", "b1d2") == "Nd2");
}

TEST_CASE("SAN marks check with + and mate with #") {
  CHECK(san("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8") == "Ra8+");
  CHECK(san("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4") == "Qh4#");
  CHECK(san("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1") == "O-O+");
  CHECK(san("2k5/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8q") == "e8=Q+");
}

TEST_CASE("SAN reading accepts the common variants") {
  const auto start = Position::start();
  CHECK(parse_san(start, "Nf3") == Move(G1, F3));
  CHECK(parse_san(start, "Nf3+") == Move(G1, F3));
  CHECK(parse_san(start, "Nf3!?") == Move(G1, F3));
  CHECK(parse_san(start, "Ng1f3") == Move(G1, F3));
  CHECK(parse_san(start, "Ng1-f3") == Move(G1, F3));
  CHECK(parse_san(start, "e4!") == Move(E2, E4));
  const auto castle = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(parse_san(castle, "0-0").is_castling());
  CHECK(parse_san(castle, "O-O-O+").to() == C1);
  CHECK(parse_san(castle, "Kg1").is_castling());
  const auto promote = Position::from_fen("8/4P3/8/8/8/8/8/k3K3 w - - 0 1");
  CHECK(parse_san(promote, "e8Q") == Move::make_promotion(E7, E8, Queen));
  CHECK(parse_san(promote, "e8=N") == Move::make_promotion(E7, E8, Knight));
  CHECK(parse_san(promote, "e8(R)") == Move::make_promotion(E7, E8, Rook));
  CHECK(parse_san(promote, "e8=q") == Move::make_promotion(E7, E8, Queen));
  const auto en_passant = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  CHECK(parse_san(en_passant, "exd6e.p.").is_en_passant());
  CHECK(parse_san(en_passant, "exd6").is_en_passant());
  CHECK(parse_san(en_passant, "ed6").is_en_passant());
}

TEST_CASE("SAN reading errors name the text and the reason") {
  const std::string knights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
  CHECK_THAT(san_error(knights, "Nd2"),
             Contains("\"Nd2\"") && Contains("ambiguous") && Contains("Nbd2") && Contains("Nfd2"));
  CHECK_THAT(san_error(knights, "Ke3"), Contains("no legal king move to e3"));
  CHECK_THAT(san_error(knights, "Xe3"), Contains("'X' is not a piece letter"));
  CHECK_THAT(san_error(knights, "Nz9"), Contains("destination square"));
  CHECK_THAT(san_error(knights, ""), Contains("empty"));
  CHECK_THAT(san_error(knights, "O-O"), Contains("castling kingside is not legal"));
  CHECK_THAT(san_error("8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e8"), Contains("must name its promotion"));
  CHECK_THAT(san_error(std::string(Position::start_fen), "e5"), Contains("no legal pawn move to e5"));
}

TEST_CASE("UCI moves read and write, and errors say why a move is refused") {
  const auto start = Position::start();
  CHECK(to_uci(parse_uci_move(start, "e2e4")) == "e2e4");
  CHECK(to_uci(Move::none()) == "0000");
  CHECK(to_uci(Move::make_promotion(E7, E8, Queen)) == "e7e8q");
  CHECK(parse_uci_move(Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "e1h1").is_castling());
  const std::string fen(Position::start_fen);
  CHECK_THAT(uci_error(fen, "e2e5"), Contains("\"e2e5\"") && Contains("not a legal move"));
  CHECK_THAT(uci_error(fen, "e3e4"), Contains("no piece on e3"));
  CHECK_THAT(uci_error(fen, "e7e5"), Contains("side not to move"));
  CHECK_THAT(uci_error(fen, "e2"), Contains("expected from and to squares"));
  CHECK_THAT(uci_error(fen, "i2i4"), Contains("expected from and to squares"));
  CHECK_THAT(uci_error("8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e7e8"), Contains("needs its piece"));
  CHECK_THAT(uci_error("8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e7e8k"), Contains("n, b, r, q"));
}
