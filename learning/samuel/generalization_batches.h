#pragma once
// Batch-synchronous learning by generalization (`newell samuel generalize --batch B`), so that
// Samuel's self-play can be spread over processes and machines and learn exactly the same Alpha:
//
//   batch k = games (k-1)B+1 .. kB, each played with Alpha and Beta frozen as they stood after
//   batch k-1 (one snapshot; Alpha learns nothing during the game, its moves leave learning
//   samples instead: play_frozen_generalization_game); once every game of the batch is stored, the
//   learner replays the samples game by game, in game order, through Alpha::learn (the same
//   corrections, low tallies and replacements as in a game, with the polynomial as it stands at
//   each step), then the game's black mark and Beta's adoption; then batch k+1.
//
// Each game keeps its batch, the hash of the state it was played with, its result for Alpha and
// its samples in its settings JSON, so the learner needs nothing but the stored games, and Alpha
// after batch k depends on the seed, the batch size and the games, never on how many processes
// played them. One process plays and learns each batch; a shard (run.shard, run.snapshot: the
// learner's store) plays its share of the learner's next batch into its own store; the learner
// (`newell db merge`, then run.update_only) checks each game's state hash and learns.
//
// The per-game series are those of run_generalization (alpha_result, black_marks, corrections,
// replacements, beta_adopted), written by the learner, and agreement when a batch crosses a
// multiple of agreement_every; the state is stored after each batch (samuel_learning_states).

#include "learning/samuel/generalization_run.h"

namespace newell::learning::samuel {

// Throws std::runtime_error: a snapshot store that is missing or holds another experiment, a game
// played with another state than the learner's, a batch incomplete when only updating.
LearnerState run_generalization_batches(const store::Database& database, const GeneralizationRun& run,
                                        const std::function<void(const std::string&)>& progress);

}  // namespace newell::learning::samuel
