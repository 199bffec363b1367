#include "games/chess/chess_game.h"

#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/score_text.h"
#include "goals/game_factory.h"
#include "interpreter/game_languages.h"

#include <algorithm>
#include <atomic>
#include <stdexcept>

namespace newell::games {

using goals::MoveId;
using interpreter::Value;

namespace {
chess::Move move_of(MoveId move) { return chess::Move::from_raw(static_cast<std::uint16_t>(move)); }

// The plies of a threat's line in which its captures are counted: the threat, our answer, its blow,
// and the recaptures after it.
constexpr std::size_t threat_plies = 8;

// The men of the side that passed which the line after the pass takes, when the side that moves
// first in it comes out at least a pawn ahead: an even exchange threatens nothing.
std::vector<Value> men_the_line_wins(chess::Position along, ChessManRecord men, const std::vector<chess::Move>& line) {
  std::vector<Value> taken;
  int gain = 0;  // for the side that moves first in the line
  for (std::size_t ply = 0; ply < line.size() && ply < threat_plies; ++ply) {
    const chess::Move move = line[ply];
    const int sign = ply % 2 == 0 ? 1 : -1;
    if (along.is_capture(move)) {
      const chess::Square square = move.is_en_passant() ? chess::Square(move.to() - chess::pawn_push(along.side_to_move()))
                                                        : move.to();
      gain += sign * chess::piece_value(chess::piece_type(along.captured_piece(move)));
      if (sign > 0 && men.man_on(square) != ChessManRecord::no_man) taken.push_back(Value::entity(men.man_on(square)));
    }
    if (move.is_promotion()) gain += sign * (chess::piece_value(move.promotion()) - chess::piece_value(chess::Pawn));
    men.make(along, move);
    along.make_move(move);
  }
  if (gain < chess::piece_value(chess::Pawn)) taken.clear();
  return taken;
}
}  // namespace

ChessGame::ChessGame(std::string_view fen) {
  std::string error;
  state_ = ChessState::from_fen(fen, error);
  if (!state_) throw std::invalid_argument(error);
  const auto* language = interpreter::find_game_language("chess");
  if (language == nullptr) throw std::logic_error("the chess rule language is not linked");
  registry_ = interpreter::build_registry(*language);
  // Rules quantify over men and squares (seek nets, transformation rules with free variables):
  // the engine needs the types' universes, which the chess registry leaves to its user.
  if (registry_->type(interpreter::types::man).universe == nullptr)
    registry_->set_universe(interpreter::types::man, [](void* state, const Value*, Value* out, std::size_t capacity) {
      const auto& men = static_cast<ChessState*>(state)->men();
      std::size_t count = 0;
      for (int number = 0; number < men.count(); ++number) {
        if (!men.man(number).on_board()) continue;
        if (count < capacity) out[count] = Value::entity(static_cast<std::uint64_t>(number));
        ++count;
      }
      return count;
    }, ChessManRecord::max_men);
  if (registry_->type(interpreter::types::square).universe == nullptr)
    registry_->set_universe(interpreter::types::square, [](void*, const Value*, Value* out, std::size_t capacity) {
      for (std::size_t square = 0; square < 64 && square < capacity; ++square) out[square] = Value::entity(square);
      return std::size_t{64};
    }, 64);
  // The positions the rules' built-ins make (is_mate_after, threatens_mate) count like any other.
  state_->set_node_counter(&counter_);
  table_ = std::make_unique<chess::TranspositionTable>(4);
  search_ = std::make_unique<chess::Search>(*table_);
}

void ChessGame::set_search_table_megabytes(std::size_t megabytes) { table_->resize(megabytes); }

goals::Outcome ChessGame::outcome() const {
  const auto& position = state_->position();
  if (!chess::has_legal_move(position)) {
    if (!position.in_check()) return goals::Outcome::draw;
    return position.side_to_move() == chess::White ? goals::Outcome::second_side_wins : goals::Outcome::first_side_wins;
  }
  if (position.is_fifty_move_draw() || position.is_repetition(3) || position.has_insufficient_material())
    return goals::Outcome::draw;
  return goals::Outcome::ongoing;
}

void ChessGame::legal_moves(std::vector<MoveId>& moves) const {
  moves.clear();
  chess::MoveList list;
  chess::generate_legal(state_->position(), list);
  for (const chess::Move move : list) moves.push_back(move.raw());
}

void ChessGame::make(MoveId move) { state_->play(move_of(move)); }
void ChessGame::unmake() { state_->undo(); }

std::string ChessGame::move_text(MoveId move) const { return chess::to_san(state_->position(), move_of(move)); }

std::optional<MoveId> ChessGame::parse_move(std::string_view text) const {
  try {
    return chess::parse_uci_move(state_->position(), text).raw();
  } catch (const std::exception&) {
  }
  try {
    return chess::parse_san(state_->position(), text).raw();
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

void* ChessGame::language_state(goals::Side perspective) {
  state_->set_me(perspective == 0 ? chess::White : chess::Black);
  return state_.get();
}

std::string ChessGame::describe(interpreter::TypeId type, Value value) {
  if (type == interpreter::types::move) return move_text(value.as_entity());
  return registry_->format(type, value, state_.get());
}

Value ChessGame::moved_man(MoveId move) const {
  return Value::entity(state_->men().man_on(move_of(move).from()));
}
Value ChessGame::target_square(MoveId move) const { return Value::entity(static_cast<std::uint64_t>(move_of(move).to())); }
std::optional<Value> ChessGame::square_of(Value man) const {
  const auto* record = state_->men().find(man.as_entity());
  if (record == nullptr) return std::nullopt;
  return Value::entity(static_cast<std::uint64_t>(record->square));
}
std::optional<Value> ChessGame::man_on(Value square) const {
  if (square.as_entity() >= 64) return std::nullopt;
  const auto man = state_->men().man_on(static_cast<chess::Square>(square.as_entity()));
  if (man == ChessManRecord::no_man) return std::nullopt;
  return Value::entity(man);
}

chess::SearchLimits ChessGame::limits(std::uint64_t node_limit) const {
  chess::SearchLimits limits;
  limits.nodes = std::max<std::uint64_t>(node_limit, 1);
  limits.deadline = deadline_;
  return limits;
}

namespace {
const std::atomic<bool> never_stop{false};
}

int ChessGame::search_score(int depth, std::uint64_t node_limit) { return search_to_depth(depth, node_limit).score; }

goals::Game::CoreResult ChessGame::run(const chess::Position& position, const chess::SearchLimits& limits) {
  return result_of(position, search_->run(position, limits, counter_, stop_ ? *stop_ : never_stop));
}

goals::Game::CoreResult ChessGame::result_of(const chess::Position& position, const chess::SearchResult& result) {
  CoreResult core{std::nullopt, result.score, result.depth, {}, {}, {}};
  if (!result.best_move.is_none()) core.move = result.best_move.raw();
  chess::Position along = position;
  for (chess::Move move : result.principal_variation) {
    core.line.push_back(chess::to_san(along, move));
    along.make_move(move);
  }
  return core;
}

goals::Game::CoreResult ChessGame::search_to_depth(int depth, std::uint64_t node_limit) {
  chess::SearchLimits limits = this->limits(node_limit);
  limits.depth = std::max(depth, 1);
  return run(state_->position(), limits);
}

std::optional<goals::Game::CoreResult> ChessGame::search_other_moves(int depth, std::uint64_t node_limit,
                                                                     goals::MoveId excluded) {
  chess::SearchLimits limits = this->limits(node_limit);
  limits.depth = std::max(depth, 1);
  std::vector<goals::MoveId> legal;
  legal_moves(legal);
  for (goals::MoveId move : legal)
    if (move != excluded) limits.root_moves.push_back(move_of(move));
  if (limits.root_moves.empty()) return std::nullopt;
  return run(state_->position(), limits);
}

goals::Game::CoreResult ChessGame::core_search(std::uint64_t node_limit) { return run(state_->position(), limits(node_limit)); }

std::optional<goals::Game::CoreResult> ChessGame::standing_still(int depth, std::uint64_t node_limit) {
  if (state_->position().in_check()) return std::nullopt;
  chess::Position passed = state_->position();
  passed.make_null_move();
  chess::SearchLimits limits = this->limits(node_limit);
  limits.depth = std::max(depth, 1);
  const auto result = search_->run(passed, limits, counter_, stop_ ? *stop_ : never_stop);
  CoreResult threat = result_of(passed, result);
  threat.score = -threat.score;  // the search scored it for the side that moves after the pass
  if (threat.move) threat.move_text = chess::to_san(passed, chess::Move::from_raw(static_cast<std::uint16_t>(*threat.move)));
  threat.men_won = men_the_line_wins(passed, state_->men(), result.principal_variation);
  return threat;
}

std::string ChessGame::score_text(int score) const { return chess::score_text(score); }

std::unique_ptr<goals::Game> make_chess_game(std::string_view fen) { return std::make_unique<ChessGame>(fen); }

void link_chess_game() {}

namespace {
const goals::GameRegistration chess_game{"chess", make_chess_game};
}

}  // namespace newell::games
