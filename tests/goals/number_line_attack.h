#pragma once
// The number-line game with one goal type, att(T, A): take the man T. The tactic search's tests
// and the likelihood calibration's build their goals on it.
#include "games/numbers/number_line_game.h"
#include "goals/opponent_predictor.h"
#include "goals/rules.h"

#include <memory>
#include <string>
#include <string_view>

namespace newell::goals::testing {

using newell::interpreter::Value;

inline constexpr const char* attack_rules =
    "game numbers.\n"
    "goal att(T: man, A: man) achieved when not exists X in men_of(opponent): X = T.\n"
    "likelihood M := 1.\n"
    "utility M := changed(M).\n";

struct Setup {
  games::NumberLineGame game;
  std::unique_ptr<Rules> rules;
  GoalNet net;
  EngineContext context;
  explicit Setup(std::string_view position) : game(position) {
    rules = Rules::from_text("t.nwl", attack_rules, game.registry());
    context.net = &net;
    context.game = &game;
    context.program = &rules->program();
    context.machine = game.side_to_move();
  }
  GoalId att(std::uint64_t target, std::uint64_t attacker) {
    Goal goal;
    goal.arguments = {Value::entity(target), Value::entity(attacker)};
    goal.owner = context.machine;
    return net.add(goal);
  }
};

// An opponent model that is sure the side to move plays one named move.
class OneMovePredictor : public OpponentPredictor {
 public:
  explicit OneMovePredictor(std::string move) : move_(std::move(move)) {}
  double likelihood(Game& game, MoveId move) override { return game.move_text(move) == move_ ? 1.0 : 0.0; }

 private:
  std::string move_;
};

}  // namespace newell::goals::testing
