#pragma once
// Tactic search for one goal (Newell's tactics): a tree from the current position in which the
// goal owner's nodes offer a few moves, in order of utility, and the other side's nodes its replies
// in order of likelihood. Likelihoods compound along a line; a line is followed while it stays
// likely (above the tactic floor) and within the depth the aspiration allows, or, where the rules say
// the plan still works there (`line_goes_on`), a few plies beyond it. Achievement is judged
// only where the owner is to move again (after the other side's reply) or the game has ended, so a
// move is never credited with what the reply undoes. The owner's node takes its best move; the other
// side's node averages its replies by their normalised likelihoods, and the replies too unlikely to
// follow count as the position before them does (they are taken not to interfere). The root's value
// is the likelihood that the tactic reaches achievement; every first move tried keeps its own value
// and line, so each is a candidate the engine can weigh. Every node counts on the game's counter.

#include "goals/engine_context.h"
#include "goals/game.h"
#include "goals/opponent_predictor.h"
#include "goals/rules.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace newell::goals {

struct TacticSettings {
  double floor = 0.02;     // aspire tactic_floor
  double adequate = 0.6;   // aspire adequate
  int depth = 3;           // plies (aspire tactic_depth)
  int width = 3;           // moves tried at the owner's nodes (aspire tactic_width)
  int root_width = 6;      // moves tried at the root (aspire root_width)
  double utility_floor = -1e300;  // our moves of lower utility are not tried (aspire utility_floor_<goal>)
  std::uint64_t stop_at = 0;  // the counter value at which the search must stop (0: none)
  // Looking for a proof only (a decisive goal): a reply that escapes ends the other side's node,
  // whose value is then what the replies before it gave (a lower bound), and the search moves on.
  bool proof_only = false;
  bool compare_certain = false;  // aspire compare_certain
  // A goal achieved now but under threat (anticipate_<goal>): searched all the same, so the first
  // moves that keep it achieved after the threat are told from those that do not.
  bool anticipate = false;
  // The likelihood of a line that reaches the depth undecided (aspire horizon_<goal>): 0 takes
  // the goal as missed there; a little more keeps a long attack's tries ahead of hopeless ones.
  double horizon = 0;
  // Plies a line may run past the depth while the plan still works (aspire extension_<goal>): at
  // the depth the rules' `line_goes_on` is asked, and when it holds the line gets two plies more
  // (our move and the reply), until these are spent.
  int extension = 0;
  std::optional<std::chrono::steady_clock::time_point> deadline;
  const std::atomic<bool>* stop = nullptr;
};

// A first move the tactic tried: the likelihood its line reaches the goal, and that line.
struct TriedMove {
  MoveId move = 0;
  double value = 0;
  std::vector<MoveId> line;  // from the position the tactic was searched in
  // A line from it reached the goal within the depth: its value is not the horizon's hope alone.
  bool reached = false;
};

// A line of moves as a player writes it: each made in turn from the game's position (and taken back
// after), where its notation is decided.
std::vector<std::string> line_text(Game& game, const std::vector<MoveId>& line);

struct Tactic {
  GoalId goal = 0;
  std::optional<MoveId> first_move;   // none: no move of ours reaches the goal at all
  double likelihood = 0;              // of reaching achievement
  bool adequate = false;
  bool achieved_now = false;          // nothing to do: already achieved
  std::uint64_t nodes = 0;            // positions this search made
  int deepest = 0;                    // deepest ply reached
  std::vector<MoveId> line;           // the expected line: our best move, their likeliest reply, ...
  std::vector<TriedMove> tried;       // every first move tried, in the order tried
  bool stopped = false;               // the budget ended it
};

class TacticSearch {
 public:
  TacticSearch(Rules& rules, Game& game, EngineContext& context) : rules_(rules), game_(game), context_(context) {}
  // The opponent's replies are ranked by (1 - weight) * rules + weight * predictor, as
  // GoalEngine::likelihood_of reports them, so a learned model of the opponent steers the tactics.
  void set_opponent_predictor(OpponentPredictor* predictor, double weight) {
    predictor_ = predictor;
    predictor_weight_ = weight;
  }

  // Searches for the goal owned by the side to move; a goal of the other side gets no tactic.
  Tactic search(GoalId id, const TacticSettings& settings);

 private:
  double node(int ply, double path, bool record_line);
  double our_node(int ply, double path, bool record_line);
  double their_node(int ply, double path, bool record_line);
  // Fills ranked_[ply] with the moves of the side to move, best first by utility or likelihood.
  void rank(int ply);
  bool out_of_budget() const;
  // The rules' learned likelihood corrections (Rules::likelihood_calibration), when they have one:
  // the replies' shares at an opponent node, and the tactic's likelihoods once it is searched.
  void correct_reply_shares(std::vector<std::pair<double, MoveId>>& ranked) const;
  void correct_tactic_likelihoods();

  OpponentPredictor* predictor_ = nullptr;
  double predictor_weight_ = 0;
  Rules& rules_;
  Game& game_;
  EngineContext& context_;
  const Goal* goal_ = nullptr;
  GamePhase phase_ = GamePhase::middlegame;  // of the position searched from (the calibration's)
  TacticSettings settings_;
  Tactic tactic_;
  bool reached_ = false;  // since the root move now tried was made, a line has reached the goal
  int depth_ = 0;         // the depth of the line now followed: settings_.depth and its extensions
  std::vector<std::vector<MoveId>> moves_;  // per ply, reused
  std::vector<std::vector<std::pair<double, MoveId>>> ranked_;
};

}  // namespace newell::goals
