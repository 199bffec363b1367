#include "games/chess/lichess_puzzles.h"

#include "games/chess/chess_game.h"
#include "goals/player.h"

#include <fmt/core.h>

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace newell::games {

using goals::EngineKind;
using goals::Game;
using goals::GamePlayer;
using goals::Trace;
using goals::TraceGoal;

namespace {

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream stream(text);
  while (std::getline(stream, part, separator))
    if (!part.empty() || separator == ',') parts.push_back(part);
  return parts;
}

}  // namespace

std::vector<Puzzle> read_lichess_puzzles(std::istream& input, std::size_t limit) {
  std::vector<Puzzle> puzzles;
  std::string line;
  int number = 0;
  while (std::getline(input, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (number == 1 || line.empty()) continue;  // the header
    const auto fields = split(line, ',');
    if (fields.size() < 8)
      throw std::runtime_error(fmt::format("line {}: expected at least 8 comma-separated fields, found {}", number,
                                           fields.size()));
    Puzzle puzzle;
    puzzle.id = fields[0];
    puzzle.fen = fields[1];
    puzzle.moves = split(fields[2], ' ');
    if (puzzle.moves.size() < 2)
      throw std::runtime_error(fmt::format("line {}: puzzle {} has fewer than two moves ('{}')", number, puzzle.id,
                                           fields[2]));
    try {
      puzzle.rating = std::stoi(fields[3]);
    } catch (const std::exception&) {
      throw std::runtime_error(fmt::format("line {}: rating '{}' is not a number", number, fields[3]));
    }
    puzzle.themes = split(fields[7], ' ');
    puzzles.push_back(std::move(puzzle));
    if (limit > 0 && puzzles.size() >= limit) break;
  }
  return puzzles;
}

std::optional<std::string> goal_type_for_theme(std::string_view theme) {
  if (theme == "fork") return "fork";
  if (theme == "pin") return "pin";
  if (theme == "skewer") return "skewer";
  if (theme == "discoveredAttack") return "discover";
  if (theme == "mateIn1" || theme == "mateIn2") return "mate";
  return std::nullopt;
}

const std::vector<std::string>& named_themes() {
  static const std::vector<std::string> themes{"fork", "pin", "skewer", "discoveredAttack", "mateIn1", "mateIn2"};
  return themes;
}

const std::vector<std::string>& named_kinds() {
  static const std::vector<std::string> kinds{"fork", "pin", "skewer", "discover", "mate"};
  return kinds;
}

bool themed_as(const Puzzle& puzzle, std::string_view kind) {
  return std::any_of(puzzle.themes.begin(), puzzle.themes.end(), [&](const std::string& theme) {
    if (kind == "mate") return theme.starts_with("mate");
    return goal_type_for_theme(theme) == kind;
  });
}

bool trace_names(const Trace& trace, const std::string& type, const std::string& first_move, const std::string& striker) {
  return std::any_of(trace.goals.begin(), trace.goals.end(), [&](const TraceGoal& goal) {
    if (goal.owner != "machine" || goal.type != type || !goal.tactic || goal.tactic->first_move != first_move)
      return false;
    if (type == "mate") return true;  // the machine's mate goal is always of the enemy king
    return !goal.arguments.empty() && goal.arguments.front() == striker;
  });
}

bool summary_names(const Trace& trace, const std::string& type, const std::string& move, const std::string& striker) {
  if (!trace.tactic || !trace.tactic->named || trace.tactic->kind != type || trace.move != move) return false;
  return type == "mate" || (!trace.tactic->arguments.empty() && trace.tactic->arguments.front() == striker);
}

PuzzleOutcome try_puzzle(const Puzzle& puzzle, const std::filesystem::path& rules_file, std::uint64_t nodes) {
  link_chess_game();  // the adapter GamePlayer finds by name
  GamePlayer player("chess", puzzle.fen, rules_file, EngineKind::newell);
  Game& game = player.game();
  const auto legal = [&](std::size_t index) {
    const auto move = game.parse_move(puzzle.moves[index]);
    if (!move)
      throw std::invalid_argument(fmt::format("puzzle {}: '{}' (move {}) is not legal", puzzle.id, puzzle.moves[index],
                                              index + 1));
    return *move;
  };
  player.play_opponent(legal(0));
  PuzzleOutcome outcome;
  outcome.solution_moves = static_cast<int>(puzzle.moves.size() / 2);
  for (const auto& theme : puzzle.themes)
    if (goal_type_for_theme(theme)) outcome.named_in_line[theme] = outcome.summary_named_in_line[theme] = false;
  for (std::size_t index = 1; index < puzzle.moves.size(); index += 2) {
    const auto solution = legal(index);
    const std::string solution_text = game.move_text(solution);
    // The man the solution moves, as the trace names men.
    const std::string striker = game.describe(interpreter::types::man, game.moved_man(solution));
    const auto played = player.decide({.nodes = nodes});
    if (!played || !played->full_trace) return outcome;
    const Trace& trace = *played->full_trace;
    for (auto& [theme, named] : outcome.named_in_line)
      named = named || trace_names(trace, *goal_type_for_theme(theme), solution_text, striker);
    for (auto& [theme, named] : outcome.summary_named_in_line)
      named = named || summary_names(trace, *goal_type_for_theme(theme), solution_text, striker);
    if (index == 1) {
      outcome.solution = solution_text;
      outcome.striker = striker;
      outcome.played = played->notation;
      outcome.found = played->move == solution;
      outcome.trace = trace;
      for (const auto& theme : puzzle.themes)
        if (const auto type = goal_type_for_theme(theme))
          outcome.named[theme] = trace_names(trace, *type, solution_text, striker);
      // The man the played move moved, named as it stood when the trace was made (before the move).
      game.unmake();
      const std::string played_striker = game.describe(interpreter::types::man, game.moved_man(played->move));
      game.make(played->move);
      for (const auto& kind : named_kinds())
        if (trace_names(trace, kind, outcome.played, played_striker)) outcome.kinds_for_played.insert(kind);
      for (const auto& kind : named_kinds())
        if (summary_names(trace, kind, outcome.played, played_striker)) outcome.summary_kind = kind;
    }
    if (played->move != solution) break;
    ++outcome.moves_found;
    if (index + 1 < puzzle.moves.size()) player.play_opponent(legal(index + 1));
  }
  return outcome;
}

}  // namespace newell::games
