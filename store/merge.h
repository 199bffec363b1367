#pragma once
// Merging stores: the stores that shards of one experiment wrote (store/shard.h), or any newell
// stores, combined into one (`newell db merge OUT IN...`).
//
// What is merged: experiments (by name), their games with moves, summaries and traces, result
// series, rule sets (by the hash of their text) with their learned weights and weight history,
// rule candidates, Samuel's learning states and rote memories. Ids are the output's own: a game's
// id, and the ids that point at games (a learning run's "game id" series, a weight change's game,
// a candidate's evidence), are translated.
//
// Idempotent: a game already in the output (the same experiment, players, settings, start,
// result, termination and moves; for a game outside any experiment also the time it was played)
// is not added again, nor a result, weight history, candidate or state already there, so merging
// the same inputs twice adds nothing.
//
// Refused, with nothing written (all inputs are merged in one transaction): an experiment whose
// kind, settings or seed differ from the output's one of that name (two experiments under one
// name); a game of an experiment whose settings carry its index ("round" or "game") that differs
// from the output's game of that index (the same game played twice with different outcomes: not
// shards of one run, or players that are not deterministic); a result step or learning state with
// another value; a rule set whose learned weights differ; a table this newell does not know how
// to merge; an input that is the output itself.
//
// Inputs are opened as every command opens a store (Database::open): one from an older newell is
// migrated first, one that is not newell's is refused untouched.

#include "store/database.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace newell::store {

struct MergeCounts {
  std::filesystem::path input;
  std::vector<std::string> experiments;  // the names of the input's experiments
  int experiments_added = 0, experiments_present = 0;
  int games_added = 0, games_present = 0;
  std::int64_t moves_added = 0, traces_added = 0;
  int results_added = 0, results_present = 0;
  int rule_sets_added = 0;
  int weights_copied = 0;  // rule sets whose learned weights (and their history) were copied
  int weight_changes_added = 0;
  int candidates_added = 0, candidates_present = 0;
  int learning_states_added = 0, learning_states_present = 0;
  int rote_positions_added = 0, rote_positions_deepened = 0;

  bool added_anything() const;
};

// The tables merge_stores knows how to merge; a store holding any other is refused.
const std::vector<std::string>& mergeable_tables();

// Merges each input into `output`, in order, in one transaction. Throws StoreError naming the input
// and what does not fit; the output is then unchanged.
std::vector<MergeCounts> merge_stores(const Database& output, const std::vector<std::filesystem::path>& inputs);

}  // namespace newell::store
