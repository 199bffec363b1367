#include "learning/transformation/opponent_replay.h"
#include "learning/transformation/reply_model.h"

#include "goals/game_factory.h"
#include "goals/rules.h"
#include "tests/support/source_file.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace newell;
using namespace newell::learning::transformation;

TEST_CASE("the move played counts as in the top three when three or fewer moves are likelier, ties sharing the places") {
  const std::vector<double> scores{0.5, 0.4, 0.3, 0.2};
  CHECK(top_three_hit(scores, 2) == 1.0);
  CHECK(top_three_hit(scores, 3) == 0.0);
  const std::vector<double> ties{0.5, 0.5, 0.5, 0.5};
  CHECK(top_three_hit(ties, 1) == Approx(0.75));
  CHECK(uniform_top_three(12) == Approx(0.25));
  CHECK(uniform_top_three(2) == 1.0);
}

TEST_CASE("a reply term that marks the move played gets a positive weight, one that marks another a negative one") {
  const std::vector<ReplyTerm> terms{{"reply_a", "1", ""}, {"reply_b", "1", ""}};
  std::vector<ReplyPosition> positions;
  for (int i = 0; i < 40; ++i) {
    ReplyPosition position;
    position.terms = {{0, 1}, {1, 0}, {0, 0}, {0, static_cast<double>(i % 2)}};
    position.played = i % 4 == 0 ? 2 : 1;  // mostly the move term a marks, never one term b marks
    positions.push_back(position);
  }
  const auto model = fit_reply_model(terms, positions);
  CHECK(model.weights[0] > 1);
  CHECK(model.weights[1] < -0.5);
  CHECK(model.positions == 40);
  // The written rule ranks as the fit: term a's move likeliest, and every likelihood of the fitted
  // range lies between 0.1 and 0.9.
  CHECK(model.coefficient(0) > 0);
  CHECK(model.coefficient(1) < 0);
  CHECK(model.constant() + model.coefficient(0) == Approx(0.9));
}

TEST_CASE("the learned likelihood replaces the rule file's, defines its terms and compiles") {
  const std::string original = newell::testing::source_file_text("tests/data/learning/checkers-learned-early.nwl");
  REQUIRE(original.find("// calibrate reply") != std::string::npos);
  const auto terms = reply_terms("checkers");
  const std::string with_terms = with_reply_terms(original, terms);
  CHECK(with_reply_terms(with_terms, terms) == with_terms);  // defined once
  ReplyModel model;
  model.terms = terms;
  model.weights.assign(terms.size(), 0.0);
  model.weights[0] = 2;
  model.weights[3] = -1;
  const std::string learned = with_learned_likelihood(with_terms, model, "learned in a test\nfrom nothing");
  CHECK(learned.find("// learned in a test\n// from nothing\n") != std::string::npos);
  CHECK(learned.find("// It replaces: likelihood M := 0.1 + 0.8 *") != std::string::npos);
  CHECK(learned.find("+ 1.6 * reply_goal(M)") != std::string::npos);
  CHECK(learned.find("- 0.8 * reply_exposed(M)") != std::string::npos);
  CHECK(learned.find("// calibrate reply") == std::string::npos);
  CHECK(learned.find("// calibrate tactic") != std::string::npos);
  auto game = goals::find_game("checkers")("");
  const auto rules = goals::Rules::from_text("learned.nwl", learned, game->registry());
  goals::GoalEngine engine(*game, *rules);
  std::vector<goals::MoveId> legal;
  game->legal_moves(legal);
  CHECK(engine.opponent_move_term("reply_centre", *game->parse_move("11-15")) == 1.0);
  CHECK(engine.opponent_move_term("reply_centre", *game->parse_move("9-13")) == 0.0);
  CHECK(engine.opponent_move_term("reply_side", *game->parse_move("9-13")) == 1.0);
  CHECK_FALSE(engine.opponent_move_term("no_such_term", legal[0]));
  CHECK_THROWS(with_learned_likelihood("game checkers.\n", model, "x"));
}

TEST_CASE("a replayed game asks the model before each move of the side the engine does not play") {
  for (const std::string game_name : {"checkers", "chess"}) {
    auto game = goals::find_game(game_name)("");
    const auto rules = goals::Rules::from_text(
        "start", with_reply_terms(newell::testing::source_file_text("tests/data/learning/" + game_name + "-start.nwl"), reply_terms(game_name)),
        game->registry());
    const std::vector<std::string> moves =
        game_name == "checkers" ? std::vector<std::string>{"11-15", "23-19", "8-11", "22-17", "1-1"}
                                : std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Zz9"};
    std::vector<ReplyPosition> positions;
    const auto replayed = replay_opponent_moves(*game, *rules, moves, 1, 300,
                                                [&](goals::GoalEngine& engine, const std::vector<goals::MoveId>& legal, goals::MoveId played) {
                                                  positions.push_back(reply_position(engine, reply_terms(game_name), legal, played));
                                                });
    CHECK(replayed == 4);  // the fifth move does not parse
    REQUIRE(positions.size() == 2);
    CHECK(positions[0].terms.size() == (game_name == "checkers" ? 7u : 20u));
    CHECK(positions[0].terms[positions[0].played].size() == reply_terms(game_name).size());
  }
}

TEST_CASE("a rare term that marks the move played whenever it is on gets a finite weight that fits better than none") {
  // A recapture, say: on one move in half the positions, always the one played. Newton's full step
  // overshoots into a saturated softmax; before the step was halved until the objective stopped
  // falling, this fit ended at a weight near 23 with the fit no better than no weights at all
  // (the engine games' recaptures ran a weight off to 164).
  const std::vector<ReplyTerm> terms{{"reply_rare", "1", ""}, {"reply_value", "1", ""}};
  std::vector<ReplyPosition> positions;
  for (int i = 0; i < 200; ++i) {
    ReplyPosition position;
    position.terms.assign(30, {0, 0});
    for (int m = 0; m < 30; ++m) position.terms[m][1] = ((m * 7 + i) % 11);
    position.played = static_cast<std::size_t>(i % 30);
    if (i % 2 == 0) position.terms[position.played][0] = 1;
    positions.push_back(position);
  }
  const auto model = fit_reply_model(terms, positions);
  CHECK(std::isfinite(model.weights[0]));
  CHECK(model.weights[0] > 2);
  CHECK(model.weights[0] < 12);
  CHECK(model.log_likelihood > std::log(1.0 / 30) + 1);  // no weights: each of the 30 moves alike
}
