#include "games/numbers/number_line_game.h"
#include "goals/rules.h"

#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <utility>

using namespace newell::goals;
using newell::games::NumberLineGame;

TEST_CASE("a rule file with an error is refused with file, line and column") {
  NumberLineGame game;
  try {
    Rules::from_text("broken.nwl", "game numbers.\ngoal att(T: man) achieved when atacked(T).\n", game.registry());
    FAIL("no error");
  } catch (const std::runtime_error& error) {
    const std::string message = error.what();
    CHECK(message.find("broken.nwl:2:") != std::string::npos);
    CHECK(message.find("atacked") != std::string::npos);
  }
}

TEST_CASE("rules written for another game are refused by name") {
  NumberLineGame game;
  CHECK_THROWS_WITH(Rules::from_text("chess.nwl", "game chess.\n", game.registry()),
                    Catch::Contains("for the game 'chess', not 'numbers'"));
}

TEST_CASE("the engine's built-ins are in every game's registry") {
  NumberLineGame game;
  for (const char* name : {"goals", "activity", "contributes", "committed", "names", "goal_likelihood", "rule_weight",
                           "nodes_left", "budget_used", "conflict", "decisions_made", "fallbacks", "stems_from"})
    CHECK(game.registry().find(name) != nullptr);
}

TEST_CASE("transformation rules bind free variables to every value satisfying their condition") {
  NumberLineGame game("..W.BB.... w");
  auto rules = Rules::from_text("t.nwl",
                                "game numbers.\n"
                                "goal def(M: man) achieved when not attacked(M).\n"
                                "goal ctl(S: square) achieved when controls(me, S).\n"
                                "transform for def(M) try ctl(Q) where not occupied(Q) and index(Q) < 2 weight 0.3.\n",
                                game.registry());
  EngineContext context;
  Goal goal;
  goal.type = 0;
  goal.arguments = {newell::interpreter::Value::entity(0)};
  const auto subgoals = rules->transform(game, context, goal);
  REQUIRE(subgoals.size() == 2);  // s0 and s1
  CHECK(subgoals[0].goal.arguments[0].as_entity() == 0);
  CHECK(subgoals[1].goal.arguments[0].as_entity() == 1);
  CHECK(subgoals[0].weight == Approx(0.3));
  CHECK(rules->goal_name(subgoals[0].goal.type) == "ctl");
}

TEST_CASE("a goal is judged from its owner's side whoever is to move") {
  NumberLineGame game("..WB...... b");
  auto rules = Rules::from_text("c.nwl", "game numbers.\ngoal ctl(S: square) achieved when controls(me, S).\n",
                                game.registry());
  EngineContext context;
  Goal white_goal;
  white_goal.arguments = {newell::interpreter::Value::entity(1)};
  white_goal.owner = 0;
  Goal black_goal = white_goal;
  black_goal.owner = 1;
  CHECK(rules->achieved(game, context, white_goal));
  CHECK_FALSE(rules->achieved(game, context, black_goal));
}

TEST_CASE("a seek net with two parameters proposes a goal for every pair of values its condition accepts") {
  // White men on 2 and 7, black on 4 and 5: each white man paired with each black man two squares or fewer away.
  NumberLineGame game("..W.BB.W.. w");
  auto rules = Rules::from_text("s.nwl",
                                "game numbers.\n"
                                "goal att(T: man, A: man) achieved when not attacked(T).\n"
                                "net seek_attack(T: man, A: man):\n"
                                "  when side_of(T) = opponent and side_of(A) = me\n"
                                "       and (index(square_of(T)) - index(square_of(A))) * (index(square_of(T)) - index(square_of(A))) <= 4\n"
                                "    then adopt att(T, A).\n",
                                game.registry());
  EngineContext context;
  const auto proposed = rules->seek(game, context, 0);
  std::set<std::pair<std::string, std::string>> pairs;
  for (const auto& goal : proposed) {
    Goal adopted;
    adopted.type = goal.type;
    adopted.arguments = goal.arguments;
    const auto texts = rules->describe_arguments(game, adopted);
    pairs.emplace(texts.at(0), texts.at(1));
    CHECK(goal.rule == "seek_attack");
  }
  CHECK(pairs.size() == proposed.size());
  // 5 is three squares from 2, and 4 three from 7.
  CHECK(pairs == std::set<std::pair<std::string, std::string>>{{"black man 1 on s4", "white man 0 on s2"},
                                                               {"black man 2 on s5", "white man 3 on s7"}});
}

TEST_CASE("a goal type's own utility term is added while a tactic searches for a goal of that type") {
  NumberLineGame game("..W.B..... w");
  auto rules = Rules::from_text("u.nwl",
                                "game numbers.\n"
                                "goal att(T: man, A: man) achieved when not attacked(T).\n"
                                "goal def(M: man) achieved when not attacked(M).\n"
                                "utility M := 1.\n"
                                "define utility_att(M: move) := index(target(M)).\n",
                                game.registry());
  std::vector<MoveId> moves;
  game.legal_moves(moves);
  REQUIRE_FALSE(moves.empty());
  GoalNet net;
  Goal attack;
  attack.type = 0;
  attack.arguments = {newell::interpreter::Value::entity(1), newell::interpreter::Value::entity(0)};
  const GoalId attack_id = net.add(attack);
  Goal keep;
  keep.type = 1;
  keep.arguments = {newell::interpreter::Value::entity(0)};
  const GoalId keep_id = net.add(keep);
  EngineContext context;
  context.net = &net;
  for (const MoveId move : moves) {
    const std::string text = game.move_text(move);  // "s2-s3"
    const double target = std::stod(text.substr(text.find("-s") + 2));
    INFO(text);
    context.searching.reset();
    CHECK(rules->utility(game, context, move) == Approx(1));
    context.searching = keep_id;
    CHECK(rules->utility(game, context, move) == Approx(1));
    context.searching = attack_id;
    CHECK(rules->utility(game, context, move) == Approx(1 + target));
  }
}

TEST_CASE("a goal type's utility term that takes no move is refused with its place") {
  NumberLineGame game;
  CHECK_THROWS_WITH(Rules::from_text("u.nwl",
                                     "game numbers.\n"
                                     "goal att(T: man, A: man) achieved when not attacked(T).\n"
                                     "define utility_att(T: man) := 1.\n",
                                     game.registry()),
                    Catch::Contains("u.nwl:3:8") && Catch::Contains("takes one move"));
}

TEST_CASE("line_value or line_goes_on with parameters is refused with its place") {
  NumberLineGame game;
  CHECK_THROWS_WITH(Rules::from_text("v.nwl", "game numbers.\ndefine line_goes_on(N: number) := N > 1.\n", game.registry()),
                    Catch::Contains("v.nwl:2:8") && Catch::Contains("takes no parameters"));
  CHECK_THROWS_WITH(Rules::from_text("v.nwl", "game numbers.\ndefine line_value(N: number) := N.\n", game.registry()),
                    Catch::Contains("v.nwl:2:8") && Catch::Contains("takes no parameters"));
}
