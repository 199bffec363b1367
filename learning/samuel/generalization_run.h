#pragma once
// A whole learning-by-generalization experiment kept in the store: every setting (experiment row),
// every game (games table), Alpha's and Beta's state after each game (samuel_learning_states), the
// result series (alpha_result, black_marks, corrections, replacements, beta_adopted, and agreement
// every K games against the book). Interrupted, it resumes after the last finished game, and since
// each game's opening is seeded by (seed, game) a resumed run plays exactly the games it would have.

#include "checkers/pdn.h"
#include "learning/samuel/generalization_alpha.h"
#include "learning/samuel/generalization_game.h"
#include "store/database.h"
#include "store/experiments.h"
#include "store/shard.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace newell::learning::samuel {

struct GeneralizationRun {
  std::string name;                 // the experiment's name (resumes under it)
  std::uint64_t seed = 1;
  int games = 10;                   // total games the experiment should reach
  GeneralizationSettings game;
  AlphaSettings alpha;
  int agreement_every = 5;          // games between agreement measurements (0: never)
  int agreement_depth = 1;
  std::vector<checkers::PdnGame> book;  // the book games agreement is measured on

  // Batch-synchronous learning (generalization_batches.h): games in batches of `batch`, each played
  // with Alpha and Beta frozen as they stood before the batch, then one replay of the batch's
  // learning samples in game order. 0: Alpha learns during its games. Part of the identity.
  int batch = 0;
  // How the games are played, not which (not part of the identity):
  int concurrency = 1;
  store::Shard shard;               // play only this shard's games of the learner's next batch
  std::filesystem::path snapshot;   // with a shard: the learner's store, Alpha and Beta to play with
  bool update_only = false;         // learn from the batches whose games are all stored; play nothing
};

struct LearnerState {
  Alpha alpha = Alpha::initial();
  checkers::ScoringPolynomial beta = Alpha::initial().polynomial();
  BetaAdoption adoption;
  int games_played = 0;
};

std::string state_text(const LearnerState& state);
LearnerState state_from_text(const std::string& text, const AlphaSettings& settings);

// The settings as JSON (what identifies the experiment).
std::string settings_json(const GeneralizationRun& run);

// The latest stored state of an experiment, if it has played a game.
std::optional<LearnerState> latest_state(const store::Database& database, std::int64_t experiment_id, const AlphaSettings& settings);

// Runs (or resumes) the experiment; `progress` gets one line per game and per measurement.
LearnerState run_generalization(const store::Database& database, const GeneralizationRun& run,
                                const std::function<void(const std::string&)>& progress);

// The experiment as run_generalization stores it (kind, name, settings, seed).
store::Experiment generalization_experiment(const GeneralizationRun& run);

// Samuel's C of Alpha's polynomial on the run's book games, recorded as "agreement" at the state's
// game and reported; nothing when the run measures none.
void measure_agreement(const store::Database& database, std::int64_t experiment_id, const GeneralizationRun& run,
                       const LearnerState& state, const std::function<void(const std::string&)>& progress);

// The seed of game `number` of a run.
std::uint64_t game_seed(std::uint64_t seed, int number);

}  // namespace newell::learning::samuel
