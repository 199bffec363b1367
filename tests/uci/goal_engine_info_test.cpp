// What a GUI sees of a goal-engine decision: a score in every info line, even for a decision too
// short for the core to have searched (on a loaded machine, 50 ms a move gave an info line without
// one, and the recorded GUI session's check failed about once in forty runs).
#include "app/uci/goal_engine_info.h"
#include "chess/evaluation.h"
#include "chess/notation.h"

#include <catch2/catch.hpp>

using namespace newell;

TEST_CASE("a decision with no core score still gives the GUI a score: the static value after the move") {
  const chess::Position position = chess::Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
  const chess::Move move = chess::parse_san(position, "Bb5");
  goals::Trace trace;  // no baseline score and no verified alternative: no core search ran
  trace.move = "Bb5";
  const auto info = uci::goal_engine_info(trace, position, move, std::chrono::milliseconds(3));
  CHECK(info.has_score);
  chess::Position after = position;
  after.make_move(move);
  CHECK(info.iteration.score == -chess::evaluate(after));
  CHECK(uci::format_goal_engine_info(info).find(" score cp ") != std::string::npos);
}

TEST_CASE("a stalemating move with no core score is shown as a draw, a mating one as mate") {
  const chess::Position position = chess::Position::from_fen("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1");
  goals::Trace trace;
  const chess::Move stalemate = chess::parse_san(position, "Qf7");
  CHECK(uci::goal_engine_info(trace, position, stalemate, std::chrono::milliseconds(1)).iteration.score == 0);
  const chess::Move mate = chess::parse_san(position, "Qf8#");
  const auto info = uci::goal_engine_info(trace, position, mate, std::chrono::milliseconds(1));
  CHECK(info.has_score);
  CHECK(uci::format_goal_engine_info(info).find(" score mate 1 ") != std::string::npos);
}
