#include "goals/tactic_search.h"
#include "tests/goals/number_line_attack.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace newell::goals;
using newell::goals::testing::OneMovePredictor;
using newell::goals::testing::Setup;
using newell::interpreter::Value;

TEST_CASE("a one-move capture is a tactic of likelihood 1 that starts with the capture") {
  Setup setup("..WB....B. w");
  TacticSearch search(*setup.rules, setup.game, setup.context);
  const Tactic tactic = search.search(setup.att(1, 0), {});
  REQUIRE(tactic.first_move);
  CHECK(setup.game.move_text(*tactic.first_move) == "s2-s3");
  CHECK(tactic.likelihood == 1);
  CHECK(tactic.adequate);
  CHECK(tactic.nodes >= 1);
}

TEST_CASE("with compare_certain every root move is tried when one reaches the goal for certain; a proof stops at the first") {
  // Both white men take the black man between them: two candidates, each certain, for the goal
  // evaluation to choose between (the knight attacked has several safe squares).
  Setup setup("..WBW..... w");
  const auto certain = [](const Tactic& tactic) {
    return std::count_if(tactic.tried.begin(), tactic.tried.end(), [](const TriedMove& tried) { return tried.value == 1; });
  };
  TacticSettings compare;
  compare.compare_certain = true;
  TacticSearch search(*setup.rules, setup.game, setup.context);
  const Tactic tactic = search.search(setup.att(1, 0), compare);
  CHECK(tactic.likelihood == 1);
  CHECK(certain(tactic) == 2);
  TacticSearch first(*setup.rules, setup.game, setup.context);
  CHECK(certain(first.search(setup.att(1, 0), {})) == 1);
  TacticSettings proof = compare;
  proof.proof_only = true;
  TacticSearch prove(*setup.rules, setup.game, setup.context);
  const Tactic proved = prove.search(setup.att(1, 0), proof);
  CHECK(proved.likelihood == 1);
  CHECK(proved.tried.size() == 1);
}

TEST_CASE("the likelihood of a two-move tactic averages the opponent's replies") {
  // White's man on s1 reaches the black man on s4 in two steps unless black runs or defends.
  Setup setup(".W..B..... w");
  TacticSearch search(*setup.rules, setup.game, setup.context);
  TacticSettings settings;
  settings.depth = 3;
  const Tactic tactic = search.search(setup.att(1, 0), settings);
  REQUIRE(tactic.first_move);
  CHECK(setup.game.move_text(*tactic.first_move) == "s1-s2");
  // After s1-s2 black has s4-s3 (walks into the capture: reached), s4-s5 (runs: not reached).
  CHECK(tactic.likelihood == Approx(0.5));
  CHECK_FALSE(tactic.adequate);
}

TEST_CASE("a line that reaches the tactic depth undecided is worth the horizon likelihood, a reached one still 1") {
  Setup setup(".W..B..... w");
  TacticSearch search(*setup.rules, setup.game, setup.context);
  TacticSettings settings;
  settings.depth = 3;
  settings.horizon = 0.4;
  const Tactic tactic = search.search(setup.att(1, 0), settings);
  // s4-s3 walks into the capture (1); after s4-s5 the chase is still on at the depth (0.4).
  CHECK(tactic.likelihood == Approx(0.5 * 1 + 0.5 * 0.4));
  const auto walk_on = std::find_if(tactic.tried.begin(), tactic.tried.end(),
                                    [&](const TriedMove& tried) { return setup.game.move_text(tried.move) == "s1-s2"; });
  REQUIRE(walk_on != tactic.tried.end());
  CHECK(walk_on->reached);
  // Far away, every line ends at the depth undecided: worth the horizon, and marked as hope alone
  // (the engine does not play such a try without the core's look).
  Setup far("W........B w");
  TacticSearch chase(*far.rules, far.game, far.context);
  const Tactic hope = chase.search(far.att(1, 0), settings);
  CHECK(hope.likelihood == Approx(0.4));
  REQUIRE_FALSE(hope.tried.empty());
  for (const auto& tried : hope.tried) CHECK_FALSE(tried.reached);
  Setup capture("..WB....B. w");
  TacticSearch one_move(*capture.rules, capture.game, capture.context);
  CHECK(one_move.search(capture.att(1, 0), settings).likelihood == 1);
}

TEST_CASE("tactic search counts every node on the game's counter and stops at the budget") {
  Setup setup("W........B w");
  TacticSearch search(*setup.rules, setup.game, setup.context);
  TacticSettings settings;
  settings.depth = 9;
  settings.floor = 0;
  settings.stop_at = setup.game.nodes_used() + 25;
  const std::uint64_t before = setup.game.nodes_used();
  const Tactic tactic = search.search(setup.att(1, 0), settings);
  CHECK(setup.game.nodes_used() - before == tactic.nodes);
  CHECK(tactic.stopped);
  CHECK(tactic.nodes <= 25 + 9);
}

TEST_CASE("a branch below the tactic floor is not searched") {
  Setup setup("W........B w");
  TacticSearch search(*setup.rules, setup.game, setup.context);
  TacticSettings wide;
  wide.depth = 6;
  wide.floor = 0;
  TacticSettings floored = wide;
  floored.floor = 0.6;  // every reply of two has share 0.5: nothing below our first move is searched
  const Tactic all = search.search(setup.att(1, 0), wide);
  const Tactic pruned = search.search(setup.att(1, 0), floored);
  CHECK(pruned.nodes < all.nodes);
}

TEST_CASE("an opponent model set on the tactic search decides which replies the tactic expects") {
  // As above: after s1-s2 black either walks into the capture (s4-s3) or runs (s4-s5).
  TacticSettings settings;
  settings.depth = 3;
  OneMovePredictor walks_in("s4-s3");
  OneMovePredictor runs("s4-s5");
  {
    Setup setup(".W..B..... w");
    TacticSearch search(*setup.rules, setup.game, setup.context);
    search.set_opponent_predictor(&walks_in, 1.0);
    CHECK(search.search(setup.att(1, 0), settings).likelihood == Approx(1.0));
  }
  {
    Setup setup(".W..B..... w");
    TacticSearch search(*setup.rules, setup.game, setup.context);
    search.set_opponent_predictor(&runs, 1.0);
    CHECK(search.search(setup.att(1, 0), settings).likelihood == Approx(0.0));
  }
  {
    Setup setup(".W..B..... w");
    TacticSearch search(*setup.rules, setup.game, setup.context);
    // Rules give both replies 1, so the blend is 1 for s4-s3 and 0.5 for s4-s5: 1 / 1.5 reaches.
    search.set_opponent_predictor(&walks_in, 0.5);
    CHECK(search.search(setup.att(1, 0), settings).likelihood == Approx(2.0 / 3.0));
  }
}

TEST_CASE("a line that reaches the depth goes two plies further where line_goes_on holds, while the extension lasts") {
  // White's man on s1 needs three plies to take the black man on s4; the depth allows two.
  const auto likelihood_with = [](std::string_view goes_on, int extension, const char* position = ".W..B..... w") {
    Setup setup(position);
    std::string text = newell::goals::testing::attack_rules;
    if (!goes_on.empty()) text += "define line_goes_on := " + std::string(goes_on) + ".\n";
    setup.rules = Rules::from_text("t.nwl", text, setup.game.registry());
    setup.context.program = &setup.rules->program();
    TacticSearch search(*setup.rules, setup.game, setup.context);
    TacticSettings settings;
    settings.depth = 2;
    settings.extension = extension;
    return search.search(setup.att(1, 0), settings);
  };
  // The plan still works where a man of ours stands next to the target: after s1-s2 s4-s3 (1),
  // not after s1-s2 s4-s5 (0).
  const char* next_to = "exists A in men_of(me): exists T in men_of(opponent): attacks(A, T)";
  CHECK(likelihood_with(next_to, 2).likelihood == Approx(0.5));
  CHECK(likelihood_with(next_to, 2).deepest == 3);
  CHECK(likelihood_with("", 2).likelihood == 0);
  CHECK(likelihood_with(next_to, 0).likelihood == 0);
  CHECK(likelihood_with("1 = 2", 8).likelihood == 0);
  // A line that always goes on runs to the depth and the extension's plies, and no further.
  CHECK(likelihood_with("1 = 1", 2, "W........B w").deepest == 4);
  CHECK(likelihood_with("1 = 1", 6, "W........B w").deepest == 8);
}

TEST_CASE("a tactic's line is moves, written as a player writes them from the position searched, which it leaves as it was") {
  Setup setup("..WB....B. w");
  TacticSearch search(*setup.rules, setup.game, setup.context);
  const Tactic tactic = search.search(setup.att(1, 0), {});
  REQUIRE_FALSE(tactic.line.empty());
  CHECK(tactic.line.front() == *tactic.first_move);
  const std::string before = setup.game.position_text();
  const std::vector<std::string> text = line_text(setup.game, tactic.line);
  REQUIRE(text.size() == tactic.line.size());
  CHECK(text.front() == "s2-s3");
  CHECK(setup.game.position_text() == before);
}
