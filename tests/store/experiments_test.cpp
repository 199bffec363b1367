#include "store/error.h"
#include "store/experiments.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

using namespace newell::store;

TEST_CASE("an experiment of the same name and settings resumes instead of starting again", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("experiments.db"));
  Experiment wanted;
  wanted.kind = "learn";
  wanted.name = "checkers-weights";
  wanted.settings = R"({"games":300})";
  wanted.seed = 7;
  const auto first = create_or_resume_experiment(database, wanted);
  record_result(database, first.id, "score", 1, 0.5);
  const auto resumed = create_or_resume_experiment(database, wanted);
  CHECK(resumed.id == first.id);
  CHECK(result_series(database, resumed.id, "score").size() == 1);
}

TEST_CASE("an experiment name reused with other settings is refused", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("clash.db"));
  Experiment wanted;
  wanted.kind = "learn";
  wanted.name = "run";
  create_or_resume_experiment(database, wanted);
  wanted.settings = R"({"games":5})";
  CHECK_THROWS_WITH(create_or_resume_experiment(database, wanted), Catch::Contains("other settings"));
}

TEST_CASE("results form ordered series and a repeated step replaces its value", "[store]") {
  newell::testing::ScratchFolder folder;
  const auto database = Database::open(folder.file("series.db"));
  Experiment wanted;
  wanted.kind = "learn";
  wanted.name = "series";
  const auto experiment = create_or_resume_experiment(database, wanted);
  record_result(database, experiment.id, "score", 2, 0.7);
  record_result(database, experiment.id, "score", 1, 0.4);
  record_result(database, experiment.id, "score", 2, 0.75);
  record_result(database, experiment.id, "weight", 1, 0.5);
  const auto score = result_series(database, experiment.id, "score");
  REQUIRE(score.size() == 2);
  CHECK(score[0].step == 1);
  CHECK(score[1].value == Approx(0.75));
  CHECK(result_series_names(database, experiment.id) == std::vector<std::string>{"score", "weight"});

  set_experiment_status(database, experiment.id, "finished");
  const auto finished = find_experiment(database, "series");
  REQUIRE(finished);
  CHECK(finished->status == "finished");
  CHECK(finished->finished_at);
}
