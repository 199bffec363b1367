#include "games/chess/chess_game.h"
#include "goals/engine.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace newell;
using goals::MoveId;

namespace {
const std::string chess_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl";
const std::string bernstein_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/bernstein.nwl";
}  // namespace

TEST_CASE("the chess adapter gives legal moves, makes and unmakes them, and reads and writes SAN") {
  games::ChessGame game("");
  std::vector<MoveId> moves;
  game.legal_moves(moves);
  CHECK(moves.size() == 20);
  const std::string start = game.position_text();
  const auto e4 = game.parse_move("e4");
  REQUIRE(e4);
  CHECK(game.parse_move("e2e4") == e4);
  CHECK(game.move_text(*e4) == "e4");
  CHECK_FALSE(game.parse_move("e5"));
  game.make(*e4);
  CHECK(game.side_to_move() == 1);
  game.unmake();
  CHECK(game.position_text() == start);
  CHECK_THROWS_AS(games::ChessGame("not a fen"), std::invalid_argument);
}

TEST_CASE("chess men keep their identity across moves and leave the board when taken") {
  games::ChessGame game("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
  const auto capture = game.parse_move("exd5");
  REQUIRE(capture);
  const auto pawn = game.moved_man(*capture);
  const auto victim_square = game.target_square(*capture);
  game.make(*capture);
  CHECK(game.square_of(pawn)->bits() == victim_square.bits());
  game.unmake();
  CHECK(game.square_of(pawn).has_value());
}

TEST_CASE("the chess core's verification search and fallback count on the shared counter") {
  games::ChessGame game("");
  const auto before = game.nodes_used();
  game.search_score(2, 10'000);
  const auto after_search = game.nodes_used();
  CHECK(after_search > before);
  const auto move = game.core_best_move(300);
  REQUIRE(move);
  CHECK(game.nodes_used() > after_search);
  CHECK(game.nodes_used() - after_search < 600);
}

TEST_CASE("the goal engine wins a hanging queen in chess and explains it") {
  // The black queen on d4 hangs to the e3 pawn, and nothing takes back.
  games::ChessGame game("4k3/8/8/8/3q4/4P3/8/4K3 w - - 0 1");
  auto rules = goals::Rules::load(chess_rules, game.registry());
  goals::GoalEngine engine(game, *rules);
  const auto decision = engine.choose_move({.nodes = 2000});
  REQUIRE(decision.move);
  CHECK(decision.move_text == "exd4");
  CHECK(decision.trace.source == "goal");
  CHECK(decision.trace.summary.find("exd4: plays for att(black queen") == 0);
}

TEST_CASE("the goal engine plays legal chess moves for both sides with every rule set") {
  for (const auto& file : {chess_rules, bernstein_rules}) {
    games::ChessGame game("");
    auto rules = goals::Rules::load(file, game.registry());
    goals::GoalEngine engine(game, *rules);
    for (int ply = 0; ply < 6 && game.outcome() == goals::Outcome::ongoing; ++ply) {
      const auto before = game.nodes_used();
      const auto decision = engine.choose_move({.nodes = 800});
      REQUIRE(decision.move);
      std::vector<MoveId> moves;
      game.legal_moves(moves);
      CHECK(std::find(moves.begin(), moves.end(), *decision.move) != moves.end());
      CHECK(decision.trace.nodes_used == game.nodes_used() - before);
      CHECK(decision.trace.runtime_errors.empty());
      engine.observe_opponent_move(*decision.move);
      game.make(*decision.move);
    }
  }
}

TEST_CASE("the goal engine mates through the mate goal") {
  games::ChessGame game("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
  auto rules = goals::Rules::load(chess_rules, game.registry());
  goals::GoalEngine engine(game, *rules);
  const auto decision = engine.choose_move({.nodes = 2000});
  REQUIRE(decision.move);
  CHECK(decision.move_text == "Rd8#");
  CHECK(decision.trace.summary.find("plays for mate(") != std::string::npos);
}
