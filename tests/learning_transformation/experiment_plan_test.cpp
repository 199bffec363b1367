#include "learning/experiment/experiment_plan.h"
#include "tests/support/scratch_folder.h"

#include <catch2/catch.hpp>

using namespace newell::learning::experiment;

TEST_CASE("an experiment file gives every stage's settings, the defaults for what it leaves out") {
  newell::testing::ScratchFolder folder;
  const auto file = folder.write("checkers-two-seeds.json", R"({
    "game": "checkers", "start": "rules/checkers/newell.nwl", "seeds": [1, 2],
    "play": {"nodes": 700},
    "weights": {"games": 10},
    "proposals": {"levels": {"candidate_margin": 10}},
    "admission": {"alpha": 0.05, "beta": 0.1, "elo1": 30, "openings": "screen.txt"},
    "confirmation": {"games": 200, "openings": "held-out.txt"},
    "output": "rules/checkers/learned-seed-{seed}.nwl"})");
  const auto plan = read_experiment_plan(file);
  CHECK(plan.name == "checkers-two-seeds");
  CHECK(plan.meta == "rules/checkers/meta.nwl");
  CHECK(plan.seeds == std::vector<std::uint64_t>{1, 2});
  CHECK(plan.play.nodes == 700);
  CHECK(plan.weights.games == 10);
  CHECK(plan.weights.credit == "tactic");
  CHECK(plan.proposals.levels.at("candidate_margin") == 10);
  CHECK(plan.admission.test.elo1 == 30);
  CHECK(plan.admission.max_games == 400);
  CHECK(plan.confirmation.games == 200);
  CHECK(plan.opponent.games == 0);
  CHECK(plan.tuner.games == 0);
  CHECK(output_of(plan, 2) == "rules/checkers/learned-seed-2.nwl");
}

TEST_CASE("an experiment file with a wrong field is refused, naming the file and the field") {
  newell::testing::ScratchFolder folder;
  auto refusal = [&](const std::string& text) {
    try {
      read_experiment_plan(folder.write("bad.json", text));
    } catch (const std::runtime_error& error) {
      return std::string(error.what());
    }
    return std::string("accepted");
  };
  const std::string start = R"("game": "chess", "start": "rules/chess/newell.nwl")";
  CHECK(refusal("{" + start + R"(, "sedes": [1]})") == folder.file("bad.json").string() + ": sedes is not a field this version knows");
  CHECK_THAT(refusal(R"({"game": "chess"})"), Catch::Contains("start is missing"));
  CHECK_THAT(refusal("{" + start + R"(, "admission": {"alpha": 0.7}})"), Catch::Contains("admission.alpha must be in"));
  CHECK_THAT(refusal("{" + start + R"(, "admission": {"elo0": 10, "elo1": 5}})"), Catch::Contains("elo1 must be above elo0"));
  CHECK_THAT(refusal("{" + start + R"(, "play": {"nodes": "many"}})"), Catch::Contains("play.nodes must be a whole number"));
  CHECK_THAT(refusal("{" + start + R"(, "proposals": {"levels": {"candidate_margin": 0}}})"),
             Catch::Contains("proposals.levels.candidate_margin must be in"));
  CHECK_THAT(refusal("{" + start + R"(, "weights": {"credit": "some"}})"), Catch::Contains("unknown credit mode 'some'"));
  CHECK_THAT(refusal("{" + start + R"(, "seeds": []})"), Catch::Contains("seeds must be a list of at least one seed"));
  CHECK_THAT(refusal("not json"), Catch::Contains("not a JSON document"));
  CHECK_THAT(refusal("{" + start + R"(, "curve": {"every": 5}})"), Catch::Contains("curve.games must be above 0"));
}
