#include "match/referee.h"

#include <fmt/core.h>

#include <array>
#include <cmath>
#include <stdexcept>

namespace newell::match {
namespace {

using std::chrono::milliseconds;
using Clock = std::chrono::steady_clock;

// "10", "0.1", "1:30" (minutes:seconds) in milliseconds; throws on anything else.
milliseconds read_seconds(const std::string& text, const std::string& whole) {
  auto fail = [&] {
    throw std::invalid_argument("bad time control '" + whole + "': '" + text +
                                "' is not a time in seconds (write 10+0.1, 0:30+0.5 or 60)");
  };
  if (text.empty()) fail();
  double minutes = 0;
  std::string seconds_text = text;
  if (const auto colon = text.find(':'); colon != std::string::npos) {
    try {
      std::size_t used = 0;
      minutes = std::stod(text.substr(0, colon), &used);
      if (used != colon) fail();
    } catch (const std::logic_error&) {
      fail();
    }
    seconds_text = text.substr(colon + 1);
  }
  double seconds = 0;
  try {
    std::size_t used = 0;
    seconds = std::stod(seconds_text, &used);
    if (used != seconds_text.size()) fail();
  } catch (const std::logic_error&) {
    fail();
  }
  const double total = minutes * 60 + seconds;
  if (!(total >= 0) || total > 86400 * 10) fail();
  return milliseconds(static_cast<long long>(std::llround(total * 1000)));
}

}  // namespace

std::string TimeControl::text() const {
  auto seconds = [](milliseconds value) {
    std::string text = fmt::format("{:.3f}", value.count() / 1000.0);
    while (text.back() == '0') text.pop_back();
    if (text.back() == '.') text.pop_back();
    return text;
  };
  if (initial) return seconds(*initial) + "+" + seconds(increment);
  if (movetime) return "movetime " + std::to_string(movetime->count()) + " ms";
  return "none";
}

TimeControl parse_time_control(const std::string& text) {
  TimeControl control;
  const auto plus = text.find('+');
  if (text.find('/') != std::string::npos)
    throw std::invalid_argument("bad time control '" + text + "': moves per period (40/60) are not supported; write 60+0.5");
  control.initial = read_seconds(text.substr(0, plus), text);
  if (plus != std::string::npos) control.increment = read_seconds(text.substr(plus + 1), text);
  if (control.initial->count() == 0 && control.increment.count() == 0)
    throw std::invalid_argument("bad time control '" + text + "': no time at all");
  return control;
}

RefereedGame referee_game(Player& first, Player& second, const RefereeSettings& settings, const MoveCallback& on_move) {
  RefereedGame game;
  std::unique_ptr<Board> board = make_board(settings.kind, settings.start_position);
  game.start_position = board->position();
  Turn turn;
  turn.start_position = game.start_position;
  for (const std::string& text : settings.opening_moves) {
    if (board->ending()) throw std::invalid_argument("the opening goes on after the game has ended: '" + text + "'");
    const ParsedMove move = board->parse(text);  // throws std::invalid_argument naming the move
    board->play(move);
    turn.moves.push_back(move.wire);
    RefereedMove played;
    played.wire = move.wire;
    played.notation = move.notation;
    played.summary = "opening";
    played.from_opening = true;
    game.moves.push_back(std::move(played));
  }

  std::array<Player*, 2> players{&first, &second};
  const TimeControl& control = settings.time_control;
  std::array<milliseconds, 2> clock_left{control.initial.value_or(milliseconds(0)), control.initial.value_or(milliseconds(0))};

  auto finish = [&](Outcome outcome, EndingKind kind, std::string termination, std::optional<int> faulty = std::nullopt) {
    game.outcome = outcome;
    game.ending = kind;
    game.termination = std::move(termination);
    game.faulty_side = faulty;
    for (Player* player : players) {
      try {
        player->game_over(game.outcome);
      } catch (const std::exception&) {
        // A player that fails while being told the result changes nothing.
      }
    }
    return game;
  };
  auto fault = [&](int side, EndingKind kind, const std::string& what) {
    return finish(win_for(1 - side), kind, board->side_name(side) + " (" + players[side]->name() + ") " + what, side);
  };

  turn.position = board->position();
  turn.side = board->side_to_move();
  for (int side = 0; side < 2; ++side) {
    try {
      players[side]->new_game(turn);
    } catch (const std::exception& error) {
      return fault(side, EndingKind::crash, std::string("failed to start the game: ") + error.what());
    }
  }

  // Adjudication counters, per side: moves in a row with a winning, losing, or level score.
  std::array<int, 2> winning{0, 0}, losing{0, 0}, level{0, 0};
  const Adjudication& rules = settings.adjudication;
  int plies = static_cast<int>(game.moves.size());

  while (true) {
    if (auto ending = board->ending()) {
      if (ending->winner) return finish(win_for(*ending->winner), EndingKind::rules, ending->reason);
      return finish(Outcome::draw, EndingKind::rules, ending->reason);
    }
    if (plies >= rules.max_plies)
      return finish(Outcome::draw, EndingKind::ply_limit, fmt::format("adjudicated a draw: ply limit {}", rules.max_plies));

    const int mover = board->side_to_move();
    turn.position = board->position();
    turn.side = mover;
    turn.clock.reset();
    turn.movetime.reset();
    milliseconds patience = settings.untimed_patience;
    if (control.initial) {
      turn.clock = TurnClock{clock_left[mover], clock_left[1 - mover], control.increment};
      patience = clock_left[mover] + settings.time_margin + settings.grace;
    } else if (control.movetime) {
      turn.movetime = control.movetime;
      patience = *control.movetime + settings.grace;
    }

    Reply reply;
    const auto started = Clock::now();
    try {
      reply = players[mover]->play(turn, patience);
    } catch (const PlayerFault& error) {
      if (error.hung()) return fault(mover, EndingKind::hang, std::string("hung: ") + error.what());
      return fault(mover, EndingKind::crash, std::string("crashed: ") + error.what());
    } catch (const std::exception& error) {
      return fault(mover, EndingKind::crash, std::string("failed: ") + error.what());
    }
    const auto elapsed = std::chrono::duration_cast<milliseconds>(Clock::now() - started);

    if (control.initial) {
      if (elapsed > clock_left[mover] + settings.time_margin) {
        const std::string what =
            fmt::format("lost on time ({} ms on its clock, took {} ms)", clock_left[mover].count(), elapsed.count());
        clock_left[mover] = milliseconds(0);
        return fault(mover, EndingKind::loss_on_time, what);
      }
      clock_left[mover] = std::max(milliseconds(0), clock_left[mover] - elapsed) + control.increment;
    } else if (control.movetime && elapsed > *control.movetime + settings.time_margin + settings.grace) {
      return fault(mover, EndingKind::loss_on_time,
                   fmt::format("lost on time (took {} ms of {} ms a move)", elapsed.count(), control.movetime->count()));
    }
    if (reply.resigned) return finish(win_for(1 - mover), EndingKind::resignation, board->side_name(mover) + " resigns");
    if (reply.claim) {
      const std::string& claim = *reply.claim;
      if (claim.starts_with(result_token(win_for(1 - mover))))
        return finish(win_for(1 - mover), EndingKind::resignation, board->side_name(mover) + " resigns (" + claim + ")");
      return fault(mover, EndingKind::false_claim, "made a false claim: " + claim);
    }

    ParsedMove move;
    try {
      move = board->parse(reply.move);
    } catch (const std::invalid_argument& error) {
      return fault(mover, EndingKind::illegal_move, std::string("played an illegal move: ") + error.what());
    }
    board->play(move);
    turn.moves.push_back(move.wire);
    ++plies;
    RefereedMove played;
    played.wire = move.wire;
    played.notation = move.notation;
    played.summary = reply.summary;
    played.trace = std::move(reply.trace);
    played.score = reply.score;
    played.elapsed = elapsed;
    game.moves.push_back(std::move(played));
    if (on_move) on_move(game);

    // Adjudication by scores: the mover's own, or when it reports none the board's static score.
    const int score = reply.score.value_or(-board->static_score());
    if (rules.resign_score > 0) {
      winning[mover] = score >= rules.resign_score ? winning[mover] + 1 : 0;
      losing[mover] = score <= -rules.resign_score ? losing[mover] + 1 : 0;
      for (int side = 0; side < 2; ++side) {
        if (winning[side] >= rules.resign_moves && losing[1 - side] >= rules.resign_moves && !board->ending())
          return finish(win_for(side), EndingKind::adjudicated_win,
                        fmt::format("adjudicated: {} is lost (both sides' scores beyond {} for {} moves)",
                                    board->side_name(1 - side), rules.resign_score, rules.resign_moves));
      }
    }
    if (rules.draw_score > 0) {
      const bool late_enough = plies >= 2 * rules.draw_after;
      level[mover] = late_enough && std::abs(score) <= rules.draw_score ? level[mover] + 1 : 0;
      if (level[0] >= rules.draw_moves && level[1] >= rules.draw_moves && !board->ending())
        return finish(Outcome::draw, EndingKind::adjudicated_draw,
                      fmt::format("adjudicated a draw (both sides' scores within {} for {} moves)", rules.draw_score,
                                  rules.draw_moves));
    }
  }
}

}  // namespace newell::match
