// The checkers endgame plans (issue 13): the goal engine on the winning side against our alpha-beta
// core defending, from textbook wins (tests/data/checkers/plans.txt: First Position and its kind)
// and from every start of two kings against one king (the two kings to move, the lone king not
// capturable at once). Prints wins/total, the moves the wins took, the goal-decided share and how
// often each plan goal chose the move; `--list` prints one line per game, `--trace` every decision's
// summary.
//
//   bench_goal_engine_checkers_plans --positions tests/data/checkers/plans.txt --movetime 200 --defender-movetime 200
//   bench_goal_engine_checkers_plans --two-kings-v-one --nodes 3000 --defender-nodes 20000
//
// For two kings against one the exact result of every start is known here (a retrograde solution,
// checkers_two_kings_solution.h): the starts a perfect attacker wins are counted apart from the few
// the lone king draws. `--solve` measures each move of the textbook games against the exact solution
// of two kings against a king and a man (checkers_first_position_solution.h): whether it kept the win
// and how many moves perfect play still needed; `--values FEN` prints that solution's value of every
// move in a position.

#include "bench/goal_engine/checkers_first_position_solution.h"
#include "bench/goal_engine/checkers_two_kings_solution.h"
#include "checkers/notation.h"
#include "games/checkers/checkers_game.h"
#include "goals/engine.h"
#include "goals/player.h"

#include <fmt/core.h>

#include <chrono>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

using namespace newell;

namespace {

struct Settings {
  std::string rules_file = fmt::format("{}/rules/checkers/newell.nwl", NEWELL_SOURCE_DIR);
  std::optional<std::uint64_t> nodes;                 // the goal engine's budget a move
  std::optional<int> movetime;                        // ... or its time a move (ms)
  std::uint64_t defender_nodes = 20000;
  std::optional<int> defender_movetime;
  int max_moves = 40;                                 // the winning side's moves
  bool list = false;
  bool trace = false;
  const bench::FirstPositionSolution* solution = nullptr;  // --solve
};

struct GameResult {
  bool won = false;
  int moves = 0;  // the winning side's moves played
  int goal_decided = 0;
  std::map<std::string, int> kinds;  // the goal type whose tactic chose each move
  std::string line;
  // With --solve: the winning side's moves made where the exact solution knows the position won, and
  // the first of them after which it was no longer won (0: none).
  int solved_moves = 0;
  int lost_at = 0;
};

std::string perfect(const std::optional<int>& plies) {
  return plies ? fmt::format("won in {} plies", *plies) : std::string("not won");
}

goals::Budget budget(std::optional<std::uint64_t> nodes, std::optional<int> movetime) {
  goals::Budget b;
  if (movetime) {
    b.nodes = goals::Budget::unlimited_nodes;
    b.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(*movetime);
  } else {
    b.nodes = nodes.value_or(3000);
  }
  return b;
}

// The side to move at the start is the goal engine's; the game ends when either side has no move.
GameResult play(const std::string& fen, const Settings& settings) {
  goals::GamePlayer attacker("checkers", fen, settings.rules_file, goals::EngineKind::newell);
  goals::GamePlayer defender("checkers", fen, settings.rules_file, goals::EngineKind::alphabeta);
  const goals::Side winner = attacker.game().side_to_move();
  GameResult result;
  checkers::Position board = checkers::parse_fen(fen);
  auto play_on_board = [&board](const std::string& text) {
    checkers::Undo undo;
    board.make(checkers::parse_move(board, text), undo);
  };
  while (result.moves < settings.max_moves) {
    auto ours = attacker.decide(budget(settings.nodes, settings.movetime));
    if (!ours) break;
    ++result.moves;
    if (settings.trace) fmt::print("  {}\n", ours->summary);
    const std::optional<int> before = settings.solution ? settings.solution->plies_to_win(board) : std::nullopt;
    play_on_board(ours->notation);
    if (before) {
      ++result.solved_moves;
      const std::optional<int> after = settings.solution->plies_to_win(board);
      if (!after && result.lost_at == 0) result.lost_at = result.moves;
      if (settings.trace) fmt::print("    (perfect play: {} before, {} after)\n", perfect(before), perfect(after));
    }
    defender.play_opponent(ours->move);
    result.line += ours->notation + " ";
    if (ours->full_trace && ours->full_trace->source == "goal") {
      ++result.goal_decided;
      if (ours->full_trace->tactic) ++result.kinds[ours->full_trace->tactic->kind];
    } else {
      ++result.kinds["(fallback)"];
    }
    std::optional<std::uint64_t> defender_nodes = settings.defender_nodes;
    auto theirs = defender.decide(budget(settings.defender_movetime ? std::nullopt : defender_nodes,
                                         settings.defender_movetime));
    if (!theirs) break;
    attacker.play_opponent(theirs->move);
    play_on_board(theirs->notation);
    result.line += theirs->notation + " ";
  }
  const goals::Outcome outcome = attacker.game().outcome();
  result.won = (winner == 0 && outcome == goals::Outcome::first_side_wins) ||
               (winner == 1 && outcome == goals::Outcome::second_side_wins);
  return result;
}

struct Tally {
  int games = 0, wins = 0, max_moves = 0, total_moves = 0, decisions = 0, goal_decided = 0;
  std::map<std::string, int> kinds;
  void add(const GameResult& r) {
    ++games;
    decisions += r.moves;
    goal_decided += r.goal_decided;
    for (const auto& [kind, n] : r.kinds) kinds[kind] += n;
    if (!r.won) return;
    ++wins;
    total_moves += r.moves;
    max_moves = std::max(max_moves, r.moves);
  }
  void print(const std::string& what) const {
    fmt::print("{}: won {}/{} within the move limit; moves to win: max {}, mean {:.1f}; goal-decided {}/{} ({:.1f}%)\n",
               what, wins, games, max_moves, wins ? static_cast<double>(total_moves) / wins : 0.0, goal_decided,
               decisions, decisions ? 100.0 * goal_decided / decisions : 0.0);
    std::string chosen;
    for (const auto& [kind, n] : kinds) chosen += fmt::format(" {} {}", kind, n);
    fmt::print("  moves chosen by goal type:{}\n", chosen);
  }
};

int usage(const char* program) {
  fmt::print(stderr,
             "usage: {} (--positions FILE | --fen FEN | --two-kings-v-one [--every K]) [--rules FILE]\n"
             "          [--nodes N | --movetime MS] [--defender-nodes N | --defender-movetime MS] [--max-moves N]\n"
             "          [--list] [--trace] [--solve]\n"
             "       {} --values FEN\n",
             program, program);
  return 2;
}

int run_checkers_plans(int argc, char** argv) {
  games::link_checkers_game();  // its registration with the game factory
  Settings settings;
  std::vector<std::pair<std::string, std::string>> starts;  // FEN, name
  bool two_kings = false, solve = false;
  std::optional<std::string> values_fen;
  int every = 1;
  try {
    for (int i = 1; i < argc; ++i) {
      const std::string option = argv[i];
      auto value = [&]() -> std::string {
        if (i + 1 >= argc) throw std::invalid_argument(option + " needs a value");
        return argv[++i];
      };
      if (option == "--list") settings.list = true;
      else if (option == "--trace") settings.trace = true;
      else if (option == "--two-kings-v-one") two_kings = true;
      else if (option == "--solve") solve = true;
      else if (option == "--values") values_fen = value();
      else if (option == "--every") every = std::stoi(value());
      else if (option == "--rules") settings.rules_file = value();
      else if (option == "--nodes") settings.nodes = std::stoull(value());
      else if (option == "--movetime") settings.movetime = std::stoi(value());
      else if (option == "--defender-nodes") settings.defender_nodes = std::stoull(value());
      else if (option == "--defender-movetime") settings.defender_movetime = std::stoi(value());
      else if (option == "--max-moves") settings.max_moves = std::stoi(value());
      else if (option == "--fen") starts.emplace_back(value(), "");
      else if (option == "--positions") {
        const std::string path = value();
        std::ifstream file(path);
        if (!file) throw std::invalid_argument("cannot read " + path);
        std::string text;
        while (std::getline(file, text)) {
          const auto hash = text.find('#');
          std::string fen = text.substr(0, hash);
          while (!fen.empty() && fen.back() == ' ') fen.pop_back();
          if (fen.empty()) continue;
          starts.emplace_back(fen, hash == std::string::npos ? "" : text.substr(hash + 1));
        }
      } else {
        return usage(argv[0]);
      }
    }
  } catch (const std::exception& error) {
    fmt::print(stderr, "{}\n", error.what());
    return usage(argv[0]);
  }
  if (values_fen) {
    const bench::FirstPositionSolution solution;
    checkers::Position position;
    try {
      position = checkers::parse_fen(*values_fen);
    } catch (const std::exception& error) {
      fmt::print(stderr, "{}\n", error.what());
      return 2;
    }
    if (!bench::FirstPositionSolution::covers(position)) {
      fmt::print(stderr, "{}: not one or two White kings against one or two Black pieces\n", *values_fen);
      return 2;
    }
    fmt::print("{}: {}\n", *values_fen, perfect(solution.plies_to_win(position)));
    checkers::MoveList list;
    checkers::generate_moves(position, list);
    for (const auto& move : list) {
      checkers::Position after = position;
      checkers::Undo undo;
      after.make(move, undo);
      fmt::print("  {}: {}\n", checkers::short_move_text(move, list), perfect(solution.plies_to_win(after)));
    }
    return 0;
  }
  if (starts.empty() && !two_kings) return usage(argv[0]);
  std::optional<bench::FirstPositionSolution> first_position;
  if (solve) {
    first_position.emplace();
    settings.solution = &*first_position;
  }

  if (!starts.empty()) {
    Tally tally;
    for (const auto& [fen, name] : starts) {
      if (settings.trace || settings.list) fmt::print("{} {}\n", fen, name);
      const GameResult r = play(fen, settings);
      tally.add(r);
      fmt::print("{} {}: {} in {} moves: {}\n", fen, name, r.won ? "won" : "NOT won", r.moves, r.line);
      if (solve)
        fmt::print("  exact solution: {} moves made in positions won with perfect play; {}\n", r.solved_moves,
                   r.lost_at ? fmt::format("the win was lost by move {}", r.lost_at) : std::string("the win was never lost"));
    }
    tally.print("textbook wins");
  }
  if (two_kings) {
    const auto solution = bench::solve_two_kings_against_one();
    Tally all, won_in_theory;
    int index = 0, theory_wins = 0, theory_max = 0;
    for (const auto& start : solution.starts) {
      if (index++ % every != 0) continue;
      const GameResult r = play(start.fen, settings);
      all.add(r);
      if (start.plies_to_win) {
        won_in_theory.add(r);
        ++theory_wins;
        theory_max = std::max(theory_max, (*start.plies_to_win + 1) / 2);
      }
      if (settings.list || (start.plies_to_win && !r.won))
        fmt::print("{}: {} in {} moves (perfect play: {}): {}\n", start.fen, r.won ? "won" : "NOT won", r.moves,
                   start.plies_to_win ? fmt::format("won in {} moves", (*start.plies_to_win + 1) / 2) : "drawn",
                   r.line);
    }
    fmt::print("two kings against one: {} starts played (every {}th of {}), {} won with perfect play (at most {} moves)\n",
               all.games, every, solution.starts.size(), theory_wins, theory_max);
    all.print("all starts");
    won_in_theory.print("starts won with perfect play");
  }
  return 0;
}

}  // namespace

// A bad rule file or position (read again for every game) is named, not a crash.
int main(int argc, char** argv) {
  try {
    return run_checkers_plans(argc, argv);
  } catch (const std::exception& error) {
    fmt::print(stderr, "bench_goal_engine_checkers_plans: {}\n", error.what());
    return 1;
  }
}
