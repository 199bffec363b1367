#pragma once
// Tactics named: the goal engine on Lichess puzzles (CSV: PuzzleId,FEN,Moves,Rating,...,Themes,...).
// The puzzle convention: the FEN is the position before the opponent's move Moves[0]; the solver's
// first move is Moves[1]. A puzzle is *found* when the engine plays Moves[1]; a theme that names a
// kind of tactic (fork, pin, skewer, discoveredAttack, mateIn1, mateIn2) is *named* when the trace
// holds a goal of the engine of that kind whose tactic starts with Moves[1] and whose men are the
// right ones (the man that moves strikes the fork, pin, skewer or discovery; a mate is of the
// enemy king); and the same by the summary alone, which names a blow only where it stands.

#include "goals/trace.h"

#include <cstdint>
#include <filesystem>
#include <istream>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace newell::games {

struct Puzzle {
  std::string id;
  std::string fen;
  std::vector<std::string> moves;   // UCI
  std::vector<std::string> themes;
  int rating = 0;
};

// Reads the CSV (header line first); at most `limit` puzzles when limit > 0. Throws
// std::runtime_error naming the line of a malformed record.
std::vector<Puzzle> read_lichess_puzzles(std::istream& input, std::size_t limit = 0);

// The goal type whose tactic a theme names ("fork" -> "fork", "discoveredAttack" -> "discover",
// "mateIn1" and "mateIn2" -> "mate"); none for a theme that names no kind of tactic.
std::optional<std::string> goal_type_for_theme(std::string_view theme);
// The themes reported one by one.
const std::vector<std::string>& named_themes();
// The goal types the named themes name (fork, pin, skewer, discover, mate), for precision.
const std::vector<std::string>& named_kinds();
// Is the puzzle themed as kind K: a mate of any length counts for "mate" (Lichess tags every mate
// "mate" besides mateInN), the other kinds by their theme.
bool themed_as(const Puzzle& puzzle, std::string_view kind);

// Does the trace hold a goal of the engine of kind `type` whose tactic starts with `first_move`
// (SAN) and whose first man is `striker` (the man that moves; any man for a mate, which is always
// of the enemy king)?
bool trace_names(const goals::Trace& trace, const std::string& type, const std::string& first_move, const std::string& striker);
// Does the trace's summary name kind `type` for its move `move` (SAN), struck by `striker` (any man
// for a mate)? A named blow is named only where it stands on the board (goals::TracePlayedTactic).
bool summary_names(const goals::Trace& trace, const std::string& type, const std::string& move, const std::string& striker);

struct PuzzleOutcome {
  std::string solution;   // Moves[1] in SAN
  std::string played;     // the engine's move in SAN
  bool found = false;
  std::map<std::string, bool> named;  // per named theme of the puzzle, by the trace of the first move
  // Per named theme: named by the trace of any move of the solution the engine played while it kept
  // to the solution (the opponent's moves are the puzzle's), the striker being the man that move
  // moves. Lichess themes a puzzle by its whole line: a fork that follows a check is themed fork.
  std::map<std::string, bool> named_in_line;
  // The same by the summaries alone: what a player reads.
  std::map<std::string, bool> summary_named_in_line;
  int solution_moves = 0;  // the solver's moves in the puzzle
  int moves_found = 0;     // of them, played by the engine before its first other move
  bool solved() const { return moves_found == solution_moves; }
  // The kinds (named_kinds) the trace's goals name for the move played, with the man it moves.
  std::set<std::string> kinds_for_played;
  // The kind the summary names for the move played (empty: none of named_kinds): for precision (of
  // the puzzles where the summary names kind K for the move played, the share themed K).
  std::string summary_kind;
  std::string striker;    // the man the solution moves, as the trace names men
  goals::Trace trace;
};

// Plays Moves[0] (the goal engine reading it as its opponent's move), then lets the engine decide
// within `nodes`; while it plays the solution, the puzzle's next opponent move is played and the
// engine decides again, to the end of the solution. Throws std::invalid_argument for a FEN or move
// the game refuses.
PuzzleOutcome try_puzzle(const Puzzle& puzzle, const std::filesystem::path& rules_file, std::uint64_t nodes);

}  // namespace newell::games
