#include "goals/likelihood_calibration_text.h"
#include "games/numbers/number_line_game.h"
#include "goals/rules.h"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace newell::goals;

namespace {

const char* rules_text =
    "game numbers.\n"
    "goal def(M: man) achieved when exists Y in men_of(me): Y = M.\n";

LikelihoodCalibration learned_table() {
  LikelihoodCalibration table;
  table.set_tactic_curve("att", GamePhase::middlegame, CalibrationCurve{{{0.54, 0.38}, {0.87, 0.62}}});
  table.set_reply_curve(GamePhase::opening, CalibrationCurve{{{0.05, 0.11}, {0.25, 0.13}}});
  return table;
}

}  // namespace

TEST_CASE("a learned likelihood table reads back from the lines a rule file carries") {
  const std::string text = calibration_text(learned_table());
  CHECK(text ==
        "// calibrate tactic att middlegame: 0.5400 -> 0.3800, 0.8700 -> 0.6200\n"
        "// calibrate reply opening: 0.0500 -> 0.1100, 0.2500 -> 0.1300\n");
  const auto table = read_calibration_text("learned.nwl", text);
  REQUIRE(table);
  CHECK(table->tactic("att", GamePhase::middlegame, 0.54) == Approx(0.38));
  CHECK(table->tactic("att", GamePhase::middlegame, 0.705) == Approx(0.50));
  CHECK(table->reply(GamePhase::opening, 0.15) == Approx(0.12));
  CHECK(table->tactic("att", GamePhase::endgame, 0.54) == Approx(0.54));  // no curve: the rules' own
  CHECK_FALSE(read_calibration_text("start.nwl", rules_text));              // no lines: no table
}

TEST_CASE("a rule file's learned likelihoods are loaded with its rules, like its weights") {
  newell::games::NumberLineGame game{"..WB....B. w"};
  const auto plain = Rules::from_text("start.nwl", rules_text, game.registry());
  CHECK(plain->likelihood_calibration() == nullptr);
  const auto learned = Rules::from_text("learned.nwl", calibration_text(learned_table()) + rules_text, game.registry());
  REQUIRE(learned->likelihood_calibration() != nullptr);
  CHECK(learned->likelihood_calibration()->tactic("att", GamePhase::middlegame, 0.54) == Approx(0.38));
}

TEST_CASE("a malformed calibration line is refused with its file, line and what is wrong") {
  auto message = [](const std::string& text) {
    try {
      read_calibration_text("learned.nwl", text);
    } catch (const std::runtime_error& error) {
      return std::string(error.what());
    }
    return std::string("accepted");
  };
  CHECK(message("game chess.\n// calibrate tactic att noon: 0.5 -> 0.4\n") ==
        "learned.nwl:2: 'noon' is no game phase (opening, middlegame, endgame)");
  CHECK(message("// calibrate tactic att opening: 0.5 -> 1.4\n") == "learned.nwl:1: '1.4' is not a likelihood between 0 and 1");
  CHECK(message("// calibrate reply opening: 0.5 -> 0.4, 0.3 -> 0.5\n") ==
        "learned.nwl:1: the points must increase ('0.3 -> 0.5' after 0.5000 -> 0.4000)");
  CHECK(message("// calibrate move opening: 0.5 -> 0.4\n") == "learned.nwl:1: 'move opening' is neither 'tactic GOAL PHASE' nor 'reply PHASE'");
  CHECK(message("// calibrate reply opening 0.5\n").starts_with("learned.nwl:1: a calibration line is"));
  CHECK(message("// calibrated by hand\n") == "accepted");  // an ordinary comment
}
