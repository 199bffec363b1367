// The trace in a player's words: every goal's phrase names exactly the men and squares of its short
// form, the phrases read as players say them, and scores say whose they are.

#include "games/chess/chess_game.h"
#include "goals/engine.h"
#include "goals/trace_words.h"

#include <catch2/catch.hpp>

#include <string>

using namespace newell;

namespace {
const std::string chess_rules = std::string(NEWELL_SOURCE_DIR) + "/rules/chess/newell.nwl";

goals::TraceGoal goal_of(std::string type, std::vector<std::string> arguments) {
  goals::TraceGoal goal;
  goal.type = std::move(type);
  goal.arguments = std::move(arguments);
  return goal;
}
}  // namespace

TEST_CASE("goals read in full words with their men") {
  CHECK(goals::goal_words(goal_of("att", {"black queen on d6", "white knight on f5"})) ==
        "attack the black queen on d6 with the white knight on f5");
  CHECK(goals::goal_words(goal_of("fork", {"white knight on c7", "black king on e8", "black rook on a8"})) ==
        "fork the black king on e8 and the black rook on a8 with the white knight on c7");
  CHECK(goals::goal_words(goal_of("pin", {"white bishop on g5", "black knight on f6"})) ==
        "pin the black knight on f6 with the white bishop on g5");
  CHECK(goals::goal_words(goal_of("ctl", {"d5"})) == "control d5");
  CHECK(goals::goal_words(goal_of("mate", {"black king on g8"})) == "checkmate the black king on g8");
  // A type of the author's own, or a stored goal without its arguments, reads as its short form.
  goals::TraceGoal invented = goal_of("invented", {"e4", "white pawn on e2"});
  invented.text = "invented(e4, white pawn on e2)";
  CHECK(goals::goal_words(invented) == "invented(e4, white pawn on e2)");
  goals::TraceGoal old = goal_of("att", {});
  old.text = "att(black pawn on e5)";
  CHECK(goals::goal_words(old) == "att(black pawn on e5)");
}

TEST_CASE("scores say whose they are and the key names every goal type with its arguments") {
  CHECK(goals::score_words("+1.20", "white") == "+1.20 for White");
  CHECK(goals::score_words("#3", "black") == "#3 for Black");
  const std::string key = goals::goal_type_key();
  for (const char* short_form : {"att(T, A)", "def(M)", "blk(R, T)", "ctl(S)", "press(K)", "fork(A, T1, T2)", "pin(A, P)",
                                 "skewer(A, V, B)", "discover(D, A, T)", "mate(K)", "crown(P)", "win(S)"})
    CHECK(key.find(short_form) != std::string::npos);
}

TEST_CASE("every goal of real chess decisions is worded with each of its men and squares, and a phrase of its own") {
  const char* positions[] = {
      "",
      "r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 b - - 0 9",
      "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
      "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
  };
  int goals_seen = 0;
  for (const char* position : positions) {
    games::ChessGame game(position);
    auto rules = goals::Rules::load(chess_rules, game.registry());
    goals::GoalEngine engine(game, *rules);
    const goals::Decision decision = engine.choose_move({.nodes = 3000});
    for (const auto& goal : decision.trace.goals) {
      ++goals_seen;
      const std::string words = goals::goal_words(goal);
      INFO(goal.text << " -> " << words);
      for (const auto& argument : goal.arguments) CHECK(words.find(argument) != std::string::npos);
      CHECK(words != goal.text);  // every goal type of the chess rules has a phrase
    }
    const std::string text = goals::to_text(decision.trace);
    if (!decision.trace.baseline_text.empty())
      CHECK(text.find(goals::score_words(decision.trace.baseline_text, decision.trace.side)) != std::string::npos);
  }
  CHECK(goals_seen > 10);
}
