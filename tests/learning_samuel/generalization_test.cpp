#include "checkers/movegen.h"
#include "checkers/notation.h"
#include "learning/samuel/generalization_alpha.h"
#include "learning/samuel/generalization_game.h"
#include "learning/samuel/side_difference.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace newell::learning::samuel;
using newell::checkers::find_samuel_term;

TEST_CASE("coefficients are powers of two set by the ratio of each correlation to the largest") {
  // Ratios to 0.8: 1, 2, 2.67, 4 (negative), none.
  const std::vector<double> correlations{0.8, 0.4, 0.3, -0.2, 0.0};
  CHECK(power_of_two_coefficients(correlations, 32) == std::vector<int>{32, 16, 16, -4, 0});
  // The leading term may be negative: magnitudes are compared, the sign follows the correlation.
  CHECK(power_of_two_coefficients({-0.5, 0.25, 0.1}, 64) == std::vector<int>{-64, 32, 4});
  CHECK(power_of_two_coefficients({0.0, 0.0}, 32) == std::vector<int>{0, 0});
  // Far below the leader a term keeps the smallest coefficient, 1.
  CHECK(power_of_two_coefficients({0.9, 0.01}, 32) == std::vector<int>{32, 1});
}

TEST_CASE("corrections use 16 for the times used until 32, then powers of two up to 256") {
  const AlphaSettings settings;
  CHECK(effective_times_used(0, settings) == 16);
  CHECK(effective_times_used(31, settings) == 16);
  CHECK(effective_times_used(32, settings) == 32);
  CHECK(effective_times_used(63, settings) == 32);
  CHECK(effective_times_used(64, settings) == 64);
  CHECK(effective_times_used(100000, settings) == 256);
}

namespace {

Alpha scripted_alpha(int tally_limit) {
  AlphaSettings settings;
  settings.term_count = 3;
  settings.low_tally_limit = tally_limit;
  std::vector<const newell::checkers::SamuelTerm*> order{find_samuel_term("ADV"), find_samuel_term("MOB"),
                                                         find_samuel_term("CENT"), find_samuel_term("DENY"),
                                                         find_samuel_term("KCENT")};
  return Alpha(settings, order);
}

Remembered with_values(int adv, int mob, int cent) {
  Remembered remembered;
  const auto& terms = newell::checkers::samuel_terms();
  for (std::size_t index = 0; index < terms.size(); ++index) {
    if (terms[index].name == "ADV") remembered.values[index] = adv;
    if (terms[index].name == "MOB") remembered.values[index] = mob;
    if (terms[index].name == "CENT") remembered.values[index] = cent;
  }
  return remembered;
}

// ADV leading, MOB negative, CENT at zero, as if learned.
Alpha learned_alpha(int tally_limit) {
  Alpha alpha = scripted_alpha(tally_limit);
  auto active = alpha.active();
  active[0].correlation = 0.5;
  active[0].times_used = 4;
  active[1].correlation = -0.3;
  active[1].times_used = 4;
  alpha.restore(active, alpha.reserve(), 0, 0);
  return alpha;
}

}  // namespace

TEST_CASE("a term whose sign agrees with delta gains correlation and the leading coefficient; one that disagrees turns negative") {
  Alpha alpha = scripted_alpha(1000);
  for (int move = 0; move < 10; ++move) {
    // ADV agrees with delta, MOB disagrees, CENT is always zero.
    const bool up = move % 2 == 0;
    const LearningStep step = alpha.learn(with_values(up ? 2 : -2, up ? -1 : 1, 0), up ? 200 : -200, 0);
    CHECK(step.corrected);
  }
  const auto& active = alpha.active();
  CHECK(active[0].correlation > 0.3);
  CHECK(active[1].correlation < -0.3);
  CHECK(active[2].correlation == 0.0);
  CHECK(active[2].times_used == 0);
  CHECK(alpha.polynomial().weight("ADV") == alpha.settings().maximum_coefficient);
  CHECK(alpha.polynomial().weight("MOB").value_or(0) < 0);
  CHECK_FALSE(alpha.polynomial().weight("CENT").has_value());
}

TEST_CASE("a delta below the minimum changes nothing") {
  Alpha alpha = scripted_alpha(1000);
  alpha.learn(with_values(2, -1, 0), 200, 0);
  const std::string before = alpha.to_text();
  const LearningStep step = alpha.learn(with_values(2, -1, 0), 0, 0);  // delta 0
  CHECK_FALSE(step.corrected);
  CHECK(alpha.active()[0].correlation == Approx(Alpha::from_text(before, alpha.settings()).active()[0].correlation));
}

TEST_CASE("the term with the lowest correlation collects low tallies and is replaced from the head of the reserve") {
  Alpha alpha = learned_alpha(2);
  alpha.learn(with_values(2, -1, 0), 0, 0);  // delta 0, no correction; CENT at zero: the lowest, first tally
  CHECK(alpha.active()[2].low_tally == 1);
  const LearningStep step = alpha.learn(with_values(2, -1, 0), 0, 0);
  REQUIRE(step.replaced);
  CHECK(*step.replaced == "CENT");
  CHECK(*step.replacement == "DENY");
  CHECK(alpha.active()[2].term->name == "DENY");
  CHECK(alpha.active()[2].correlation == 0.0);
  CHECK(alpha.active()[2].low_tally == 0);
  REQUIRE(alpha.reserve().size() == 2);
  CHECK(alpha.reserve().front()->name == "KCENT");
  CHECK(alpha.reserve().back()->name == "CENT");
}

TEST_CASE("the third black mark reduces the leading term's coefficient to zero and the marks start again") {
  Alpha alpha = learned_alpha(1000);
  CHECK_FALSE(alpha.add_black_mark());
  CHECK_FALSE(alpha.add_black_mark());
  CHECK(alpha.black_marks() == 2);
  const auto dropped = alpha.add_black_mark();
  REQUIRE(dropped);
  CHECK(*dropped == "ADV");
  CHECK(alpha.black_marks() == 0);
  // Samuel: "by reducing the coefficient of the leading term to zero"; the term stays active.
  CHECK(alpha.active()[0].term->name == "ADV");
  CHECK(alpha.active()[0].correlation == 0.0);
  CHECK(alpha.active()[0].times_used == 4);
  CHECK(alpha.reserve().front()->name == "DENY");
  CHECK_FALSE(alpha.polynomial().weight("ADV").has_value());
  CHECK(alpha.polynomial().weight("MOB").value_or(0) < 0);
}

TEST_CASE("a term that merely has a usual sign while delta has a usual sign gains no correlation") {
  Alpha alpha = scripted_alpha(1000);
  // ADV always positive, delta mostly negative: the bare agreement is about -0.5, the covariance 0.
  // MOB's sign follows delta's: it is the one that predicts delta.
  for (int move = 0; move < 40; ++move) {
    const bool worse = move % 4 != 0;
    alpha.learn(with_values(3, worse ? -1 : 1, 0), worse ? -300 : 200, 0);
  }
  CHECK(alpha.active()[0].correlation == 0.0);
  CHECK(alpha.active()[0].term_sign == 1.0);
  CHECK(alpha.active()[0].delta_sign < -0.3);
  CHECK(alpha.active()[1].correlation > 0.1);
  CHECK(alpha.polynomial().weight("MOB") == alpha.settings().maximum_coefficient);
}

TEST_CASE("the initial score searches the pending jumps before scoring (Samuel's rudimentary tree search)") {
  const newell::checkers::ScoringPolynomial material;
  // Black to move must take 18: the static score is level, the jump-resolved one a man up.
  const auto position = newell::checkers::parse_fen("B:W18:B14");
  REQUIRE(newell::checkers::can_capture(position));
  CHECK(material(position) == 0);
  const JumpResolvedScore resolved = jump_resolved_score(position, material);
  CHECK(resolved.score == newell::checkers::man_value);
  CHECK(resolved.material == newell::checkers::man_value);
  // Remembered after Alpha's (White's) move, the pending Black jump costs Alpha a man.
  const Alpha alpha = Alpha::initial();
  const Remembered remembered = alpha.remember(position);
  CHECK(remembered.material == -newell::checkers::man_value);
  // A quiet position is scored as it stands.
  const auto quiet = newell::checkers::Position::initial();
  CHECK(jump_resolved_score(quiet, material).score == 0);
}

TEST_CASE("Beta adopts Alpha's polynomial only on a majority of wins") {
  BetaAdoption beta;
  CHECK_FALSE(beta.record(true));   // 1 of 1 is not a majority of the 3-game window
  CHECK_FALSE(beta.record(false));  // 1 of 2
  CHECK(beta.record(true));         // 2 of 3
  CHECK(beta.recent().empty());     // counting starts again after an adoption
  CHECK_FALSE(beta.record(false));
  CHECK_FALSE(beta.record(false));
  CHECK_FALSE(beta.record(true));   // 1 of the last 3
  CHECK(beta.record(true));         // 2 of the last 3
}

TEST_CASE("Alpha's state and polynomials survive a round trip through text") {
  Alpha alpha = Alpha::initial();
  alpha.learn(alpha.remember(newell::checkers::Position::initial()), 150, 0);
  alpha.add_black_mark();
  const Alpha restored = Alpha::from_text(alpha.to_text(), alpha.settings());
  CHECK(restored.to_text() == alpha.to_text());
  CHECK(polynomial_text(polynomial_from_text(polynomial_text(alpha.polynomial()))) == polynomial_text(alpha.polynomial()));
  CHECK_THROWS(polynomial_from_text("NO SUCH TERM\t4\n"));
  CHECK_THROWS(polynomial_from_text("ADV\tfour\n"));
  CHECK(polynomial_from_text("MODE 2=8\n").weight("MODE 2") == 8);
}

TEST_CASE("the same seed gives the same game and the same learned polynomial") {
  const GeneralizationSettings settings{.depth = 1, .nodes = 400, .move_limit = 16, .random_opening_plies = 2};
  const auto run = [&](std::uint64_t seed) {
    Alpha alpha = Alpha::initial();
    const auto beta = alpha.polynomial();
    const auto report = play_generalization_game(alpha, beta, newell::checkers::Color::white, settings, seed);
    std::string moves;
    for (const auto& move : report.game.moves()) moves += newell::checkers::move_text(move) + ' ';
    return moves + report.result + '\n' + alpha.to_text();
  };
  const std::string first = run(7);
  CHECK(first == run(7));
  // Every correction is counted once under the span of Alpha moves its delta was taken over.
  Alpha alpha = Alpha::initial();
  const auto report = play_generalization_game(alpha, alpha.polynomial(), newell::checkers::Color::black, settings, 3);
  CHECK(report.span_moves[0] + report.span_moves[1] + report.span_moves[2] + report.span_moves[3] == report.corrections);
  CHECK(first.find("active") != std::string::npos);
}

TEST_CASE("a term is the difference between the two sides' ratings: reversing the side to move reverses its sign") {
  // Men on both sides, White's further advanced; ADV and CENT differ between the sides.
  const auto position = newell::checkers::parse_fen("B:W14,15,22,23,25:B1,2,3,9,10");
  auto reversed = position;
  reversed.side_to_move = newell::checkers::Color::white;
  int changing = 0;
  for (const auto& term : newell::checkers::samuel_terms()) {
    CHECK(side_difference(term, position) == -side_difference(term, reversed));
    changing += side_difference(term, position) != 0 ? 1 : 0;
  }
  CHECK(changing > 5);
  // The evaluator is material minus the weighted differences, for the side to move.
  newell::checkers::ScoringPolynomial polynomial;
  polynomial.set_weight("ADV", 3);
  const int advancement = side_difference(*newell::checkers::find_samuel_term("ADV"), position);
  CHECK(SidesEvaluator(polynomial)(position) == -3 * advancement);
  CHECK(SidesEvaluator(polynomial)(reversed) == 3 * advancement);
}

TEST_CASE("while delta stays below the minimum the remembered span grows, and a correction restarts it") {
  // Coefficients up to a man per unit: the minimum delta is large, so some moves correct nothing.
  AlphaSettings alpha_settings;
  alpha_settings.maximum_coefficient = 100;
  const GeneralizationSettings settings{.depth = 2, .nodes = 3000, .move_limit = 60, .random_opening_plies = 2};
  int long_spans = 0, corrections = 0, alpha_moves = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    Alpha alpha = Alpha::initial(alpha_settings);
    const auto report = play_generalization_game(alpha, alpha.polynomial(), newell::checkers::Color::white, settings, seed);
    CHECK(report.span_moves[0] + report.span_moves[1] + report.span_moves[2] + report.span_moves[3] == report.corrections);
    long_spans += report.span_moves[1] + report.span_moves[2] + report.span_moves[3];
    corrections += report.corrections;
    alpha_moves += static_cast<int>(report.game.moves().size()) / 2;
  }
  CHECK(corrections > 0);
  CHECK(corrections < alpha_moves);
  CHECK(long_spans > 0);
}
