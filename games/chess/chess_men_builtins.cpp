// Built-ins about men: what a man is and where, whom it attacks and defends, exchanges, pins,
// mobility. A man that is not on the board (captured, or a number no man has) answers false, 0,
// "nowhere" or an empty domain.

#include "chess/exchange.h"
#include "games/chess/chess_builtins.h"

namespace newell::games::chess_builtins {

using namespace chess;
using interpreter::Registry;
using interpreter::TypeId;

namespace {

bool attacks(void* s, Value a, Value t) {
  const ChessMan* attacker = man_of(s, a);
  const ChessMan* target = man_of(s, t);
  return attacker && target && attacker->color() != target->color() &&
         (attacks_of(state_of(s).position(), *attacker) & square_bit(target->square)) != 0;
}

bool defends(void* s, Value d, Value m) {
  const ChessMan* defender = man_of(s, d);
  const ChessMan* man = man_of(s, m);
  return defender && man && d.bits() != m.bits() && defender->color() == man->color() &&
         (attacks_of(state_of(s).position(), *defender) & square_bit(man->square)) != 0;
}

int exchange_gain_of(void* s, Value a, Value t) {
  if (!attacks(s, a, t)) return 0;
  const ChessMan* target = man_of(s, t);
  if (target->type() == King) return 0;
  return exchange_gain_from(state_of(s).position(), man_of(s, a)->square, target->square);
}

int mobility(void* s, const ChessMan& man, bool captures_only) {
  return captures_only ? state_of(s).capture_count(man.color(), man.square) : state_of(s).move_count(man.color(), man.square);
}

// The squares a queen of the man's side would reach from the man's square (Turing's measure of a
// king's exposure): empty squares and enemy men.
Bitboard queen_reach(void* s, const ChessMan& man) {
  const Position& position = state_of(s).position();
  return queen_attacks(man.square, position.occupied()) & ~position.pieces(man.color());
}

}  // namespace

void add_men_builtins(Registry& r, TypeId kind) {
  r.add_predicate("on_board", {types::man}, [](void* s, const Value* a) {
    return Value::truth(man_of(s, a[0]) != nullptr);
  }, "on_board(M): M is still on the board (not captured)");
  r.add_function("kind_of", {types::man}, kind, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    return Value::entity(man ? static_cast<std::uint64_t>(man->type()) : no_kind);
  }, "kind_of(M): what M is now: pawn, knight, bishop, rook, queen or king (a promoted pawn: its new kind)");
  r.add_function("value", {types::man}, types::number, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    return Value::number(man && man->type() != King ? piece_value(man->type()) / 100.0 : 0);
  }, "value(M): M's material value: pawn 1, knight 3.2, bishop 3.3, rook 5, queen 9, king 0");
  r.add_function("square_of", {types::man}, types::square, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    return Value::entity(man ? static_cast<std::uint64_t>(man->square) : nowhere);
  }, "square_of(M): where M stands (nowhere once captured)");
  r.add_function("home", {types::man}, types::square, [](void* s, const Value* a) {
    const auto number = a[0].as_entity();
    const ChessManRecord& men = state_of(s).men();
    return Value::entity(number < static_cast<std::uint64_t>(men.count()) ? static_cast<std::uint64_t>(men.man(static_cast<int>(number)).home) : nowhere);
  }, "home(M): the square M stood on at set-up");
  r.add_predicate("at_home", {types::man}, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    return Value::truth(man && man->square == man->home);
  }, "at_home(M): M stands where it stood at set-up (an undeveloped piece)");
  r.add_function("side_of", {types::man}, types::side, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    return Value::entity(man ? static_cast<std::uint64_t>(man->color()) : nobody);
  }, "side_of(M): the side M plays for (nobody once captured)");
  r.add_function("rank_of", {types::man}, types::number, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    return Value::number(man ? relative_rank(man->color(), rank_of(man->square)) + 1 : 0);
  }, "rank_of(M): M's rank counted from its own side, 1 (its back rank) to 8; 0 once captured");

  r.add_domain("enemy", {types::man}, types::man, 16, [](void* s, const Value* a, Value* out, std::size_t capacity) {
    const ChessMan* man = man_of(s, a[0]);
    if (!man) return std::size_t{0};
    return list_men(state_of(s), state_of(s).position().pieces(~man->color()), out, capacity);
  }, "enemy(M): the men of the side M is not on");
  r.add_domain("friends", {types::man}, types::man, 15, [](void* s, const Value* a, Value* out, std::size_t capacity) {
    const ChessMan* man = man_of(s, a[0]);
    if (!man) return std::size_t{0};
    return list_men(state_of(s), state_of(s).position().pieces(man->color()) & ~square_bit(man->square), out, capacity);
  }, "friends(M): the other men of M's side");
  r.add_domain("attackers", {types::man}, types::man, 16, [](void* s, const Value* a, Value* out, std::size_t capacity) {
    const ChessMan* man = man_of(s, a[0]);
    if (!man) return std::size_t{0};
    return list_men(state_of(s), attackers_of(state_of(s).position(), man->square, ~man->color()), out, capacity);
  }, "attackers(M): the enemy men that attack M");
  r.add_domain("defenders", {types::man}, types::man, 15, [](void* s, const Value* a, Value* out, std::size_t capacity) {
    const ChessMan* man = man_of(s, a[0]);
    if (!man) return std::size_t{0};
    return list_men(state_of(s), attackers_of(state_of(s).position(), man->square, man->color()), out, capacity);
  }, "defenders(M): the men of M's side that defend M (could take back on its square)");
  r.add_domain("moves_of", {types::man}, types::move, 32, [](void* s, const Value* a, Value* out, std::size_t capacity) {
    const ChessMan* man = man_of(s, a[0]);
    if (!man) return std::size_t{0};
    std::size_t count = 0;
    for (Move move : state_of(s).legal_moves(man->color()))
      if (move.from() == man->square) {
        if (count < capacity) out[count] = move_value(move);
        ++count;
      }
    return count;
  }, "moves_of(M): M's legal moves (those it would have if its side were to move)");

  r.add_predicate("attacks", {types::man, types::man}, [](void* s, const Value* a) {
    return Value::truth(attacks(s, a[0], a[1]));
  }, "attacks(A, T): A could capture the enemy man T (pins aside)");
  r.add_predicate("attacks_square", {types::man, types::square}, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    return Value::truth(man && is_square(a[1]) && (attacks_of(state_of(s).position(), *man) & square_bit(square(a[1]))));
  }, "attacks_square(M, Q): M attacks the square Q");
  r.add_predicate("defends", {types::man, types::man}, [](void* s, const Value* a) {
    return Value::truth(defends(s, a[0], a[1]));
  }, "defends(D, M): D is M's friend and attacks M's square, so it could take back there");
  r.add_predicate("recaptures", {types::man, types::man}, [](void* s, const Value* a) {
    return Value::truth(defends(s, a[0], a[1]));
  }, "recaptures(R, T): R could take back on T's square if T were taken (R defends T)");
  r.add_predicate("attacked", {types::man}, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    return Value::truth(man && attackers_of(state_of(s).position(), man->square, ~man->color()) != 0);
  }, "attacked(M): an enemy man attacks M");
  r.add_predicate("defended", {types::man}, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    return Value::truth(man && attackers_of(state_of(s).position(), man->square, man->color()) != 0);
  }, "defended(M): a man of M's side defends M");
  r.add_function("defender_count", {types::man}, types::number, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    return Value::number(man ? popcount(attackers_of(state_of(s).position(), man->square, man->color())) : 0);
  }, "defender_count(M): how many men of M's side defend M");
  r.add_function("piece_defender_count", {types::man}, types::number, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    if (!man) return Value::number(0);
    const Position& position = state_of(s).position();
    return Value::number(popcount(attackers_of(position, man->square, man->color()) & ~position.pieces(Pawn)));
  }, "piece_defender_count(M): how many men of M's side other than pawns defend M");
  r.add_predicate("wins_exchange", {types::man, types::man}, [](void* s, const Value* a) {
    return Value::truth(exchange_gain_of(s, a[0], a[1]) > 0);
  }, "wins_exchange(A, T): A attacks T, and capturing T with A gains material once the exchange is over");
  r.add_function("exchange_gain", {types::man, types::man}, types::number, [](void* s, const Value* a) {
    return Value::number(exchange_gain_of(s, a[0], a[1]) / 100.0);
  }, "exchange_gain(A, T): the material (pawns) A's capture of T wins once the exchange is over; 0 if A does not attack T");
  r.add_predicate("pinned", {types::man}, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    return Value::truth(man && man->type() != King &&
                        (state_of(s).position().blockers_for_king(man->color()) & square_bit(man->square)));
  }, "pinned(M): M alone stands between its king and an enemy rook, bishop or queen");
  r.add_function("mobility", {types::man}, types::number, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    return Value::number(man ? mobility(s, *man, false) : 0);
  }, "mobility(M): how many legal moves M has (or would have if its side were to move)");
  r.add_function("capture_count", {types::man}, types::number, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    return Value::number(man ? mobility(s, *man, true) : 0);
  }, "capture_count(M): how many of M's legal moves capture");
  r.add_function("queen_moves", {types::man}, types::number, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    return Value::number(man ? popcount(queen_reach(s, *man)) : 0);
  }, "queen_moves(M): the moves a queen of M's side would have on M's square (Turing's exposure of a king)");
  r.add_function("queen_captures", {types::man}, types::number, [](void* s, const Value* a) {
    const ChessMan* man = man_of(s, a[0]);
    return Value::number(man ? popcount(queen_reach(s, *man) & state_of(s).position().pieces(~man->color())) : 0);
  }, "queen_captures(M): how many of queen_moves(M) would capture");
}

}  // namespace newell::games::chess_builtins
