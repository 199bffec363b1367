#pragma once
// The compiled rule file as the engine asks it questions: is this goal achieved, what is the
// utility of our move and the likelihood of the opponent's, what do the seek nets propose, how does
// the classification net read the opponent's move, which subgoals do the transformation rules
// offer, and what are the aspiration levels. One Evaluator, so no allocation per question; a
// runtime error in a rule answers "no" / 0 and is kept (the first of each rule) for the trace.

#include "goals/engine_context.h"
#include "goals/game.h"
#include "goals/goal_net.h"
#include "goals/likelihood_calibration.h"
#include "interpreter/evaluator.h"
#include "interpreter/program.h"

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace newell::goals {

// A goal a net or rule proposes: its type and arguments.
struct ProposedGoal {
  std::uint32_t type = 0;
  std::vector<interpreter::Value> arguments;
  std::string rule;  // which net or rule proposed it, for the trace
};

struct ProposedSubgoal {
  ProposedGoal goal;
  std::uint32_t transform = 0;
  double weight = 1;
};

// What the classification net made of an opponent move.
struct Classification {
  enum class Kind : std::uint8_t { none, stems_from, adopt, other } kind = Kind::none;
  std::optional<GoalId> goal;   // stems_from: the goal served
  std::optional<ProposedGoal> adopted;
  int line = -1;                // the net line that fired (0-based), -1 none
};

class Rules {
 public:
  // Reads, checks and compiles a rule file against the game's registry; throws std::runtime_error
  // carrying every diagnostic (file:line:col) when the file has errors.
  static std::unique_ptr<Rules> load(const std::filesystem::path& path, const interpreter::Registry& registry);
  static std::unique_ptr<Rules> from_text(std::string name, std::string text, const interpreter::Registry& registry);

  const interpreter::Program& program() const { return *program_; }
  const std::string& file_name() const { return file_name_; }

  bool achieved(Game& game, EngineContext& context, const Goal& goal);
  // Utility of a move of the machine, likelihood of a move of the machine's opponent; the machine's
  // point of view (me = the machine). Without such a rule: a value net `plausible(M: move)` for
  // utility if there is one, else 1 for every move. While a tactic searches for a goal of type K,
  // `define utility_K(M: move) := ...` is added (the pinning move of a pin tactic).
  double utility(Game& game, EngineContext& context, MoveId move);
  double likelihood(Game& game, EngineContext& context, MoveId move);
  // `define NAME(M: move) := ...` for the opponent's move `move`, seen as `likelihood` sees it (me =
  // the machine): the terms learning fits the likelihood on (learning/transformation/reply_model.h);
  // none when the rules define no such one-move definition or it fails.
  std::optional<double> move_definition(Game& game, EngineContext& context, std::string_view name, MoveId move);
  // How much one goal weighs: `define importance_<goal>(its parameters) := ...` evaluated for the
  // goal's arguments from its owner's side (an attack on a queen weighs more than one on a pawn);
  // none when the rules define no such function (the engine then reads `aspire importance_<goal>`).
  std::optional<double> importance(Game& game, EngineContext& context, const Goal& goal);
  // Whether a named blow stands on the board now: `define holds_<goal>(its parameters) := ...` (the
  // pin's line with the pinned man on it, the fork's two attacks), evaluated for the goal's arguments
  // from its owner's side; none when the rules define no such test. What the summary checks before
  // it names a fork or a pin (a goal's `achieved` says whether the blow has won, not whether it stands).
  std::optional<bool> holds(Game& game, EngineContext& context, const Goal& goal);
  // What the rules make of the position a tactic's expected line ends in, from the machine's side:
  // `define line_value := ...` (in chess the material won once the captures are over); none when
  // the rules define no such value.
  std::optional<double> line_value(Game& game, EngineContext& context);
  bool has_line_value() const { return line_value_ != nullptr; }
  // Whether a tactic's line that has reached its depth still works and may go on: `define
  // line_goes_on := ...` asked there, from the machine's side, with the goal searched for known;
  // false when the rules define none.
  bool line_goes_on(Game& game, EngineContext& context);
  // `aspire name N.`, or `fallback` when the rules set no such level.
  double aspiration(Game& game, EngineContext& context, std::string_view name, double fallback);
  // The same for the rule file's compiled `aspire` entry (Program::aspiration), none: `fallback`.
  double aspiration(Game& game, EngineContext& context, const interpreter::Callable* rule, double fallback);

  // Every `seek_*` net, run from `owner`'s point of view: with no parameter once, with parameters
  // for each combination of the values their types' games list (`seek_attack(T: man, A: man)`: for
  // every pair of men); each adopt it fires proposes a goal.
  std::vector<ProposedGoal> seek(Game& game, EngineContext& context, Side owner);
  // The `classify opponent move M` net in the position before the opponent's move.
  Classification classify(Game& game, EngineContext& context, MoveId move);
  // Every transformation rule whose pattern matches `goal`, with its free variables bound to each
  // value of their type satisfying its condition; seen from the goal owner's point of view.
  std::vector<ProposedSubgoal> transform(Game& game, EngineContext& context, const Goal& goal);

  // A transformation rule's name, for learned weights: "att->def", with "#2", "#3" appended to the
  // second and later rules joining the same pair of goal types (in file order).
  std::string transform_name(std::uint32_t index) const;
  // The weight the engine ranks a transformation rule's subgoals by: the file's, unless a caller
  // (learning) overrode it by name. Returns the names of `weights` that name no rule of the file.
  double transform_weight(std::uint32_t index) const { return transform_weights_.at(index); }
  std::vector<std::string> override_transform_weights(const std::map<std::string, double>& weights);
  // Likelihoods learned from play (likelihood_calibration.h), which the tactic search applies;
  // none (the default): the rules' own likelihoods.
  void set_likelihood_calibration(std::shared_ptr<const LikelihoodCalibration> calibration) {
    likelihood_calibration_ = std::move(calibration);
  }
  const LikelihoodCalibration* likelihood_calibration() const { return likelihood_calibration_.get(); }

  std::string goal_name(std::uint32_t type) const;
  // "att(black queen on d8, white knight on f5)".
  std::string describe(Game& game, const Goal& goal) const;
  // Each argument as a person reads it: {"black queen on d8", "white knight on f5"}.
  std::vector<std::string> describe_arguments(Game& game, const Goal& goal) const;
  // The first runtime error of each rule, as "file:line:col: runtime error: ..." lines.
  const std::vector<std::string>& runtime_errors() const { return runtime_errors_; }

 private:
  Rules(std::unique_ptr<interpreter::SourceFiles> files, std::unique_ptr<interpreter::Program> program,
        std::string file_name);
  interpreter::EvaluationState state(Game& game, EngineContext& context, Side perspective) const;
  void note_error();
  bool run_goal_net(const interpreter::CompiledNet& net, const interpreter::EvaluationState& state,
                    std::span<const interpreter::Value> arguments, std::vector<ProposedGoal>& out);
  // The values the game lists for each type, in order; none when a type cannot be listed.
  std::optional<std::vector<std::vector<interpreter::Value>>> universes(const interpreter::EvaluationState& state,
                                                                        std::span<const interpreter::TypeId> types);
  // A rule without parameters (an aspiration, line_value, line_goes_on) evaluated from the machine's
  // side; none when the rules have no such rule or its evaluation fails (the error is noted).
  std::optional<double> of_position(const interpreter::Callable* rule, Game& game, EngineContext& context);
  // `define <prefix><goal>(its parameters) := ...` for the goal's arguments from its owner's side;
  // none when the rules define no such one or its evaluation fails (the error is noted).
  std::optional<double> of_goal(std::string_view prefix, Game& game, EngineContext& context, const Goal& goal);

  std::unique_ptr<interpreter::SourceFiles> files_;
  std::unique_ptr<interpreter::Program> program_;
  std::unique_ptr<interpreter::Evaluator> evaluator_;
  std::string file_name_;
  std::vector<std::string> runtime_errors_;
  std::vector<interpreter::Value> buffer_;
  std::vector<double> transform_weights_;
  std::shared_ptr<const LikelihoodCalibration> likelihood_calibration_;
  const interpreter::Callable* line_value_ = nullptr;  // `define line_value := ...`, without parameters
  const interpreter::Callable* line_goes_on_ = nullptr;  // `define line_goes_on := ...`, without parameters
  std::vector<const interpreter::Callable*> goal_utilities_;  // by goal type: `utility_K(M: move)`, or none
};

}  // namespace newell::goals
