// Samuel's learning by generalization in batches: Alpha after each batch depends on the seed and
// the batch size, not on how many shards played the batch.

#include "learning/samuel/generalization_batches.h"
#include "store/experiments.h"
#include "store/merge.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace newell::learning::samuel;
namespace store = newell::store;

namespace {

GeneralizationRun batch_run() {
  GeneralizationRun run;
  run.name = "batches";
  run.seed = 5;
  run.games = 8;
  run.batch = 4;
  run.game = GeneralizationSettings{.depth = 2, .nodes = 500, .move_limit = 24, .random_opening_plies = 2};
  run.agreement_every = 0;
  return run;
}

const auto quiet = [](const std::string&) {};

using Folder = newell::testing::ScratchFolder;

// Both batches played by `shards` shards into their own stores, merged, learned by the learner.
std::string learned_in_shards(const Folder& folder, int shards) {
  const auto learner = folder.file(std::to_string(shards) + "-learner.db");
  store::Database::open(learner);
  LearnerState state;
  for (int batch = 1; batch <= 2; ++batch) {
    std::vector<std::filesystem::path> stores;
    for (int shard = 1; shard <= shards; ++shard) {
      GeneralizationRun run = batch_run();
      run.shard = {shard, shards};
      run.snapshot = learner;
      stores.push_back(folder.file(std::to_string(shards) + "-shard-" + std::to_string(shard) + ".db"));
      run_generalization(store::Database::open(stores.back()), run, quiet);
    }
    const auto database = store::Database::open(learner);
    store::merge_stores(database, stores);
    GeneralizationRun update = batch_run();
    update.update_only = true;
    state = run_generalization(database, update, quiet);
    CHECK(state.games_played == 4 * batch);
  }
  return state_text(state);
}

}  // namespace

TEST_CASE("batch learning by generalization learns the same Alpha in one process, in one shard and in two") {
  Folder folder;
  const auto whole = store::Database::open(folder.file("whole.db"));
  const LearnerState single = run_generalization(whole, batch_run(), quiet);
  CHECK(single.games_played == 8);
  CHECK(single.alpha.moves_learned() > 0);
  const LearnerState start;
  CHECK(state_text(single) != state_text(start));
  CHECK(learned_in_shards(folder, 1) == state_text(single));
  CHECK(learned_in_shards(folder, 2) == state_text(single));
  const auto experiment = store::find_experiment(whole, "batches");
  REQUIRE(experiment);
  CHECK(experiment->status == "finished");
  CHECK(store::result_series(whole, experiment->id, "alpha_result").size() == 8);
}

TEST_CASE("the generalization learner refuses a game played with another state, and an incomplete batch") {
  Folder folder;
  const auto learner = folder.file("learner.db");
  store::Database::open(learner);
  auto play_shard = [&](const std::filesystem::path& snapshot, const std::string& into, store::Shard part) {
    GeneralizationRun shard = batch_run();
    shard.shard = part;
    shard.snapshot = snapshot;
    run_generalization(store::Database::open(folder.file(into)), shard, quiet);
  };
  auto update = [&] {
    GeneralizationRun run = batch_run();
    run.update_only = true;
    return run_generalization(store::Database::open(learner), run, quiet);
  };
  play_shard(learner, "half.db", {1, 2});
  store::merge_stores(store::Database::open(learner), {folder.file("half.db")});
  CHECK_THROWS_WITH(update(), Catch::Contains("batch 1 (games 1-4) is not complete: games 3, 4 are not in the store"));
  play_shard(learner, "other-half.db", {2, 2});
  store::merge_stores(store::Database::open(learner), {folder.file("other-half.db")});
  CHECK(update().games_played == 4);

  // A copy of the learner's store with its state changed by hand: a shard that played from it.
  std::filesystem::copy_file(learner, folder.file("tampered.db"));
  store::Database::open(folder.file("tampered.db")).execute("UPDATE samuel_learning_states SET state = replace(state, 'recent	', 'recent	1')");
  play_shard(folder.file("tampered.db"), "stale.db", {1, 1});
  store::merge_stores(store::Database::open(learner), {folder.file("stale.db")});
  CHECK_THROWS_WITH(update(), Catch::Contains("of batch 2 was played with another state than the learner's after game 4"));
}
