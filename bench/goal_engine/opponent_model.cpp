// How well the opponent model predicts master moves: over the games of a checkers PDN file
// (default /work/shared/data/checkers/games.pdn), the engine plays along as one side (deciding each
// of its moves within a small budget, then playing the master's move) and, before each of the other
// side's moves, ranks that side's legal moves by the rules' likelihood. Counted: how often the move
// played is among the model's top 3 (ties shared fairly), next to a uniform model (3 / legal moves),
// over positions with more than three legal moves.
//
//   bench_goal_engine_opponent_model [--pdn FILE] [--games N] [--nodes N] [--rules FILE]

#include "checkers/notation.h"
#include "checkers/pdn.h"
#include "games/checkers/checkers_game.h"
#include "goals/engine.h"
#include "learning/transformation/opponent_replay.h"

#include <fmt/core.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

using namespace newell;

int main(int argc, char** argv) {
  std::string pdn = "/work/shared/data/checkers/games.pdn";
  std::string rules_file = fmt::format("{}/rules/checkers/newell.nwl", NEWELL_SOURCE_DIR);
  std::size_t game_limit = 300;
  std::uint64_t nodes = 300;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string option = argv[i];
    if (option == "--pdn") pdn = argv[i + 1];
    else if (option == "--rules") rules_file = argv[i + 1];
    else if (option == "--games") game_limit = std::stoul(argv[i + 1]);
    else if (option == "--nodes") nodes = std::stoull(argv[i + 1]);
    else {
      fmt::print(stderr, "usage: {} [--pdn FILE] [--games N] [--nodes N] [--rules FILE]\n", argv[0]);
      return 2;
    }
  }
  std::ifstream file(pdn);
  if (!file) {
    fmt::print(stderr, "cannot read {}\n", pdn);
    return 1;
  }
  std::stringstream text;
  text << file.rdbuf();
  const auto read = checkers::read_pdn(text.str());
  double model_hits = 0, uniform_hits = 0;
  int positions = 0, games = 0;
  for (const auto& pdn_game : read.games) {
    if (static_cast<std::size_t>(games) >= game_limit) break;
    const auto replayed = checkers::replay(pdn_game);
    if (replayed.error) continue;
    ++games;
    games::CheckersGame game(checkers::to_fen(replayed.game.start()));
    auto rules = goals::Rules::load(rules_file, game.registry());
    std::vector<std::string> moves;
    for (const auto& move : pdn_game.moves) moves.push_back(move.text);
    // The engine plays White and models Black (learning/transformation/opponent_replay.h).
    learning::transformation::replay_opponent_moves(
        game, *rules, moves, 1, nodes, [&](goals::GoalEngine& engine, const std::vector<goals::MoveId>& legal, goals::MoveId actual) {
          if (legal.size() <= 3) return;
          const auto at = static_cast<std::size_t>(std::find(legal.begin(), legal.end(), actual) - legal.begin());
          model_hits += learning::transformation::top_three_hit(learning::transformation::likelihoods_of(engine, legal), at);
          uniform_hits += learning::transformation::uniform_top_three(legal.size());
          ++positions;
        });
  }
  fmt::print("{} games, {} opponent positions with more than three moves: actual move in the model's top 3 "
             "{:.1f}%, uniform model {:.1f}%\n",
             games, positions, 100.0 * model_hits / positions, 100.0 * uniform_hits / positions);
  return 0;
}
