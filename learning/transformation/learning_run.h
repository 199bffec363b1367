#pragma once
// A self-play learning experiment, stored and resumable:
//
//   run_learning(database, settings, progress)
//
// Game i is the learner (the rule set with the weights learned so far) against the frozen baseline
// (the file's own weights), the learner taking the side that starts in even games. After each game
// the credit of both engines' subgoals (credit.h) moves each rule's weight by the chosen update
// (weight_update.h). Everything lands in the store: the settings (experiment), every game with its
// moves and traces, each weight change with its history (rule_weights, rule_weight_history of the
// learner's own rule set), and per game the series the curves are drawn from ("score", "goal
// achievement", "subgoal success", "weight <rule>", "tactics tried <goal>", "tactics achieved
// <goal>", "predictions", "predicted"). Started again with the same name, it resumes after the last
// finished game (a game cut off half-way is played again), refusing other settings.

#include "learning/transformation/self_play.h"
#include "learning/transformation/weight_update.h"
#include "store/database.h"
#include "store/experiments.h"
#include "store/rule_weights.h"
#include "store/shard.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <string>

namespace newell::learning::transformation {

struct LearnSettings {
  std::string game = "checkers";
  std::filesystem::path rules;
  int games = 100;
  std::uint64_t seed = 1955;
  std::string name;  // the experiment's; "" = derived from the game, rules and seed
  SelfPlaySettings play;
  WeightUpdate update;
  // Update the weights after each move, as subgoals are resolved, and let the learner's engine use
  // them at once; otherwise once after each game.
  bool credit_each_move = false;
  // Likelihoods learned from play (likelihood_learning.h): before each game the learner's engine
  // gets the calibration fitted on every observation stored so far for its rule set. Part of the
  // experiment's identity. Not with `batch`.
  bool learn_likelihoods = false;

  // Batch-synchronous learning (batch_learning.h): games in batches of `batch`, every game of a
  // batch played with the weights as they stood before it, one update per batch from the batch's
  // summed credit. 0: one update after each game. Part of the experiment's identity.
  int batch = 0;
  // Not part of the identity (how the games are played, not which):
  int concurrency = 1;                // batch games played at once
  store::Shard shard;                 // play only this shard's games of the next batch
  std::filesystem::path snapshot;     // with a shard: the learner's store, the weights to play with
  bool update_only = false;           // apply the updates of complete batches; play nothing
};

struct LearnProgress {
  int games_done = 0;
  int games_total = 0;
  int games_this_run = 0;
  double score_recent = 0.5;  // the learner's mean score over the last (up to) 20 games
  double score_all = 0.5;
  double seconds = 0;         // this run
  std::string last_result;
};

struct LearnOutcome {
  store::Experiment experiment;
  store::RuleSetId rule_set = 0;
  int games_done = 0;
  std::map<std::string, double> start_weights, weights;
  // Batch learning: batches updated (in the learner's store), batches in all, and for a shard the
  // batch it played and its games played by this run.
  int batches_done = 0, batches_total = 0, shard_batch = 0, games_played_now = 0;
};

// Throws std::runtime_error (bad rules, unknown game), store::StoreError (other settings stored).
LearnOutcome run_learning(const store::Database& database, const LearnSettings& settings,
                          const std::function<void(const LearnProgress&)>& progress);

// The learned rule set's text: the original with the learned weights, a header naming the
// experiment, and the records of what the games taught (transform, tactic, likelihood credit).
std::string learned_rule_text(const store::Database& database, const store::Experiment& experiment);

// What run_learning and the batch runner share: the rule file's text with what it includes written
// out in it (interpreter/rule_set_text.h; throws std::runtime_error naming a file it cannot read),
// the experiment's settings JSON (its identity) and default name, and the name of the learner's own
// rule set.
std::string read_rule_text(const std::filesystem::path& path);
std::string learning_settings_json(const LearnSettings& settings, const std::string& rules_hash);
std::string learning_experiment_name(const LearnSettings& settings, const std::string& rules_hash);
std::string learner_rule_set_name(const LearnSettings& settings, const std::string& experiment_name);
std::string learner_rule_set_hash(const std::string& rule_text, const std::string& experiment_name);
// The learner's rule set of a stored learning experiment (its weights, evidence and likelihood
// observations); throws std::runtime_error naming the experiment when it is not a learning run or
// has none.
store::RuleSetId learned_rule_set_of(const store::Database& database, const store::Experiment& experiment);

// Game `index` (from 0) of a learning run, which both runners play alike: the learner moves first
// in even games, and games 2k and 2k+1 open alike, the learner taking each side once.
struct LearnerGame {
  bool learner_first = true;
  std::uint64_t seed = 0, opening = 0;
};
LearnerGame learner_game(std::uint64_t run_seed, int index);
// The record's players in the order they moved: "newell learner" and "newell baseline".
void name_learner_game_players(store::GameRecord& record, bool learner_first);

// One game's result series (what the curves are drawn from), inside the caller's transaction:
// "weight <rule>" (the weights after the game's update), the credit's "tactics tried/achieved
// <goal>", "subgoals [achieved] <rule>", "subgoal success", the learner's "goal achievement",
// "predictions", "predicted", "plies", "game id", "score".
struct GameSeries {
  const std::map<std::string, double>& weights;
  const GameCredit& credit;  // both engines'
  int learner_goals = 0, learner_goals_achieved = 0;
  int plies = 0;
  store::GameId id = 0;
  double score = 0.5;  // the learner's
};
void record_game_series(const store::Database& database, store::ExperimentId experiment, std::int64_t step, const GameSeries& game);

}  // namespace newell::learning::transformation
