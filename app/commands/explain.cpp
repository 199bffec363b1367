// `newell explain --game chess|checkers|numbers --fen F [--moves "..."] [--rules FILE] [--nodes N]
// [--seed S] [--json|--dot]`: the goal engine decides one move and prints its trace: the goal net
// of both sides with each goal's likelihood, the tactics searched, the classification of the
// opponent's last move, the cycle's aspiration decisions and a plain-English summary.

#include "app/command_registry.h"
#include "app/common/seed_option.h"
#include "games/checkers/checkers_game.h"
#include "games/chess/chess_game.h"
#include "goals/engine.h"
#include "goals/game_factory.h"
#include "goals/rule_files.h"

#include <fmt/core.h>

#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>

namespace newell::app {
namespace {

struct ExplainRequest {
  std::string game;
  std::optional<std::string> fen;  // none: the initial position; given, it must say a position
  std::string moves;
  std::string rules;
  std::uint64_t nodes = 2000;
  std::uint64_t seed = 1955;
  bool json = false;
  bool dot = false;
};

void run_explain(const ExplainRequest& request) {
  games::link_chess_game();
  games::link_checkers_game();
  const auto maker = goals::find_game(request.game);
  if (maker == nullptr) {
    std::string known;
    for (const auto& name : goals::known_games()) known += (known.empty() ? "" : ", ") + name;
    fmt::print(stderr, "newell explain: unknown game '{}' (known: {})\n", request.game, known);
    throw CommandFailed{2};
  }
  if (request.fen && request.fen->find_first_not_of(" \t") == std::string::npos) {
    fmt::print(stderr, "newell explain: bad --fen: it is empty (leave --fen out for the initial position)\n");
    throw CommandFailed{1};
  }
  std::unique_ptr<goals::Game> game;
  try {
    game = maker(request.fen.value_or(""));
  } catch (const std::exception& error) {
    fmt::print(stderr, "newell explain: bad --fen: {}\n", error.what());
    throw CommandFailed{1};
  }
  std::unique_ptr<goals::Rules> rules;
  try {
    const auto path = request.rules.empty() ? goals::default_rule_file(request.game) : std::filesystem::path(request.rules);
    rules = goals::Rules::load(path, game->registry());
  } catch (const std::exception& error) {
    fmt::print(stderr, "newell explain: {}\n", error.what());
    throw CommandFailed{1};
  }
  goals::GoalEngine engine(*game, *rules, request.seed);
  // The moves before the decision: the engine plays the side to move at the end, and observes
  // (classifies) every move of the other side on the way.
  std::istringstream moves(request.moves);
  std::vector<std::string> texts;
  for (std::string text; moves >> text;) texts.push_back(text);
  const goals::Side machine = (game->side_to_move() + static_cast<int>(texts.size() % 2)) % 2;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    const auto move = game->parse_move(texts[i]);
    if (!move) {
      fmt::print(stderr, "newell explain: --moves: move {} '{}' is not legal in {}\n", i + 1, texts[i],
                 game->position_text());
      throw CommandFailed{1};
    }
    if (game->side_to_move() != machine) engine.observe_opponent_move(*move);
    game->make(*move);
  }
  const goals::Decision decision = engine.choose_move({.nodes = request.nodes});
  if (request.json) std::cout << goals::to_json(decision.trace).dump(2) << '\n';
  else if (request.dot) std::cout << goals::to_dot(decision.trace);
  else std::cout << goals::to_text(decision.trace);
}

void add_explain(CLI::App& root) {
  auto request = std::make_shared<ExplainRequest>();
  auto* command = root.add_subcommand("explain", "Let the goal engine choose one move and show why (the goal trace)");
  command->add_option("--game", request->game, "chess, checkers or numbers")->required();
  command->add_option("--fen", request->fen, "The position (default: the initial one)");
  command->add_option("--moves", request->moves, "Moves played from the position first, space-separated");
  command->add_option("--rules", request->rules, "The rule file (default: rules/<game>/newell.nwl)");
  command->add_option("--nodes", request->nodes, "Node budget for the decision (default 2000)")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{100'000'000}));
  command->add_option("--seed", request->seed, "Seed of the random element in choosing subgoals")
      ->check(non_negative_seed);
  auto* json = command->add_flag("--json", request->json, "Print the trace as JSON (docs/trace.schema.json)");
  command->add_flag("--dot", request->dot, "Print the goal net as Graphviz DOT")->excludes(json);
  command->callback([request] { run_explain(*request); });
}

const CommandRegistration explain_registration{"explain", add_explain};

}  // namespace
}  // namespace newell::app
