#include "learning/transformation/self_play.h"

#include "game_descriptor/outcome.h"

#include <fmt/format.h>

#include <map>
#include <memory>
#include <random>
#include <stdexcept>

namespace newell::learning::transformation {

std::uint64_t game_seed(std::uint64_t seed, std::uint64_t index) {
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (index + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

SelfPlayGame play_self_play_game(goals::Game& game, goals::Rules& first, goals::Rules& second,
                                 const SelfPlaySettings& settings, std::uint64_t seed, std::uint64_t opening_seed) {
  SelfPlayGame played;
  played.record.start_position = game.position_text();
  int ply = 0;
  std::mt19937_64 random(opening_seed);
  std::vector<goals::MoveId> legal;
  if (!settings.openings.empty()) {
    const SelfPlayOpening& opening = settings.openings[opening_seed % settings.openings.size()];
    for (const auto& text : opening.moves) {
      const auto move = game.parse_move(text);
      if (!move)
        throw std::invalid_argument(fmt::format("{}: '{}' is not a legal move in {}", opening.label, text, game.position_text()));
      played.record.moves.push_back({ply + 1, game.move_text(*move), "opening move", std::nullopt});
      game.make(*move);
      ++ply;
    }
  }
  for (; settings.openings.empty() && ply < settings.opening_plies && game.outcome() == goals::Outcome::ongoing; ++ply) {
    game.legal_moves(legal);
    if (legal.empty()) break;
    const goals::MoveId move = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
    played.record.moves.push_back({ply + 1, game.move_text(move), "random opening move", std::nullopt});
    game.make(move);
  }
  goals::Rules* rules[2] = {&first, &second};
  goals::GoalEngine first_engine(game, first, game_seed(seed, 0));
  goals::GoalEngine second_engine(game, second, game_seed(seed, 1));
  goals::GoalEngine* engines[2] = {&first_engine, &second_engine};
  CreditLedger ledgers[2] = {CreditLedger(settings.credit), CreditLedger(settings.credit)};
  std::map<std::uint64_t, int> seen;
  ++seen[game.key()];

  auto finish = [&](goals::Outcome outcome, std::string termination) {
    played.record.termination = std::move(termination);
    const newell::Outcome ended = outcome == goals::Outcome::first_side_wins    ? newell::Outcome::first_side_wins
                                  : outcome == goals::Outcome::second_side_wins ? newell::Outcome::second_side_wins
                                                                                : newell::Outcome::draw;
    played.record.result = result_token(ended);
    played.first_score = first_side_points(ended);
  };

  while (true) {
    if (game.outcome() != goals::Outcome::ongoing) {
      finish(game.outcome(), game.outcome() == goals::Outcome::draw ? "draw by the rules" : "won by the rules");
      break;
    }
    if (ply >= settings.max_plies) {
      const goals::Side mover = game.side_to_move();
      const int score = game.search_score(settings.adjudication_depth, 200000);
      if (score >= settings.adjudication_margin)
        finish(mover == 0 ? goals::Outcome::first_side_wins : goals::Outcome::second_side_wins, "adjudicated win");
      else if (score <= -settings.adjudication_margin)
        finish(mover == 0 ? goals::Outcome::second_side_wins : goals::Outcome::first_side_wins, "adjudicated win");
      else
        finish(goals::Outcome::draw, "adjudicated draw");
      break;
    }
    const goals::Side mover = game.side_to_move();
    if (static_cast<int>(mover) == settings.core_side) {
      const auto move = game.core_best_move(settings.core_nodes);
      if (!move) {
        finish(goals::Outcome::draw, "no move");
        break;
      }
      ledgers[1 - mover].before_opponent_move(*engines[1 - mover], game, *move);
      engines[1 - mover]->observe_opponent_move(*move);
      played.record.moves.push_back({++ply, game.move_text(*move), "the core's alpha-beta move", std::nullopt});
      game.make(*move);
      if (++seen[game.key()] >= 3) {
        finish(goals::Outcome::draw, "threefold repetition");
        break;
      }
      continue;
    }
    ledgers[mover].before_decision(*engines[mover], *rules[mover], game, false);
    goals::Decision decision = engines[mover]->choose_move({.nodes = settings.nodes});
    if (!decision.move) {
      finish(goals::Outcome::draw, "no move");
      break;
    }
    ledgers[mover].after_decision(*engines[mover], *rules[mover], decision.trace, &game, ply + 1);
    if (settings.on_move_credit)
      settings.on_move_credit(mover, ledgers[mover].take_resolved(*engines[mover], *rules[mover], false));
    ledgers[1 - mover].before_opponent_move(*engines[1 - mover], game, *decision.move);
    engines[1 - mover]->observe_opponent_move(*decision.move);
    store::MoveRecord move;
    move.ply = ++ply;
    move.notation = game.move_text(*decision.move);
    move.summary = decision.trace.summary;
    if (settings.keep_traces) move.trace = goals::to_json(decision.trace).dump();
    played.record.moves.push_back(std::move(move));
    game.make(*decision.move);
    if (++seen[game.key()] >= 3) {
      finish(goals::Outcome::draw, "threefold repetition");
      break;
    }
  }
  for (int side = 0; side < 2; ++side) {
    const bool won = (side == 0 && played.first_score == 1) || (side == 1 && played.first_score == 0);
    ledgers[side].before_decision(*engines[side], *rules[side], game, true, won);
    if (settings.on_move_credit)
      settings.on_move_credit(side, ledgers[side].take_resolved(*engines[side], *rules[side], true));
    played.credit[side] = ledgers[side].finish(*engines[side], *rules[side]);
  }
  return played;
}

}  // namespace newell::learning::transformation
