#include "checkers/game.h"
#include "checkers/notation.h"

#include <catch2/catch.hpp>

using namespace newell::checkers;
using newell::Outcome;

namespace {
void play(Game& game, const std::string& text) { game.play(parse_move(game.position(), text)); }
}  // namespace

TEST_CASE("a side without a legal move loses") {
  Game blocked(parse_fen("W:W29:B25,22"));
  CHECK(blocked.outcome() == Outcome::first_side_wins);
  CHECK(describe_ending(blocked) == "Black wins (White cannot move)");
  Game empty(parse_fen("B:W5:B"));
  CHECK(empty.outcome() == Outcome::second_side_wins);
}

TEST_CASE("the third occurrence of a position is a draw by repetition") {
  Game game(parse_fen("B:WK32:BK1"));
  for (int cycle = 0; cycle < 2; ++cycle) {
    CHECK(game.outcome() == Outcome::ongoing);
    play(game, "1-5");
    play(game, "32-27");
    play(game, "5-1");
    play(game, "27-32");
  }
  CHECK(game.repetition_count() == 3);
  CHECK(game.outcome() == Outcome::draw);
  CHECK(game.drawn_by_repetition());
  CHECK(describe_ending(game) == "draw: the same position for the 3rd time");
  game.take_back();
  CHECK(game.outcome() == Outcome::ongoing);
}

TEST_CASE("the move limit a user sets draws a game of quiet king moves") {
  DrawRules rules;
  rules.repetitions = 0;
  rules.quiet_move_limit = 3;
  Game game(parse_fen("B:WK32,20:BK1,9"), rules);
  play(game, "1-6");
  play(game, "32-27");
  play(game, "6-10");
  play(game, "27-23");
  play(game, "10-15");
  CHECK(game.outcome() == Outcome::ongoing);
  play(game, "23-26");
  CHECK(game.quiet_plies() == 6);
  CHECK(game.outcome() == Outcome::draw);
  CHECK(describe_ending(game) == "draw: 3 moves each without a man moving or a capture");
  game.take_back();
  play(game, "20-16");  // a man moves: the count starts again
  CHECK(game.quiet_plies() == 0);
  CHECK(game.outcome() == Outcome::ongoing);
}

TEST_CASE("take back restores the position and its key") {
  Game game;
  play(game, "11-15");
  play(game, "22-18");
  play(game, "15x22");
  CHECK(game.take_back());
  CHECK(game.take_back());
  CHECK(game.take_back());
  CHECK(!game.take_back());
  CHECK(game.position() == Position::initial());
  CHECK(game.position().key == Position::initial().key);
}
