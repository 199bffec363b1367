// The sketch in the architecture document parses, checks and runs: its classification net,
// likelihood and utility on a position of the numbers game, with a small goal engine of the test's
// own providing the self-referring built-ins.

#include "interpreter/evaluator.h"
#include "interpreter/number_line.h"
#include "interpreter/program.h"

#include <catch2/catch.hpp>

#include <vector>

namespace {

using namespace newell::interpreter;

// The opponent's hypothesised goals as the goal engine will hold them: which men work for each,
// and how active it has been.
struct TestEngine {
  struct Goal {
    std::uint64_t side;
    std::vector<std::uint64_t> men;
    double activity;
  };
  std::vector<Goal> goals;
  std::vector<std::uint64_t> committed_men;
};

const TestEngine& engine(void* state) { return *static_cast<const TestEngine*>(state); }

void add_test_engine(Registry& registry) {
  registry.add_domain("goals", {types::side}, types::goal, 16, [](void* state, const Value* arguments, Value* out, std::size_t capacity) {
    if (state == nullptr) return std::size_t{0};
    std::size_t count = 0;
    for (std::size_t i = 0; i < engine(state).goals.size(); ++i) {
      if (engine(state).goals[i].side != arguments[0].as_entity()) continue;
      if (count < capacity) out[count] = Value::entity(i);
      ++count;
    }
    return count;
  }, "goals(S): the goals side S pursues", StateSlot::engine);
  // Moves of the numbers game are man * 16 + target.
  registry.add_predicate("contributes", {types::move, types::goal}, [](void* state, const Value* arguments) {
    const auto& goal = engine(state).goals.at(arguments[1].as_entity());
    const auto man = arguments[0].as_entity() / 16;
    return Value::truth(std::find(goal.men.begin(), goal.men.end(), man) != goal.men.end());
  }, "contributes(M, G): the man moved by M works for G", StateSlot::engine);
  registry.add_function("activity", {types::goal}, types::number, [](void* state, const Value* arguments) {
    return Value::number(engine(state).goals.at(arguments[0].as_entity()).activity);
  }, "activity(G): how active G has been", StateSlot::engine);
  registry.add_predicate("committed", {types::man}, [](void* state, const Value* arguments) {
    const auto& men = engine(state).committed_men;
    return Value::truth(std::find(men.begin(), men.end(), arguments[0].as_entity()) != men.end());
  }, "committed(M): M already serves one of our goals", StateSlot::engine);
  registry.add_action("stems_from", {types::move, types::goal}, "classify move M as stemming from goal G");
}

struct Fixture {
  Registry registry{"numbers"};
  SourceFiles files;
  Diagnostics diagnostics;
  std::unique_ptr<Program> program;

  Fixture() {
    build_number_line_registry(registry);
    add_test_engine(registry);
    program = Program::build(
        parse_rule_file(std::string(NEWELL_SOURCE_DIR) + "/tests/interpreter/examples/architecture.nwl", files, diagnostics),
        registry, diagnostics);
  }
};

Value move(int man, int target) { return Value::entity(static_cast<std::uint64_t>(man * 16 + target)); }

}  // namespace

TEST_CASE("the architecture sketch parses and checks") {
  Fixture fixture;
  INFO(render_all(fixture.diagnostics, fixture.files));
  REQUIRE(fixture.program != nullptr);
  CHECK(fixture.program->goals().size() == 4);
  CHECK(fixture.program->transforms().size() == 2);
  CHECK(fixture.program->transforms()[1].free_slots.size() == 1);  // R in try blk(R, T)
  CHECK(fixture.program->net("classify_opponent_move") != nullptr);
  CHECK(fixture.program->aspiration("adequate") != nullptr);
}

TEST_CASE("the sketch's classification net fires its first matching line with the witness") {
  Fixture fixture;
  REQUIRE(fixture.program != nullptr);
  NumberLineState position;
  std::string error;
  REQUIRE(position.read("W.B..W.... w", error));  // white to move: black (the opponent) just moved
  TestEngine engine{{{0, {0}, 0.9}, {1, {1}, 0.5}}, {}};
  const EvaluationState state{&position, &engine};
  Evaluator evaluator(*fixture.program);
  const auto& net = *fixture.program->net("classify_opponent_move");
  NetDecision decision;

  // Black's man 1 steps from s2 to s3: it works for the opponent's goal 1, so line 1 fires.
  const Value step[] = {move(1, 3)};
  REQUIRE(evaluator.run_net(net, state, step, decision));
  REQUIRE(decision.line == 0);
  REQUIRE(decision.fired->kind == CompiledNetLine::Kind::action);
  CHECK(decision.fired->action->name == "stems_from");
  CHECK(decision.arguments[1].as_entity() == 1);  // the witness G

  // With no goal of black's, the same move is classified by the second line, adopting att.
  engine.goals = {{0, {0}, 0.9}};
  // (The toy game has no history: its newly_attacks reads the current position.)
  REQUIRE(position.read("W..BW..... w", error));
  const Value attack[] = {move(1, 2)};
  REQUIRE(evaluator.run_net(net, state, attack, decision));
  REQUIRE(decision.line == 1);
  CHECK(decision.fired->kind == CompiledNetLine::Kind::adopt);
  CHECK(fixture.program->goals()[decision.fired->goal].name == "att");
  CHECK(decision.arguments[0].as_entity() == 2);  // T: the white man on s4
  CHECK(decision.arguments[1].as_entity() == 1);  // moved(M)
}

TEST_CASE("the sketch's likelihood and utility compute from goal activity and commitment") {
  Fixture fixture;
  REQUIRE(fixture.program != nullptr);
  NumberLineState position;
  std::string error;
  REQUIRE(position.read("W.B..W.... w", error));
  TestEngine engine{{{1, {1}, 0.5}}, {0}};
  const EvaluationState state{&position, &engine};
  Evaluator evaluator(*fixture.program);
  Value result;
  const Value contributing[] = {move(1, 1)};
  REQUIRE(evaluator.evaluate(*fixture.program->likelihood(), state, contributing, result));
  CHECK(result.as_number() == Approx(0.1 + 0.8 * 0.5));
  const Value other[] = {move(0, 1)};
  REQUIRE(evaluator.evaluate(*fixture.program->likelihood(), state, other, result));
  CHECK(result.as_number() == Approx(0.1));
  REQUIRE(evaluator.evaluate(*fixture.program->utility(), state, other, result));
  CHECK(result.as_number() == Approx(0.3));  // man 0 is committed
}
