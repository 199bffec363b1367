#include "games/checkers/checkers_game.h"

#include "checkers/evaluation.h"
#include "checkers/movegen.h"
#include "checkers/notation.h"
#include "checkers/score_text.h"
#include "games/checkers/drawn_ending.h"
#include "goals/game_factory.h"
#include "interpreter/game_languages.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace newell::games {

using goals::MoveId;
using interpreter::Value;

namespace {
// At most this many pieces on the board, the exact table of two kings against two men is begun: a
// few exchanges from the ending, long enough before it for the table's seconds.
constexpr int kings_table_from_pieces = 8;
}  // namespace

MoveId CheckersGame::id_of(const checkers::Move& move) {
  return std::uint64_t{move.from} | std::uint64_t{move.to} << 5 | std::uint64_t{move.captured} << 10;
}

CheckersGame::CheckersGame(std::string_view fen) {
  std::string error;
  auto mover = CheckersState::from_fen(fen, error);
  if (!mover) throw std::invalid_argument(error);
  const checkers::Position position = mover->position();
  const int side = position.side_to_move == checkers::Color::black ? 0 : 1;
  // The other point of view: a state set up with the other side to move (so `me` is that side),
  // then given back the real position. The man record is numbered by square, the same in both.
  checkers::Position flipped = position;
  flipped.side_to_move = checkers::opposite(position.side_to_move);
  flipped.key = flipped.compute_key();
  auto other = std::make_unique<CheckersState>(flipped);
  const_cast<checkers::Position&>(other->position()) = position;
  states_[static_cast<std::size_t>(side)] = std::move(mover);
  states_[static_cast<std::size_t>(1 - side)] = std::move(other);
  const auto* language = interpreter::find_game_language("checkers");
  if (language == nullptr) throw std::logic_error("the checkers rule language is not linked");
  registry_ = interpreter::build_registry(*language);
  keys_.push_back(position.key);
  quiet_from_.push_back(0);
  table_ = std::make_unique<checkers::TranspositionTable>(table_megabytes_);
}

std::string CheckersGame::position_text() const { return checkers::to_fen(position()); }

goals::Outcome CheckersGame::outcome() const {
  checkers::MoveList list;
  checkers::generate_moves(position(), list);
  if (!list.empty()) return goals::Outcome::ongoing;
  return position().side_to_move == checkers::Color::black ? goals::Outcome::second_side_wins
                                                            : goals::Outcome::first_side_wins;
}

void CheckersGame::legal_moves(std::vector<MoveId>& moves) const {
  moves.clear();
  checkers::MoveList list;
  checkers::generate_moves(position(), list);
  for (const auto& move : list) moves.push_back(id_of(move));
}

const checkers::Move* CheckersGame::find(MoveId move, checkers::MoveList& list) const {
  list.clear();
  checkers::generate_moves(position(), list);
  for (const auto& candidate : list)
    if (id_of(candidate) == move) return &candidate;
  return nullptr;
}

void CheckersGame::make(MoveId move) {
  checkers::MoveList list;
  const checkers::Move* found = find(move, list);
  if (found == nullptr) throw std::invalid_argument("checkers: make() of a move that is not legal");
  // A capture or a man's move can never be undone: no earlier position can come again.
  const bool quiet = !found->is_capture() && (position().kings & checkers::bit(found->from)) != 0;
  for (auto& state : states_) state->play(*found);
  keys_.push_back(position().key);
  quiet_from_.push_back(quiet ? quiet_from_.back() : keys_.size() - 1);
}

void CheckersGame::unmake() {
  for (auto& state : states_) state->undo();
  if (keys_.size() > 1) {
    keys_.pop_back();
    quiet_from_.pop_back();
  }
}

const std::vector<checkers::Key>& CheckersGame::repeatable_keys() {
  recent_keys_.assign(keys_.begin() + static_cast<std::ptrdiff_t>(quiet_from_.back()), keys_.end());
  return recent_keys_;
}

std::string CheckersGame::move_text(MoveId move) const {
  checkers::MoveList list;
  const checkers::Move* found = find(move, list);
  return found ? checkers::short_move_text(*found, list) : "(illegal)";
}

std::optional<MoveId> CheckersGame::parse_move(std::string_view text) const {
  try {
    return id_of(checkers::parse_move(position(), text));
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

std::string CheckersGame::describe(interpreter::TypeId type, Value value) {
  if (type == interpreter::types::move) return move_text(value.as_entity());
  return registry_->format(type, value, states_[0].get());
}

Value CheckersGame::moved_man(MoveId move) const { return Value::entity(states_[0]->men().man_on(static_cast<int>(move & 31))); }
Value CheckersGame::target_square(MoveId move) const { return Value::entity(((move >> 5) & 31) + 1); }
std::optional<Value> CheckersGame::square_of(Value man) const {
  const auto* record = states_[0]->men().find(man.as_entity());
  if (record == nullptr) return std::nullopt;
  return Value::entity(static_cast<std::uint64_t>(record->square + 1));
}
std::optional<Value> CheckersGame::man_on(Value square) const {
  // Squares are numbered 1..32 as checkers players number them.
  if (square.as_entity() < 1 || square.as_entity() > 32) return std::nullopt;
  const auto man = states_[0]->men().man_on(static_cast<int>(square.as_entity() - 1));
  if (man == CheckersManRecord::no_man) return std::nullopt;
  return Value::entity(man);
}

void CheckersGame::apply_deadline(checkers::SearchLimits& limits) const {
  if (!deadline_) return;
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline_ - std::chrono::steady_clock::now());
  limits.time = std::max(std::chrono::milliseconds(1), left);
}

checkers::TranspositionTable& CheckersGame::refutation_table() {
  if (!refutation_table_) refutation_table_ = std::make_unique<checkers::TranspositionTable>(table_megabytes_);
  return *refutation_table_;
}

std::size_t CheckersGame::search_table_megabytes_held() const {
  return table_->megabytes() + (refutation_table_ ? refutation_table_->megabytes() : 0);
}

void CheckersGame::set_search_table_megabytes(std::size_t megabytes) {
  table_megabytes_ = megabytes;  // the table makes it at least 1
  // A table is sized once: the old one goes before the new one is made.
  table_.reset();
  table_ = std::make_unique<checkers::TranspositionTable>(table_megabytes_);
  refutation_table_.reset();
}

void CheckersGame::mark_decision_root() {
  // The refutation searches score a return to an earlier position as a draw, and a score stored
  // under one game history is wrong under the next: kept from move to move, such draws vetoed the
  // First Position plan's steps at random (the same position was won in 8 of 12 runs at 200 ms).
  // Emptied at each decision, not before each search: the searches of one decision share a history,
  // and at small budgets (two kings against one at 3,000 nodes a move) they need each other's entries.
  if (refutation_table_) refutation_table_->clear();
  // Two kings against two men is known exactly (kings_against_men.h), a table of some seconds: made
  // on another thread once the board thins out, so that no move waits for it when the ending comes.
  if (std::popcount(position().black | position().white) <= kings_table_from_pieces) prepare_kings_against_men();
}

int CheckersGame::search_score(int depth, std::uint64_t node_limit) { return search_to_depth(depth, node_limit).score; }

goals::Game::CoreResult CheckersGame::search_to_depth(int depth, std::uint64_t node_limit) {
  checkers::SearchLimits limits;
  apply_deadline(limits);
  limits.depth = std::max(depth, 1);
  limits.nodes = counter_.count() + std::max<std::uint64_t>(node_limit, 1);
  const auto result = checkers::search(position(), repeatable_keys(), EndingAwareEvaluator{position()}, limits, counter_, refutation_table());
  CoreResult core{std::nullopt, result.score, result.depth, {}, {}, {}};
  if (result.has_move) core.move = id_of(result.best);
  return core;
}

goals::Game::CoreResult CheckersGame::core_search(std::uint64_t node_limit) {
  checkers::SearchLimits limits;
  apply_deadline(limits);
  limits.depth = 20;
  limits.nodes = counter_.count() + std::max<std::uint64_t>(node_limit, 1);
  const auto result = checkers::search(position(), repeatable_keys(), checkers::MaterialEvaluator{}, limits, counter_, *table_);
  CoreResult core{std::nullopt, result.score, result.depth, {}, {}, {}};
  if (result.has_move) core.move = id_of(result.best);
  return core;
}

// Checkers has no pass; as a probe of the threat the other side is simply put on move.
std::optional<goals::Game::CoreResult> CheckersGame::standing_still(int depth, std::uint64_t node_limit) {
  const checkers::Position& now = position();
  // A jump is forced: there is no standing still, as there is none in check in chess, and the
  // goals' jumps are compared with each other. Against a pass that kept the man a forced jump
  // into a return jump was "refuted", and the core then played that same jump as its own move
  // (18 of 170 fallbacks in a 20-game match against alpha-beta).
  checkers::MoveList moves;
  checkers::generate_moves(now, moves);
  if (!moves.empty() && moves[0].is_capture()) return std::nullopt;
  const auto passed = checkers::Position::from_pieces(now.black, now.white, now.kings, checkers::opposite(now.side_to_move));
  checkers::SearchLimits limits;
  apply_deadline(limits);
  limits.depth = std::max(depth, 1);
  limits.nodes = counter_.count() + std::max<std::uint64_t>(node_limit, 1);
  const auto result = checkers::search(passed, {}, EndingAwareEvaluator{passed}, limits, counter_, refutation_table());
  CoreResult core{std::nullopt, -result.score, result.depth, {}, {}, {}};
  if (result.has_move) {
    core.move = id_of(result.best);
    checkers::MoveList list;
    checkers::generate_moves(passed, list);
    core.move_text = checkers::short_move_text(result.best, list);
  }
  return core;
}

std::string CheckersGame::score_text(int score) const { return checkers::score_text(score); }

std::unique_ptr<goals::Game> make_checkers_game(std::string_view fen) { return std::make_unique<CheckersGame>(fen); }

void link_checkers_game() {}

namespace {
const goals::GameRegistration checkers_game{"checkers", make_checkers_game};
}

}  // namespace newell::games
