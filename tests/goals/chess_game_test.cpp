#include "games/chess/chess_game.h"
#include "goals/engine.h"
#include "tests/goals/self_play_checks.h"
#include "tests/support/shipped_rules.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using namespace newell;
using goals::MoveId;

namespace {
const std::string chess_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl";
const std::string bernstein_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/bernstein.nwl";
}  // namespace

TEST_CASE("the chess adapter gives legal moves, makes and unmakes them, and reads and writes SAN") {
  games::ChessGame game("");
  std::vector<MoveId> moves;
  game.legal_moves(moves);
  CHECK(moves.size() == 20);
  const std::string start = game.position_text();
  const auto e4 = game.parse_move("e4");
  REQUIRE(e4);
  CHECK(game.parse_move("e2e4") == e4);
  CHECK(game.move_text(*e4) == "e4");
  CHECK_FALSE(game.parse_move("e5"));
  game.make(*e4);
  CHECK(game.side_to_move() == 1);
  game.unmake();
  CHECK(game.position_text() == start);
  CHECK_THROWS_AS(games::ChessGame("not a fen"), std::invalid_argument);
}

TEST_CASE("chess men keep their identity across moves and leave the board when taken") {
  games::ChessGame game("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
  const auto capture = game.parse_move("exd5");
  REQUIRE(capture);
  const auto pawn = game.moved_man(*capture);
  const auto victim_square = game.target_square(*capture);
  game.make(*capture);
  CHECK(game.square_of(pawn)->bits() == victim_square.bits());
  game.unmake();
  CHECK(game.square_of(pawn).has_value());
}

TEST_CASE("the chess core's verification search and fallback count on the shared counter") {
  games::ChessGame game("");
  const auto before = game.nodes_used();
  game.search_score(2, 10'000);
  const auto after_search = game.nodes_used();
  CHECK(after_search > before);
  const auto move = game.core_best_move(300);
  REQUIRE(move);
  CHECK(game.nodes_used() > after_search);
  CHECK(game.nodes_used() - after_search < 600);
}

TEST_CASE("the goal engine wins a hanging queen in chess and explains it") {
  // The black queen on d4 hangs to the e3 pawn, and nothing takes back.
  games::ChessGame game("4k3/8/8/8/3q4/4P3/8/4K3 w - - 0 1");
  auto rules = goals::Rules::load(chess_rules, game.registry());
  goals::GoalEngine engine(game, *rules);
  const auto decision = engine.choose_move({.nodes = 2000});
  REQUIRE(decision.move);
  CHECK(decision.move_text == "exd4");
  CHECK(decision.trace.source == "goal");
  CHECK(decision.trace.summary.find("exd4: plays for att(black queen") == 0);
}

TEST_CASE("a tactic played is judged after the reply: its outcome is in the next decision's trace") {
  games::ChessGame game("4k3/8/8/8/3q4/4P3/8/4K3 w - - 0 1");
  auto rules = goals::Rules::load(chess_rules, game.registry());
  goals::GoalEngine engine(game, *rules);
  const auto first = engine.choose_move({.nodes = 2000});
  REQUIRE(first.move_text == "exd4");
  CHECK(first.trace.outcomes.empty());
  game.make(*first.move);
  const auto reply = game.parse_move("Ke7");
  REQUIRE(reply);
  engine.observe_opponent_move(*reply);
  game.make(*reply);
  const auto second = engine.choose_move({.nodes = 2000});
  REQUIRE(second.trace.outcomes.size() == 1);
  CHECK(second.trace.outcomes[0].kind == "att");
  CHECK(second.trace.outcomes[0].achieved);
  CHECK(second.trace.outcomes[0].likelihood == Approx(1.0));
}

TEST_CASE("the goal engine plays legal chess moves for both sides with every rule set") {
  for (const auto& file : {chess_rules, bernstein_rules}) {
    games::ChessGame game("");
    auto rules = goals::Rules::load(file, game.registry());
    goals::testing::check_self_play(game, *rules, 6);
  }
}

TEST_CASE("the goal engine mates through the mate goal") {
  games::ChessGame game("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
  auto rules = goals::Rules::load(chess_rules, game.registry());
  goals::GoalEngine engine(game, *rules);
  const auto decision = engine.choose_move({.nodes = 2000});
  REQUIRE(decision.move);
  CHECK(decision.move_text == "Rd8#");
  CHECK(decision.trace.summary.find("plays for mate(") != std::string::npos);
}

namespace {
// The chess rules' text with each `from` replaced by its `to` (an empty `from`: no change).
std::string chess_rules_with(const std::vector<std::pair<std::string, std::string>>& changes) {
  std::string rules = newell::testing::shipped_rule_set_text("rules/chess/newell.nwl");
  for (const auto& [from, to] : changes) {
    if (from.empty()) continue;
    const auto at = rules.find(from);
    REQUIRE(at != std::string::npos);
    rules.replace(at, from.size(), to);
  }
  return rules;
}
std::string chess_rules_with(const std::string& from, const std::string& to) { return chess_rules_with({{from, to}}); }
// The goal engine's decision in `position` at `nodes`, with the chess rules changed so.
goals::Decision decision_with(const std::string& position, std::uint64_t nodes,
                              const std::vector<std::pair<std::string, std::string>>& changes) {
  games::ChessGame game(position);
  auto rules = goals::Rules::from_text("changed.nwl", chess_rules_with(changes), game.registry());
  goals::GoalEngine engine(game, *rules);
  return engine.choose_move({.nodes = nodes});
}
// ... with the text `from` replaced by `to` (both empty: the rules as committed).
goals::Decision decision_with(const std::string& position, std::uint64_t nodes, const std::string& from,
                              const std::string& to) {
  return decision_with(position, nodes, {{from, to}});
}
const std::string knight_attacked = "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1";
}  // namespace

TEST_CASE("a man pinned so that it cannot move is kept by another man that guards it") {
  // From a game against Fairy-Max: the knight on c6 is pinned to the king by Bb5 and attacked twice.
  // The rook guards it from d6 (the core alone plays Rd6 too); a king step leaves it to Bxc6+ and
  // walks into Rfd1+.
  const auto decision = decision_with("3rk3/p1p2ppr/1pn2n1p/1B2p3/P3P2P/2P1BP2/2P2P2/1R3RK1 b - - 3 20", 2000, "", "");
  CHECK(decision.move_text == "Rd6");
  CHECK(decision.trace.summary.find("Rd6: plays for def(black knight on c6)") == 0);
}

TEST_CASE("when the budget ends before the core checks a candidate, the goals' best is played and said unchecked") {
  games::ChessGame game(knight_attacked);
  // The tactics may take the whole budget but the fallback's reserve: nothing is left to refute with.
  auto rules = goals::Rules::from_text(
      "greedy.nwl",
      chess_rules_with("aspire search_share 0.5.\naspire fallback_share 0.05.", "aspire search_share 0.9.\naspire fallback_share 0.1."),
      game.registry());
  goals::GoalEngine engine(game, *rules);
  const auto decision = engine.choose_move({.nodes = 600});
  REQUIRE(decision.move);
  CHECK(decision.trace.source == "goal");
  CHECK(decision.trace.summary.find(decision.move_text + ": plays for ") == 0);
  CHECK(decision.trace.summary.find("not checked: the budget ended") != std::string::npos);
  CHECK(decision.trace.summary.find("finds no refutation") == std::string::npos);
}

TEST_CASE("a candidate is worth its goals plus its likelihood times the rules' line_value where its line ends") {
  // `failure`: the rules' failure_value line. With failure_value 1 the line value counts as often as
  // the tactic works and the move alone's value as often as it fails, so a constant added to
  // line_value adds itself whole; with 0 it adds itself times the likelihood.
  const auto values = [](std::string rules_text, const std::string& failure) {
    // The line_value's nodes shift where the budget cuts the mate tactic; with a horizon likelihood
    // a cut line changes the mate's share of a move's value, so the runs compare without one.
    for (const std::string& erased : {std::string("aspire horizon_mate 0.25."), std::string("aspire failure_value 1.")}) {
      const auto at = rules_text.find(erased);
      REQUIRE(at != std::string::npos);
      rules_text.erase(at, erased.size());
    }
    rules_text += "\n" + failure + "\n";
    games::ChessGame game(knight_attacked);
    auto rules = goals::Rules::from_text("values.nwl", rules_text, game.registry());
    goals::GoalEngine engine(game, *rules);
    std::map<std::string, std::pair<double, double>> by_move;  // value, likelihood
    for (const auto& alternative : engine.choose_move({.nodes = 3000}).trace.alternatives)
      by_move[alternative.move] = {alternative.value, alternative.likelihood};
    return by_move;
  };
  const std::string line_value = "define line_value := material_gain(me) + 0.1 * (standing(me) - standing(opponent)).";
  for (const std::string failure : {"aspire failure_value 0.", "aspire failure_value 1."}) {
    const bool counts_failure = failure == "aspire failure_value 1.";
    const auto material = values(chess_rules_with("", ""), failure);
    const auto constant = values(
        chess_rules_with(line_value, "define line_value := material_gain(me) + 0.1 * (standing(me) - standing(opponent)) + 5."),
        failure);
    const auto none = values(chess_rules_with(line_value, ""), failure);
    int compared = 0;
    for (const auto& [move, value] : material) {
      const auto same = constant.find(move);
      if (same == constant.end() || same->second.second != value.second) continue;
      INFO(failure << " " << move << ": " << value.first << " at likelihood " << value.second << ", with 5 added "
                   << same->second.first);
      CHECK(same->second.first == Approx(value.first + (counts_failure ? 5 : 5 * value.second)));
      ++compared;
    }
    CHECK(compared >= 2);
    // Without a line_value the values are the goals' alone: a line losing the knight weighs no less.
    CHECK(none != material);
  }
}

TEST_CASE("with compare_certain an attacked knight's safe squares are all candidates, and line_value's standing puts the rim last") {
  // The pawn on b4 attacks the knight: each of its eight squares keeps it (def), so the goals value
  // them alike; compare_certain makes every one a candidate and the standing after it chooses.
  const std::string position = "4k3/8/8/8/1p6/2N5/8/4K3 w - - 0 1";
  const auto by_move = [&](const goals::Decision& decision) {
    std::map<std::string, double> values;
    for (const auto& alternative : decision.trace.alternatives) values[alternative.move] = alternative.value;
    return values;
  };
  // A knight against a pawn is an ending, where the king's march and the pawn's stop are goals too
  // (and the knight on a2 strikes at the pawn): here the knight's squares alone are compared.
  const std::pair<std::string, std::string> no_ending{"define ending := piece_worth(me) <= 10 and piece_worth(opponent) <= 10.",
                                                      "define ending := 1 = 0."};
  const std::string width = "aspire root_width 4.\n";
  const auto decision = decision_with(position, 2000, {no_ending, {width, width + "aspire compare_certain 1.\n"}});
  const auto values = by_move(decision);
  REQUIRE(values.size() >= 7);
  for (const char* rim : {"Na4", "Na2"})
    for (const char* central : {"Nd5", "Ne4", "Nb5"}) {
      INFO(rim << " " << values.at(rim) << " against " << central << " " << values.at(central));
      CHECK(values.at(rim) < values.at(central));
    }
  CHECK(decision.move_text.substr(0, 2) != "Na");
  // The chess rules as committed compare the certain moves of a def goal: every safe square again.
  CHECK(by_move(decision_with(position, 2000, {no_ending})).size() >= 7);
  // The first certain move ends the look without compare_certain: one candidate.
  CHECK(by_move(decision_with(position, 2000, {no_ending, {"aspire compare_certain_def 1.", ""}})).size() == 1);
}

TEST_CASE("a check the mate tactic could not prove stays a candidate, and the core's mate after it proves it") {
  // Re8+ Rxe8 Rxe8#: with two plies the mate tactic sees Re8+ Rxe8 and no mate; the core's look at
  // Re8+ finds the mate after the only reply. (The tactics' share is cut to a sliver, so that the
  // mate tactic is not widened to the depth where it proves the mate itself.)
  games::ChessGame game("2r4k/6pp/8/8/8/8/4R1PP/4R1K1 w - - 0 1");
  auto rules = goals::Rules::from_text(
      "short-mate.nwl",
      chess_rules_with({{"aspire depth_mate 7.", "aspire depth_mate 2."}, {"aspire search_share 0.5.", "aspire search_share 0.02."}}),
      game.registry());
  goals::GoalEngine engine(game, *rules);
  const auto decision = engine.choose_move({.nodes = 2000});
  REQUIRE(decision.move);
  CHECK(decision.move_text == "Re8+");
  CHECK(decision.trace.source == "goal");
  CHECK(decision.trace.summary.find("Re8+: plays for mate(black king on h8)") == 0);
  CHECK(decision.trace.summary.find("likelihood 1.00") != std::string::npos);
  CHECK(decision.trace.summary.find("proved: the core finds mate after every reply (#2)") != std::string::npos);
  CHECK(decision.trace.plan == std::vector<std::string>{"Re8+", "Rxe8", "Rxe8#"});
}

TEST_CASE("a candidate the core's reply leaves more than the margin worse than another goal's candidate is refuted") {
  // WAC.026: Qxb2 (the win of a pawn; two pawns are no fork) is answered by Re2, which leaves black
  // better than standing still but worse than after Bf5 (a pin the goals offer too). Both are
  // better than standing still; Qxb2 is vetoed by the comparison and the trace says so, as is Bb5,
  // the quiet attack on the queen the goals value first (at 5,000 nodes the core has the budget to
  // look at them all; at 3,000 the goals' tactics leave it too little).
  games::ChessGame game("3r2k1/1p1b1pp1/pq5p/8/3NR3/2PQ3P/PP3PP1/6K1 b - - 0 1");
  auto rules = goals::Rules::load(chess_rules, game.registry());
  goals::GoalEngine engine(game, *rules);
  const auto decision = engine.choose_move({.nodes = 5000});
  REQUIRE(decision.move);
  CHECK(decision.move_text == "Bf5");
  CHECK(decision.trace.source == "goal");
  const auto fork = std::find_if(decision.trace.alternatives.begin(), decision.trace.alternatives.end(),
                                 [](const auto& alternative) { return alternative.move == "Qxb2"; });
  REQUIRE(fork != decision.trace.alternatives.end());
  CHECK(fork->verdict == "refuted");
  CHECK(fork->reason.find("after Bf5, which a goal offers too") != std::string::npos);
  CHECK(decision.trace.summary.find("Qxb2 for att(white pawn on b2, black queen on b6) (Re2 answers it") !=
        std::string::npos);

  // Without a candidate_margin the candidates are compared with standing still only: the first
  // valued stands (Bb5, no better than standing still, within the loss margin).
  const auto first_valued =
      decision_with(game.position_text(), 5000, "aspire candidate_margin if large_budget then 15 else 30.",
                    "aspire candidate_margin -1.");
  CHECK(first_valued.move_text == "Bb5");
  CHECK(first_valued.trace.summary.find("which a goal offers too") == std::string::npos);
}

TEST_CASE("a goal type's refute_depth sets how deep the first look at its candidates goes") {
  const auto mate_look = [](const std::string& level) {
    games::ChessGame game("2r4k/6pp/8/8/8/8/4R1PP/4R1K1 w - - 0 1");
    auto rules = goals::Rules::from_text(
        "looks.nwl",
        // A sliver of a tactics' share: the mate tactic is not widened to prove the mate itself.
        chess_rules_with({{"aspire depth_mate 7.", "aspire depth_mate 2.\n" + level}, {"aspire search_share 0.5.", "aspire search_share 0.02."}}),
        game.registry());
    goals::GoalEngine engine(game, *rules);
    const auto trace = engine.choose_move({.nodes = 5000}).trace;
    const auto check = std::find_if(trace.alternatives.begin(), trace.alternatives.end(),
                                    [](const auto& alternative) { return alternative.move == "Re8+"; });
    REQUIRE(check != trace.alternatives.end());
    return check->checked_depth;
  };
  CHECK(mate_look("aspire refute_depth_mate 4.") == 4);
  CHECK(mate_look("aspire refute_depth_mate 3.") == 3);
}

TEST_CASE("a mate try the core never looked at is not played: its tactic reached nothing") {
  // WAC.112 at 500 nodes: the budget ended before the core could look at Rd8+, a check whose mate
  // tactic reached no mate (likelihood 0); played unchecked, the trace offered a queen's worth of
  // checks for nothing.
  games::ChessGame game("r4kr1/ppp5/4bq1b/7B/2PR1Q1p/2N3P1/PP3P1P/2K1R3 w - - 0 1");
  auto rules = goals::Rules::load(chess_rules, game.registry());
  goals::GoalEngine engine(game, *rules);
  const auto decision = engine.choose_move({.nodes = 500});
  REQUIRE(decision.move);
  CHECK(decision.trace.summary.find("likelihood 0.00); not checked") == std::string::npos);
  if (decision.trace.source == "goal") {
    CHECK(decision.trace.tactic);
    if (decision.trace.tactic) CHECK(decision.trace.tactic->likelihood > 0);
  }
}

TEST_CASE("a reply the tactic foresaw is followed along its line before it refutes the candidate") {
  // WAC.014: Qxh7+ Kxh7 Rh3+ Kg8 Rh8#. A two-ply look after Qxh7+ sees only a queen lost to Kxh7;
  // the mate tactic foresaw Kxh7 and answers it, so the core is asked again after Rh3+, and the
  // other replies (Kf8) are searched beside it.
  const std::string position = "r2rb1k1/pp1q1p1p/2n1p1p1/2bp4/5P2/PP1BPR1Q/1BPN2PP/R5K1 w - - 0 1";
  games::ChessGame game(position);
  auto rules = goals::Rules::load(chess_rules, game.registry());
  goals::GoalEngine engine(game, *rules);
  const auto decision = engine.choose_move({.nodes = 2000});
  REQUIRE(decision.move);
  CHECK(decision.move_text == "Qxh7+");
  CHECK(decision.trace.source == "goal");
  // Kxh7 followed ends in mate, so the core's answer is the best of the other replies.
  CHECK(decision.trace.summary.find("the core finds no refutation to depth 2 (+1.28 after Kf8)") != std::string::npos);

  // Not followed, the two-ply look refutes it.
  const auto shallow = decision_with(position, 2000, "aspire follow_line 1.", "aspire follow_line 0.");
  CHECK(shallow.move_text != "Qxh7+");
  // Qxh7+ mates nothing: its goal is named without its kind.
  CHECK(shallow.trace.summary.find("Qxh7+ for an attack on the black king on g8 (Kxh7 answers it") != std::string::npos);
}

TEST_CASE("a sacrifice whose foreseen line the core follows to mate is proved, counted from the move") {
  // WAC.225: Qh4+ Kxh4 Bf2+ and mate whatever White plays; the mate counts from before Qh4+.
  games::ChessGame game("4R3/4q1kp/6p1/1Q3b2/1P1b1P2/6KP/8/8 b - - 0 1");
  auto rules = goals::Rules::load(chess_rules, game.registry());
  goals::GoalEngine engine(game, *rules);
  const auto decision = engine.choose_move({.nodes = 2000});
  REQUIRE(decision.move);
  CHECK(decision.move_text == "Qh4+");
  CHECK(decision.trace.summary.find("proved: after Kxh4 Bf2+, the core finds mate whatever the reply (#3)") !=
        std::string::npos);
}

TEST_CASE("a tactic whose reply came as foreseen is kept: its next move is the next decision's candidate") {
  // WAC.014 again: after Qxh7+ Kxh7 the mate tactic goes on with Rh3+, and the trace says so.
  games::ChessGame game("r2rb1k1/pp1q1p1p/2n1p1p1/2bp4/5P2/PP1BPR1Q/1BPN2PP/R5K1 w - - 0 1");
  auto rules = goals::Rules::load(chess_rules, game.registry());
  goals::GoalEngine engine(game, *rules);
  const auto first = engine.choose_move({.nodes = 2000});
  REQUIRE(first.move_text == "Qxh7+");
  game.make(*first.move);
  const auto reply = game.parse_move("Kxh7");
  REQUIRE(reply);
  engine.observe_opponent_move(*reply);
  game.make(*reply);
  const auto second = engine.choose_move({.nodes = 2000});
  CHECK(second.move_text == "Rh3+");
  CHECK(second.trace.source == "goal");
  CHECK(second.trace.summary.find("it goes on with the tactic played last move, whose reply Kxh7 came as foreseen") !=
        std::string::npos);
}

TEST_CASE("a quiet move that threatens mate is a first move of the mate tactic, which goes on after the defence") {
  // WAC.287: Qh5, no check, threatens mate; the mate tactic tries it (threat_of_mate in the
  // utility) and follows the capture of the queen to Ne6#. Without that term only checks start the
  // mate tactic, and every candidate is refuted.
  const std::string position = "rn3k1r/pp2bBpp/2p2n2/q5N1/3P4/1P6/P1P3PP/R1BQ1RK1 w - - 0 1";
  const auto decision = decision_with(position, 2000, "", "");
  REQUIRE(decision.move);
  CHECK(decision.move_text == "Qh5");
  CHECK(decision.trace.source == "goal");
  CHECK(decision.trace.summary.find("Qh5: plays for mate(black king on f8)") == 0);
  CHECK(decision.trace.summary.find("Ne6#") != std::string::npos);

  CHECK(decision_with(position, 2000, "+ 9.5 * threat_of_mate(M) ", "").move_text != "Qh5");
}

TEST_CASE("a quiet move that attacks a queen with a lesser man is tried for att") {
  // WAC.042's solution Ba5 attacks the queen on b6; the attack net proposes att(queen, bishop) for
  // the quiet move, and its tactic plays it. Without that line of the net no goal offers Ba5.
  const std::string position = "r1b1r1k1/pp1n1pbp/1qp3p1/3p4/1B1P4/Q3PN2/PP2BPPP/R4RK1 w - - 0 1";
  const auto decision = decision_with(position, 2000, "", "");
  REQUIRE(decision.move);
  CHECK(decision.move_text == "Ba5");
  CHECK(decision.trace.source == "goal");
  CHECK(decision.trace.summary.find("Ba5: plays for att(black queen on b6, white bishop on b4)") == 0);

  const std::string quiet_attack =
      "    then adopt att(T, A);\n"
      "  when side_of(T) = opponent and (is_queen(T) or kind_of(T) = rook) and exists A in mine: worth(A) < worth(T)\n"
      "    and exists M in moves_of(A): not captures(M) and not gives_check(M) and attacks_after(M, T) then adopt att(T, A);";
  CHECK(decision_with(position, 2000, quiet_attack, "    then adopt att(T, A);").move_text != "Ba5");
}

TEST_CASE("with its minor pieces out and the right kept, the goal engine castles for the castle goal") {
  // Nothing threatened and nothing to win: before seek_castling no goal offered a candidate here and
  // the core chose O-O itself, a fallback; without it now the second look's quieter goals choose.
  const std::string position = "r1bqk2r/pppp1ppp/2n2n2/2b1p3/4P3/N2B1N2/PPPP1PPP/R1BQK2R w KQkq - 6 5";
  const auto decision = decision_with(position, 2000, "", "");
  REQUIRE(decision.move);
  CHECK(decision.move_text == "O-O");
  CHECK(decision.trace.source == "goal");
  CHECK(decision.trace.summary.find("O-O: plays for castle(white king on e1)") == 0);
  const auto without = decision_with(position, 2000,
                                     "net seek_castling():\n"
                                     "  when can_castle(me) and not has_castled(me) and (count X in mine: undeveloped(X)) <= 2\n"
                                     "    then adopt castle(king_of(me)).",
                                     "");
  CHECK(without.move_text != "O-O");
  CHECK(without.trace.summary.find("castle(") == std::string::npos);
}

TEST_CASE("when every candidate is refuted, the reserve goals of the second look offer the move") {
  // Black's only first-look candidate, O-O-O for castle, is refuted by Nxf7; before the reserve
  // nets (which ask nothing_stands) the core chose a move of its own here.
  const std::string position = "r3kb1r/pp1npppp/n2p4/q1pP2N1/4P3/2N5/PPP2PPP/R1BQ1RK1 b kq - 2 9";
  const auto decision = decision_with(position, 20000, "", "");
  REQUIRE(decision.move);
  CHECK(decision.trace.source == "goal");
  const auto& trace = decision.trace;
  REQUIRE(trace.tactic);
  const std::string kind = trace.tactic->kind;
  CHECK((kind == "ctl" || kind == "activate" || kind == "open_file"));
  CHECK(trace.summary.find("vetoed before it: O-O-O for castle(black king on e8) (Nxf7 answers it") != std::string::npos);
  REQUIRE(!trace.iterations.empty());
  CHECK(trace.iterations.front().decision.find("every candidate refuted, so") != std::string::npos);
  std::string without = chess_rules_with("", "");
  const std::string reserve = "when (nothing_stands or large_budget) and";
  for (std::size_t at; (at = without.find(reserve)) != std::string::npos;) without.replace(at, reserve.size(), "when false and");
  games::ChessGame game(position);
  auto rules = goals::Rules::from_text("no_reserve.nwl", without, game.registry());
  goals::GoalEngine engine(game, *rules);
  const auto fallback = engine.choose_move({.nodes = 20000});
  CHECK(fallback.trace.source == "fallback");
  CHECK(fallback.trace.summary.find("every candidate (1) was refuted") != std::string::npos);
}

TEST_CASE("the aspiration asks more of a candidate when men are threatened or mate is") {
  const auto good_enough = [](const std::string& position) {
    games::ChessGame game(position);
    auto rules = goals::Rules::load(chess_rules, game.registry());
    goals::EngineContext context;
    context.game = &game;
    context.machine = game.side_to_move();
    return rules->aspiration(game, context, "good_enough", -1);
  };
  const double quiet = good_enough("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  // Black's knight on e4 and pawn on e5 hang to White's knights; in the last, Qxf7# is threatened.
  const double two_men = good_enough("rnbqk2r/pppp1ppp/8/4p3/1b2n3/2N2N2/PPPPBPPP/R1BQK2R b KQkq - 0 1");
  const double mate = good_enough("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3");
  CHECK(quiet == Approx(0.8));
  CHECK(two_men > quiet);
  CHECK(mate > quiet);
}

TEST_CASE("with failure_value a sacrifice whose tactic rarely works is valued by what the move gives too") {
  // WAC.010: Qxg7+ gives the queen for a rook on a mate try of low likelihood; Qc2 (keeping the
  // queen) gives nothing. Valued by where each move alone leaves us as often as its tactic fails,
  // the sacrifice's lead over Qc2 shrinks.
  const std::string position = "2br2k1/2q3rn/p2NppQ1/2p1P3/Pp5R/4P3/1P3PPP/3R2K1 w - - 0 1";
  const auto values = [&](const std::string& level) {
    games::ChessGame game(position);
    auto rules = goals::Rules::from_text("failure.nwl", chess_rules_with("aspire failure_value 1.", level), game.registry());
    goals::GoalEngine engine(game, *rules);
    const auto trace = engine.choose_move({.nodes = 2000}).trace;
    std::map<std::string, double> by_move;
    for (const auto& alternative : trace.alternatives) by_move[alternative.move] = alternative.value;
    return by_move;
  };
  auto without = values("aspire failure_value 0.");
  auto with = values("aspire failure_value 1.");
  REQUIRE(without.count("Qxg7+"));
  REQUIRE(without.count("Qc2"));
  REQUIRE(with.count("Qxg7+"));
  REQUIRE(with.count("Qc2"));
  CHECK(with["Qxg7+"] < without["Qxg7+"]);
  CHECK(with["Qc2"] - with["Qxg7+"] > without["Qc2"] - without["Qxg7+"] + 1);
}

TEST_CASE("with exchange_settling the tactics of a decision make fewer positions and find the same mate") {
  // WAC.004, Qxh7+ mates. Settled by static exchanges, the achievement tests of the tactics make a
  // position only in check; the candidates are still valued with the captures played out.
  const std::string position = "r1bq2rk/pp3pbp/2p1p1pQ/7P/3P4/2PB1N2/PP3PPR/2KR4 w - - 0 1";
  const auto decide = [&](const std::string& level) {
    games::ChessGame game(position);
    std::string text = chess_rules_with("", "");
    if (const auto at = text.find("aspire exchange_settling 1."); at != std::string::npos) text.erase(at, 27);
    auto rules = goals::Rules::from_text("settling.nwl", text + "\n" + level + "\n", game.registry());
    goals::GoalEngine engine(game, *rules);
    return engine.choose_move({.nodes = 200000});
  };
  const auto played_out = decide("aspire exchange_settling 0.");
  const auto by_exchange = decide("aspire exchange_settling 1.");
  CHECK(played_out.move_text == "Qxh7+");
  CHECK(by_exchange.move_text == "Qxh7+");
  CHECK(by_exchange.trace.aspirations.at("exchange_settling") == 1);
  REQUIRE_FALSE(played_out.trace.iterations.empty());
  REQUIRE_FALSE(by_exchange.trace.iterations.empty());
  CHECK(by_exchange.trace.iterations.front().goals_searched.size() == played_out.trace.iterations.front().goals_searched.size());
  CHECK(by_exchange.trace.iterations.front().nodes_after * 3 < played_out.trace.iterations.front().nodes_after * 2);
}

TEST_CASE("a blow whose line is less likely than its goal type's candidate floor offers no move, but still is served") {
  // Lichess 00o5f after Rg8: the pin of the pawn on g7 (the rook on c7 holds it to the king) tries
  // Rxg7+, whose line works about a third of the time; Nf6+ forks the king and the rook.
  const std::string position = "6r1/2R3pk/1n2p2p/p6N/6PP/8/P7/6K1 w - - 1 41";
  const auto offered_for_pin = [](const goals::Decision& decision) {
    return std::any_of(decision.trace.alternatives.begin(), decision.trace.alternatives.end(),
                       [](const auto& alternative) { return alternative.goal.rfind("pin(", 0) == 0; });
  };
  const auto shipped = decision_with(position, 2000, "", "");
  CHECK(offered_for_pin(shipped));
  const auto floored = decision_with(position, 2000, "aspire candidate_floor_pin 0.1.", "aspire candidate_floor_pin 0.5.");
  CHECK_FALSE(offered_for_pin(floored));
  CHECK(floored.move_text == "Nf6+");
  CHECK(floored.trace.summary.find("pin(white knight on h5, black pawn on g7)") != std::string::npos);
}

TEST_CASE("a decision of fewer than 1,000 nodes follows only the likelier replies in its tactics") {
  // WAC.002: the floor on a reply's likelihood is read from the budget at each decision.
  const auto floor_at = [](std::uint64_t nodes) {
    games::ChessGame game("8/7p/5k2/5p2/p1p2P2/Pr1pPK2/1P1R3P/8 b - - 0 1");
    auto rules = goals::Rules::load(chess_rules, game.registry());
    goals::GoalEngine engine(game, *rules);
    return engine.choose_move({.nodes = nodes}).trace.aspirations.at("tactic_floor");
  };
  CHECK(floor_at(500) == Approx(0.07));
  CHECK(floor_at(999) == Approx(0.07));
  CHECK(floor_at(1000) == Approx(0.03));
  CHECK(floor_at(10000) == Approx(0.03));
}

TEST_CASE("the man on a chess square is the man whose square it is, as men move and are taken") {
  games::ChessGame game("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
  const auto check_board = [&](int men_on_board) {
    int found = 0;
    for (std::uint64_t square = 0; square < 64; ++square) {
      const auto man = game.man_on(interpreter::Value::entity(square));
      if (!man) continue;
      ++found;
      REQUIRE(game.square_of(*man));
      CHECK(game.square_of(*man)->as_entity() == square);
    }
    CHECK(found == men_on_board);
  };
  check_board(32);
  for (const char* text : {"Nxe5", "Nxe5", "Bxf7+", "Kxf7"}) {
    const auto move = game.parse_move(text);
    REQUIRE(move);
    const auto target = game.target_square(*move);
    const auto mover = game.moved_man(*move);
    game.make(*move);
    REQUIRE(game.man_on(target));
    CHECK(game.man_on(target)->bits() == mover.bits());
  }
  check_board(28);
  CHECK_FALSE(game.man_on(interpreter::Value::entity(64)));
}
