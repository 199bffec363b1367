#include "games/checkers/checkers_game.h"
#include "goals/likelihood_calibration.h"
#include "goals/tactic_search.h"

#include "tests/goals/number_line_attack.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>

using namespace newell::goals;
using newell::interpreter::Value;
using newell::goals::testing::OneMovePredictor;
using newell::goals::testing::Setup;

TEST_CASE("a calibration curve interpolates between its points and keeps likelihoods 0 and 1") {
  const CalibrationCurve curve{{{0.2, 0.1}, {0.6, 0.3}}};
  CHECK(curve.corrected(0.2) == Approx(0.1));
  CHECK(curve.corrected(0.4) == Approx(0.2));
  CHECK(curve.corrected(0.1) == Approx(0.1).margin(1e-3));  // beyond the points: nearly their value
  CHECK(curve.corrected(0.8) == Approx(0.3).margin(1e-3));
  CHECK(curve.corrected(0) == 0);
  CHECK(curve.corrected(1) == 1);
  CHECK(CalibrationCurve{}.corrected(0.37) == Approx(0.37));
}

TEST_CASE("a calibration without a curve for a goal type or phase leaves the likelihood alone") {
  LikelihoodCalibration calibration;
  calibration.set_tactic_curve("att", GamePhase::opening, CalibrationCurve{{{0.5, 0.1}}});
  CHECK(calibration.tactic("att", GamePhase::opening, 0.5) == Approx(0.1));
  CHECK(calibration.tactic("def", GamePhase::opening, 0.5) == Approx(0.5));
  CHECK(calibration.tactic("att", GamePhase::endgame, 0.5) == Approx(0.5));
  CHECK(calibration.reply(GamePhase::opening, 0.3) == Approx(0.3));
}

TEST_CASE("phase names read back") {
  for (const GamePhase phase : all_game_phases) CHECK(parse_phase(phase_name(phase)) == phase);
  CHECK_FALSE(parse_phase("late"));
}

TEST_CASE("the tactic search reports a tactic's likelihood corrected by the rules' calibration") {
  // After s1-s2 black walks into the capture or runs: the rules' likelihood is 0.5.
  TacticSettings settings;
  settings.depth = 3;
  Setup setup(".W..B..... w");
  auto calibration = std::make_shared<LikelihoodCalibration>();
  for (const GamePhase phase : all_game_phases) calibration->set_tactic_curve("att", phase, CalibrationCurve{{{0.5, 0.2}}});
  setup.rules->set_likelihood_calibration(calibration);
  TacticSearch search(*setup.rules, setup.game, setup.context);
  const Tactic tactic = search.search(setup.att(1, 0), settings);
  CHECK(tactic.likelihood == Approx(0.2));
  // Every first move is corrected too (a move that reaches nothing stays at 0).
  const auto chosen = std::find_if(tactic.tried.begin(), tactic.tried.end(), [&](const auto& tried) { return tried.move == tactic.first_move; });
  REQUIRE(chosen != tactic.tried.end());
  CHECK(chosen->value == Approx(0.2));
}

TEST_CASE("a learned reply curve sharpens the shares the tactic search gives the opponent's replies") {
  // The blended model gives s4-s3 (walks in) 2/3 and s4-s5 (runs) 1/3 of its likelihood; a curve
  // saying the favourite is nearly always played makes the tactic nearly sure.
  TacticSettings settings;
  settings.depth = 3;
  OneMovePredictor walks_in("s4-s3");
  Setup setup(".W..B..... w");
  auto calibration = std::make_shared<LikelihoodCalibration>();
  for (const GamePhase phase : all_game_phases)
    calibration->set_reply_curve(phase, CalibrationCurve{{{0.34, 0.05}, {0.66, 0.95}}});
  setup.rules->set_likelihood_calibration(calibration);
  TacticSearch search(*setup.rules, setup.game, setup.context);
  search.set_opponent_predictor(&walks_in, 0.5);
  CHECK(search.search(setup.att(1, 0), settings).likelihood > 0.9);
}

TEST_CASE("the game phase is read from the men on the board against the most the game can have") {
  newell::games::CheckersGame start("");
  CHECK(game_phase(start) == GamePhase::opening);
  newell::games::CheckersGame ending("W:W21,22:B1,2,3");
  CHECK(game_phase(ending) == GamePhase::endgame);
}
