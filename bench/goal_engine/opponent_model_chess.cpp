// The opponent model on chess games newell played: `newell uci --engine newell` plays short games
// against real engines (toga2 and Stockfish, both as UCI programs, colours alternated), then each
// game is replayed through a goal engine on newell's side, which before every opponent move ranks
// the legal moves by the likelihood its rules give them; the bench counts how often the move played
// was among the three likeliest (ties share the places), next to a uniform model (3 / legal moves).
//
//   bench_goal_engine_opponent_model_chess [--games N] [--movetime MS] [--plies N] [--nodes N]
//                                          [--opponent PROGRAM]...
//
// The games are played afresh on each run (movetime per move, so they differ a little run to run).

#include "games/chess/chess_game.h"
#include "goals/engine.h"
#include "learning/transformation/opponent_replay.h"
#include "match/game.h"
#include "match/uci_engine.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

using namespace newell;

namespace {

struct Tally {
  double model_hits = 0, uniform_hits = 0;
  int positions = 0, games = 0;
};

void replay(const match::GameRecord& record, goals::Side machine, const std::string& rules_file, std::uint64_t nodes,
            Tally& tally) {
  games::ChessGame game("");
  auto rules = goals::Rules::load(rules_file, game.registry());
  std::vector<std::string> moves;
  for (const auto& played : record.moves) moves.push_back(played.uci);
  // The net and the model evolve as in play (learning/transformation/opponent_replay.h).
  learning::transformation::replay_opponent_moves(
      game, *rules, moves, machine, nodes, [&](goals::GoalEngine& engine, const std::vector<goals::MoveId>& legal, goals::MoveId actual) {
        if (legal.size() <= 3) return;
        const auto at = static_cast<std::size_t>(std::find(legal.begin(), legal.end(), actual) - legal.begin());
        tally.model_hits += learning::transformation::top_three_hit(learning::transformation::likelihoods_of(engine, legal), at);
        tally.uniform_hits += learning::transformation::uniform_top_three(legal.size());
        ++tally.positions;
      });
}

}  // namespace

int main(int argc, char** argv) {
  std::string rules_file = fmt::format("{}/rules/chess/newell.nwl", NEWELL_SOURCE_DIR);
  std::vector<std::string> opponents;
  int games = 4, movetime = 100, plies = 80;
  std::uint64_t nodes = 2000;
  for (int i = 1; i < argc; ++i) {
    const std::string argument = argv[i];
    const bool has_value = i + 1 < argc;
    if (argument == "--games" && has_value) games = std::stoi(argv[++i]);
    else if (argument == "--movetime" && has_value) movetime = std::stoi(argv[++i]);
    else if (argument == "--plies" && has_value) plies = std::stoi(argv[++i]);
    else if (argument == "--nodes" && has_value) nodes = std::stoull(argv[++i]);
    else if (argument == "--opponent" && has_value) opponents.emplace_back(argv[++i]);
    else if (argument == "--rules" && has_value) rules_file = argv[++i];
    else {
      fmt::print(stderr, "usage: {} [--games N] [--movetime MS] [--plies N] [--nodes N] [--opponent PROGRAM]...\n",
                 argv[0]);
      return 2;
    }
  }
  if (opponents.empty()) opponents = {"/usr/games/toga2", "/usr/games/stockfish"};
  games::link_chess_game();
  Tally all;
  for (const auto& program : opponents) {
    if (!std::filesystem::exists(program)) {
      fmt::print("{} is not installed: skipped\n", program);
      continue;
    }
    Tally tally;
    for (int index = 0; index < games; ++index) {
      match::UciEngine newell({NEWELL_BINARY, "uci", "--engine", "newell", "--no-store"});
      match::UciEngine opponent({program});
      match::GameSettings settings;
      settings.movetime = std::chrono::milliseconds(movetime);
      settings.max_plies = plies;
      const bool newell_white = index % 2 == 0;
      const auto record =
          newell_white ? match::play_game(newell, opponent, settings) : match::play_game(opponent, newell, settings);
      fmt::print("{} - {}  {} ({}, {} plies)\n", record.white_name, record.black_name, record.result(), record.reason,
                 record.moves.size());
      replay(record, newell_white ? 0 : 1, rules_file, nodes, tally);
      ++tally.games;
    }
    fmt::print("against {}: {} games, {} opponent positions with more than three moves: actual move in the model's "
               "top 3 {:.1f}%, uniform model {:.1f}%\n",
               program, tally.games, tally.positions, 100.0 * tally.model_hits / std::max(1, tally.positions),
               100.0 * tally.uniform_hits / std::max(1, tally.positions));
    all.model_hits += tally.model_hits;
    all.uniform_hits += tally.uniform_hits;
    all.positions += tally.positions;
    all.games += tally.games;
  }
  fmt::print("all: {} games, {} positions: model top 3 {:.1f}%, uniform {:.1f}%\n", all.games, all.positions,
             100.0 * all.model_hits / std::max(1, all.positions), 100.0 * all.uniform_hits / std::max(1, all.positions));
  return 0;
}
