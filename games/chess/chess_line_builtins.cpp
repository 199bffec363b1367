// Built-ins about lines: what a pin to the king forbids. A man pinned to its king may move only
// along the line between its king and the pinner; the squares it attacks off that line it guards
// in name only, which is what a player exploits when "the pawn is pinned".

#include "games/chess/chess_builtins.h"

namespace newell::games::chess_builtins {

using namespace chess;
using interpreter::Registry;

namespace {

// P is pinned to its king and attacks square Q off the line through its king: it may not take there.
bool pin_forbids(ChessState& state, Value pinned_value, Value square_value) {
  const ChessMan* pinned = state.men().find(pinned_value.as_entity());
  if (!pinned || pinned->type() == King || !is_square(square_value)) return false;
  const Position& position = state.position();
  if ((position.blockers_for_king(pinned->color()) & square_bit(pinned->square)) == 0) return false;
  const Square target = square(square_value);
  if ((attacks_of(position, *pinned) & square_bit(target)) == 0) return false;
  return !aligned(position.king_square(pinned->color()), pinned->square, target);
}

}  // namespace

void add_line_builtins(Registry& r) {
  r.add_predicate("pin_forbids", {types::man, types::square}, [](void* s, const Value* a) {
    return Value::truth(pin_forbids(state_of(s), a[0], a[1]));
  }, "pin_forbids(P, Q): P, pinned to its king, attacks square Q off the line through its king, so may not take there");
}

}  // namespace newell::games::chess_builtins
