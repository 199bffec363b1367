#include "match/game.h"

#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/position.h"

namespace newell::match {
namespace {

using std::chrono::milliseconds;

const char* colour_name(chess::Color color) { return color == chess::White ? "White" : "Black"; }

// The game's end in `position` after a move, or nullopt while it goes on.
std::optional<std::pair<Outcome, std::string>> game_over(const chess::Position& position) {
  const bool can_move = chess::has_legal_move(position);
  if (!can_move) {
    if (position.in_check()) return std::pair{win_for(~position.side_to_move()), std::string("checkmate")};
    return std::pair{Outcome::draw, std::string("stalemate")};
  }
  if (position.is_repetition(3)) return std::pair{Outcome::draw, std::string("threefold repetition")};
  if (position.is_fifty_move_draw()) return std::pair{Outcome::draw, std::string("fifty-move rule")};
  if (position.has_insufficient_material()) return std::pair{Outcome::draw, std::string("insufficient material")};
  return std::nullopt;
}

}  // namespace

std::string GameRecord::result() const {
  return std::string(result_token(outcome));
}

std::string GameRecord::movetext() const {
  std::string text;
  for (std::size_t index = 0; index < moves.size(); ++index) {
    if (!text.empty()) text += ' ';
    if (index % 2 == 0) text += std::to_string(index / 2 + 1) + ". ";
    text += moves[index].san;
  }
  return text;
}

GameRecord play_game(UciEngine& white, UciEngine& black, const GameSettings& settings, const MoveObserver& observer) {
  GameRecord record;
  record.white_name = white.name();
  record.black_name = black.name();
  chess::Position position =
      settings.start_fen.empty() ? chess::Position::start() : chess::Position::from_fen(settings.start_fen);
  // A start position with the other side to move shifts who plays first, not who is White.
  milliseconds clock_left[2] = {settings.clock ? settings.clock->initial : milliseconds(0),
                                settings.clock ? settings.clock->initial : milliseconds(0)};
  std::vector<std::string> uci_moves;

  for (UciEngine* engine : {&white, &black}) engine->new_game();

  auto finish = [&](Outcome outcome, std::string reason, bool fault) {
    record.outcome = outcome;
    record.reason = std::move(reason);
    record.fault = fault;
    record.white_time_left = clock_left[chess::White];
    record.black_time_left = clock_left[chess::Black];
    return record;
  };

  if (auto over = game_over(position)) return finish(over->first, over->second, false);
  while (true) {
    if (static_cast<int>(record.moves.size()) >= settings.max_plies)
      return finish(Outcome::draw, "adjudicated a draw after " + std::to_string(settings.max_plies) + " plies", false);
    const chess::Color mover = position.side_to_move();
    UciEngine& engine = mover == chess::White ? white : black;

    GoCommand go;
    milliseconds allowed = settings.movetime.value_or(milliseconds(1000));
    if (settings.clock) {
      go.white_time_ms = clock_left[chess::White].count();
      go.black_time_ms = clock_left[chess::Black].count();
      go.white_increment_ms = settings.clock->increment.count();
      go.black_increment_ms = settings.clock->increment.count();
      allowed = clock_left[mover];
    } else if (settings.movetime) {
      go.movetime_ms = settings.movetime->count();
    }

    SearchReport report;
    try {
      engine.set_position(settings.start_fen, uci_moves);
      report = engine.go(go, allowed + settings.grace);
    } catch (const UciTimeout&) {
      clock_left[mover] = milliseconds(0);
      return finish(win_for(~mover), std::string(colour_name(mover)) + " lost on time (no answer)", true);
    } catch (const UciError& error) {
      return finish(win_for(~mover), std::string(colour_name(mover)) + " engine failed: " + error.what(), true);
    }
    if (settings.clock) {
      if (report.elapsed > clock_left[mover]) {
        clock_left[mover] = milliseconds(0);
        return finish(win_for(~mover),
                      std::string(colour_name(mover)) + " lost on time (took " + std::to_string(report.elapsed.count()) +
                          " ms)",
                      true);
      }
      clock_left[mover] += settings.clock->increment - report.elapsed;
    }

    chess::Move move;
    try {
      move = chess::parse_uci_move(position, report.best_move);
    } catch (const chess::NotationError& error) {
      return finish(win_for(~mover),
                    std::string(colour_name(mover)) + " played an illegal move '" + report.best_move + "' in " +
                        position.to_fen() + ": " + error.what(),
                    true);
    }
    PlayedMove played;
    played.uci = report.best_move;
    played.san = chess::to_san(position, move);
    played.elapsed = report.elapsed;
    played.score_centipawns = report.score_centipawns;
    played.score_mate = report.score_mate;
    played.depth = report.depth;
    position.make_move(move);
    uci_moves.push_back(report.best_move);
    record.moves.push_back(played);
    if (observer) observer(record, played);
    if (auto over = game_over(position)) return finish(over->first, over->second, false);
  }
}

}  // namespace newell::match
