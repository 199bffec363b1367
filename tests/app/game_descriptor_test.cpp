#include "checkers/notation.h"
#include "checkers/position.h"
#include "chess/position.h"
#include "game_descriptor/game_descriptor.h"
#include "game_descriptor/outcome.h"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace newell;

TEST_CASE("each game is described once: name, notation, sides in move order, initial position", "[app]") {
  const GameDescriptor& chess = describe(GameKind::chess);
  CHECK(chess.name == "chess");
  CHECK(chess.notation == GameNotation::pgn);
  CHECK(chess.side_name(0) == "White");
  CHECK(chess.initial_fen == chess::Position::start_fen);
  const GameDescriptor& checkers = describe(GameKind::checkers);
  CHECK(checkers.side_name(0) == "Black");
  CHECK(checkers.side_name(1) == "White");
  CHECK(checkers.initial_fen == checkers::to_fen(checkers::Position::initial()));
  CHECK(&game_written_in(GameNotation::pdn) == &checkers);
  CHECK(game_of_file_extension(".pgn") == &chess);
  CHECK(game_of_file_extension(".txt") == nullptr);
  CHECK(game_names() == std::vector<std::string>{"chess", "checkers"});
}

TEST_CASE("a game is found by its name, and an unknown name is refused naming the games", "[app]") {
  CHECK(&game_named("checkers") == &describe(GameKind::checkers));
  CHECK(find_game_descriptor("go") == nullptr);
  CHECK_THROWS_WITH(game_named("go"), "unknown game 'go' (chess or checkers)");
}

TEST_CASE("an outcome is written and read as the portable notations' result tokens", "[app]") {
  for (const Outcome outcome : {Outcome::first_side_wins, Outcome::second_side_wins, Outcome::draw, Outcome::ongoing})
    CHECK(outcome_of_token(result_token(outcome)) == outcome);
  CHECK(result_token(win_for(1)) == "0-1");
  CHECK_FALSE(outcome_of_token("2-0"));
  CHECK(stored_outcome("won on time") == Outcome::ongoing);
  CHECK(first_side_points(Outcome::first_side_wins) == 1);
  CHECK(first_side_points(Outcome::draw) == 0.5);
  CHECK(first_side_sign(Outcome::second_side_wins) == -1);
}
