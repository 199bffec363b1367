#pragma once
// What one game taught, in Newell's three kinds of record ("Learning", 1955):
// - transformation rules: each subgoal edge a rule made, credited with success when its parent goal
//   was achieved at a later decision, with failure when the parent was abandoned (retired, or never
//   achieved by the end of the game);
// - tactic search: each adequate tactic found for a goal type, credited when that goal was achieved
//   at a later decision;
// - likelihood inferences: each opponent move, credited with the chance that the opponent model's
//   likeliest move (ties shared) was the move played.
//
//   CreditLedger ledger;
//   ... after each engine decision: ledger.after_decision(engine, rules, decision.trace);
//   ... before the opponent's move is observed: ledger.before_opponent_move(engine, game, move);
//   ledger.finish(engine, rules);   // at the end of the game
//
// Which subgoal edges are credited (`CreditMode`): `all` (the default) credits every edge a rule
// made, once, whether or not the engine acted on the subgoal; `pursued` credits an edge each time
// the engine played a move (goal-driven) that starts its subgoal's tactic, with success when the
// parent was achieved after that move. `pursued` is the sharper reading of Newell's "what is
// reinforced is the transformation rule that provided the subgoal": a rule is judged by what
// happened when its subgoal was worked on, so two rules that grow subgoals under the same parent
// at the same time are told apart by the moves they led to. `tactic` is Newell's own reading
// (newell_credit.h): a goal-driven move is judged when the engine settles its tactic, the rule that
// provided the subgoal credited wholly and the rules above it by their share, and a fallback that
// met a threat no goal covered weakens the rules whose subgoals offered nothing; each credit is kept
// as evidence (GameCredit::evidence). Under `pursued` credit each trial is kept as evidence too (event
// "parent achieved" or "parent not achieved", at the ply of the move that pursued the subgoal), and
// the failures are recorded as under `tactic` credit: a fallback's uncovered threat weakens the rules
// that should have covered it, and the threats no goal named and the replies that won material
// unforeseen are kept for `newell learn propose`.
//
// In every mode the ledger also observes the engine's likelihoods (likelihood_learning.h): each
// tactic played and settled (its predicted likelihood, as the rules gave it, and whether it reached
// its goal) and, at each opponent move, every legal reply's share of the model's likelihood and
// whether it was the move played.

#include "goals/engine.h"
#include "learning/transformation/likelihood_learning.h"
#include "store/credit_evidence.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace newell::learning::transformation {

// Trials and successes; fractional under `tactic` credit, where a rule above the subgoal gets its share.
struct Tally {
  double trials = 0;
  double successes = 0;
  void add(const Tally& other) {
    trials += other.trials;
    successes += other.successes;
  }
};

struct GameCredit {
  std::map<std::string, Tally> transforms;  // by rule name ("att->def")
  std::map<std::string, Tally> tactics;     // by goal type
  double predictions = 0;                   // opponent moves seen
  double predicted = 0;                     // expected top-1 hits of the opponent model
  int goals = 0;                            // goals of the machine's own
  int goals_achieved = 0;
  std::vector<store::CreditEvidence> evidence;  // `tactic` credit: each rule's credit, no game id yet
  LikelihoodObservations likelihoods;           // the engine's likelihoods against what happened
  void add(const GameCredit& other);
};

// The evidence event of a threat that took a man no goal of ours named, or took nothing at once
// (its rule is empty: no weight moved; its goal text ends with the decision's position).
inline constexpr const char* uncovered_no_goal_event = "threat no goal named";

// The evidence event of a tactic that reached its goal while the core's score of our position fell
// by more than the game's loss margin on the way: the subgoal was had at its parent's expense, so
// under `tactic` credit its rules are credited with a failure (newell_credit.h, tactic_cost).
inline constexpr const char* reached_at_a_cost_event = "reached at a cost";

enum class CreditMode : std::uint8_t { all, pursued, tactic };
std::string credit_mode_name(CreditMode mode);
// "all", "pursued" or "tactic"; throws std::invalid_argument naming the text otherwise.
CreditMode parse_credit_mode(const std::string& text);

class CreditLedger {
 public:
  explicit CreditLedger(CreditMode mode = CreditMode::all) : mode_(mode) {}
  // Before the engine's decision (and once more at the end of the game): the goals the engine is
  // about to retire because one of their men has been taken are tested for achievement now, in
  // the position that took it, for the engine never tests a retired goal (att(T, A) is achieved
  // exactly when T is gone).
  // At the end of the game (`game_over`), `won` says whether the engine's side won it, also when
  // the core adjudicated the win: a goal of a type the rules call decisive (`aspire proof_mate 1.`)
  // counts as achieved then, as the game's own result, though no mate stands on the board.
  void before_decision(const goals::GoalEngine& engine, goals::Rules& rules, goals::Game& game, bool game_over,
                       bool won = false);
  // `game` (in the position the decision was made in, before its move) and `ply` (the move's, from
  // 1) give the evidence its ply and the observations their game phase; without a game the phase is
  // the middlegame's and no fallback is judged.
  void after_decision(const goals::GoalEngine& engine, const goals::Rules& rules, const goals::Trace& trace,
                      goals::Game* game = nullptr, int ply = 0);
  // `engine` is about to observe `move`, played by its opponent in `game`'s current position.
  void before_opponent_move(goals::GoalEngine& engine, goals::Game& game, goals::MoveId move);
  GameCredit finish(const goals::GoalEngine& engine, const goals::Rules& rules);
  // The transformation-rule credit of the subgoal edges resolved since the last call (the parent
  // achieved, or retired unachieved; at the end of the game every edge left), for learning after
  // each move. finish() still reports the whole game.
  std::map<std::string, Tally> take_resolved(const goals::GoalEngine& engine, const goals::Rules& rules, bool game_over);

 private:
  struct Edge {
    goals::GoalId parent = 0;
    std::uint32_t transform = 0;
    int made_at = 0;
    // `pursued` credit's evidence: the move's ply and the subgoal and its parent, as text.
    int ply = 0;
    std::string subgoal, parent_goal;
  };
  // The failures `learn propose` reads and the blame of uncovered threats: kept under `tactic` and
  // `pursued` credit.
  bool records_failures() const { return mode_ == CreditMode::tactic || mode_ == CreditMode::pursued; }
  CreditMode mode_;
  int decisions_ = 0;
  std::map<std::pair<goals::GoalId, goals::GoalId>, Edge> edges_;
  // What is credited: in `all` mode one trial per edge (made_at its creation), in `pursued` mode
  // one per edge and decision whose move started the subgoal's tactic (made_at that decision).
  std::map<std::tuple<goals::GoalId, goals::GoalId, int>, Edge> trials_;
  std::set<std::tuple<goals::GoalId, goals::GoalId, int>> taken_;
  std::map<goals::GoalId, std::set<int>> achieved_at_;          // decisions at which a goal was achieved
  std::map<goals::GoalId, std::pair<std::string, int>> tactic_;  // goal -> (type, first decision with a tactic)
  std::set<goals::GoalId> own_goals_;
  double predictions_ = 0, predicted_ = 0;
  // `tactic` credit and the likelihood observations.
  struct PendingTactic {
    std::string kind, goal;
    double likelihood = 0;
    int ply = 0;
    goals::GamePhase phase = goals::GamePhase::middlegame;
    std::map<std::string, double> shares;  // the providing rules (tactic credit only)
    std::optional<int> core_score;         // the core's score of the move that started it, for us
  };
  // `settling`: the decision that settles `outcome` (its core score judges what the tactic cost).
  void settle(const goals::Rules& rules, const goals::TraceOutcome& outcome, goals::GamePhase phase, const goals::Trace& settling,
              int loss_margin);
  void blame_uncovered_threat(const goals::GoalEngine& engine, const goals::Rules& rules, const goals::Trace& trace,
                              const std::string& game, int ply);
  // `tactic` credit: the last goal-driven decision, awaiting the opponent's reply and our next
  // decision, to judge whether an opponent goal won material it did not foresee (unforeseen_loss.h).
  struct AwaitedReply {
    std::string game, decided_in, after_our_move, reply;
    std::vector<std::string> expected;  // the tactic line's next move, the core's reply to the move played
    goals::Trace ours;                  // the decision's goals only: which of ours named the men taken
    int ply = 0;
  };
  void judge_awaited_reply(const goals::Trace& next);
  std::optional<AwaitedReply> awaited_;
  std::vector<PendingTactic> pending_;
  std::map<std::string, Tally> tactic_credit_, tactic_resolved_;
  std::vector<store::CreditEvidence> evidence_;
  LikelihoodObservations likelihoods_;
};

}  // namespace newell::learning::transformation
