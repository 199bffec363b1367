#include "learning/samuel/generalization_run.h"
#include "store/experiments.h"
#include "store/game_records.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace newell::learning::samuel;

namespace {

GeneralizationRun short_run(int games) {
  GeneralizationRun run;
  run.name = "resume-test";
  run.seed = 11;
  run.games = games;
  run.game = GeneralizationSettings{.depth = 1, .nodes = 300, .move_limit = 14, .random_opening_plies = 2};
  run.agreement_every = 0;
  return run;
}

std::string run_in(const std::filesystem::path& path, const std::vector<int>& stops) {
  std::filesystem::remove(path);
  const auto database = newell::store::Database::open(path);
  LearnerState state;
  for (int games : stops) state = run_generalization(database, short_run(games), [](const std::string&) {});
  return state_text(state);
}

}  // namespace

TEST_CASE("an interrupted generalization run resumes to exactly the state of an uninterrupted one, everything stored") {
  const newell::testing::ScratchFolder scratch;
  const auto& directory = scratch.path();
  const std::string straight = run_in(directory / "newell-samuel-straight.db", {3});
  const std::string resumed = run_in(directory / "newell-samuel-resumed.db", {2, 3});
  CHECK(straight == resumed);
  {
    const auto database = newell::store::Database::open(directory / "newell-samuel-resumed.db");
    const auto experiment = newell::store::find_experiment(database, "resume-test");
    REQUIRE(experiment);
    CHECK(experiment->status == "finished");
    CHECK(newell::store::result_series(database, experiment->id, "alpha_result").size() == 3);
    newell::store::GameFilter filter;
    filter.experiment_id = experiment->id;
    CHECK(newell::store::list_games(database, filter).size() == 3);
    const auto state = latest_state(database, experiment->id, AlphaSettings{});
    REQUIRE(state);
    CHECK(state->games_played == 3);
    CHECK(state_text(*state) == straight);
  }
  std::filesystem::remove(directory / "newell-samuel-straight.db");
  std::filesystem::remove(directory / "newell-samuel-resumed.db");
}
