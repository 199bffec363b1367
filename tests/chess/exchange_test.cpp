#include "chess/exchange.h"

#include <catch2/catch.hpp>
#include <string>

#include "chess/notation.h"

using namespace newell::chess;

namespace {

int see(const std::string& fen, const std::string& uci) {
  const auto position = Position::from_fen(fen);
  return static_exchange(position, parse_uci_move(position, uci));
}

}  // namespace

TEST_CASE("capturing an undefended piece wins it") {
  CHECK(see("1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "e1e5") == 100);
  CHECK(see("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6") == 100);
}

TEST_CASE("a capture defended by a pawn costs the capturer") {
  CHECK(see("4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1", "d4e5") == 320 - 100);  // PxN, pxP
  CHECK(see("4k3/8/3p4/4p3/8/8/8/4K2Q w - - 0 1", "h1e4") == 0);           // quiet move onto an unattacked square
  CHECK(see("4k3/8/3p4/4p3/8/8/8/4Q1K1 w - - 0 1", "e1e5") == 100 - 900);
}

TEST_CASE("x-ray attackers behind the first capturer join the exchange") {
  // Rxd7 Rxd7 Rxd7: the second white rook stands behind the first.
  CHECK(see("3r2k1/3r4/8/8/8/8/3R4/3R2K1 w - - 0 1", "d2d7") == 500);
  // Without the second rook it is an even trade.
  CHECK(see("3r2k1/3r4/8/8/8/8/3R4/6K1 w - - 0 1", "d2d7") == 0);
}

TEST_CASE("the king does not recapture onto a defended square") {
  CHECK(see("6k1/5p2/8/8/2B5/8/8/5QK1 w - - 0 1", "f1f7") == 100);  // the bishop guards f7
  CHECK(see("6k1/5p2/8/8/8/8/8/5QK1 w - - 0 1", "f1f7") == 100 - 900);
}

TEST_CASE("a promotion counts the new piece") {
  CHECK(see("7k/4P3/8/8/8/8/8/K7 w - - 0 1", "e7e8q") == 800);
  CHECK(see("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1", "e7e8q") == 800 - 900);
}

TEST_CASE("the defender may stop when recapturing would lose more") {
  // Nxd5: the queen could take back but the bishop on c4 would then win the queen.
  CHECK(see("3qk3/8/8/3p4/2B5/2N5/8/4K3 w - - 0 1", "c3d5") == 100);
}

TEST_CASE("wins_exchange tells a successful attack from an unsuccessful one") {
  // Black knight on e5 defended by the d6 pawn, attacked by the d4 pawn: PxN wins.
  const auto knight = Position::from_fen("4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1");
  CHECK(wins_exchange(knight, E5));
  CHECK(exchange_gain(knight, E5, White) == 220);
  // A pawn defended by a pawn, attacked by a knight only: taking loses, so no gain.
  const auto pawn = Position::from_fen("4k3/8/3p4/4p3/8/5N2/8/4K3 w - - 0 1");
  CHECK_FALSE(wins_exchange(pawn, E5));
  CHECK(exchange_gain(pawn, E5, White) == 0);
  CHECK(exchange_gain_from(pawn, F3, E5) == 100 - 320);
  // Attacks by the side not to move count too.
  CHECK(wins_exchange(pawn, F3, Black) == false);
  const auto hanging = Position::from_fen("4k3/8/8/8/3q4/8/8/R3K3 b - - 0 1");
  CHECK(wins_exchange(hanging, A1, Black));
  CHECK(exchange_gain(hanging, A1, Black) == 500);
  CHECK(exchange_gain(Position::from_fen("4k3/8/8/8/8/8/3q4/R3K3 w - - 0 1"), E1, Black) ==
        0);                                       // a king is not material
  CHECK(exchange_gain(hanging, H8, Black) == 0);  // an empty square
}
