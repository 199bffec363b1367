#include "goals/game_factory.h"
#include "goals/engine_context.h"
#include "goals/goal_net.h"
#include "goals/rules.h"
#include "learning/transformation/rule_generation.h"
#include "tests/support/scratch_folder.h"
#include "store/rule_candidates.h"
#include "tests/support/shipped_rules.h"
#include "tests/support/source_file.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>

using namespace newell::learning::transformation;
namespace store = newell::store;

namespace {
const std::string meta_file = std::string(NEWELL_SOURCE_DIR) + "/rules/checkers/meta.nwl";
}  // namespace

TEST_CASE("meta-rules propose variants with the rule's variables, new subgoals and conditions") {
  auto game = newell::goals::find_game("checkers")("");
  const auto variants = propose_variants(meta_file, "newell.nwl", newell::testing::shipped_rule_set_text("rules/checkers/newell.nwl"), game->registry());
  std::map<std::string, Variant> by_meta;
  for (const auto& variant : variants) by_meta[variant.meta_rule] = variant;
  REQUIRE(by_meta.count("any_blocker"));
  CHECK(by_meta["any_blocker"].parent_rule == "def->blk");
  CHECK(by_meta["any_blocker"].statement ==
        "transform for def(M) try blk(R, M) where side_of(R) = opponent and (king(R) or (exists X in attackers(M): X = R)) "
        "weight 0.500.");
  REQUIRE(by_meta.count("safe_jump"));
  CHECK(by_meta["safe_jump"].statement ==
        "transform for win(S) try att(T, A) where side_of(T) = S and side_of(A) = me and "
        "(exists X in attackers(T): X = A) and not threatened(A) weight 0.300.");
  REQUIRE(by_meta.count("win_by_crown"));
  CHECK(by_meta["win_by_crown"].statement.rfind("transform for win(S) try crown(P) where side_of(P) = me", 0) == 0);
  // Every variant compiles into the rule set it extends.
  for (const auto& variant : variants) {
    INFO(variant.statement);
    CHECK_NOTHROW(newell::goals::Rules::from_text("v.nwl", newell::testing::shipped_rule_set_text("rules/checkers/newell.nwl") + "\n" + variant.statement + "\n",
                                                  game->registry()));
  }
}

TEST_CASE("a meta-rule whose pattern repeats a variable matches only rules that repeat it") {
  newell::testing::ScratchFolder folder;
  {
    std::ofstream meta(folder.file("meta.nwl"));
    meta << "game checkers.\ninclude \"" << NEWELL_SOURCE_DIR << "/rules/checkers/newell.nwl\".\n"
         << "vary same: for att(T, A) try def(T): and king(T).\n"
         << "vary other: for att(T, A) try def(A): and king(A).\n";
  }
  auto game = newell::goals::find_game("checkers")("");
  const auto variants = propose_variants(folder.file("meta.nwl"), "newell.nwl", newell::testing::shipped_rule_set_text("rules/checkers/newell.nwl"), game->registry());
  REQUIRE(variants.size() == 1);
  CHECK(variants[0].meta_rule == "other");
  CHECK(variants[0].statement == "transform for att(T, A) try def(A) where king(A) weight 0.500.");
}

namespace {
// A generation run of the checkers rules that tests one candidate in two short games.
GenerationSettings one_short_test(const std::string& name) {
  GenerationSettings settings;
  settings.rules = std::string(NEWELL_SOURCE_DIR) + "/rules/checkers/newell.nwl";
  settings.meta = meta_file;
  settings.name = name;
  settings.games_per_test = 2;
  settings.max_candidates = 1;
  settings.play.nodes = 200;
  settings.play.max_plies = 16;
  return settings;
}
}  // namespace

TEST_CASE("a candidate is tested Alpha against Beta and stored with its evidence") {
  newell::testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("generate.db"));
  GenerationSettings settings = one_short_test("generate");
  settings.seed = 3;
  settings.play.keep_traces = false;
  int steps = 0;
  const auto outcome = run_generation(database, settings, [&](const GenerationStep&) { ++steps; });
  CHECK(steps == 1);
  CHECK(outcome.admitted + outcome.rejected == 1);
  const auto candidates = store::rule_candidates(database, outcome.experiment.id);
  REQUIRE(candidates.size() == 1);
  CHECK((candidates[0].status == "admitted" || candidates[0].status == "rejected"));
  const auto evidence = nlohmann::json::parse(candidates[0].evidence);
  CHECK(evidence.at("games") == 2);
  CHECK(evidence.at("results").size() == 2);
  CHECK(evidence.at("seed").get<std::uint64_t>() == game_seed(3, 0));
  CHECK(evidence.at("alpha_wins").get<int>() + evidence.at("alpha_losses").get<int>() + evidence.at("draws").get<int>() == 2);
  const bool admitted = candidates[0].status == "admitted";
  CHECK(admitted == (outcome.rules_text.find(candidates[0].candidate) != std::string::npos));
  // Run again: the decision is read back, not played again.
  const auto again = run_generation(database, settings, {});
  CHECK(store::rule_candidates(database, outcome.experiment.id).size() == 1);
  CHECK(again.rules_text == outcome.rules_text);
}

TEST_CASE("a candidate tested as a modification stands in place of the rule it varies") {
  newell::testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("replace.db"));
  GenerationSettings settings = one_short_test("replace");
  settings.replace = true;
  const auto outcome = run_generation(database, settings, {});
  const auto candidates = store::rule_candidates(database, outcome.experiment.id);
  REQUIRE(candidates.size() == 1);
  const std::string parent = "transform for def(M) try blk(R, M) where side_of(R) = opponent";
  if (candidates[0].status == "admitted") {
    CHECK(outcome.rules_text.find(parent) == std::string::npos);
    CHECK(outcome.rules_text.find(candidates[0].candidate) != std::string::npos);
  } else {
    CHECK(outcome.rules_text.find(parent) != std::string::npos);
  }
}

TEST_CASE("a sequential test plays whole pairs until it decides, and keeps its LLR and pair counts as evidence") {
  newell::testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("sequential.db"));
  GenerationSettings settings = one_short_test("sequential");
  settings.games_per_test = 5;  // an odd most: only whole pairs are played, so at most 4
  newell::statistics::SequentialTestSettings sequential;
  sequential.elo1 = 400;
  sequential.min_pairs = 1;
  settings.sequential = sequential;
  const auto outcome = run_generation(database, settings, {});
  const auto candidates = store::rule_candidates(database, outcome.experiment.id);
  REQUIRE(candidates.size() == 1);
  const auto evidence = nlohmann::json::parse(candidates[0].evidence);
  const int games = evidence.at("games").get<int>();
  CHECK(games % 2 == 0);
  CHECK(games >= 2);
  CHECK(games <= 4);
  CHECK(evidence.at("results").size() == static_cast<std::size_t>(games));
  CHECK(evidence.at("test") == "sequential");
  CHECK(evidence.at("max_games") == 5);
  int pairs = 0;
  for (const int count : evidence.at("pentanomial")) pairs += count;
  CHECK(pairs * 2 == games);
  const std::string verdict = evidence.at("verdict");
  // It stops early only on a decision; at the most games it may be undecided, and undecided is refused.
  if (games < 4) CHECK(verdict != "undecided");
  CHECK((candidates[0].status == "admitted") == (verdict == "H1 accepted"));
  const double llr = evidence.at("llr");
  if (verdict == "H1 accepted") CHECK(llr >= evidence.at("llr_bounds").at(1).get<double>());
  if (verdict == "H0 accepted") CHECK(llr <= evidence.at("llr_bounds").at(0).get<double>());
}

TEST_CASE("every variant the chess meta-rules propose for the chess starting sets compiles") {
  // hold_square kept the varied rule's attacker X in its condition, which its new subgoal no longer binds.
  auto game = newell::goals::find_game("chess")("");
  for (const char* file : {"tests/data/learning/chess-start.nwl", "rules/chess/newell.nwl"}) {
    const std::string rules = newell::testing::shipped_rule_set_text(file);
    const auto variants =
        propose_variants(std::string(NEWELL_SOURCE_DIR) + "/rules/chess/meta.nwl", file, rules, game->registry());
    CHECK(variants.size() >= 3);
    for (const auto& variant : variants) {
      INFO(file << ": " << variant.meta_rule << ": " << variant.statement);
      CHECK_NOTHROW(newell::goals::Rules::from_text("v.nwl", rules_with_variant(file, rules, variant, false), game->registry()));
    }
  }
}

namespace {
// The variants one meta-rule proposes for the chess learning start set.
std::vector<Variant> chess_start_variants(const std::string& meta_rule) {
  newell::testing::ScratchFolder folder;
  {
    std::ofstream meta(folder.file("meta.nwl"));
    meta << "game chess.\ninclude \"" << NEWELL_SOURCE_DIR << "/tests/data/learning/chess-start.nwl\".\n" << meta_rule << "\n";
  }
  auto game = newell::goals::find_game("chess")("");
  return propose_variants(folder.file("meta.nwl"), "learning-start.nwl",
                          newell::testing::source_file_text("tests/data/learning/chess-start.nwl"), game->registry());
}
}  // namespace

TEST_CASE("a meta-rule on a net adds its condition where the line's witnesses are bound, in the net's place") {
  const std::string rules = newell::testing::source_file_text("tests/data/learning/chess-start.nwl");
  auto game = newell::goals::find_game("chess")("");
  const auto variants = chess_start_variants("vary piece_pins: net seek_pin: and not is_pawn(P).");
  REQUIRE(variants.size() == 1);
  CHECK(variants[0].parent_rule == "seek_pin");
  CHECK(variants[0].replaces);
  CHECK(variants[0].statement ==
        "net seek_pin(A: man):\n"
        "  when side_of(A) = me and is_slider(A) and (exists M in moves_of(A): exists P in theirs: pins_after(M, P) and "
        "not is_pawn(P)) then adopt pin(A, P).");
  // Even when the test is not of modifications, the variant stands where the net stood, alone.
  const std::string alpha = rules_with_variant("learning-start.nwl", rules, variants[0], false, "// note\n");
  CHECK(alpha.find("pins_after(M, P)\n    then adopt pin(A, P).") == std::string::npos);
  CHECK(alpha.find("// note\n" + variants[0].statement + "\nnet seek_skewer(") != std::string::npos);
  auto varied = newell::goals::Rules::from_text("v.nwl", alpha, game->registry());
  // A bishop that pins a pawn to a rook: the net adopts the pin, its variant does not; a knight pinned
  // to the queen is pinned by both.
  auto original = newell::goals::Rules::from_text("o.nwl", rules, game->registry());
  const auto pins = [&](newell::goals::Rules& set, const std::string& fen) {
    auto position = newell::goals::find_game("chess")(fen);
    newell::goals::GoalNet net;
    newell::goals::EngineContext context;
    context.net = &net;
    context.game = position.get();
    context.machine = position->side_to_move();
    int count = 0;
    for (const auto& goal : set.seek(*position, context, context.machine)) count += goal.rule == "seek_pin";
    return count;
  };
  CHECK(pins(*original, "4k3/8/2r5/3p4/8/8/6B1/4K3 w - - 0 1") == 1);
  CHECK(pins(*varied, "4k3/8/2r5/3p4/8/8/6B1/4K3 w - - 0 1") == 0);
  CHECK(pins(*original, "4k3/8/2q5/3n4/8/8/6B1/4K3 w - - 0 1") == 1);
  CHECK(pins(*varied, "4k3/8/2q5/3n4/8/8/6B1/4K3 w - - 0 1") == 1);
}

TEST_CASE("a test from a file of openings plays each opening once, colours swapped, and no more games than that") {
  newell::testing::ScratchFolder folder;
  const auto database = store::Database::open(folder.file("openings.db"));
  GenerationSettings settings = one_short_test("openings");
  settings.games_per_test = 10;
  settings.play.openings = {{{"11-15", "23-19"}, "first"}, {{"9-13", "22-18"}, "second"}, {{"10-14", "24-20"}, "third"}};
  settings.play.openings_source = "three.txt";
  const auto outcome = run_generation(database, settings, {});
  const auto candidates = store::rule_candidates(database, outcome.experiment.id);
  REQUIRE(candidates.size() == 1);
  const auto evidence = nlohmann::json::parse(candidates[0].evidence);
  CHECK(evidence.at("games") == 6);
  std::map<std::string, int> games_by_opening;
  std::vector<std::string> pair_openings;
  for (const auto& id : evidence.at("game_ids")) {
    const auto game = store::load_game(database, id.get<store::GameId>());
    REQUIRE(game);
    REQUIRE(game->moves.size() >= 2);
    const std::string opening = game->moves[0].notation + " " + game->moves[1].notation;
    ++games_by_opening[opening];
    pair_openings.push_back(opening);
  }
  CHECK(games_by_opening == std::map<std::string, int>{{"11-15 23-19", 2}, {"9-13 22-18", 2}, {"10-14 24-20", 2}});
  for (std::size_t i = 0; i + 1 < pair_openings.size(); i += 2) CHECK(pair_openings[i] == pair_openings[i + 1]);
  CHECK(nlohmann::json::parse(outcome.experiment.settings).at("openings") == "three.txt");
}

TEST_CASE("a meta-rule on the classification net gives a variant that stands in its place") {
  const std::string rules = newell::testing::source_file_text("tests/data/learning/chess-start.nwl");
  auto game = newell::goals::find_game("chess")("");
  const auto variants = chess_start_variants("vary no_checks: net classify_opponent_move: and not gives_check(M).");
  REQUIRE(variants.size() == 1);
  CHECK(variants[0].statement.rfind("classify opponent move M:\n  when exists G in goals(opponent): contributes(M, G) and not gives_check(M) then stems_from(M, G);\n", 0) == 0);
  const std::string alpha = rules_with_variant("learning-start.nwl", rules, variants[0], false);
  CHECK(alpha.find("when gives_check(M) then adopt mate(king_of(me)).") == std::string::npos);
  CHECK_NOTHROW(newell::goals::Rules::from_text("v.nwl", alpha, game->registry()));
}
