#include "learning/transformation/failure_coverage.h"

#include "goals/engine.h"
#include "goals/game_factory.h"
#include "goals/rules.h"

#include <fmt/format.h>

#include <stdexcept>

namespace newell::learning::transformation {

namespace {

struct ReplayedDecision {
  std::string move, source;
};

ReplayedDecision decide_failure_position(const goals::GameMaker& maker, const std::string& rules_name, const std::string& rules_text,
                                         const FailurePosition& position, std::uint64_t nodes, std::uint64_t seed) {
  auto game = maker(position.start);
  auto rules = goals::Rules::from_text(rules_name, rules_text, game->registry());
  goals::GoalEngine engine(*game, *rules, seed);
  const goals::Side machine = (game->side_to_move() + static_cast<int>(position.moves.size() % 2)) % 2;
  for (const auto& text : position.moves) {
    const auto move = game->parse_move(text);
    if (!move)
      throw std::runtime_error(fmt::format("{}: move '{}' is not legal in {}", position.label, text, game->position_text()));
    if (game->side_to_move() != machine) engine.observe_opponent_move(*move);
    game->make(*move);
  }
  const goals::Decision decision = engine.choose_move({.nodes = nodes});
  return {decision.move_text, decision.trace.source};
}

}  // namespace

FailureCoverage failure_coverage(const std::string& game, const std::string& rules_name, const std::string& without,
                                 const std::string& with, const std::vector<FailurePosition>& positions, std::uint64_t nodes,
                                 std::uint64_t seed) {
  const auto maker = goals::find_game(game);
  if (maker == nullptr) throw std::runtime_error(fmt::format("unknown game '{}'", game));
  FailureCoverage coverage;
  for (const auto& position : positions) {
    const auto before = decide_failure_position(maker, rules_name, without, position, nodes, seed);
    const auto after = decide_failure_position(maker, rules_name, with, position, nodes, seed);
    ++coverage.positions;
    if (after.move != before.move) {
      ++coverage.another_move;
      coverage.covered.push_back(position.label);
    } else if (after.source == "goal" && before.source != "goal") {
      ++coverage.goal_instead_of_fallback;
      coverage.covered.push_back(position.label);
    }
  }
  return coverage;
}

}  // namespace newell::learning::transformation
