#include "checkers/game.h"

#include "checkers/movegen.h"

namespace newell::checkers {

Game::Game(const Position& start, DrawRules rules)
    : start_(start), position_(start), rules_(rules), keys_{start.key}, quiet_plies_{0} {}

MoveList Game::legal_moves() const {
  MoveList list;
  generate_moves(position_, list);
  return list;
}

void Game::play(const Move& move) {
  const bool quiet = !move.is_capture() && (position_.kings & bit(move.from)) != 0;
  Undo undo;
  position_.make(move, undo);
  moves_.push_back(move);
  undos_.push_back(undo);
  keys_.push_back(position_.key);
  quiet_plies_.push_back(quiet ? quiet_plies_.back() + 1 : 0);
}

bool Game::take_back() {
  if (moves_.empty()) return false;
  position_.unmake(moves_.back(), undos_.back());
  moves_.pop_back();
  undos_.pop_back();
  keys_.pop_back();
  quiet_plies_.pop_back();
  return true;
}

int Game::repetition_count() const {
  int seen = 0;
  // Only positions since the last man move or capture can repeat; same side to move: every 2nd ply.
  const int reach = quiet_plies();
  for (int back = 0; back <= reach; back += 2)
    if (keys_[keys_.size() - 1 - static_cast<std::size_t>(back)] == position_.key) ++seen;
  return seen;
}

bool Game::drawn_by_repetition() const {
  return rules_.repetitions > 0 && repetition_count() >= rules_.repetitions;
}

Outcome Game::outcome() const {
  MoveList list;
  generate_moves(position_, list);
  if (list.empty()) return position_.side_to_move == Color::black ? Outcome::second_side_wins : Outcome::first_side_wins;
  if (drawn_by_repetition()) return Outcome::draw;
  if (rules_.quiet_move_limit > 0 && quiet_plies() >= 2 * rules_.quiet_move_limit) return Outcome::draw;
  return Outcome::ongoing;
}

std::string describe_ending(const Game& game) {
  const DrawRules& rules = game.rules();
  switch (game.outcome()) {
    case Outcome::ongoing: return "the game goes on";
    case Outcome::first_side_wins: return "Black wins (White cannot move)";
    case Outcome::second_side_wins: return "White wins (Black cannot move)";
    case Outcome::draw: break;
  }
  if (game.drawn_by_repetition())
    return "draw: the same position for the " + std::to_string(rules.repetitions) + (rules.repetitions == 3 ? "rd" : "th") +
           " time";
  return "draw: " + std::to_string(rules.quiet_move_limit) + " moves each without a man moving or a capture";
}

}  // namespace newell::checkers
