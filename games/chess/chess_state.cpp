#include "games/chess/chess_state.h"

#include "chess/exchange.h"
#include "chess/notation_error.h"

namespace newell::games {

using namespace chess;

ChessState::ChessState(const Position& position) : ChessState(position, position.side_to_move()) {}

ChessState::ChessState(const Position& position, Color me) : position_(position), me_(me) {
  men_.set_up(position_);
}

std::unique_ptr<ChessState> ChessState::from_fen(std::string_view fen, std::string& error) {
  try {
    return std::make_unique<ChessState>(fen.empty() ? Position::start() : Position::from_fen(fen));
  } catch (const NotationError& problem) {
    error = problem.what();
    return nullptr;
  }
}

void ChessState::play(Move move) {
  men_.make(position_, move);
  position_.make_move(move);
}

void ChessState::undo() {
  if (men_.moves_made() == 0) return;
  const Move move = men_.last_move();
  men_.unmake();
  position_.unmake_move(move);
}

const MoveList& ChessState::legal_moves(Color side) { return cached(side).moves; }

// The key covers the pieces, the side to move, castling and en passant: all the moves depend on.
int ChessState::material_gain(Color side) {
  auto& settled = settled_[settling_ == chess::Settling::static_exchange ? 1 : 0];
  SettledEntry& entry = settled[position_.key() % settled.size()];
  if (!entry.valid || entry.key != position_.key()) {
    // Each position made is a node of the decision's budget, as a rule's look ahead is. A full
    // quiescence here spent about six nodes in seven of the tactics' share; settled by static
    // exchanges (`aspire exchange_settling 1`) a position is made only in check.
    constexpr int node_limit = 32;
    int made = 0;
    entry.balance_for_white = chess::settled_material(position_, chess::White, node_limit, &made, settling_);
    entry.key = position_.key();
    entry.valid = true;
    if (counter_ != nullptr) counter_->add(static_cast<std::uint64_t>(made));
  }
  const int gain_for_white = entry.balance_for_white - root_balance_for_white_;
  return side == chess::White ? gain_for_white : -gain_for_white;
}

bool ChessState::threatens_mate_after(Move move) {
  if (!is_legal(move) || position_.gives_check(move)) return false;
  const std::uint64_t key = position_.key();
  MateThreatEntry& entry = mate_threats_[(key ^ (std::uint64_t{move.raw()} * 0x9E3779B97F4A7C15ULL)) % mate_threats_.size()];
  if (entry.valid && entry.key == key && entry.move == move.raw()) return entry.threat;
  position_.make_move(move);
  count_position();
  position_.make_null_move();
  MoveList answers;
  generate_legal(position_, answers);
  bool threat = false;
  for (Move answer : answers) {
    if (!position_.gives_check(answer)) continue;
    position_.make_move(answer);
    count_position();
    threat = !has_legal_move(position_);
    position_.unmake_move(answer);
    if (threat) break;
  }
  position_.unmake_null_move();
  position_.unmake_move(move);
  entry = {key, move.raw(), threat, true};
  return threat;
}

int ChessState::exchange_value(Move move) {
  if (!is_legal(move)) return 0;
  const std::uint64_t key = position_.key();
  ExchangeEntry& entry = exchanges_[(key ^ (std::uint64_t{move.raw()} * 0x9E3779B97F4A7C15ULL)) % exchanges_.size()];
  if (entry.valid && entry.key == key && entry.move == move.raw()) return entry.value;
  entry = {key, move.raw(), true, static_exchange(position_, move)};
  return entry.value;
}

ChessState::Cache& ChessState::refill(Color side) {
  Cache& cache = cache_[side];
  cache.moves.clear();
  if (side == position_.side_to_move()) {
    generate_legal(position_, cache.moves);
  } else {
    position_.make_null_move();
    MoveList all;
    generate_legal(position_, all);
    const Bitboard their_king = position_.pieces(~side, King);
    for (Move move : all)
      if ((square_bit(move.to()) & their_king) == 0) cache.moves.push_back(move);
    position_.unmake_null_move();
  }
  cache.move_count.fill(0);
  cache.capture_count.fill(0);
  cache.castling_moves = 0;
  cache.destinations.fill(0);
  for (Move move : cache.moves) {
    ++cache.move_count[move.from()];
    cache.capture_count[move.from()] += position_.is_capture(move);
    cache.castling_moves += move.is_castling();
    std::uint16_t& entry = cache.move_from_to[move.from() * 64 + move.to()];
    entry = (cache.destinations[move.from()] & square_bit(move.to())) ? several_moves : move.raw();
    cache.destinations[move.from()] |= square_bit(move.to());
  }
  cache.key = position_.key();
  cache.valid = true;
  return cache;
}

bool ChessState::is_legal(Move move) {
  if (move.is_none()) return false;
  const Cache& cache = cached(position_.side_to_move());
  if ((cache.destinations[move.from()] & square_bit(move.to())) == 0) return false;
  const std::uint16_t entry = cache.move_from_to[move.from() * 64 + move.to()];
  return entry == move.raw() || (entry == several_moves && cache.moves.contains(move));
}

}  // namespace newell::games
