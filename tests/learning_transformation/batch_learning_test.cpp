// Batch-synchronous learning: the learned weights depend on the seed and the batch size, not on how
// many shards played each batch; a stale or incomplete batch is refused.

#include "learning/transformation/batch_learning.h"
#include "tests/support/scratch_folder.h"
#include "store/error.h"
#include "store/merge.h"
#include "store/rule_weights.h"

#include <catch2/catch.hpp>

#include <cstring>

using namespace newell::learning::transformation;
namespace store = newell::store;

namespace {

LearnSettings batch_run() {
  LearnSettings settings;
  settings.game = "checkers";
  settings.rules = std::string(NEWELL_SOURCE_DIR) + "/tests/data/learning/checkers-start.nwl";
  settings.games = 8;
  settings.batch = 4;
  settings.seed = 5;
  settings.name = "batches";
  settings.play.nodes = 500;
  settings.play.max_plies = 60;
  settings.play.credit = CreditMode::pursued;
  settings.play.keep_traces = false;
  return settings;
}

// Every batch played by `shards` shard processes, each into its own store, merged into the
// learner's store, which then updates; as the Slurm scripts do it.
LearnOutcome learn_in_shards(const newell::testing::ScratchFolder& folder, int shards, const std::string& prefix) {
  const auto learner_path = folder.file(prefix + "-learner.db");
  LearnOutcome outcome;
  for (int batch = 1; batch <= 2; ++batch) {
    std::vector<std::filesystem::path> stores;
    for (int shard = 1; shard <= shards; ++shard) {
      LearnSettings settings = batch_run();
      settings.shard = {shard, shards};
      settings.snapshot = learner_path;
      stores.push_back(folder.file(prefix + "-shard-" + std::to_string(shard) + ".db"));
      if (batch == 1 && shard == 1) store::Database::open(learner_path);  // the learner's store exists, empty
      const auto played = run_batch_learning(store::Database::open(stores.back()), settings, {});
      CHECK(played.shard_batch == batch);
    }
    const auto learner = store::Database::open(learner_path);
    store::merge_stores(learner, stores);
    LearnSettings update = batch_run();
    update.update_only = true;
    outcome = run_batch_learning(learner, update, {});
    CHECK(outcome.batches_done == batch);
  }
  return outcome;
}

void check_same_weights(const std::map<std::string, double>& a, const std::map<std::string, double>& b) {
  REQUIRE(a.size() == b.size());
  for (const auto& [rule, weight] : a) {
    INFO(rule << ": " << weight << " against " << b.at(rule));
    CHECK(std::memcmp(&weight, &b.at(rule), sizeof weight) == 0);
  }
}

}  // namespace

TEST_CASE("batch learning learns the same weights in one process, in one shard and in two") {
  newell::testing::ScratchFolder folder;
  const auto whole = store::Database::open(folder.file("whole.db"));
  const LearnOutcome single = run_batch_learning(whole, batch_run(), {});
  CHECK(single.batches_done == 2);
  CHECK(single.games_done == 8);
  // Both batches taught something: the weights after the second differ from those after the first.
  LearnSettings first_batch = batch_run();
  first_batch.games = 4;
  first_batch.name = "first batch";
  const LearnOutcome after_first = run_batch_learning(store::Database::open(folder.file("first.db")), first_batch, {});
  CHECK(after_first.weights != single.start_weights);
  CHECK(after_first.weights != single.weights);

  const LearnOutcome one = learn_in_shards(folder, 1, "one");
  const LearnOutcome two = learn_in_shards(folder, 2, "two");
  check_same_weights(single.weights, one.weights);
  check_same_weights(single.weights, two.weights);
  const auto two_store = store::Database::open(folder.file("two-learner.db"));
  CHECK(learned_rule_text(whole, single.experiment) == learned_rule_text(two_store, two.experiment));
  CHECK(two.experiment.status == "finished");
  // Each shard played only its pairs of each batch: games 1-2 and 5-6 in shard 1.
  CHECK(store::count_games(store::Database::open(folder.file("two-shard-1.db"))) == 4);
}

TEST_CASE("the learner refuses an incomplete batch, naming the games missing") {
  newell::testing::ScratchFolder folder;
  const auto learner_path = folder.file("learner.db");
  store::Database::open(learner_path);
  LearnSettings shard = batch_run();
  shard.shard = {1, 2};
  shard.snapshot = learner_path;
  run_batch_learning(store::Database::open(folder.file("shard-1.db")), shard, {});
  const auto learner = store::Database::open(learner_path);
  store::merge_stores(learner, {folder.file("shard-1.db")});
  LearnSettings update = batch_run();
  update.update_only = true;
  CHECK_THROWS_WITH(run_batch_learning(learner, update, {}),
                    Catch::Contains("batch 1 (games 1-4) is not complete: games 3, 4 are not in the store"));
}

TEST_CASE("a batch played with other weights than the learner's is refused") {
  newell::testing::ScratchFolder folder;
  const auto learner_path = folder.file("learner.db");
  auto play_shard = [&](const std::filesystem::path& snapshot, const std::string& into) {
    LearnSettings shard = batch_run();
    shard.shard = {1, 1};
    shard.snapshot = snapshot;
    run_batch_learning(store::Database::open(folder.file(into)), shard, {});
  };
  auto update = [&] {
    LearnSettings learner = batch_run();
    learner.update_only = true;
    return run_batch_learning(store::Database::open(learner_path), learner, {});
  };
  store::Database::open(learner_path);
  play_shard(learner_path, "first.db");
  store::merge_stores(store::Database::open(learner_path), {folder.file("first.db")});
  CHECK(update().batches_done == 1);

  // A copy of the learner's store with a weight changed by hand: a shard that played from it
  // played with other weights than the learner's.
  std::filesystem::copy_file(learner_path, folder.file("tampered.db"));
  store::Database::open(folder.file("tampered.db")).execute("UPDATE rule_weights SET weight = 0.123");
  play_shard(folder.file("tampered.db"), "second.db");
  store::merge_stores(store::Database::open(learner_path), {folder.file("second.db")});
  CHECK_THROWS_WITH(update(), Catch::Contains("of batch 2 was played with other weights than the learner's"));
}
