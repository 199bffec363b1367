#include "checkers/samuel_terms.h"
#include "checkers_fixture.h"

#include <catch2/catch.hpp>

using namespace newell;
using namespace newell::games;

using testing::CheckersLanguage;

TEST_CASE("checkers: men keep their identity through moves, jumps, crowning and undo") {
  CheckersState state(checkers::parse_fen("B:W18:B14,K1"));
  const int black_man = state.men().man_on(13);
  const int white_man = state.men().man_on(17);
  state.play(checkers::parse_move(state.position(), "14x23"));
  CHECK(state.men().man_on(22) == black_man);
  CHECK_FALSE(state.men().man(white_man).on_board());
  CHECK(state.men().agrees_with(state.position()));
  state.undo();
  CHECK(state.men().man_on(17) == white_man);
  CHECK(state.men().agrees_with(state.position()));

  CheckersState crowning(checkers::parse_fen("B:W32:B27"));
  const int man = crowning.men().man_on(26);
  crowning.play(checkers::parse_move(crowning.position(), "27-31"));
  CHECK(crowning.men().man(man).king);
  CHECK(crowning.men().name(man) == "black man from 27");
  crowning.undo();
  CHECK_FALSE(crowning.men().man(man).king);
}

TEST_CASE("checkers: the registry answers on hand-checked positions") {
  CheckersLanguage start;
  CHECK(start.value("me") == "black");
  CHECK(start.value("count M in moves: true") == "7");
  CHECK(start.value("count M in mine: true") == "12");
  CHECK(start.value("man_at(s9)") == "black man from 9");
  CHECK(start.value("advancement(man_at(s9)) + advancement(man_at(s21))") == "4");  // 2 rows each
  CHECK(start.value("total_mobility(white)") == "7");
  CHECK(start.value("mobility(man_at(s9)) + mobility(man_at(s5))") == "2");
  CHECK(start.value("can_capture(black) or can_capture(white)") == "false");
  CHECK(start.value("piece_count(white) + king_count(white)") == "12");
  start.play("11-15");
  CHECK(start.value("man_at(s15)") == "black man from 11 on 15");

  // Black man on 14 and white man on 18 can jump each other.
  CheckersLanguage duel("B:W18:B14,K1");
  CHECK(duel.value("threatened(man_at(s18)) and threatened(man_at(s14))") == "true");
  CHECK(duel.value("can_capture(black) and can_capture(white)") == "true");
  CHECK(duel.value("count M in moves: captures(M)") == "1");
  CHECK(duel.value("count M in moves: true") == "1");  // the jump is forced
  CHECK(duel.value("sum M in moves: taken(M)") == "1");
  CHECK(duel.value("exists M in moves: moved(M) = man_at(s14) and to_square(M) = s23") == "true");
  CHECK(duel.value("king(man_at(s1)) and not king(man_at(s14))") == "true");
  CHECK(duel.value("count A in attackers(man_at(s14)): true") == "1");
  CHECK(duel.value("square_of(man_at(s5))") == "nowhere");
  CHECK(duel.value("on_board(man_at(s5)) or king(man_at(s5)) or threatened(man_at(s5))") == "false");

  CheckersLanguage crowning("B:W32:B27");
  CHECK(crowning.value("count M in moves: crowns(M)") == "1");
  CHECK(crowning.value("advanced(man_at(s27))") == "true");
}

TEST_CASE("checkers: every Samuel term is a function giving the term's value") {
  CheckersLanguage start;
  std::size_t checked = 0;
  for (const auto& term : checkers::samuel_terms()) {
    std::string name = "samuel_";
    for (char c : term.name) name += c == ' ' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    INFO(name);
    CHECK(start.value(name) == start.registry.format(interpreter::types::number,
                                                     interpreter::Value::number(term.value(start.state->position()))));
    ++checked;
  }
  CHECK(checked == 38);
}

TEST_CASE("checkers: every domain stays within its size on crowded positions") {
  for (const char* fen : {"", "B:WK21,K22,K23,K24,K25,K26,K27,K28,K29,K30,K31,K32:BK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12",
                          "W:WK14,K15,K18,K19:B6,7,10,11,22,23,26,27", "B:W18,24,27,28,K10:B12,16,20,K22,K25,K29"}) {
    CheckersLanguage checkers(fen);
    INFO(fen);
    const std::string every =
        "sum M in man: (count X in attackers(M): true) + (count X in moves_of(M): true) + (count X in enemy(M): true)";
    CHECK(checkers.value(every).find("error") == std::string::npos);
    CHECK(checkers.value("(count M in moves: true) + (count M in mine: true) + (count M in theirs: true)").find("error") ==
          std::string::npos);
    CHECK(checkers.value("count Q in squares: true") == "32");
  }
}

TEST_CASE("checkers: the plan geometry built-ins measure king steps, rows, parity and exposure") {
  CheckersLanguage kings("W:WK19,K24:BK28");
  CHECK(kings.value("distance(s1, s32)") == "7");   // corner to corner along the double-corner diagonal
  CHECK(kings.value("distance(s15, s24)") == "2");
  CHECK(kings.value("distance(s4, s29)") == "7");
  CHECK(kings.value("row(s1) + row(s32)") == "7");
  CHECK(kings.value("odd(15) and not odd(14) and not odd(1.5)") == "true");
  // 24-20 moves away from Black's king on 28 (whose neighbours are 24 and 32): not exposed.
  CHECK(kings.value("exists M in moves: from_square(M) = s24 and to_square(M) = s20 and exposed(M)") == "false");
  CheckersLanguage open("W:WK15:BK24");
  // 15-19 steps next to the black king on 24, which jumps over 19 to 15, the square just left.
  CHECK(open.value("exists M in moves: to_square(M) = s19 and exposed(M)") == "true");
  CHECK(open.value("exists M in moves: to_square(M) = s10 and exposed(M)") == "false");
}
