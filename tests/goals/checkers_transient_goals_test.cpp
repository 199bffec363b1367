// `aspire transient_<goal> 1`: a goal of ours of that type lives only while a seek net proposes it.
// The steps of the checkers plans are such goals: a stale step would pull a king back.

#include "games/checkers/checkers_game.h"
#include "goals/engine.h"

#include <catch2/catch.hpp>

#include <string>

using namespace newell;

namespace {

// A step goal for each empty square next to a white king: where the king stands now decides which.
std::string step_rules(bool transient) {
  return std::string("game checkers.\n"
                     "goal step(Q: square) achieved when side_of(man_at(Q)) = me.\n"
                     "net seek_step(Q: square):\n"
                     "  when not on_board(man_at(Q)) and exists A in mine: distance(square_of(A), Q) = 1"
                     " then adopt step(Q).\n") +
         (transient ? "aspire transient_step 1.\n" : "");
}

// Live (not retired) goals of ours of the step type after the engine decided twice, the black king
// having moved in between.
int live_steps(bool transient) {
  games::CheckersGame game("W:WK18:BK1");
  auto rules = goals::Rules::from_text("steps.nwl", step_rules(transient), game.registry());
  goals::GoalEngine engine(game, *rules);
  const auto first = engine.choose_move({.nodes = 500});
  REQUIRE(first.move);
  game.make(*first.move);
  const auto reply = game.parse_move("1-5");
  REQUIRE(reply);
  engine.observe_opponent_move(*reply);
  game.make(*reply);
  engine.choose_move({.nodes = 500});
  int live = 0;
  for (goals::GoalId id = 0; id < engine.net().size(); ++id)
    if (!engine.net()[id].retired() && engine.net()[id].owner == 1) ++live;
  return live;
}

}  // namespace

TEST_CASE("a transient goal the position no longer proposes is retired; others stay in the net") {
  // From 18 the king has four neighbours; after it moves it has at most four new ones, one of them
  // the square it left. Without transient_ the first four stay as well.
  CHECK(live_steps(true) <= 4);
  CHECK(live_steps(false) > 4);
}
