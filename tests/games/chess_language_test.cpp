#include "chess_fixture.h"

#include <catch2/catch.hpp>

using newell::games::testing::ChessLanguage;

namespace {
// The Ruy Lopez after 3.Bb5, Black to move (so `me` is Black).
constexpr const char* ruy_lopez = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
// White to play Qxf7 mate.
constexpr const char* scholars_mate = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
// 218 legal moves for White.
constexpr const char* most_moves = "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1";
}  // namespace

TEST_CASE("chess: sides, men and their identities") {
  ChessLanguage chess(ruy_lopez);
  CHECK(chess.value("me") == "black");
  CHECK(chess.value("opponent") == "white");
  CHECK(chess.value("side_to_move") == "black");
  CHECK(chess.value("other(white)") == "black");
  CHECK(chess.value("count M in mine: true") == "16");
  CHECK(chess.value("count M in theirs: true") == "16");
  CHECK(chess.value("count M in men(white): kind_of(M) = pawn") == "8");
  CHECK(chess.value("man_at(e4)") == "white pawn on e4");
  CHECK(chess.value("king_of(white)") == "white king on e1");
  CHECK(chess.value("side_of(man_at(e4))") == "white");
  CHECK(chess.value("square_of(man_at(b5))") == "b5");
  CHECK(chess.value("kind_of(man_at(f3))") == "knight");
  CHECK(chess.value("value(man_at(b5))") == "3.3");
  CHECK(chess.value("rank_of(man_at(e4))") == "4");
  CHECK(chess.value("rank_of(man_at(e5))") == "4");
  CHECK(chess.value("file(e4) * 10 + rank(e4)") == "54");
  CHECK(chess.value("at_home(man_at(d1)) and at_home(man_at(b5))") == "true");  // a FEN set-up is home
  CHECK(chess.value("home(man_at(b5))") == "b5");
  CHECK(chess.value("count M in enemy(man_at(e5)): true") == "16");
  CHECK(chess.value("count M in friends(man_at(e5)): true") == "15");
}

TEST_CASE("chess: a man not on the board answers false, 0, nowhere and nobody") {
  ChessLanguage chess(ruy_lopez);
  CHECK(chess.value("man_at(e3)") == "no man");  // was "man 255 (no such man)"
  CHECK(chess.value("kind_of(man_at(e3))") == "none");
  CHECK(chess.value("square_of(man_at(e3))") == "nowhere");
  CHECK(chess.value("side_of(man_at(e3))") == "nobody");
  CHECK(chess.value("on_board(man_at(e3)) or attacked(man_at(e3)) or defended(man_at(e3))") == "false");
  CHECK(chess.value("value(man_at(e3)) + mobility(man_at(e3)) + queen_moves(man_at(e3))") == "0");
  CHECK(chess.value("count X in attackers(man_at(e3)): true") == "0");
  CHECK(chess.value("attacks(man_at(b5), man_at(e3)) or wins_exchange(man_at(e3), man_at(c6))") == "false");
}

TEST_CASE("chess: attacks, defence, exchanges, pins and control") {
  ChessLanguage chess(ruy_lopez);
  CHECK(chess.value("attacks(man_at(b5), man_at(c6))") == "true");
  CHECK(chess.value("attacks(man_at(c6), man_at(b5))") == "false");
  CHECK(chess.value("attacks(man_at(f3), man_at(e5))") == "true");
  CHECK(chess.value("attacks_square(man_at(f3), d4)") == "true");
  CHECK(chess.value("defends(man_at(c6), man_at(e5))") == "true");
  CHECK(chess.value("recaptures(man_at(c6), man_at(e5))") == "true");
  CHECK(chess.value("defends(man_at(c6), man_at(c6))") == "false");
  CHECK(chess.value("attacked(man_at(e5)) and defended(man_at(e5))") == "true");
  CHECK(chess.value("count X in attackers(man_at(e5)): true") == "1");
  CHECK(chess.value("count X in defenders(man_at(e5)): true") == "1");
  CHECK(chess.value("defender_count(man_at(c6))") == "2");  // the b and d pawns
  // Bxc6 dxc6 gives a bishop for a knight; Nxe5 Nxe5 a knight for a pawn.
  CHECK(chess.value("wins_exchange(man_at(b5), man_at(c6))") == "false");
  CHECK(chess.value("wins_exchange(man_at(f3), man_at(e5))") == "false");
  CHECK(chess.value("exchange_gain(man_at(f3), man_at(e5))") == "-2.2");
  CHECK(chess.value("pinned(man_at(c6))") == "false");
  CHECK(chess.value("controls(white, d5) and not controls(black, d5)") == "true");
  CHECK(chess.value("attack_count(white, d5)") == "1");
  CHECK(chess.value("occupied(e4) and not occupied(e3)") == "true");

  ChessLanguage pin("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1");
  CHECK(pin.value("pinned(man_at(d2))") == "true");
  CHECK(pin.value("pinned(king_of(white))") == "false");
  ChessLanguage free_bishop("4k3/8/8/8/1b6/3N4/8/6K1 w - - 0 1");
  CHECK(free_bishop.value("wins_exchange(man_at(d3), man_at(b4))") == "true");
  CHECK(free_bishop.value("exchange_gain(man_at(d3), man_at(b4))") == "3.3");
}

TEST_CASE("chess: material, mobility, check, mate and castling") {
  ChessLanguage chess(ruy_lopez);
  CHECK(chess.value("material(white)") == "40");
  CHECK(chess.value("material(white) = material(black)") == "true");
  CHECK(chess.value("total_mobility(black)") == "30");
  CHECK(chess.value("count M in moves: true") == "30");
  CHECK(chess.value("mobility(man_at(b5))") == "7");
  CHECK(chess.value("capture_count(man_at(b5))") == "1");
  CHECK(chess.value("count M in moves_of(man_at(b5)): captures(M)") == "1");
  CHECK(chess.value("queen_moves(king_of(white))") == "4");
  CHECK(chess.value("queen_captures(king_of(white))") == "0");
  CHECK(chess.value("in_check(black) or in_check(white)") == "false");
  CHECK(chess.value("can_castle(white) and can_castle_now(white) and not can_castle_now(black)") == "true");
  CHECK(chess.value("has_castled(white)") == "false");
  CHECK(chess.value("threatens_mate(white) or threatens_mate(black)") == "false");

  ChessLanguage mate(scholars_mate);
  CHECK(mate.value("threatens_mate(white)") == "true");
  CHECK(mate.value("count M in moves: is_mate_after(M)") == "1");
  CHECK(mate.value("count M in moves: gives_check(M)") == "3");
  CHECK(mate.value("count M in moves: captures(M)") == "4");
  CHECK(mate.value("exists M in moves: is_mate_after(M) and captured(M) = man_at(f7) and moved(M) = man_at(h5)") == "true");
  CHECK(mate.value("sum M in moves where is_mate_after(M): changed(M)") == "2");
  CHECK(mate.value("min M in moves where captures(M): exchange_value(M)") == "-8");
  // Before Qh5 (or Qf3) white threatened no mate; each of those two quiet moves threatens Qxf7#.
  ChessLanguage threat("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3");
  CHECK(threat.value("threatens_mate(white)") == "false");
  CHECK(threat.value("count M in moves: threatens_mate_after(M)") == "2");
  CHECK(threat.value("exists M in moves: threatens_mate_after(M) and to_square(M) = h5") == "true");
  // Ng1-f3 brings the knight to bear on e5 and d4, squares it did not attack from g1, and no longer
  // on e2; Bc4-d3 brings the bishop to bear on e4, not on d5 (left behind) nor on b5 (held before).
  const std::string knight = "exists M in moves: from_square(M) = g1 and to_square(M) = f3 and ";
  const std::string bishop = "exists M in moves: from_square(M) = c4 and to_square(M) = d3 and ";
  CHECK(threat.value("count Q in squares: " + knight + "bears_on_after(M, Q) and (Q = e5 or Q = d4 or Q = e2)") == "2");
  CHECK(threat.value(bishop + "bears_on_after(M, e4)") == "true");
  CHECK(threat.value(bishop + "bears_on_after(M, d5)") == "false");
  CHECK(threat.value(bishop + "bears_on_after(M, b5)") == "false");
  // A check is no such threat, nor a move of the side not to move.
  CHECK(mate.value("exists M in moves: gives_check(M) and threatens_mate_after(M)") == "false");
  mate.play({"Qxf7#"});
  CHECK(mate.value("checkmated(black) and in_check(black) and not stalemated(black)") == "true");

  ChessLanguage stalemate("k7/8/1Q6/8/8/8/8/4K3 b - - 0 1");
  CHECK(stalemate.value("stalemated(black) and not checkmated(black)") == "true");
}

TEST_CASE("chess: moves name the man that moves and the man they take") {
  ChessLanguage chess;
  chess.play({"e4", "e5", "Nf3"});
  CHECK(chess.value("newly_attacks(man_at(f3), man_at(e5))") == "true");
  CHECK(chess.value("newly_attacks(man_at(f3), man_at(e4))") == "false");
  CHECK(chess.value("exists M in moves: moved(M) = man_at(b8) and to_square(M) = c6") == "true");
  chess.play({"Nc6"});
  CHECK(chess.value("newly_attacks(man_at(f3), man_at(e5))") == "false");
  CHECK(chess.value("man_at(f3)") == "white king's knight on f3");
  CHECK(chess.value("at_home(man_at(d1)) and not at_home(man_at(f3))") == "true");
  CHECK(chess.value("exists M in moves: attacks_after(M, man_at(c6)) and moved(M) = man_at(f1)") == "true");
  CHECK(chess.value("exists M in moves: attacks_after(M, man_at(f3))") == "false");
  chess.play({"Bb5", "a6", "Bxc6"});
  CHECK(chess.value("count M in moves: is_recapture(M)") == "2");  // bxc6, dxc6
  CHECK(chess.value("max M in moves where is_recapture(M): changed(M)") == "2");

  ChessLanguage castling("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(castling.value("count M in moves: castles(M)") == "2");
  CHECK(castling.value("min M in moves where castles(M): changed(M)") == "2");
  CHECK(castling.value("min M in moves where not castles(M): changed(M)") == "1");
  CHECK(castling.value("exists M in moves: castles(M) and from_square(M) = e1 and to_square(M) = g1") == "true");

  ChessLanguage promotion("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  CHECK(promotion.value("count M in moves: promotes(M)") == "4");
  CHECK(promotion.value("count M in moves: promotes(M) and gives_check(M)") == "2");  // b8=Q+ and b8=R+
}

TEST_CASE("chess: every domain stays within its size on crowded positions") {
  for (const char* fen : {most_moves, "", ruy_lopez, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1",
                          "k7/8/8/8/8/8/8/1QQQKQQ1 w - - 0 1"}) {
    ChessLanguage chess(fen);
    INFO(fen);
    const std::string every =
        "sum M in man: (count X in attackers(M): true) + (count X in defenders(M): true) + (count X in moves_of(M): true)"
        " + (count X in enemy(M): true) + (count X in friends(M): true)";
    const std::string answer = chess.value(every);
    CHECK(answer.find("error") == std::string::npos);
    CHECK(chess.value("(count X in mine: true) + (count X in theirs: true) + (count X in men(white): true)")
              .find("error") == std::string::npos);
    CHECK(chess.value("count Q in squares: true") == "64");
    CHECK(chess.value("count K in kinds: true") == "6");
  }
  ChessLanguage crowded(most_moves);
  CHECK(crowded.value("count M in moves: true") == "218");
  CHECK(crowded.value("(max M in mine: count X in moves_of(M): true) <= 27") == "true");
}
