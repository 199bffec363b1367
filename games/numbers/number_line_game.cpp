#include "games/numbers/number_line_game.h"

#include "goals/engine_context.h"
#include "goals/game_factory.h"

#include <fmt/core.h>

#include <stdexcept>

namespace newell::games {

using goals::MoveId;
using goals::Outcome;
using goals::Side;
using goals::link_engine_builtins;
using interpreter::NumberLineState;
using interpreter::Value;

namespace {
int man_of(MoveId move) { return static_cast<int>(move / 16); }
int target_of(MoveId move) { return static_cast<int>(move % 16); }
}  // namespace

NumberLineGame::NumberLineGame(std::string_view position) {
  link_engine_builtins();
  std::string error;
  if (!state_.read(position, error)) throw std::invalid_argument(error);
  registry_ = interpreter::build_registry(*interpreter::find_game_language("numbers"));
}

std::string NumberLineGame::position_text() const {
  std::string text(NumberLineState::squares, '.');
  for (int i = 0; i < state_.man_count; ++i) {
    const auto& man = state_.men[static_cast<std::size_t>(i)];
    if (man.on_board) text[static_cast<std::size_t>(man.square)] = man.side == 0 ? 'W' : 'B';
  }
  return text + (state_.side_to_move == 0 ? " w" : " b");
}

std::uint64_t NumberLineGame::key() const {
  std::uint64_t key = static_cast<std::uint64_t>(state_.side_to_move);
  for (const auto square : state_.board) key = key * 1315423911u + square;
  return key;
}

Outcome NumberLineGame::outcome() const {
  std::vector<MoveId> moves;
  legal_moves(moves);
  if (!moves.empty()) return Outcome::ongoing;
  return state_.side_to_move == 0 ? Outcome::second_side_wins : Outcome::first_side_wins;
}

void NumberLineGame::legal_moves(std::vector<MoveId>& moves) const {
  moves.clear();
  for (int number = 0; number < state_.man_count; ++number) {
    const auto& man = state_.men[static_cast<std::size_t>(number)];
    if (!man.on_board || man.side != state_.side_to_move) continue;
    for (int step : {-1, 1}) {
      const int target = man.square + step;
      if (target < 0 || target >= NumberLineState::squares) continue;
      const auto other = state_.board[static_cast<std::size_t>(target)];
      if (other != NumberLineState::no_man && state_.men[other].side == man.side) continue;
      moves.push_back(static_cast<MoveId>(number * 16 + target));
    }
  }
}

void NumberLineGame::make(MoveId move) {
  history_.push_back(state_);
  auto& man = state_.men[static_cast<std::size_t>(man_of(move))];
  const auto target = static_cast<std::size_t>(target_of(move));
  if (state_.board[target] != NumberLineState::no_man) state_.men[state_.board[target]].on_board = false;
  state_.board[static_cast<std::size_t>(man.square)] = NumberLineState::no_man;
  state_.board[target] = static_cast<std::uint8_t>(man_of(move));
  man.square = target_of(move);
  state_.side_to_move = 1 - state_.side_to_move;
}

void NumberLineGame::unmake() {
  if (history_.empty()) throw std::logic_error("unmake without a move");
  state_ = history_.back();
  history_.pop_back();
}

std::string NumberLineGame::move_text(MoveId move) const {
  const auto& man = state_.men[static_cast<std::size_t>(man_of(move) % NumberLineState::max_men)];
  return fmt::format("s{}-s{}", man.square, target_of(move));
}

std::optional<MoveId> NumberLineGame::parse_move(std::string_view text) const {
  std::vector<MoveId> moves;
  legal_moves(moves);
  for (const MoveId move : moves)
    if (move_text(move) == text) return move;
  return std::nullopt;
}

void* NumberLineGame::language_state(Side perspective) {
  view_ = state_;
  view_.side_to_move = perspective;
  return &view_;
}

std::string NumberLineGame::describe(interpreter::TypeId type, Value value) {
  return registry_->format(type, value, language_state(state_.side_to_move));
}

Value NumberLineGame::moved_man(MoveId move) const { return Value::entity(static_cast<std::uint64_t>(man_of(move))); }
Value NumberLineGame::target_square(MoveId move) const {
  return Value::entity(static_cast<std::uint64_t>(target_of(move)));
}
std::optional<Value> NumberLineGame::square_of(Value man) const {
  if (man.as_entity() >= static_cast<std::uint64_t>(state_.man_count)) return std::nullopt;
  const auto& record = state_.men[man.as_entity()];
  if (!record.on_board) return std::nullopt;
  return Value::entity(static_cast<std::uint64_t>(record.square));
}
std::optional<Value> NumberLineGame::man_on(Value square) const {
  for (int man = 0; man < state_.man_count; ++man) {
    const auto& record = state_.men[static_cast<std::size_t>(man)];
    if (record.on_board && static_cast<std::uint64_t>(record.square) == square.as_entity())
      return Value::entity(static_cast<std::uint64_t>(man));
  }
  return std::nullopt;
}

int NumberLineGame::material() const {
  int balance = 0;
  for (int i = 0; i < state_.man_count; ++i) {
    const auto& man = state_.men[static_cast<std::size_t>(i)];
    if (man.on_board) balance += man.side == state_.side_to_move ? 100 : -100;
  }
  return balance;
}

int NumberLineGame::negamax(int depth, int alpha, int beta, std::uint64_t stop_at) {
  ++nodes_;
  std::vector<MoveId> moves;
  legal_moves(moves);
  if (moves.empty()) return -10000;
  if (depth <= 0 || nodes_ >= stop_at) return material();
  for (const MoveId move : moves) {
    make(move);
    const int score = -negamax(depth - 1, -beta, -alpha, stop_at);
    unmake();
    if (score > alpha) alpha = score;
    if (alpha >= beta) break;
  }
  return alpha;
}

int NumberLineGame::search_score(int depth, std::uint64_t node_limit) {
  return negamax(depth, -100000, 100000, nodes_ + std::max<std::uint64_t>(node_limit, 1));
}

goals::Game::CoreResult NumberLineGame::best_of(int depth, std::uint64_t node_limit) {
  std::vector<MoveId> moves;
  legal_moves(moves);
  if (moves.empty()) return {std::nullopt, -10000, 0, {}, {}, {}};
  const std::uint64_t stop_at = nodes_ + std::max<std::uint64_t>(node_limit, 1);
  MoveId best = moves.front();
  int best_score = -100001;
  for (const MoveId move : moves) {
    make(move);
    const int score = -negamax(depth - 1, -100000, 100000, stop_at);
    unmake();
    if (score > best_score) {
      best_score = score;
      best = move;
    }
  }
  return {best, best_score, depth, {}, {}, {}};
}

goals::Game::CoreResult NumberLineGame::core_search(std::uint64_t node_limit) { return best_of(4, node_limit); }

goals::Game::CoreResult NumberLineGame::search_to_depth(int depth, std::uint64_t node_limit) {
  return best_of(std::max(depth, 1), node_limit);
}

std::optional<goals::Game::CoreResult> NumberLineGame::standing_still(int depth, std::uint64_t node_limit) {
  history_.push_back(state_);
  state_.side_to_move = 1 - state_.side_to_move;
  CoreResult threat = best_of(std::max(depth, 1), node_limit);
  if (threat.move) threat.move_text = move_text(*threat.move);
  unmake();
  threat.score = -threat.score;
  return threat;
}

std::string NumberLineGame::score_text(int score) const { return fmt::format("{:+}", score); }

namespace {
std::unique_ptr<goals::Game> make_number_line_game(std::string_view position) {
  return std::make_unique<NumberLineGame>(position.empty() ? interpreter::number_line_start : position);
}

const goals::GameRegistration numbers_game{"numbers", make_number_line_game};
}  // namespace

void link_number_line_game() {}

}  // namespace newell::games
