#include "games/numbers/number_line_game.h"
#include "goals/rules.h"
#include "learning/transformation/credit.h"
#include "learning/transformation/credit_to_weights.h"
#include "learning/transformation/newell_credit.h"

#include <catch2/catch.hpp>

using namespace newell::learning::transformation;
namespace goals = newell::goals;
using newell::interpreter::Value;

namespace {

// att grows def subgoals; def grows ctl subgoals by two rules: att->def, def->ctl, def->ctl#2.
const char* net_rules =
    "game numbers.\n"
    "goal att(T: man, A: man) achieved when not exists X in men_of(opponent): X = T.\n"
    "goal def(M: man) achieved when exists Y in men_of(me): Y = M.\n"
    "goal ctl(S: square) achieved when controls(me, S).\n"
    "transform for att(T, A) try def(A) weight 0.5.\n"
    "transform for def(M) try ctl(Q) where occupied(Q) = false weight 0.4.\n"
    "transform for def(M) try ctl(Q) where occupied(Q) = true weight 0.4.\n";

// The net: att #0 -> def #1 (att->def) -> ctl #2 (def->ctl) and ctl #3 (def->ctl#2). The two ctl
// goals are equally likely under rules of equal weight, so each has half of def's subgoal likelihood.
struct Net {
  newell::games::NumberLineGame game{"..WB....B. w"};
  std::unique_ptr<goals::Rules> rules = goals::Rules::from_text("net.nwl", net_rules, game.registry());
  goals::GoalNet net;
  std::map<goals::GoalId, double> likelihoods{{0, 0.5}, {1, 0.6}, {2, 0.9}, {3, 0.9}};
  goals::GoalId att = 0, def = 0, ctl = 0, other_ctl = 0;
  Net() {
    auto goal = [&](std::uint32_t type, std::vector<Value> arguments) {
      goals::Goal made;
      made.type = type;
      made.arguments = std::move(arguments);
      return net.add(made);
    };
    att = goal(0, {Value::entity(1), Value::entity(0)});
    def = goal(1, {Value::entity(0)});
    ctl = goal(2, {Value::entity(3)});
    other_ctl = goal(2, {Value::entity(5)});
    net.add_subgoal(att, def, {0, 0.5});
    net.add_subgoal(def, ctl, {1, 0.4});
    net.add_subgoal(def, other_ctl, {2, 0.4});
  }
};

std::map<std::string, double> start_weights() { return {{"att->def", 0.5}, {"def->ctl", 0.4}, {"def->ctl#2", 0.4}}; }

std::map<std::string, double> weights_after(const std::map<std::string, double>& shares, bool achieved,
                                            std::vector<newell::store::CreditEvidence>& evidence) {
  std::map<std::string, Tally> tallies;
  credit_rules(shares, achieved, {"", 7, 12, "ctl(s3)", achieved ? "reached" : "failed", 1, achieved}, tallies, evidence);
  auto weights = start_weights();
  credit_to_weights(weights, tallies, parse_weight_update("linear:rate=0.1"), "", tactic_shares_reached);
  return weights;
}

}  // namespace

TEST_CASE("a subgoal's tactic credits the rule that provided it wholly and each rule above it by its share") {
  Net net;
  const auto shares = providing_rule_shares(net.net, *net.rules, net.likelihoods, net.ctl);
  REQUIRE(shares.size() == 2);
  CHECK(shares.at("def->ctl") == Approx(1.0));
  CHECK(shares.at("att->def") == Approx(0.5));  // ctl's 0.4 * 0.9 of def's 0.4 * 0.9 + 0.4 * 0.9
  CHECK_FALSE(shares.contains("def->ctl#2"));
  CHECK(providing_rule_shares(net.net, *net.rules, net.likelihoods, net.att).empty());  // a seek goal: no rule made it
}

TEST_CASE("a tactic reaching its goal raises the providing rule's weight and its parent's by its share") {
  Net net;
  std::vector<newell::store::CreditEvidence> evidence;
  const auto weights = weights_after(providing_rule_shares(net.net, *net.rules, net.likelihoods, net.ctl), true, evidence);
  CHECK(weights.at("def->ctl") == Approx(0.4 + 0.1 * (1 - 0.4)));
  CHECK(weights.at("att->def") == Approx(0.5 + 0.1 * 0.5 * (1 - 0.5)));  // half a step: its share
  CHECK(weights.at("def->ctl#2") == Approx(0.4));                        // not above the subgoal
  REQUIRE(evidence.size() == 2);
  for (const auto& item : evidence) {
    CHECK(item.game == 7);
    CHECK(item.ply == 12);
    CHECK(item.goal == "ctl(s3)");
    CHECK(item.event == "reached");
    CHECK(item.achieved);
  }
}

TEST_CASE("a tactic that fails lowers the providing rule's weight and its parent's by its share") {
  Net net;
  std::vector<newell::store::CreditEvidence> evidence;
  const auto weights = weights_after(providing_rule_shares(net.net, *net.rules, net.likelihoods, net.ctl), false, evidence);
  CHECK(weights.at("def->ctl") == Approx(0.4 - 0.1 * 0.4));
  CHECK(weights.at("att->def") == Approx(0.5 - 0.1 * 0.5 * 0.5));
  CHECK(weights.at("def->ctl#2") == Approx(0.4));
}

namespace {

// A fallback's trace: the threat (the opponent's move were we to stand still) costs 300 against
// the core's move; att (seek) names men on s7 and s6, def (att->def) the man on s2, and ctl #2
// (def->ctl) was searched and offered nothing.
goals::Trace fallback_trace(const Net& net) {
  goals::Trace trace;
  trace.source = "fallback";
  trace.threat = "s9-s8";
  trace.baseline_score = 0;
  trace.standing_still_score = -300;
  auto traced = [&](goals::GoalId id, std::string type, std::vector<std::string> arguments, bool with_parent) {
    goals::TraceGoal goal;
    goal.id = id;
    goal.owner = "machine";
    goal.type = std::move(type);
    goal.arguments = std::move(arguments);
    goal.likelihood = net.likelihoods.at(id);
    goal.tactic = goals::TraceTactic{};
    if (with_parent) goal.parents.push_back({0, "transform", 0.5});
    return goal;
  };
  trace.goals = {traced(net.att, "att", {"black man on s7", "white man on s6"}, false),
                 traced(net.def, "def", {"white man on s2"}, true), traced(net.ctl, "ctl", {"s3"}, true)};
  return trace;
}

}  // namespace

TEST_CASE("a fallback that met a threat no goal covered lowers the rules that should have kept the man it takes") {
  Net net;
  goals::Trace trace = fallback_trace(net);
  CHECK(fallback_met_uncovered_threat(trace, 100));
  CHECK_FALSE(fallback_met_uncovered_threat(trace, 400));  // standing still was not so much worse
  // The threat takes the man on s2, which def names: the rules for def (def->ctl and def->ctl#2)
  // offered nothing that kept it, and att->def made the goal that failed. Before, the rules blamed
  // were those whose subgoals were searched (def->ctl wholly, att->def by half), whatever the
  // threat took.
  const auto shares = uncovered_threat_shares(net.net, *net.rules, trace, {"s2"});
  REQUIRE(shares.size() == 3);
  CHECK(shares.at("def->ctl") == Approx(0.5));
  CHECK(shares.at("def->ctl#2") == Approx(0.5));
  CHECK(shares.at("att->def") == Approx(1.0));
  std::vector<newell::store::CreditEvidence> evidence;
  const auto weights = weights_after(shares, false, evidence);
  CHECK(weights.at("def->ctl#2") < 0.4);
  CHECK(weights.at("def->ctl") < 0.4);
  CHECK(weights.at("att->def") < 0.5);
  trace.source = "goal";
  CHECK_FALSE(fallback_met_uncovered_threat(trace, 100));
}

TEST_CASE("a threat that takes a man no goal names, or nothing at once, blames no rule") {
  Net net;
  const goals::Trace trace = fallback_trace(net);
  CHECK(uncovered_threat_shares(net.net, *net.rules, trace, {"s5"}).empty());
  CHECK(uncovered_threat_shares(net.net, *net.rules, trace, {}).empty());
}

TEST_CASE("the rules for a goal type are the transformation rules that give it subgoals") {
  Net net;
  CHECK(rules_for_goal_type(*net.rules, "def") == std::vector<std::string>{"def->ctl", "def->ctl#2"});
  CHECK(rules_for_goal_type(*net.rules, "ctl").empty());
}

TEST_CASE("a rule's weight moves by less than a step when its evidence is less than one trial") {
  const WeightUpdate update = parse_weight_update("linear:rate=0.1");
  CHECK(update.apply(0.5, 0.25, 0.25) == Approx(0.5 + 0.1 * 0.25 * 0.5));
  CHECK(update.apply(0.5, 3, 4) == Approx(0.5 + 0.1 * (0.75 - 0.5)));  // whole trials: as before
}

TEST_CASE("a tactic that reached its goal while the core's score fell by more than the loss margin fails its rules") {
  // The checkers margin, 90: a man lost on the way is a cost, a small positional wobble is not.
  CHECK(judge_settled_tactic(true, 20, -100, 90) == TacticVerdict::reached_at_a_cost);
  CHECK(judge_settled_tactic(true, 20, -70, 90) == TacticVerdict::reached);
  CHECK(judge_settled_tactic(true, -100, 300, 90) == TacticVerdict::reached);  // it won something on the way
  CHECK(judge_settled_tactic(false, 20, 300, 90) == TacticVerdict::failed);    // its goal not reached: failed whatever the score
  CHECK(judge_settled_tactic(true, std::nullopt, -500, 90) == TacticVerdict::reached);  // no core score: judged by its goal
  CHECK(judge_settled_tactic(true, 20, std::nullopt, 90) == TacticVerdict::reached);
  CHECK(tactic_cost(20, -100) == 120);
  CHECK_FALSE(tactic_cost(std::nullopt, 3));
}
