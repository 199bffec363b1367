// Built-ins about sides, squares and the position as a whole: me/opponent, men(S), moves,
// material, check and mate, castling, control of squares, and the arithmetic Turing's rules need.

#include "chess/movegen.h"
#include "games/chess/chess_builtins.h"

#include <cmath>

namespace newell::games::chess_builtins {

using namespace chess;
using interpreter::Registry;

namespace {

// Pawn 1, knight 3.2, bishop 3.3, rook 5, queen 9 (the core's exchange values); the king 0.
double material_of(const Position& position, Color color) {
  double total = 0;
  for (int type = Pawn; type < King; ++type)
    total += popcount(position.pieces(color, PieceType(type))) * piece_value(PieceType(type)) / 100.0;
  return total;
}

bool in_check(const Position& position, Color color) {
  return attackers_of(position, position.king_square(color), ~color) != 0;
}

// Runs `visit(position)` on the position with `color` to move: the position itself, or after a null
// move when the other side is to move.
template <class Visit>
bool with_side_to_move(ChessState& state, Color color, Visit visit) {
  Position& position = state.scratch_position();
  if (position.side_to_move() == color) return visit(position);
  position.make_null_move();
  const bool answer = visit(position);
  position.unmake_null_move();
  return answer;
}

bool threatens_mate(ChessState& state, Color color) {
  const MoveList& moves = state.legal_moves(color);
  return with_side_to_move(state, color, [&](Position& position) {
    for (Move move : moves) {
      if (!position.gives_check(move)) continue;
      position.make_move(move);
      state.count_position();
      const bool mate = !has_legal_move(position);
      position.unmake_move(move);
      if (mate) return true;
    }
    return false;
  });
}

bool can_castle_now(ChessState& state, Color color) { return state.castling_move_count(color) > 0; }

}  // namespace

void add_side_builtins(Registry& r, interpreter::TypeId kind) {
  r.add_function("me", {}, types::side, [](void* s, const Value*) { return side_value(state_of(s).me()); },
                 "me: the side the machine plays (by default the side to move at set-up)");
  r.add_function("opponent", {}, types::side, [](void* s, const Value*) { return side_value(~state_of(s).me()); },
                 "opponent: the side the machine plays against");
  r.add_function("side_to_move", {}, types::side, [](void* s, const Value*) {
    return side_value(state_of(s).position().side_to_move());
  }, "side_to_move: the side whose turn it is");
  r.add_function("other", {types::side}, types::side, [](void*, const Value* a) {
    return Value::entity(is_side(a[0]) ? 1 - a[0].as_entity() : nobody);
  }, "other(S): the side that is not S");

  r.add_domain("men", {types::side}, types::man, 16, [](void* s, const Value* a, Value* out, std::size_t capacity) {
    if (!is_side(a[0])) return std::size_t{0};
    return list_men(state_of(s), state_of(s).position().pieces(side(a[0])), out, capacity);
  }, "men(S): the men of side S on the board");
  r.add_domain("men_of_kind", {types::side, kind}, types::man, 10, [](void* s, const Value* a, Value* out, std::size_t capacity) {
    if (!is_side(a[0]) || a[1].as_entity() > King) return std::size_t{0};
    return list_men(state_of(s), state_of(s).position().pieces(side(a[0]), PieceType(a[1].as_entity())), out, capacity);
  }, "men_of_kind(S, K): side S's men of kind K (its knights, its pawns, ...)");
  r.add_domain("mine", {}, types::man, 16, [](void* s, const Value*, Value* out, std::size_t capacity) {
    return list_men(state_of(s), state_of(s).position().pieces(state_of(s).me()), out, capacity);
  }, "mine: the machine's men on the board");
  r.add_domain("theirs", {}, types::man, 16, [](void* s, const Value*, Value* out, std::size_t capacity) {
    return list_men(state_of(s), state_of(s).position().pieces(~state_of(s).me()), out, capacity);
  }, "theirs: the opponent's men on the board");
  r.add_domain("moves", {}, types::move, MoveList::capacity, [](void* s, const Value*, Value* out, std::size_t capacity) {
    const MoveList& moves = state_of(s).legal_moves(state_of(s).position().side_to_move());
    for (std::size_t i = 0; i < moves.size() && i < capacity; ++i) out[i] = move_value(moves[i]);
    return moves.size();
  }, "moves: the legal moves of the side to move");
  r.add_function("king_of", {types::side}, types::man, [](void* s, const Value* a) {
    if (!is_side(a[0])) return Value::entity(ChessManRecord::no_man);
    return man_value(state_of(s).men().man_on(state_of(s).position().king_square(side(a[0]))));
  }, "king_of(S): the king of side S");

  r.add_function("material", {types::side}, types::number, [](void* s, const Value* a) {
    return Value::number(is_side(a[0]) ? material_of(state_of(s).position(), side(a[0])) : 0);
  }, "material(S): S's men by value: pawn 1, knight 3.2, bishop 3.3, rook 5, queen 9 (the king not counted)");
  r.add_function("material_gain", {types::side}, types::number, [](void* s, const Value* a) {
    return Value::number(is_side(a[0]) ? state_of(s).material_gain(side(a[0])) / 100.0 : 0);
  }, "material_gain(S): pawns S has won since the goal engine's decision began, once the captures pending "
     "now have run their course (played out, or under `aspire exchange_settling 1` by static exchanges: the side "
     "to move wins the best exchange it can start on one square; a mate counts 1000); 0 gained at the decision's "
     "root if nothing hangs");
  r.add_function("number_of", {types::side, kind}, types::number, [](void* s, const Value* a) {
    if (!is_side(a[0]) || a[1].as_entity() >= King + 1) return Value::number(0);
    return Value::number(popcount(state_of(s).position().pieces(side(a[0]), PieceType(a[1].as_entity()))));
  }, "number_of(S, K): how many men of kind K side S has");
  r.add_function("total_mobility", {types::side}, types::number, [](void* s, const Value* a) {
    return Value::number(is_side(a[0]) ? static_cast<double>(state_of(s).legal_moves(side(a[0])).size()) : 0);
  }, "total_mobility(S): the number of legal moves S has (or would have if it were to move)");
  r.add_predicate("in_check", {types::side}, [](void* s, const Value* a) {
    return Value::truth(is_side(a[0]) && in_check(state_of(s).position(), side(a[0])));
  }, "in_check(S): S's king is attacked");
  r.add_predicate("checkmated", {types::side}, [](void* s, const Value* a) {
    const Position& position = state_of(s).position();
    return Value::truth(is_side(a[0]) && position.side_to_move() == side(a[0]) && is_checkmate(position));
  }, "checkmated(S): S is to move, in check, and has no legal move");
  r.add_predicate("stalemated", {types::side}, [](void* s, const Value* a) {
    const Position& position = state_of(s).position();
    return Value::truth(is_side(a[0]) && position.side_to_move() == side(a[0]) && is_stalemate(position));
  }, "stalemated(S): S is to move, not in check, and has no legal move");
  r.add_predicate("threatens_mate", {types::side}, [](void* s, const Value* a) {
    return Value::truth(is_side(a[0]) && threatens_mate(state_of(s), side(a[0])));
  }, "threatens_mate(S): S has a move that mates, or would have if it were to move (Turing's threat of checkmate)");

  r.add_predicate("can_castle", {types::side}, [](void* s, const Value* a) {
    const auto rights = side(a[0]) == White ? WhiteKingside | WhiteQueenside : BlackKingside | BlackQueenside;
    return Value::truth(is_side(a[0]) && (state_of(s).position().castling_rights() & rights) != 0);
  }, "can_castle(S): S keeps a castling right (neither its king nor one of its rooks has moved)");
  r.add_predicate("can_castle_now", {types::side}, [](void* s, const Value* a) {
    return Value::truth(is_side(a[0]) && can_castle_now(state_of(s), side(a[0])));
  }, "can_castle_now(S): S has a legal castling move (or would have if it were to move)");
  r.add_function("castling_moves", {types::side}, types::number, [](void* s, const Value* a) {
    return Value::number(is_side(a[0]) ? state_of(s).castling_move_count(side(a[0])) : 0);
  }, "castling_moves(S): how many legal castling moves S has (or would have if it were to move): 0, 1 or 2");
  r.add_predicate("has_castled", {types::side}, [](void* s, const Value* a) {
    return Value::truth(is_side(a[0]) && state_of(s).men().castlings(side(a[0])) > 0);
  }, "has_castled(S): S castled in the moves played since set-up");

  r.add_predicate("controls", {types::side, types::square}, [](void* s, const Value* a) {
    if (!is_side(a[0]) || !is_square(a[1])) return Value::truth(false);
    const Position& position = state_of(s).position();
    const int ours = popcount(attackers_of(position, square(a[1]), side(a[0])));
    const int theirs = popcount(attackers_of(position, square(a[1]), ~side(a[0])));
    return Value::truth(ours > 0 && ours >= theirs);
  }, "controls(S, Q): S attacks Q at least once and at least as often as the other side");
  r.add_function("attack_count", {types::side, types::square}, types::number, [](void* s, const Value* a) {
    if (!is_side(a[0]) || !is_square(a[1])) return Value::number(0);
    return Value::number(popcount(attackers_of(state_of(s).position(), square(a[1]), side(a[0]))));
  }, "attack_count(S, Q): how many of S's men attack Q");
  r.add_predicate("occupied", {types::square}, [](void* s, const Value* a) {
    return Value::truth(is_square(a[0]) && state_of(s).position().piece_on(square(a[0])) != NoPiece);
  }, "occupied(Q): a man stands on Q");
  r.add_function("man_at", {types::square}, types::man, [](void* s, const Value* a) {
    return man_value(is_square(a[0]) ? state_of(s).men().man_on(square(a[0])) : ChessManRecord::no_man);
  }, "man_at(Q): the man on Q (a man that answers false and 0 everywhere if Q is empty)");
  r.add_function("file", {types::square}, types::number, [](void*, const Value* a) {
    return Value::number(is_square(a[0]) ? file_of(square(a[0])) + 1 : 0);
  }, "file(Q): Q's file, 1 (a) to 8 (h); 0 for nowhere");
  r.add_function("rank", {types::square}, types::number, [](void*, const Value* a) {
    return Value::number(is_square(a[0]) ? rank_of(square(a[0])) + 1 : 0);
  }, "rank(Q): Q's rank, 1 to 8; 0 for nowhere");

  r.add_function("square_root", {types::number}, types::number, [](void*, const Value* a) {
    return Value::number(a[0].as_number() > 0 ? std::sqrt(a[0].as_number()) : 0);
  }, "square_root(X): the square root of X (0 for X <= 0)");
  r.add_function("rounded", {types::number, types::number}, types::number, [](void*, const Value* a) {
    constexpr double scales[] = {1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9};
    const double places = a[1].as_number();
    if (!(places >= 0 && places <= 9)) return a[0];
    const double scale = scales[static_cast<int>(places)];
    return Value::number(std::round(a[0].as_number() * scale) / scale);
  }, "rounded(X, D): X rounded to D decimal places (D from 0 to 9)");
}

}  // namespace newell::games::chess_builtins
