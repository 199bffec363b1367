// Each of Samuel's parameters on small positions whose values were counted by hand (square
// coordinates in the comments are (row, column) of the standard diagram, Black at the top).
// In "W:..." positions White is active and Black passive; in "B:..." the other way round.

#include "checkers/notation.h"
#include "checkers/samuel_terms.h"
#include "checkers/search.h"

#include <catch2/catch.hpp>

#include <set>

using namespace newell::checkers;
using namespace newell::checkers::samuel;

namespace {
int term(std::string_view name, const std::string& fen) {
  const SamuelTerm* found = find_samuel_term(name);
  REQUIRE(found != nullptr);
  return found->value(parse_fen(fen));
}
// Black to move: 14-17 and 14-18 can be taken by 22; after 14-18 22x15 Black retakes 10x19.
const std::string denial = "B:W22:B1,10,14";
}  // namespace

TEST_CASE("the table holds Samuel's 38 terms under unique names") {
  const auto& terms = samuel_terms();
  CHECK(terms.size() == 38);
  std::set<std::string_view> names;
  for (const auto& entry : terms) {
    names.insert(entry.name);
    CHECK(!entry.description.empty());
    CHECK(entry.value != nullptr);
  }
  CHECK(names.size() == 38);
  for (const char* name : {"ADV", "APEX", "BACK", "CENT", "CNTR", "CORN", "CRAMP", "DENY", "DIA", "DIAV", "DYKE", "EXCH",
                           "EXPOS", "FORK", "GAP", "GUARD", "HOLE", "KCENT", "MOB", "MOBIL", "MOVE", "NODE", "OREO", "POLE",
                           "RECAP", "THRET", "DEMO", "DEMMO", "DDEMO", "DDMM", "MODE 1", "MODE 2", "MODE 3", "MODE 4",
                           "MOC 1", "MOC 2", "MOC 3", "MOC 4"})
    CHECK(find_samuel_term(name) != nullptr);
  CHECK(find_samuel_term("NONE") == nullptr);
}

TEST_CASE("ADV credits passive men in their 5th and 6th rows and debits those in their 3rd and 4th") {
  CHECK(term("ADV", "W:W32:B13,17,18,K21") == 1);  // 13 in row 4: -1; 17, 18 in row 5: +2; kings do not count
  CHECK(term("ADV", "B:W12,16,20,21:B1") == 0);    // White counts from its side: 12 +1, 16 +1, 20 -1, 21 -1
}

TEST_CASE("APEX debits an active man on 7 or 26 when no passive man is there and there are no kings") {
  CHECK(term("APEX", "B:W30:B7") == -1);
  CHECK(term("APEX", "B:W26:B7") == 0);
  CHECK(term("APEX", "B:W30:B7,K1") == 0);
}

TEST_CASE("BACK credits a held back-row bridge when the active side has no king") {
  CHECK(term("BACK", "B:W30,32:B5") == 1);
  CHECK(term("BACK", "B:W30,32:B5,K10") == 0);
  CHECK(term("BACK", "B:W30,31:B5") == 0);
  CHECK(term("BACK", "W:W21:B1,3") == 1);
}

TEST_CASE("CENT counts passive men on the centre squares") {
  CHECK(term("CENT", "W:W30:B10,14,K15,6") == 2);
}

TEST_CASE("CNTR counts centre squares the active side holds or can move to") {
  CHECK(term("CNTR", "B:W30:B6,K19") == 4);  // holds 19; reaches 10 (from 6), 15 and 23 (from 19)
}

TEST_CASE("CORN credits a weak active side that can reach a double corner") {
  CHECK(term("CORN", "B:W20,21,22,23:BK24") == 1);  // credit 3 against 8; the king can go to 28
  CHECK(term("CORN", "B:W20:BK24") == 0);           // the passive side is not ahead
  CHECK(term("CORN", "B:W20,21,22,23:BK19") == 0);  // no double corner within one move
}

TEST_CASE("CRAMP credits 2 for the cramping square, a neighbour, and the four cramped squares held") {
  CHECK(term("CRAMP", "W:W17,21,22,25:B13,14") == 2);
  CHECK(term("CRAMP", "W:W17,21,22:B13,14") == 0);
  CHECK(term("CRAMP", "W:W17,21,22,25:B13") == 0);
  CHECK(term("CRAMP", "B:W20,24:B8,11,12,16") == 2);  // the mirror image for White
}

TEST_CASE("DENY counts squares where a moved piece is lost without an exchange") {
  CHECK(term("DENY", denial) == 1);          // 17 (22x13, no retake); 18 is an exchange (10x19)
  CHECK(term("DENY", "B:W22:B1,14") == 2);   // without the man on 10 both are lost
  CHECK(term("DENY", "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12") == 0);
}

TEST_CASE("DIA and DIAV weigh passive pieces by their distance from the double-corner diagonals") {
  const std::string fen = "B:W6,7,14,21,K29,K32:B12";
  CHECK(term("DIA", fen) == 3);    // 6, 14, 32
  CHECK(term("DIAV", fen) == 12);  // 3 + 3 + 3 on the files, 2 for 7, 1 for 21, 0 for 29
}

TEST_CASE("DYKE counts strings of three or more passive pieces along a diagonal") {
  CHECK(term("DYKE", "W:W32:B1,5,6,9,10,14,15") == 2);  // 1-6-10-15 and 5-9-14
  CHECK(term("DYKE", "W:W32:B1,6") == 0);
}

TEST_CASE("EXCH and RECAP count squares the active side can move to and so force an exchange") {
  CHECK(term("EXCH", denial) == 1);  // 14-18 22x15 10x19
  CHECK(term("RECAP", denial) == 1);
  CHECK(term("EXCH", "B:W22:B1,14") == 0);
}

TEST_CASE("EXPOS counts passive pieces flanked by two empty squares on a diagonal") {
  CHECK(term("EXPOS", "W:W32:B14,K1") == 1);  // 9 and 18 around 14 are empty; 1 sits on the edge
  CHECK(term("EXPOS", "W:W32:B13,K1") == 0);
}

TEST_CASE("FORK counts side-by-side passive pieces the active side can fork with one move") {
  CHECK(term("FORK", "W:W23:B14,15") == 1);  // 23-18 attacks 14 (to 9) and 15 (to 11)
  CHECK(term("FORK", "W:W32:B14,15") == 0);  // nothing can reach 18
  CHECK(term("FORK", "W:W23:B14,15,9") == 0);  // the landing square 9 is taken
}

TEST_CASE("GAP counts empty squares between two passive pieces or between one and the edge") {
  CHECK(term("GAP", "W:W32:B6,15") == 3);  // 10 between them; 1 and 2 between 6 and the top edge
}

TEST_CASE("GUARD credits a held bridge or triangle of Oreo when the active side has no king") {
  CHECK(term("GUARD", "W:W32:B2,3,7") == 1);
  CHECK(term("GUARD", "W:W32:B1,3") == 1);
  CHECK(term("GUARD", "W:WK32:B1,3") == 0);
  CHECK(term("GUARD", "W:W32:B2,3") == 0);
}

TEST_CASE("HOLE counts empty squares with three or more passive pieces around them") {
  CHECK(term("HOLE", "W:W32:B6,7,14") == 1);  // 10
}

TEST_CASE("KCENT counts passive kings on the centre squares") {
  CHECK(term("KCENT", "W:W32:BK10,K1,15") == 1);
}

TEST_CASE("MOB counts squares the active side can move to, MOBIL those not denied") {
  CHECK(term("MOB", "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12") == 4);
  CHECK(term("MOB", denial) == 5);  // 5, 6, 15, 17, 18
  CHECK(term("MOBIL", denial) == 4);
}

TEST_CASE("MOVE credits an odd number of pieces in the move system when pieces are even and few") {
  CHECK(term("MOVE", "B:W21:B1") == 1);      // only 1 is in the files of 1-4
  CHECK(term("MOVE", "B:W25:B1") == 0);      // 1 and 25: even
  CHECK(term("MOVE", "B:W21,22:B1") == 0);   // pieces not even
}

TEST_CASE("NODE counts passive pieces with at least three empty squares around them") {
  CHECK(term("NODE", "W:W32:B14,13") == 1);  // 13 on the edge has only two neighbours
}

TEST_CASE("OREO credits the triangle of Oreo when the passive side has no king") {
  CHECK(term("OREO", "W:W32:B2,3,7") == 1);
  CHECK(term("OREO", "W:W32:B2,3,7,K10") == 0);
  CHECK(term("OREO", "B:W26,30,31:B1") == 1);
}

TEST_CASE("POLE counts passive men whose every neighbour is empty") {
  CHECK(term("POLE", "W:W32:B14,13,K20") == 2);
  CHECK(term("POLE", "W:W32:B14,18") == 0);
}

TEST_CASE("THRET counts squares from which a moved piece would threaten a capture") {
  CHECK(term("THRET", denial) == 2);  // on 17 or 18 the man attacks 22
}

TEST_CASE("binary connectives are true for exactly one of the four combinations") {
  // denial: MOBIL 4, DENY 1, MOB 5, CENT 1 (White's 22).
  CHECK(term("DEMO", denial) == 1);
  CHECK(term("DEMMO", denial) + term("DDEMO", denial) + term("DDMM", denial) == 0);
  CHECK(term("MODE 1", denial) == 1);
  CHECK(term("MODE 2", denial) + term("MODE 3", denial) + term("MODE 4", denial) == 0);
  CHECK(term("MOC 1", denial) == 1);
  // Initial position: DENY 0, MOB 4, MOBIL 4, CENT 2.
  const std::string initial = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
  CHECK(term("DDEMO", initial) == 1);
  CHECK(term("MODE 2", initial) == 1);
  CHECK(term("MOC 1", initial) == 1);
  CHECK(term("MOC 2", initial) + term("MOC 3", initial) + term("MOC 4", initial) == 0);
  // Black cannot move: MOBIL 0, MOB 0, CENT 0 (White has no man in the centre).
  const std::string stuck = "B:W24,27:B20";
  CHECK(term("DDMM", stuck) == 1);
  CHECK(term("MODE 4", stuck) == 1);
  CHECK(term("MOC 4", stuck) == 1);
}

TEST_CASE("a scoring polynomial is material minus the weighted terms credited to the passive side") {
  ScoringPolynomial polynomial;
  CHECK(polynomial.set_weight("MOB", 3));
  CHECK(polynomial.set_weight("CENT", -5));
  CHECK(!polynomial.set_weight("NONE", 1));
  CHECK(polynomial.weight("MOB") == 3);
  const Position position = parse_fen(denial);
  // Black to move: 3 men against 1 = +200; MOB 5, CENT 1: 3*5 - 5*1 = 10 for White.
  CHECK(polynomial(position) == 200 - 10);
  CHECK(polynomial.set_weight("MOB", 0));
  CHECK(polynomial.size() == 1);
  CHECK(!polynomial.weight("MOB"));
  // Search takes it as its evaluator.
  NodeCounter counter;
  TranspositionTable table(1);
  SearchLimits limits;
  limits.depth = 3;
  const SearchResult result = search(position, {}, polynomial, limits, counter, table);
  CHECK(result.has_move);
}

TEST_CASE("a term's change is measured with the sides of the position after the move") {
  // Black's 13-17 moves a man from its 4th row (-1) to its 5th (+1): ADV for Black rises by 2.
  const Position before = parse_fen("B:W32:B13");
  const Position after = before.after(parse_move(before, "13-17"));
  CHECK(term_change(*find_samuel_term("ADV"), before, after) == 2);
}
