// Built-ins about moves: who moves, what it takes, how many men it changes, what it threatens
// afterwards. A move value that names no man on its from square answers false, 0 or no man;
// those that look at the position after the move need a legal move of the side to move.

#include "chess/exchange.h"
#include "chess/movegen.h"
#include "games/chess/chess_builtins.h"

namespace newell::games::chess_builtins {

using namespace chess;
using interpreter::Registry;

namespace {

// The square whose man the move takes (behind the target for en passant), NoSquare if none.
Square captured_square(ChessState& state, Move move) {
  const ChessMan* mover = mover_of(state, move);
  if (!mover || move.is_castling()) return NoSquare;
  if (move.is_en_passant()) return Square(move.to() - pawn_push(mover->color()));
  const Piece target = state.position().piece_on(move.to());
  return target != NoPiece && piece_color(target) != mover->color() ? move.to() : NoSquare;
}

std::uint8_t captured_man(ChessState& state, Move move) {
  const Square square = captured_square(state, move);
  return square == NoSquare ? ChessManRecord::no_man : state.men().man_on(square);
}

// Does the moved man, standing on the move's target afterwards, attack `target`?
bool attacks_after(ChessState& state, Move move, Value target_value) {
  const ChessMan* mover = mover_of(state, move);
  const ChessMan* target = state.men().find(target_value.as_entity());
  if (!mover || !target || target->color() == mover->color()) return false;
  const Square taken = captured_square(state, move);
  if (taken == target->square) return false;
  Bitboard occupied = (state.position().occupied() & ~square_bit(move.from())) | square_bit(move.to());
  if (taken != NoSquare) occupied &= ~square_bit(taken) | square_bit(move.to());
  const PieceType type = move.is_promotion() ? move.promotion() : mover->type();
  const Bitboard reach = type == Pawn ? pawn_attacks(mover->color(), move.to()) : piece_attacks(type, move.to(), occupied);
  return (reach & square_bit(target->square)) != 0;
}

bool mates(ChessState& state, Move move) {
  if (!state.is_legal(move) || !state.position().gives_check(move)) return false;
  Position& position = state.scratch_position();
  position.make_move(move);
  const bool mate = !has_legal_move(position);
  position.unmake_move(move);
  return mate;
}

// A attacks T now, and did not before the last move was played.
bool newly_attacks(ChessState& state, Value a, Value t) {
  const ChessMan* attacker = state.men().find(a.as_entity());
  const ChessMan* target = state.men().find(t.as_entity());
  if (!attacker || !target || attacker->color() == target->color()) return false;
  if ((attacks_of(state.position(), *attacker) & square_bit(target->square)) == 0) return false;
  const Move last = state.men().last_move();
  if (last.is_none()) return true;
  state.undo();
  const ChessMan* before_attacker = state.men().find(a.as_entity());
  const ChessMan* before_target = state.men().find(t.as_entity());
  const bool attacked_before = before_attacker && before_target &&
                               (attacks_of(state.position(), *before_attacker) & square_bit(before_target->square)) != 0;
  state.play(last);
  return !attacked_before;
}

}  // namespace

void add_move_builtins(Registry& r) {
  r.add_function("moved", {types::move}, types::man, [](void* s, const Value* a) {
    return man_value(state_of(s).men().man_on(move_of(a[0]).from()));
  }, "moved(M): the man that makes move M");
  r.add_function("captured", {types::move}, types::man, [](void* s, const Value* a) {
    return man_value(captured_man(state_of(s), move_of(a[0])));
  }, "captured(M): the man move M takes (a man that answers false and 0 everywhere if it takes none)");
  r.add_predicate("captures", {types::move}, [](void* s, const Value* a) {
    return Value::truth(captured_man(state_of(s), move_of(a[0])) != ChessManRecord::no_man);
  }, "captures(M): move M takes a man");
  r.add_function("changed", {types::move}, types::number, [](void* s, const Value* a) {
    const Move move = move_of(a[0]);
    if (!mover_of(state_of(s), move)) return Value::number(0);
    const bool two = move.is_castling() || captured_man(state_of(s), move) != ChessManRecord::no_man;
    return Value::number(two ? 2 : 1);
  }, "changed(M): how many men move M changes the location of: 1, or 2 for a capture or castling");
  r.add_function("from_square", {types::move}, types::square, [](void*, const Value* a) {
    return square_value(move_of(a[0]).from());
  }, "from_square(M): the square move M starts from");
  r.add_function("to_square", {types::move}, types::square, [](void*, const Value* a) {
    return square_value(move_of(a[0]).to());
  }, "to_square(M): the square move M goes to (the king's square for castling)");
  r.add_predicate("promotes", {types::move}, [](void* s, const Value* a) {
    return Value::truth(move_of(a[0]).is_promotion() && mover_of(state_of(s), move_of(a[0])));
  }, "promotes(M): move M promotes a pawn");
  r.add_predicate("castles", {types::move}, [](void* s, const Value* a) {
    return Value::truth(move_of(a[0]).is_castling() && mover_of(state_of(s), move_of(a[0])));
  }, "castles(M): move M is castling");
  r.add_predicate("gives_check", {types::move}, [](void* s, const Value* a) {
    const Move move = move_of(a[0]);
    return Value::truth(state_of(s).is_legal(move) && state_of(s).position().gives_check(move));
  }, "gives_check(M): M is a legal move of the side to move that checks the enemy king");
  r.add_predicate("is_mate_after", {types::move}, [](void* s, const Value* a) {
    return Value::truth(mates(state_of(s), move_of(a[0])));
  }, "is_mate_after(M): M is a legal move of the side to move that checkmates");
  r.add_predicate("is_recapture", {types::move}, [](void* s, const Value* a) {
    const Square last = state_of(s).men().last_capture_square();
    return Value::truth(last != NoSquare && captured_square(state_of(s), move_of(a[0])) == last);
  }, "is_recapture(M): the last move captured and M takes back on the same square");
  r.add_function("exchange_value", {types::move}, types::number, [](void* s, const Value* a) {
    const Move move = move_of(a[0]);
    if (!state_of(s).is_legal(move)) return Value::number(0);
    return Value::number(static_exchange(state_of(s).position(), move) / 100.0);
  }, "exchange_value(M): the material (pawns) M wins or loses once the exchange it starts on its target is over");
  r.add_predicate("attacks_after", {types::move, types::man}, [](void* s, const Value* a) {
    return Value::truth(attacks_after(state_of(s), move_of(a[0]), a[1]));
  }, "attacks_after(M, T): after move M, the man that moved attacks the enemy man T");
  r.add_predicate("newly_attacks", {types::man, types::man}, [](void* s, const Value* a) {
    return Value::truth(newly_attacks(state_of(s), a[0], a[1]));
  }, "newly_attacks(A, T): A attacks T now but did not before the last move (true for any attack at set-up)");
}

}  // namespace newell::games::chess_builtins
