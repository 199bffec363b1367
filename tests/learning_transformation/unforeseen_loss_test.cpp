#include "goals/game_factory.h"
#include "goals/rules.h"
#include "learning/transformation/credit.h"
#include "learning/transformation/failure_proposals.h"
#include "learning/transformation/self_play.h"
#include "learning/transformation/unforeseen_loss.h"
#include "tests/support/source_file.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <string>

using namespace newell::learning::transformation;
namespace goals = newell::goals;

TEST_CASE("settled material plays the pending captures out: checkers jumps are compulsory, chess captures optional") {
  // Black to move jumps 14x23: a man up once it is taken, level as the board stands.
  CHECK(settled_material_for_side_to_move("checkers", "B:W18:B14") == 100);
  CHECK(settled_material_for_side_to_move("checkers", "B:W27,28:B5,6") == 0);
  // White wins the pawn on d5; nothing takes back.
  CHECK(settled_material_for_side_to_move("chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1") == 100);
  CHECK_FALSE(settled_material_for_side_to_move("chess", "not a position"));
  CHECK_FALSE(settled_material_for_side_to_move("go", "B:W18:B14"));
}

TEST_CASE("the material a reply won is read from the two positions we decided in, and the men it took by its squares") {
  CHECK(material_lost_between("checkers", "B:W27,28:B5,6", "B:W27,28:B5") == 100);
  CHECK(material_lost_between("checkers", "B:W27,28:B5,6", "B:W27:B5,6") == -100);
  CHECK(squares_taken_by("checkers", "B:W18:B14", "14x23") == std::vector<std::string>{"18"});
  CHECK(squares_taken_by("checkers", "B:W18:B14", "14-17").empty());
  CHECK(squares_taken_by("chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "exd5") == std::vector<std::string>{"d5"});
  // Black gave the man on 14 (10-14): a loss its decision accepted when it expected 18x9, not when it
  // expected 18-15 or nothing.
  CHECK(settled_material_after_reply("checkers", "W:W18:B3,14", "18x9") == 0);
  CHECK(unforeseen_part_of_loss("checkers", "B:W18:B3,10", "W:W18:B3,14", "18x9", {"18x9"}) == 0);
  CHECK(unforeseen_part_of_loss("checkers", "B:W18:B3,10", "W:W18:B3,14", "18x9", {"18-15"}) == 100);
  CHECK(unforeseen_part_of_loss("checkers", "B:W18:B3,10", "W:W18:B3,14", "18x9", {}) == 100);
  CHECK_FALSE(unforeseen_part_of_loss("checkers", "B:W18:B3,10", "W:W18:B3,14", "18x1", {}));
  CHECK(reply_foreseen({"22-17", "9x18"}, "9x18"));
  CHECK_FALSE(reply_foreseen({"22-17"}, "9x18"));
}

TEST_CASE("under tactic credit a reply that won material the decision did not expect is kept as a failure, as it happened") {
  SelfPlaySettings settings;
  settings.nodes = 1500;
  settings.max_plies = 120;
  settings.credit = CreditMode::tactic;
  int found = 0;
  for (std::uint64_t seed = 1; seed <= 6 && found == 0; ++seed) {
    auto game = goals::find_game("checkers")("");
    const auto rules =
        goals::Rules::load(std::string(NEWELL_SOURCE_DIR) + "/tests/data/learning/checkers-start.nwl", game->registry());
    const SelfPlayGame played = play_self_play_game(*game, *rules, *rules, settings, seed, seed + 1);
    const auto& moves = played.record.moves;
    for (const auto& credit : played.credit)
      for (const auto& item : credit.evidence) {
        if (item.event != unforeseen_loss_event) continue;
        ++found;
        INFO(item.goal);
        CHECK(item.rule.empty());
        // The decision at this ply was goal-driven, and the next move is the reply the evidence names,
        // not the one the tactic's line expected.
        REQUIRE(item.ply >= 1);
        REQUIRE(static_cast<std::size_t>(item.ply) < moves.size());
        const auto trace = nlohmann::json::parse(*moves[static_cast<std::size_t>(item.ply - 1)].trace);
        CHECK(trace.at("source") == "goal");
        const std::string reply = moves[static_cast<std::size_t>(item.ply)].notation;
        CHECK(item.goal.starts_with("reply " + reply + " won "));
        const auto& plan = trace.at("plan");
        if (plan.size() > 1) CHECK(plan[1].get<std::string>() != reply);
      }
  }
  CHECK(found > 0);
}

TEST_CASE("an unforeseen loss makes the meta-rules that answer it propose rules that compile with the starting set") {
  const std::vector<newell::store::CreditEvidence> checkers_evidence{
      {"", 4, 31, "reply 9x18 won 100 unforeseen (expected 22-17; stems from att(black man from 9 on 18); takes the man on 14) in B:W14,22:B9",
       unforeseen_loss_event, 1, false}};
  const auto failures = recorded_failures(checkers_evidence);
  REQUIRE(failures.size() == 1);
  CHECK(failures[0].takes_men);
  for (const std::string name : {"checkers", "chess"}) {
    const std::string rules = newell::testing::source_file_text("tests/data/learning/" + name + "-start.nwl");
    const auto proposals = propose_from_failures(name, rules, failures);
    REQUIRE_FALSE(proposals.empty());
    auto game = goals::find_game(name)("");
    for (const auto& proposal : proposals) {
      INFO(proposal.meta_rule);
      CHECK(proposal.origin.find("opponent won material unforeseen") != std::string::npos);
      CHECK_NOTHROW(goals::Rules::from_text("with.nwl", rules + "\n" + proposal.statement + "\n", game->registry()));
    }
  }
}
