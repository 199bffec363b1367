// Built-ins about moves: who moves, what it takes, how many men it changes, what it threatens
// afterwards. A move value that names no man on its from square answers false, 0 or no man;
// those that look at the position after the move need a legal move of the side to move.

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
// The squares the moved man attacks from where move M takes it.
Bitboard reach_after(ChessState& state, const ChessMan& mover, Move move) {
  const Square taken = captured_square(state, move);
  Bitboard occupied = (state.position().occupied() & ~square_bit(move.from())) | square_bit(move.to());
  if (taken != NoSquare) occupied &= ~square_bit(taken) | square_bit(move.to());
  const PieceType type = move.is_promotion() ? move.promotion() : mover.type();
  return type == Pawn ? pawn_attacks(mover.color(), move.to()) : piece_attacks(type, move.to(), occupied);
}

bool attacks_after(ChessState& state, Move move, Value target_value) {
  const ChessMan* mover = mover_of(state, move);
  const ChessMan* target = state.men().find(target_value.as_entity());
  if (!mover || !target || target->color() == mover->color()) return false;
  if (captured_square(state, move) == target->square) return false;
  return (reach_after(state, *mover, move) & square_bit(target->square)) != 0;
}

// After move M the moved man attacks square Q, which it did not attack before: a man brought to
// bear on a square (a knight to f3 for e5), not one that already bore on it.
bool bears_on_after(ChessState& state, Move move, Value square_value) {
  const ChessMan* mover = mover_of(state, move);
  if (!mover || !is_square(square_value)) return false;
  const Bitboard target = square_bit(square(square_value));
  return (reach_after(state, *mover, move) & target) && !(attacks_of(state.position(), *mover) & target);
}

bool mates(ChessState& state, Move move) {
  if (!state.is_legal(move) || !state.position().gives_check(move)) return false;
  Position& position = state.scratch_position();
  position.make_move(move);
  state.count_position();
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

// The squares after `move`: the mover leaves its square, stands on the target, and what it takes
// is gone.
Bitboard occupied_after(ChessState& state, Move move) {
  const Square taken = captured_square(state, move);
  Bitboard occupied = state.position().occupied() & ~square_bit(move.from());
  if (taken != NoSquare) occupied &= ~square_bit(taken);
  if (move.is_castling()) return state.position().occupied();  // castling lines are not tactics here
  return occupied | square_bit(move.to());
}

// X-ray along a line: a rook, bishop or queen of kind `type` on `from` that reaches `through`
// (nothing between) sees past it to the first man beyond; that man's number, or no man.
std::uint8_t man_behind(ChessState& state, PieceType type, Square from, Square through, Bitboard occupied) {
  if (type != Bishop && type != Rook && type != Queen) return ChessManRecord::no_man;
  if ((piece_attacks(type, from, occupied) & square_bit(through)) == 0) return ChessManRecord::no_man;
  const int file_step = (file_of(through) > file_of(from)) - (file_of(through) < file_of(from));
  const int rank_step = (rank_of(through) > rank_of(from)) - (rank_of(through) < rank_of(from));
  const bool straight = file_step == 0 || rank_step == 0;
  if ((straight && type == Bishop) || (!straight && type == Rook)) return ChessManRecord::no_man;
  for (int file = file_of(through) + file_step, rank = rank_of(through) + rank_step;
       file >= 0 && file < 8 && rank >= 0 && rank < 8; file += file_step, rank += rank_step) {
    const Square square = make_square(file, rank);
    if (occupied & square_bit(square)) return state.men().man_on(square);
  }
  return ChessManRecord::no_man;
}

// After move M, our man A (not the mover) attacks the enemy man T, which it did not before: the
// move opened A's line.
bool discovers(ChessState& state, Move move, Value a, Value t) {
  const ChessMan* mover = mover_of(state, move);
  const ChessMan* attacker = state.men().find(a.as_entity());
  const ChessMan* target = state.men().find(t.as_entity());
  if (!mover || !attacker || !target || attacker == mover || attacker->color() != mover->color() ||
      target->color() == mover->color() || captured_square(state, move) == target->square)
    return false;
  if (attacker->type() == Pawn || attacker->type() == Knight || attacker->type() == King) return false;
  if (attacks_of(state.position(), *attacker) & square_bit(target->square)) return false;
  return (piece_attacks(attacker->type(), attacker->square, occupied_after(state, move)) & square_bit(target->square)) != 0;
}

}  // namespace

void add_move_builtins(Registry& r) {
  r.add_function("behind", {types::man, types::man}, types::man, [](void* s, const Value* a) {
    const ChessMan* attacker = man_of(s, a[0]);
    const ChessMan* target = man_of(s, a[1]);
    if (!attacker || !target) return man_value(ChessManRecord::no_man);
    return man_value(man_behind(state_of(s), attacker->type(), attacker->square, target->square,
                                state_of(s).position().occupied()));
  }, "behind(A, T): the man A's line reaches past T (A a rook, bishop or queen attacking T), or no man");
  r.add_function("behind_after", {types::move, types::man}, types::man, [](void* s, const Value* a) {
    ChessState& state = state_of(s);
    const Move move = move_of(a[0]);
    const ChessMan* mover = mover_of(state, move);
    const ChessMan* target = man_of(s, a[1]);
    if (!mover || !target || target->color() == mover->color() || captured_square(state, move) == target->square)
      return man_value(ChessManRecord::no_man);
    const PieceType type = move.is_promotion() ? move.promotion() : mover->type();
    return man_value(man_behind(state, type, move.to(), target->square, occupied_after(state, move)));
  }, "behind_after(M, T): after move M, the man the moved man's line reaches past the enemy man T, or no man");
  r.add_predicate("discovers", {types::move, types::man, types::man}, [](void* s, const Value* a) {
    return Value::truth(discovers(state_of(s), move_of(a[0]), a[1], a[2]));
  }, "discovers(M, A, T): move M opens the line of our rook, bishop or queen A onto the enemy man T");
  r.add_predicate("moved_last", {types::man}, [](void* s, const Value* a) {
    const Move last = state_of(s).men().last_move();
    return Value::truth(!last.is_none() && man_of(s, a[0]) && state_of(s).men().man_on(last.to()) == a[0].as_entity());
  }, "moved_last(D): D made the last move played");
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
  r.add_predicate("threatens_mate_after", {types::move}, [](void* s, const Value* a) {
    return Value::truth(state_of(s).threatens_mate_after(move_of(a[0])));
  }, "threatens_mate_after(M): M is a legal move of the side to move, no check, after which a move of that side would mate were it to move again");
  r.add_predicate("is_recapture", {types::move}, [](void* s, const Value* a) {
    const Square last = state_of(s).men().last_capture_square();
    return Value::truth(last != NoSquare && captured_square(state_of(s), move_of(a[0])) == last);
  }, "is_recapture(M): the last move captured and M takes back on the same square");
  r.add_function("exchange_value", {types::move}, types::number, [](void* s, const Value* a) {
    return Value::number(state_of(s).exchange_value(move_of(a[0])) / 100.0);
  }, "exchange_value(M): the material (pawns) M wins or loses once the exchange it starts on its target is over");
  r.add_predicate("attacks_after", {types::move, types::man}, [](void* s, const Value* a) {
    return Value::truth(attacks_after(state_of(s), move_of(a[0]), a[1]));
  }, "attacks_after(M, T): after move M, the man that moved attacks the enemy man T");
  r.add_predicate("bears_on_after", {types::move, types::square}, [](void* s, const Value* a) {
    return Value::truth(bears_on_after(state_of(s), move_of(a[0]), a[1]));
  }, "bears_on_after(M, Q): after move M, the man that moved attacks square Q, which it did not attack before");
  r.add_predicate("newly_attacks", {types::man, types::man}, [](void* s, const Value* a) {
    return Value::truth(newly_attacks(state_of(s), a[0], a[1]));
  }, "newly_attacks(A, T): A attacks T now but did not before the last move (true for any attack at set-up)");
}

}  // namespace newell::games::chess_builtins
