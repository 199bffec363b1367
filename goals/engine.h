#pragma once
// The goal engine: Newell's decision cycle over one game and one rule file.
//
//   GoalEngine engine(game, rules);
//   engine.observe_opponent_move(move);   // before the opponent's move is made on `game`
//   Decision decision = engine.choose_move({.nodes = 2000});
//
// Goals decide, the core answers. Each decision runs the cycle: refresh the goal net (seek nets,
// pruning, retiring hypotheses), search tactics for our goals, evaluate the candidates (the first
// moves of those tactics) by likelihood propagation and importance, and, while none is good enough,
// grow subgoals with the transformation rules and search again. The candidates are then put to the
// core best first: a candidate whose reply (found by a short full-width search) leaves us worse than
// standing still by more than the rules' margin is refuted, and the trace names the reply. The core's
// own move is played only when no candidate survives; the trace says so and what was missing.

#include "goals/decision_state.h"
#include "goals/engine_context.h"
#include "goals/game.h"
#include "goals/goal_net.h"
#include "goals/levels.h"
#include "goals/likelihood.h"
#include "goals/opponent_predictor.h"
#include "goals/rules.h"
#include "goals/tactic_search.h"
#include "goals/trace.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <random>

namespace newell::goals {

// What the engine is doing while it thinks, for a GUI (UCI `info currmove` and iteration lines):
// told on the thinking thread when the core starts checking a candidate (no score yet), and each
// time the candidate it means to play stands at a look `depth` plies deep (its score, and the core's
// line): a new move only when it changes its mind, never each candidate of the first look in turn.
struct Progress {
  int depth = 0;
  std::string move;              // the candidate, in the game's notation
  int number = 0;                // its place among the candidates, 1 for the one valued best
  std::optional<int> score;      // when it stands: the core's score after it and the reply, for us
  std::vector<std::string> line; // then: the move, the core's reply and the core's line on from it
  std::uint64_t nodes = 0;       // the decision's nodes so far
};

struct Budget {
  // A node count no decision reaches: thinking by the clock alone, or until `stop`.
  static constexpr std::uint64_t unlimited_nodes = 1'000'000'000'000ULL;
  std::uint64_t nodes = 2000;  // every position the engine and the core touch for this decision
  // A clock (UCI, match time controls) and a stop flag: past the deadline or once *stop is true the
  // engine stops thinking and plays the best move it has. With a deadline the shares of the budget
  // are shares of the time too: the tactics end at `search_time_share` of it, the refutations where
  // the fallback's reserve (`fallback_share`) begins.
  std::optional<std::chrono::steady_clock::time_point> deadline{};
  const std::atomic<bool>* stop = nullptr;
  std::function<void(const Progress&)> progress{};  // none: nobody is told
  // UCI `searchmoves`: when not empty, the move played is one of these (the legal ones) and no other.
  std::vector<MoveId> allowed_moves{};
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
  // The rules' `define NAME(M: move) := ...` for the opponent's move `move`, in the context
  // likelihood_of uses (its goals and their activity): what learning fits the likelihood on.
  std::optional<double> opponent_move_term(std::string_view name, MoveId move);
  // An outside opponent model (none: the rules alone); likelihood_of then reports
  // (1 - weight) * rules + weight * predictor. The predictor must outlive its use here.
  void set_opponent_predictor(OpponentPredictor* predictor, double weight = 1) { predictor_ = predictor; predictor_weight_ = weight; }

  const GoalNet& net() const { return net_; }
  // Forget the goal net and the opponent model (a new game).
  void new_game();

 private:
  // The steps of the decision cycle, numbered as in goals/README.md; each step's file is named
  // cycle_NN_*.cpp. `choose_move` (engine.cpp) runs them in order.
  // The decision's start: its state, levels and shares of the budget.
  bool begin(const Budget& budget, Trace& trace);
  void set_shares(const Budget& budget, Trace& trace);
  // 1. Opponent model (with observe_opponent_move): the tactics played earlier, judged now.
  void judge_played_tactics(Trace& trace);
  // 2. The opponent's threat.
  void read_threat();
  // 3. Refresh the net.
  void refresh_net();
  std::vector<GoalId> adopt_proposed(Side owner);
  // 4. Tactic search.
  std::vector<GoalId> goals_to_search();
  TacticSettings tactic_settings(GoalId id);
  void search_tactics(const std::vector<GoalId>& goals, TraceIteration& record);
  // 5. Evaluation by likelihood propagation.
  void evaluate();
  // 6. Candidates and their value.
  std::vector<Candidate> candidates();
  void offer_kept_tactic(std::map<MoveId, Candidate>& by_move, std::map<MoveId, double>& weighted);
  void judge(Candidate& candidate);
  double line_value(const Candidate& candidate);
  double value_after(MoveId move);
  // 7. Good enough? Steps 4-6 repeated, growing subgoals until a candidate is.
  std::vector<Candidate> run_cycle(std::vector<GoalId> pending, Trace& trace);
  bool next_iteration(int iteration, std::vector<GoalId>& pending, TraceIteration& record);
  void measure_conflict(const Candidate& best);
  std::vector<std::pair<GoalId, int>> nearly_proved();
  std::vector<GoalId> decisive_to_widen();
  std::vector<GoalId> grow();
  // 8. Refutation: the looks (cycle_08_refutation.cpp) and the core's check of one candidate
  // (cycle_08_check.cpp).
  std::optional<std::size_t> refute(std::vector<Candidate>& candidates, Trace& trace);
  std::optional<std::size_t> first_look(std::vector<Candidate>& candidates, int depth);
  std::optional<std::size_t> compare_first_look(std::vector<Candidate>& candidates, bool in_check);
  // The deeper look at `depth` from candidate `from`: the survivor, or none.
  std::optional<std::size_t> deeper_look(std::vector<Candidate>& candidates, std::size_t from, int depth);
  std::optional<std::size_t> deepest_standing(std::vector<Candidate>& candidates, Trace& trace, int depth);
  enum class Outcompeted { no, yes, unchecked };
  // `first_restored`: lowered to the place of each rival refuted at a shallower look that stands at this one.
  Outcompeted outcompeted_at(std::vector<Candidate>& list, std::size_t index, int depth, std::size_t& first_restored);
  std::optional<std::size_t> rival_of(const std::vector<Candidate>& list, std::size_t index, int depth) const;
  // The verdict of a look `depth` plies deep (unchecked: the look could not be made or finished).
  Verdict check(Candidate& candidate, int depth);
  Verdict judge_reply(Candidate& candidate, int depth, bool replied, bool defeats);
  Verdict prove(Candidate& candidate, bool replied);
  bool proved(const Candidate& candidate);
  bool defeated(const Candidate& candidate, MoveId reply);
  // Budget::progress: `number` is the candidate's place in the list (0-based).
  void report_checking(const Candidate& candidate, std::size_t number, int depth) const;
  void report_stands(const Candidate& candidate, std::size_t number, int depth) const;
  Progress progress_of(const Candidate& candidate, std::size_t number, int depth) const;
  int farther(int score, int plies) const;
  // Nodes the refutation share has left (at least 1).
  std::uint64_t refutation_nodes_left() const;
  bool refutation_budget_left() const;
  // The core's reply to the move just made, searched to `depth` within the refutation share.
  Game::CoreResult core_reply(int depth);
  std::vector<MoveId> moves_of_line(MoveId move, const std::vector<std::string>& after);
  Game::CoreResult reply_along_line(const Candidate& candidate, int depth, std::size_t ply, Game::CoreResult reply,
                                    std::vector<std::string>& followed);
  // The core's search of a pass to `depth` (cached for the decision); none in check.
  const std::optional<Game::CoreResult>& standing_still(int depth);
  // The core's search of a pass to `depth` within `nodes`, its score counted as a candidate's.
  std::optional<Game::CoreResult> pass_searched(int depth, std::uint64_t nodes);
  // 9. The second look: the goals a position offers only when nothing stands.
  std::optional<std::size_t> look_again(std::vector<Candidate>& candidates, Trace& trace);
  // 10. When every candidate was refuted and not even the core's best move meets standing still
  // (a zugzwang, a lost game): the goals' moves compared with each other.
  std::optional<std::size_t> when_every_move_loses(std::vector<Candidate>& candidates);
  // 11. The move: the chosen candidate played, or the core's own.
  std::optional<std::size_t> choose(std::vector<Candidate>& candidates, Trace& trace);
  Decision play(const Candidate& chosen, const std::vector<Candidate>& candidates, Trace& trace);
  void remember_played(const Candidate& chosen);
  Decision fall_back(const std::vector<Candidate>& candidates, Trace& trace);
  void best_allowed_move(const std::vector<MoveId>& legal, Game::CoreResult& core, Decision& decision);
  std::string fallback_summary(const std::string& move, const Game::CoreResult& core,
                               const std::vector<Candidate>& candidates, Trace& trace) const;
  // The trace (engine_trace.cpp).
  void record_candidates(const std::vector<Candidate>& candidates, Trace& trace);
  // Sets whether `tactic`'s kind is named (a named blow only where it stands on the board).
  std::string summary(const Candidate& chosen, const std::vector<Candidate>& candidates, TracePlayedTactic& tactic);
  // The ply of `line` (the move's expected line, `move` first; empty: the move alone) after which a
  // named blow stands on the board, counting the owner's moves only; none when it stands nowhere.
  std::optional<std::size_t> blow_stands(const Goal& goal, MoveId move, const std::vector<MoveId>& line);
  // A goal as the summary names it after `move`: its short form, or a blow standing nowhere in plain words.
  std::string goal_mention(const Goal& goal, MoveId move);
  Trace finish_trace(Trace trace);
  TraceGoal trace_goal(GoalId id);

  double importance(const Goal& goal);
  bool out_of_time(std::optional<std::chrono::steady_clock::time_point> deadline) const;

  Game& game_;
  Rules& rules_;
  GoalNet net_;
  EngineContext context_;
  LevelReader levels_;
  std::mt19937_64 random_;
  std::uint64_t seed_;
  std::optional<TraceClassification> last_classification_;
  OpponentPredictor* predictor_ = nullptr;
  double predictor_weight_ = 1;
  // Tactics played and not yet settled: the goal, the likelihood predicted, our moves left in its line.
  struct PlayedTactic {
    GoalId goal = 0;
    double likelihood = 0;
    int moves_left = 0;
    int moves = 0;
    std::vector<MoveId> line;       // its line from the move played
    std::size_t reply = 1;          // the place in `line` of the opponent's reply still to come
  };
  std::vector<PlayedTactic> played_tactics_;
  // The opponent's last move, as observe_opponent_move saw it, and as a player writes it.
  std::optional<MoveId> opponent_move_;
  std::string opponent_move_text_;
  // A tactic kept from the last decision: the opponent replied as its line foresaw, so its next
  // move is a candidate of this decision, with the rest of its line.
  struct KeptTactic {
    GoalId goal = 0;
    double likelihood = 0;
    std::vector<MoveId> line;       // from our next move
    std::string reply;              // the reply it foresaw, which was played
  };
  std::optional<KeptTactic> kept_;

  DecisionState decision_;
};

}  // namespace newell::goals
