#include "checkers/search.h"

namespace newell::checkers {

bool exchange_offer_possible(const Position& position) {
  if (can_capture(position)) return false;  // a jump is pending: that is condition (1), not an offer
  MoveList moves;
  generate_moves(position, moves);
  for (const Move& move : moves)
    if (can_capture(position.after(move))) return true;
  return false;
}

}  // namespace newell::checkers
