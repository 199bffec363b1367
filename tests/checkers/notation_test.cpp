#include "checkers/movegen.h"
#include "checkers/notation.h"
#include "tests/checkers/legal_move_texts.h"

#include <catch2/catch.hpp>

using namespace newell::checkers;
using Catch::Matchers::Contains;

TEST_CASE("FEN of the initial position reads and writes both ways") {
  const std::string fen = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
  CHECK(parse_fen(fen) == Position::initial());
  CHECK(to_fen(Position::initial()) == fen);
}

TEST_CASE("FEN reads kings, ranges, either list order, a trailing dot, and writes kings with K") {
  const Position position = parse_fen("W:B1-3,K10:W30-32,K5.");
  CHECK(position.side_to_move == Color::white);
  CHECK(position.black == (bit(0) | bit(1) | bit(2) | bit(9)));
  CHECK(position.white == (bit(29) | bit(30) | bit(31) | bit(4)));
  CHECK(position.kings == (bit(9) | bit(4)));
  CHECK(to_fen(position) == "W:WK5,30,31,32:B1,2,3,K10");
  CHECK(parse_fen("W:B1-3,K10:W30-32,K5:H0:F12") == position);  // draughts-style counters are skipped
  CHECK(parse_fen(to_fen(position)) == position);
  CHECK(parse_fen("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29").key ==
        parse_fen("B:B12,16,20,K22,K25,K29:WK10,K15,18,24,27,28").key);
}

TEST_CASE("bad FEN is refused with the column and the reason") {
  const auto refuses = [](const std::string& fen, const std::string& reason) {
    INFO(fen);
    CHECK_THROWS_WITH(parse_fen(fen), Contains(reason));
  };
  refuses("", "expected B or W");
  refuses("X:W1:B2", "expected B or W for the side to move");
  refuses("B:W33:B1", "square numbers run from 1 to 32");
  refuses("B:W0:B1", "square numbers run from 1 to 32");
  refuses("B:W5:B5", "square 5 is listed twice");
  refuses("B:W5:W6", "listed twice");
  refuses("B:W5:B30", "cannot stand on 30");
  refuses("B:W1-20:B30", "cannot stand on 1");
  refuses("B:W5:B30", "a Black man cannot stand on 30");
  refuses("B:W21-32,K5:B1", "at most 12");
  refuses("B:W9-5:B1", "must run upwards");
  refuses("B:W5,:B2", "expected a square number");
  refuses("B:W5:B2 junk", "unexpected text");
  refuses("B:W5:B2:H", "expected a number after H or F");
  try {
    parse_fen("B:W18,22x:B1");
    FAIL("accepted");
  } catch (const NotationError& error) {
    CHECK(error.column == 9);
  }
}

TEST_CASE("moves are written as from-to, captures with their whole path") {
  const auto texts = testing::legal_move_texts(parse_fen("B:W6,7,14,15,22:BK9,K1"));
  CHECK(std::find(texts.begin(), texts.end(), "9x2x11x18x25") != texts.end());
  MoveList initial;
  generate_moves(Position::initial(), initial);
  CHECK(move_text(initial[0]).find('-') != std::string::npos);
}

TEST_CASE("a move is read from its short form or its full path") {
  const Position initial = Position::initial();
  CHECK(move_text(parse_move(initial, "11-15")) == "11-15");
  CHECK(move_text(parse_move(initial, " 9-13 ")) == "9-13");
  const Position kings = parse_fen("B:W6,7,14,15,22:BK9,K1");
  CHECK(move_text(parse_move(kings, "9x18x25")) == "9x18x25");
  CHECK(move_text(parse_move(kings, "9x2x25")) == "9x2x11x18x25");
  CHECK(move_text(parse_move(kings, "1x26")) == "1x10x17x26");
  // The two ways round the loop take the same men and end on the same square: either will do.
  CHECK(parse_move(kings, "9x9").to == 8);
}

TEST_CASE("an ambiguous short capture is an error naming the choices") {
  const Position kings = parse_fen("B:W6,7,14,15,22:BK9,K1");
  CHECK_THROWS_AS(parse_move(kings, "9x25"), IllegalMove);
  CHECK_THROWS_WITH(parse_move(kings, "9x25"), Contains("ambiguous") && Contains("9x18x25") && Contains("9x2x11x18x25"));
}

TEST_CASE("an illegal move is explained") {
  const Position initial = Position::initial();
  CHECK_THROWS_WITH(parse_move(initial, "14-18"), Contains("no piece on 14"));
  CHECK_THROWS_WITH(parse_move(initial, "22-18"), Contains("holds a white man and Black is to move"));
  CHECK_THROWS_WITH(parse_move(initial, "11-16x"), Contains("not a move"));
  CHECK_THROWS_WITH(parse_move(initial, "11-17"), Contains("not next to 11"));
  CHECK_THROWS_WITH(parse_move(initial, "8-11"), Contains("occupied"));
  CHECK_THROWS_WITH(parse_move(initial, "11x18"), Contains("nothing to capture"));
  const Position after = parse_fen("B:W18,21,23-32:B1-10,12,15");
  CHECK_THROWS_WITH(parse_move(after, "9-13"), Contains("a capture is mandatory: 15x22"));
  const Position two = parse_fen("B:W18,19,25-32:B1-10,12,15");
  CHECK_THROWS_WITH(parse_move(two, "9-13"), Contains("a capture is mandatory: 15x22 or 15x24"));
  const Position back = parse_fen("B:W25-32:B14");
  CHECK_THROWS_WITH(parse_move(back, "14-9"), Contains("a man cannot move backwards"));
}

TEST_CASE("malformed move text is a notation error, never a crash") {
  const Position initial = Position::initial();
  for (const char* text : {"", "-", "11-", "x15", "11--15", "111-15", "0-4", "33-28", "11 15", "11-15-", "abc"}) {
    INFO(text);
    CHECK_THROWS_AS(parse_move(initial, text), NotationError);
  }
}
