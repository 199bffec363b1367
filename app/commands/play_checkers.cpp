// `newell play --game checkers --engine classic`: a person plays the engine in the terminal. Moves are typed in
// standard notation (11-15, 15x24, or a capture's full path); anything else is explained and asked
// again. `help`, `moves`, `board`, `undo`, `quit`; end of input ends the game cleanly.

#include "app/common/position_argument.h"
#include "app/play_request.h"
#include "checkers/game.h"
#include "checkers/notation.h"
#include "checkers/pdn.h"
#include "checkers/samuel_terms.h"
#include "checkers/score_text.h"
#include "checkers/search.h"

#include <fmt/core.h>

#include <algorithm>
#include <iostream>
#include <vector>
#include <string>

namespace newell::app {
namespace {

namespace checkers = newell::checkers;

// Empty playing squares show their number, so that a person can read off the move to type.
// Black (1-12) at the top, as in the standard diagram; `flipped`: White's side at the top.
std::string position_text(const checkers::Position& position, bool flipped = false) {
  std::string text = flipped ? "        White's side (29-32)\n" : "        Black's side (1-4)\n";
  for (int step = 0; step < 8; ++step) {
    const int row = flipped ? 7 - step : step;
    text += "  ";
    for (int turn = 0; turn < 8; ++turn) {
      const int column = flipped ? 7 - turn : turn;
      if (!checkers::on_board(row, column)) {
        text += "  .";
        continue;
      }
      const checkers::Square square = checkers::square_at(row, column);
      const checkers::Bitboard here = checkers::bit(square);
      const bool king = (position.kings & here) != 0;
      if ((position.black & here) != 0) text += king ? "  B" : "  b";
      else if ((position.white & here) != 0) text += king ? "  W" : "  w";
      else text += fmt::format("{:>3}", square + 1);
    }
    text += '\n';
  }
  text += flipped ? "        Black's side (1-4)\n" : "        White's side (29-32)\n";
  text += "  b/B: black man/king, w/W: white man/king, numbers: empty squares\n";
  return text;
}

checkers::ScoringPolynomial engine_evaluation() {
  // Hand-set weights (not learned): credit to the passive side, so the active side's mobility and
  // threats count against it.
  checkers::ScoringPolynomial polynomial;
  polynomial.set_weight("ADV", 3);
  polynomial.set_weight("CENT", 4);
  polynomial.set_weight("KCENT", 6);
  polynomial.set_weight("GUARD", 10);
  polynomial.set_weight("MOB", -2);
  polynomial.set_weight("THRET", -3);
  return polynomial;
}

// In square order, as a person scans the board.
std::string legal_list(const checkers::MoveList& moves) {
  std::vector<const checkers::Move*> sorted;
  for (const auto& move : moves) sorted.push_back(&move);
  std::sort(sorted.begin(), sorted.end(), [](const checkers::Move* a, const checkers::Move* b) {
    return a->from != b->from ? a->from < b->from : a->to < b->to;
  });
  std::string text;
  for (const auto* move : sorted) {
    if (!text.empty()) text += ' ';
    text += checkers::short_move_text(*move, moves);
  }
  return text;
}

int play_checkers_game(const PlayRequest& request, std::istream& in, std::ostream& out) {
  const auto start = position_argument<checkers::NotationError>(
      request.fen, checkers::Position::initial(), [](const std::string& fen) { return checkers::parse_fen(fen); }, "play");
  checkers::Game game(start);
  const auto evaluation = engine_evaluation();
  checkers::TranspositionTable table(32);
  checkers::NodeCounter counter;
  const auto is_human = [&](checkers::Color side) {
    if (request.human_side == "none") return false;
    return (side == checkers::Color::black) == (request.human_side == "first");
  };
  out << "English checkers. Black moves first. Type moves like 11-15 or 15x24; 'help' lists commands.\n\n";
  out << position_text(game.position()) << std::flush;

  std::string result = "*";
  while (true) {
    const Outcome outcome = game.outcome();
    if (outcome != Outcome::ongoing) {
      out << "Game over: " << checkers::describe_ending(game) << ".\n";
      result = result_token(outcome);
      break;
    }
    const checkers::Color mover = game.position().side_to_move;
    if (!is_human(mover)) {
      checkers::SearchLimits limits;
      limits.depth = request.depth > 0 ? request.depth : 64;
      if (request.depth == 0) limits.time = std::chrono::milliseconds(request.movetime_ms);
      // Only positions since the last man move or capture can come again.
      const auto& keys = game.keys();
      const std::vector<checkers::Key> recent(keys.end() - (game.quiet_plies() + 1), keys.end());
      const auto found = checkers::search(game.position(), recent, evaluation, limits, counter, table);
      out << fmt::format("newell ({0}) plays {1}   [{2} for {0}, minimum ply {3}, {4} nodes]\n", checkers::color_name(mover),
                         checkers::move_text(found.best), checkers::score_text(found.score), found.depth, found.nodes);
      game.play(found.best);
      out << position_text(game.position()) << std::flush;
      continue;
    }
    out << fmt::format("{} to move. Your move: ", checkers::color_name(mover)) << std::flush;
    std::string line;
    if (!std::getline(in, line)) {
      out << "\nEnd of input: game left unfinished.\n";
      break;
    }
    const auto first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos) continue;
    line = line.substr(first, line.find_last_not_of(" \t\r") + 1 - first);
    if (line == "quit" || line == "exit" || line == "resign") {
      out << (line == "resign" ? checkers::color_name(mover) + " resigns.\n" : "Goodbye.\n");
      if (line == "resign")
        result = result_token(mover == checkers::Color::black ? Outcome::second_side_wins : Outcome::first_side_wins);
      break;
    }
    if (line == "help") {
      out << "Moves: 11-15 (a simple move), 15x24 or 15x24x31 (a capture; give the full path when two paths\n"
             "join the same squares). Commands: moves, board, undo (takes back your last move and the reply),\n"
             "quit, resign.\n";
      continue;
    }
    if (line == "moves") {
      out << "Legal moves: " << legal_list(game.legal_moves()) << '\n';
      continue;
    }
    if (line == "board") {
      out << position_text(game.position());
      continue;
    }
    if (line == "undo") {
      bool undone = false;
      while (game.take_back()) {
        undone = true;
        if (is_human(game.position().side_to_move)) break;
      }
      out << (undone ? "Taken back.\n" : "Nothing to take back.\n") << position_text(game.position());
      continue;
    }
    try {
      game.play(checkers::parse_move(game.position(), line));
      out << position_text(game.position()) << std::flush;
    } catch (const checkers::NotationError& error) {
      out << "Not understood: " << error.what() << ". Try again ('moves' lists the legal moves).\n";
    } catch (const checkers::IllegalMove& error) {
      out << "Illegal: " << error.what() << ". Try again.\n";
    }
  }
  if (!game.moves().empty()) {
    out << "\nThe game in PDN:\n"
        << checkers::write_pdn({{"Event", "newell play", 0},
                                {"Black", is_human(checkers::Color::black) ? "human" : "newell", 0},
                                {"White", is_human(checkers::Color::white) ? "human" : "newell", 0}},
                               game, result);
  }
  return 0;
}

}  // namespace

int run_checkers_play(const PlayRequest& request) { return play_checkers_game(request, std::cin, std::cout); }

// For `newell play` with the goal engine or the core (play.cpp).
std::string checkers_board_text(const std::string& fen, bool flipped) { return position_text(checkers::parse_fen(fen), flipped); }

}  // namespace newell::app
