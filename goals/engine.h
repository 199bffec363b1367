#pragma once
// The goal engine: Newell's decision cycle over one game and one rule file.
//
//   GoalEngine engine(game, rules);
//   engine.observe_opponent_move(move);   // before the opponent's move is made on `game`
//   Decision decision = engine.choose_move({.nodes = 2000});
//
// choose_move always ends with a legal move when there is one: the first moves of the tactics are
// the alternatives, each judged by the goal likelihoods of the position it leads to and verified by
// a short full-width search of the core; when none survives (or none exists) the core's own search
// chooses, and the trace says so.

#include "goals/engine_context.h"
#include "goals/game.h"
#include "goals/goal_net.h"
#include "goals/likelihood.h"
#include "goals/opponent_predictor.h"
#include "goals/rules.h"
#include "goals/tactic_search.h"
#include "goals/trace.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <random>

namespace newell::goals {

struct Budget {
  // A node count no decision reaches: thinking by the clock alone, or until `stop`.
  static constexpr std::uint64_t unlimited_nodes = 1'000'000'000'000ULL;
  std::uint64_t nodes = 2000;  // every position the engine and the core touch for this decision
  // A clock (UCI, match time controls) and a stop flag: past the deadline or once *stop is true the
  // engine stops thinking and plays the best move it has (the core's search returns its best so
  // far). With a deadline the shares of the budget are shares of the time too: the tactics end at
  // `search_time_share` of it, the core's own search where the `verify_share` reserve begins.
  std::optional<std::chrono::steady_clock::time_point> deadline{};
  const std::atomic<bool>* stop = nullptr;
};

struct Decision {
  std::optional<MoveId> move;  // none only when there is no legal move
  std::string move_text;
  Trace trace;
};

class GoalEngine {
 public:
  // `rules` must be built against `game.registry()`; both must outlive the engine.
  GoalEngine(Game& game, Rules& rules, std::uint64_t seed = 1955);

  Decision choose_move(Budget budget);
  // The opponent is about to play `move` in the game's current position: classify it (stems from
  // one of its goals, or a new goal), and update every opponent goal's activity.
  void observe_opponent_move(MoveId move);

  // The likelihood the rules give the move `move` of the side to move, which the engine sees as its
  // opponent (the opponent model's prediction, before observe_opponent_move).
  double likelihood_of(MoveId move);
  // An outside opponent model (none: the rules alone); likelihood_of then reports
  // (1 - weight) * rules + weight * predictor. The predictor must outlive its use here.
  void set_opponent_predictor(OpponentPredictor* predictor, double weight = 1) { predictor_ = predictor; predictor_weight_ = weight; }

  const GoalNet& net() const { return net_; }
  // Forget the goal net and the opponent model (a new game).
  void new_game();

 private:
  struct Alternative {
    MoveId move = 0;
    double value = 0;
    double best_tactic = 0;              // the likeliest tactic starting with this move
    std::optional<GoalId> best_goal;
    std::vector<GoalId> tactics_started;
    std::optional<int> verified;
    bool rejected = false;
    std::string reason;
  };

  void refresh_goals();
  void read_aspirations(Trace& trace);
  double importance(const Goal& goal);
  std::vector<Alternative> alternatives();
  void judge(Alternative& alternative);
  bool verify(Alternative& alternative, const Game::CoreResult& core, std::uint64_t stop_at);
  bool proved(const Alternative& alternative);
  std::optional<Game::CoreResult> compare(std::vector<Alternative*>& candidates, const Game::CoreResult& core,
                                          std::uint64_t stop_at, Trace& trace);
  std::vector<GoalId> grow();
  Trace finish_trace(Trace trace);
  std::string summary(const Alternative& chosen, double aspiration) const;

  Game& game_;
  Rules& rules_;
  GoalNet net_;
  EngineContext context_;
  std::mt19937_64 random_;
  std::uint64_t seed_;
  std::optional<TraceClassification> last_classification_;

  // Per decision.
  std::map<GoalId, Tactic> tactics_;
  std::map<GoalId, bool> achieved_;
  std::map<GoalId, GoalLikelihood> likelihoods_;
  std::optional<int> baseline_;
  TacticSettings settings_;
  int verify_depth_ = 2;
  double keep_ = 0.5;          // share of a goal's likelihood kept by a move that does not serve it
  double random_element_ = 0.1;
  int max_iterations_ = 4;
  int grow_per_iteration_ = 3;
  OpponentPredictor* predictor_ = nullptr;
  double predictor_weight_ = 1;
  int loss_margin_ = 100;      // in the core's units: how much worse than the core's best is a loss
};

}  // namespace newell::goals
