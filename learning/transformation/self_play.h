#pragma once
// One game of the goal engine against itself: two rule sets (compiled against the same game), one
// engine each, the first playing the side that starts. A game ends by the rules (mate, no move),
// by a threefold repetition, or after `max_plies`, when the core's search adjudicates it: a side
// ahead by `adjudication_margin` (core units) wins, else it is drawn. Both engines' credit is
// collected (see credit.h). Deterministic: the same seed gives the same game.

#include "goals/engine.h"
#include "learning/transformation/credit.h"
#include "store/game_records.h"

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace newell::learning::transformation {

// An opening of self-play games: moves from the game's start position, played before the engines take over.
struct SelfPlayOpening {
  std::vector<std::string> moves;
  std::string label;  // where it came from ("openings-50.pgn game 3")
};

struct SelfPlaySettings {
  std::uint64_t nodes = 2000;  // per decision, both engines
  int max_plies = 160;
  int adjudication_margin = 200;  // two men in checkers, two pawns in chess
  int adjudication_depth = 4;
  bool keep_traces = true;        // the full trace of each decision in the game record
  // Random legal moves before the engines take over, so that games differ (the engine's choices
  // are nearly deterministic); drawn from the opening seed.
  int opening_plies = 4;
  // When given, the games start from these openings instead (number `opening_seed` modulo their count,
  // so that a pair of games with colours swapped shares one and consecutive pairs walk the list):
  // positions players meet, where random plies make odd ones. The engines are nearly deterministic,
  // so an opening played again repeats its games: a test uses each once. `openings_source` names them
  // in the stored settings.
  std::vector<SelfPlayOpening> openings;
  std::string openings_source;
  // When 0 or 1, that side (0: the side that starts) is not a goal engine but the core's own
  // alpha-beta search at `core_nodes` a move: a fixed opponent from outside the rules (its rule set
  // argument is unused, and it earns no credit).
  int core_side = -1;
  std::uint64_t core_nodes = 2000;
  // Which subgoal edges are credited (credit.h).
  CreditMode credit = CreditMode::all;
  // When set, hears after each decision (and at the end) the transformation-rule credit of the
  // subgoals resolved since, by side: learning after each move.
  std::function<void(goals::Side, const std::map<std::string, Tally>&)> on_move_credit;
};

struct SelfPlayGame {
  store::GameRecord record;     // result, termination, moves (and traces); kind/players set by the caller
  double first_score = 0.5;     // 1 win, 0.5 draw, 0 loss for the side that starts
  GameCredit credit[2];         // by side
};

// `first` and `second` must have been built against `game.registry()`; `game` is in its start
// position. `seed` seeds the engines, `opening_seed` the random opening or picks one of `openings` (a pair of games with
// colours swapped shares it).
SelfPlayGame play_self_play_game(goals::Game& game, goals::Rules& first, goals::Rules& second,
                                 const SelfPlaySettings& settings, std::uint64_t seed, std::uint64_t opening_seed);

// A seed for game `index` of an experiment seeded with `seed` (SplitMix64).
std::uint64_t game_seed(std::uint64_t seed, std::uint64_t index);

}  // namespace newell::learning::transformation
