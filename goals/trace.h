#pragma once
// The trace of one decision: the goal net of both sides with each goal's likelihood and how it
// was reached, the tactics searched and their sizes, the classification of the opponent's last
// move, the alternatives with their verification, the aspiration decisions of each iteration of
// the cycle, and a plain-English summary. Three renderings: JSON (schema: docs/trace.schema.json),
// text for people, and the goal net as Graphviz DOT.

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace newell::goals {

struct TraceTactic {
  std::string first_move;   // empty: no move reaches the goal
  double likelihood = 0;
  std::uint64_t nodes = 0;
  int depth = 0;
  bool adequate = false;
  bool stopped = false;     // the budget ended it
  std::vector<std::string> line;
};

struct TraceSubgoalEdge {
  std::uint32_t parent = 0;
  std::string rule;         // "transform at rules/chess/newell.nwl:40"
  double weight = 1;
};

struct TraceGoal {
  std::uint32_t id = 0;
  std::string owner;        // "machine" or "opponent"
  std::string type;
  std::string text;         // "att(black queen on d8, white knight on f5)"
  std::vector<std::string> arguments;  // {"black queen on d8", "white knight on f5"}
  std::string origin;       // "seek", "classified", "transform"
  std::string origin_rule;
  bool achieved = false;
  double likelihood = 0;
  std::string how;          // "achieved", "tactic", "subgoals", "none"
  double activity = 0;
  double importance = 1;
  std::vector<TraceSubgoalEdge> parents;
  std::optional<TraceTactic> tactic;
};

// The kind of blow the played move strikes: the type of the goal whose tactic it starts (fork, pin,
// skewer, discover, mate, att, ...) with the men and squares that goal names.
struct TracePlayedTactic {
  std::string kind;
  std::string goal;
  std::vector<std::string> arguments;
  double likelihood = 0;
  // Whether the summary names the kind: always, but for a named blow (fork, pin, skewer, discover,
  // mate) only where it stands on the board; `stands_after` is then the ply of the plan after which
  // it does (0: the move played itself).
  bool named = true;
  std::optional<int> stands_after;
};

// How a tactic played earlier turned out: its goal was achieved within the moves its line foresaw
// (judged with the owner to move, as the tactic judged it), or not. For calibration: the predicted
// likelihood against what happened.
struct TraceOutcome {
  std::string goal;
  std::string kind;        // the goal type
  double likelihood = 0;   // predicted when its first move was played
  bool achieved = false;
  int moves = 0;           // our moves since then
};

struct TraceClassification {
  std::string move;
  std::string kind;         // "stems_from", "adopt", "other", "none"
  std::string goal;         // the goal served or adopted, as text
  int line = -1;
};

// A candidate: a first move of a tactic for one of our goals, its value by the goal evaluation,
// and the core's answer to "is it refuted?".
struct TraceAlternative {
  std::string move;
  double value = 0;                  // goal likelihoods after the move, weighted by importance
  std::string goal;                  // the goal it is played for (the most valuable tactic it starts)
  double likelihood = 0;             // of that tactic
  std::vector<std::uint32_t> tactics_started;  // goals whose tactic starts with this move
  std::optional<int> verified_score; // the core's score after the move and its reply, for the mover
  std::string score_text;            // the same as a player reads it ("+0.35", "#3")
  std::string reply;                 // the reply the core found (the refutation, when refuted)
  int checked_depth = 0;             // plies the core searched after the move
  // "played", "refuted", "unchecked" (no budget left to ask the core), "not checked" (a better
  // candidate was played first), "proved" (its tactic proves a decisive goal).
  std::string verdict;
  bool rejected = false;             // refuted
  std::string reason;                // the verdict in words
};

struct TraceIteration {
  int number = 0;
  std::vector<std::uint32_t> goals_searched;
  std::vector<std::uint32_t> subgoals_added;
  std::uint64_t nodes_after = 0;     // nodes used by the decision at the end of the iteration
  std::string best_move;
  double best_likelihood = 0;
  double aspiration = 0;
  bool good_enough = false;
  std::string decision;              // "play", "grow the net", "stop: ..."
};

struct Trace {
  std::string game;
  std::string position;
  std::string side;                  // the machine's side
  std::string rules;
  std::uint64_t node_budget = 0;
  std::uint64_t nodes_used = 0;
  std::uint64_t seed = 0;
  std::map<std::string, double> aspirations;
  std::vector<TraceGoal> goals;
  std::optional<TraceClassification> classification;
  std::vector<TraceIteration> iterations;
  std::vector<TraceAlternative> alternatives;
  // The core's score of the move played, for the mover: after the reply it found at the refutation
  // depth, or its own search's on a fallback; and the same as a player reads it ("+0.35", "#3").
  std::optional<int> baseline_score;
  std::string baseline_text;
  std::optional<int> standing_still_score;  // the core's score were we to pass, the refutations' standard
  std::string threat;                 // the opponent's best move were we to stand still
  int verification_depth = 0;         // the deepest refutation search of the decision
  std::vector<std::string> plan;      // the played tactic's expected line, from the move played
  std::vector<TraceOutcome> outcomes; // tactics played earlier whose result was settled at this decision
  std::string move;                   // empty only when there is no legal move
  std::string source;                 // "goal", "fallback", "none"
  std::optional<TracePlayedTactic> tactic;  // for a goal-driven move
  std::string summary;
  std::vector<std::string> runtime_errors;
};

nlohmann::json to_json(const Trace& trace);
std::string to_text(const Trace& trace);
std::string to_dot(const Trace& trace);
// "searched 1 goal", "searched 3 goals": an iteration's first words in every rendering.
std::string searched_text(const TraceIteration& iteration);

}  // namespace newell::goals
