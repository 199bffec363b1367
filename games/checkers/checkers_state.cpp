#include "games/checkers/checkers_state.h"

#include "checkers/notation.h"

namespace newell::games {

using namespace checkers;

CheckersState::CheckersState(const Position& position) : position_(position), me_(position.side_to_move) {
  men_.set_up(position_);
  moves_.reserve(1024);
  undos_.reserve(1024);
  keys_before_.reserve(1024);
}

std::unique_ptr<CheckersState> CheckersState::from_fen(std::string_view fen, std::string& error) {
  try {
    return std::make_unique<CheckersState>(fen.empty() ? Position::initial() : parse_fen(fen));
  } catch (const std::exception& problem) {
    error = problem.what();
    return nullptr;
  }
}

void CheckersState::play(const Move& move) {
  men_.make(move);
  keys_before_.push_back(position_.key);
  Undo undo;
  position_.make(move, undo);
  moves_.push_back(move);
  undos_.push_back(undo);
}

void CheckersState::undo() {
  if (moves_.empty()) return;
  men_.unmake();
  position_.unmake(moves_.back(), undos_.back());
  moves_.pop_back();
  undos_.pop_back();
  keys_before_.pop_back();
}

bool CheckersState::seen_before(Key key) const {
  for (const Key earlier : keys_before_)
    if (earlier == key) return true;
  return false;
}

const MoveList& CheckersState::legal_moves(Color side) {
  Cache& cache = cache_[static_cast<int>(side)];
  if (cache.valid && cache.key == position_.key) return cache.moves;
  Position as_mover = position_;
  as_mover.side_to_move = side;
  cache.moves.clear();
  generate_moves(as_mover, cache.moves);
  cache.key = position_.key;
  cache.valid = true;
  return cache.moves;
}

}  // namespace newell::games
