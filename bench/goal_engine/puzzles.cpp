// Tactics named: the goal engine on Lichess puzzles. For every puzzle it plays Moves[0], lets the
// engine decide within the node budget, and counts how often it plays the solution's first move
// (overall and per theme) and, for the themes that name a kind of tactic (fork, pin, skewer,
// discoveredAttack, mateIn1, mateIn2), how often its trace names that tactic with the right men
// (games/chess/lichess_puzzles.h says exactly what is checked): by the first move's trace, and by the trace of any
// move of the solution the engine played while it kept to it (Lichess themes the whole line).
//
// Precision: of the puzzles where the summary names kind K for the move played (the goal it is played
// for, struck by the man it moves; a named blow only where it stands on the board), the share themed
// K; and the same for the trace's goals of kind K whose tactic starts with the move. Recall is given
// by the trace's goals and by the summaries alone. --misses prints, for each
// named theme the trace missed, whether the engine played the solution, what the trace names for
// the solution and the goals of that kind it holds.
//
//   bench_goal_engine_puzzles [--csv FILE] [--nodes N] [--limit N] [--rules FILE] [--list] [--misses]
//
// The default file is /work/shared/data/chess/lichess_puzzles.csv; when it is absent the bench says
// so and uses the 100-puzzle sample in tests/data/chess/.

#include "games/chess/chess_game.h"
#include "games/chess/lichess_puzzles.h"

#include <fmt/core.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

using namespace newell;

namespace {

struct Tally {
  int puzzles = 0, found = 0, solved = 0, named = 0, named_in_line = 0, summary_named_in_line = 0;
  int missed_unplayed = 0;  // not named, and the engine played another move
};

// Precision of one kind: puzzles where the summary names it for the move played, and of those themed
// so; the same for the trace's goals.
struct KindTally {
  int summary_names = 0, summary_themed = 0;
  int named_for_played = 0, themed = 0;
};

// For a theme the trace missed: the goals that name the solution, and the trace's goals of the kind.
void print_miss(const games::Puzzle& puzzle, const games::PuzzleOutcome& outcome, const std::string& theme,
                const std::string& kind) {
  std::string for_solution, of_kind;
  for (const auto& goal : outcome.trace.goals) {
    if (goal.owner != "machine") continue;
    if (goal.tactic && goal.tactic->first_move == outcome.solution) for_solution += " " + goal.text;
    if (goal.type == kind)
      of_kind += fmt::format(" {}@{}", goal.text, goal.tactic ? goal.tactic->first_move : "(no tactic searched)");
  }
  fmt::print("miss {} {} {} solution {} ({}) played {} | solution serves:{} | {} goals:{}\n", theme, puzzle.id,
             outcome.found ? "played" : "unplayed", outcome.solution, outcome.striker, outcome.played,
             for_solution.empty() ? " nothing" : for_solution, kind, of_kind.empty() ? " none" : of_kind);
}

double percent(int part, int whole) { return whole == 0 ? 0 : 100.0 * part / whole; }

}  // namespace

int main(int argc, char** argv) {
  std::string csv = "/work/shared/data/chess/lichess_puzzles.csv";
  std::string rules = fmt::format("{}/rules/chess/newell.nwl", NEWELL_SOURCE_DIR);
  std::uint64_t nodes = 10000;
  std::size_t limit = 0;
  bool list = false, misses = false;
  for (int i = 1; i < argc; ++i) {
    const std::string argument = argv[i];
    const bool has_value = i + 1 < argc;
    if (argument == "--csv" && has_value) csv = argv[++i];
    else if (argument == "--rules" && has_value) rules = argv[++i];
    else if (argument == "--nodes" && has_value) nodes = std::stoull(argv[++i]);
    else if (argument == "--limit" && has_value) limit = std::stoull(argv[++i]);
    else if (argument == "--list") list = true;
    else if (argument == "--misses") misses = true;
    else {
      fmt::print(stderr, "usage: {} [--csv FILE] [--nodes N] [--limit N] [--rules FILE] [--list] [--misses]\n", argv[0]);
      return 2;
    }
  }
  games::link_chess_game();
  if (!std::filesystem::exists(csv)) {
    const std::string sample = fmt::format("{}/tests/data/chess/lichess_puzzles_sample.csv", NEWELL_SOURCE_DIR);
    fmt::print("{} is absent: using the 100-puzzle sample {}\n", csv, sample);
    csv = sample;
  }
  std::ifstream input(csv);
  if (!input) {
    fmt::print(stderr, "cannot read {}\n", csv);
    return 1;
  }
  const auto puzzles = games::read_lichess_puzzles(input, limit);
  Tally overall;
  std::map<std::string, Tally> by_theme;
  std::map<std::string, KindTally> by_kind;
  const auto start = std::chrono::steady_clock::now();
  for (const auto& puzzle : puzzles) {
    const auto outcome = games::try_puzzle(puzzle, rules, nodes);
    ++overall.puzzles;
    overall.found += outcome.found;
    overall.solved += outcome.solved();
    for (const auto& theme : puzzle.themes) {
      Tally& tally = by_theme[theme];
      ++tally.puzzles;
      tally.found += outcome.found;
      tally.solved += outcome.solved();
      if (auto named = outcome.named.find(theme); named != outcome.named.end()) {
        const bool in_line = outcome.named_in_line.at(theme);
        tally.named += named->second;
        tally.named_in_line += in_line;
        tally.summary_named_in_line += outcome.summary_named_in_line.at(theme);
        tally.missed_unplayed += !in_line && !outcome.found;
        if (misses && !in_line) print_miss(puzzle, outcome, theme, *games::goal_type_for_theme(theme));
      }
    }
    for (const auto& kind : outcome.kinds_for_played) {
      ++by_kind[kind].named_for_played;
      by_kind[kind].themed += games::themed_as(puzzle, kind);
    }
    if (!outcome.summary_kind.empty()) {
      ++by_kind[outcome.summary_kind].summary_names;
      by_kind[outcome.summary_kind].summary_themed += games::themed_as(puzzle, outcome.summary_kind);
    }
    if (list) {
      std::string named;
      for (const auto& [theme, yes] : outcome.named)
        named += fmt::format(" {}:{}", theme, yes ? "named" : outcome.named_in_line.at(theme) ? "named-later" : "-");
      fmt::print("{} solution {} played {} {} [{}] solution moves {}/{}{}\n", puzzle.id, outcome.solution,
                 outcome.played, outcome.found ? "ok" : "--", outcome.trace.source, outcome.moves_found,
                 outcome.solution_moves, named);
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  fmt::print("{} puzzles from {}, {} nodes a move: first move found {}/{} ({:.1f}%), whole solution {} ({:.1f}%)   "
             "{:.1f} s\n",
             overall.puzzles, csv, nodes, overall.found, overall.puzzles, percent(overall.found, overall.puzzles),
             overall.solved, percent(overall.solved, overall.puzzles), seconds);
  fmt::print("\n| theme | puzzles | first move found | whole solution | the first move's trace names the tactic with "
             "the right men | some move's trace in the solution names it (recall) | some move's summary in the solution names "
             "it | missed, solution not played |\n"
             "|---|---|---|---|---|---|---|---|\n");
  for (const auto& theme : games::named_themes()) {
    const Tally& tally = by_theme[theme];
    fmt::print("| {} | {} | {} ({:.1f}%) | {} ({:.1f}%) | {} ({:.1f}%) | {} ({:.1f}%) | {} ({:.1f}%) | {} |\n", theme,
               tally.puzzles, tally.found, percent(tally.found, tally.puzzles), tally.solved,
               percent(tally.solved, tally.puzzles), tally.named, percent(tally.named, tally.puzzles), tally.named_in_line,
               percent(tally.named_in_line, tally.puzzles), tally.summary_named_in_line,
               percent(tally.summary_named_in_line, tally.puzzles), tally.missed_unplayed);
  }
  fmt::print("\n| kind | the summary names it for the move played | of those themed so (precision) | the trace's goals "
             "name it for the move played | of those themed so |\n|---|---|---|---|---|\n");
  for (const auto& kind : games::named_kinds()) {
    const KindTally& tally = by_kind[kind];
    fmt::print("| {} | {} | {} ({:.1f}%) | {} | {} ({:.1f}%) |\n", kind, tally.summary_names, tally.summary_themed,
               percent(tally.summary_themed, tally.summary_names), tally.named_for_played, tally.themed,
               percent(tally.themed, tally.named_for_played));
  }
  fmt::print("\nOther themes (first move found):\n");
  for (const auto& [theme, tally] : by_theme) {
    if (games::goal_type_for_theme(theme) || tally.puzzles < 20) continue;
    fmt::print("  {:<20} {:>4}/{:<4} ({:.1f}%)\n", theme, tally.found, tally.puzzles, percent(tally.found, tally.puzzles));
  }
  return 0;
}
