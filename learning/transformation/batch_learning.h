#pragma once
// Batch-synchronous transformation-rule learning (`newell learn --batch B`), so that a learning run
// can be spread over processes and machines and still learn exactly the same weights:
//
//   batch k = games (k-1)B+1 .. kB; each is the learner, with the weights as they stood after batch
//   k-1 (one frozen snapshot), against the frozen baseline, seeded by its game number alone;
//   once every game of the batch is stored, the learner sums their credit (credit.h) and moves each
//   rule's weight once by the chosen update (weight_update.h); then batch k+1.
//
// Each game is stored with what the learner needs from it in its settings JSON: its batch, the
// snapshot of weights it was played with, its credit and its score. So a game played anywhere is
// as good as one played here, and the weights depend on the seed, the batch size and the games,
// never on how many processes played them:
//
//   one process:  run_batch_learning(store, settings)           plays every batch and updates
//   shard K of N: settings.shard = K/N, settings.snapshot = the learner's store: plays this shard's
//                 games of the learner's next batch with its weights into `store` (store/shard.h)
//   the learner:  `newell db merge` the shards' stores into its store, then settings.update_only:
//                 checks every game of the batch was played with its current weights, updates
//
// The per-game result series are those of run_learning ("score", "weight <rule>", "subgoals
// <rule>", ...), written by the learner when it updates; "weight <rule>" at a game's step is the
// weight after the update of the game's batch, "batch" at step k is the last game of batch k.

#include "learning/transformation/learning_run.h"

namespace newell::learning::transformation {

// Throws std::runtime_error: bad rules, a snapshot store that is missing or holds another
// experiment, a batch game played with other weights than the learner's, a batch incomplete when
// only updating (naming the games missing); store::StoreError for the store.
LearnOutcome run_batch_learning(const store::Database& database, const LearnSettings& settings,
                                const std::function<void(const LearnProgress&)>& progress);

}  // namespace newell::learning::transformation
