#pragma once
// Shared by the files that register the chess built-ins (chess_language.cpp and chess_*_builtins.cpp):
// how values of the language map to the chess state. Internal to games/chess.
//
// Values: a man is its number in the ChessManRecord; a square is 0..63 (a1 = 0), 64 meaning
// "nowhere" (the square of a captured man); a move is the core's 16-bit Move; a side is 0 white,
// 1 black, 2 "nobody" (the side of a man not on the board); a kind is 0 pawn .. 5 king, 6 "none".

#include "chess/bitboard.h"
#include "chess/position.h"
#include "games/chess/chess_state.h"
#include "interpreter/registry.h"

namespace newell::games::chess_builtins {

using interpreter::Value;
namespace types = interpreter::types;

inline constexpr std::uint64_t nowhere = 64;
inline constexpr std::uint64_t nobody = 2;
inline constexpr std::uint64_t no_kind = 6;

inline ChessState& state_of(void* state) { return *static_cast<ChessState*>(state); }
inline const ChessMan* man_of(void* state, Value value) { return state_of(state).men().find(value.as_entity()); }
inline Value man_value(std::uint8_t number) { return Value::entity(number); }
inline Value square_value(chess::Square square) { return Value::entity(static_cast<std::uint64_t>(square)); }
inline Value side_value(chess::Color color) { return Value::entity(static_cast<std::uint64_t>(color)); }
inline bool is_side(Value value) { return value.as_entity() < 2; }
inline chess::Color side(Value value) { return chess::Color(value.as_entity() & 1); }
inline bool is_square(Value value) { return value.as_entity() < 64; }
inline chess::Square square(Value value) { return chess::Square(value.as_entity() & 63); }
inline chess::Move move_of(Value value) { return chess::Move::from_raw(static_cast<std::uint16_t>(value.as_entity())); }
inline Value move_value(chess::Move move) { return Value::entity(move.raw()); }

// The squares a man attacks in the position as it stands.
inline chess::Bitboard attacks_of(const chess::Position& position, const ChessMan& man) {
  if (man.type() == chess::Pawn) return chess::pawn_attacks(man.color(), man.square);
  return chess::piece_attacks(man.type(), man.square, position.occupied());
}
// Men of `color` whose attacks reach `square`.
inline chess::Bitboard attackers_of(const chess::Position& position, chess::Square square, chess::Color color) {
  return position.attackers_to(square, position.occupied()) & position.pieces(color);
}
// Writes the men on `squares` (in square order) to out[0..capacity); returns how many there are.
inline std::size_t list_men(const ChessState& state, chess::Bitboard squares, Value* out, std::size_t capacity) {
  std::size_t count = 0;
  while (squares) {
    const chess::Square square = chess::pop_lowest(squares);
    if (count < capacity) out[count] = man_value(state.men().man_on(square));
    ++count;
  }
  return count;
}
// The mover of a move value, if a man stands on its from square.
inline const ChessMan* mover_of(ChessState& state, chess::Move move) {
  return state.men().find(state.men().man_on(move.from()));
}

void add_men_builtins(interpreter::Registry& registry, interpreter::TypeId kind);
void add_move_builtins(interpreter::Registry& registry);
void add_line_builtins(interpreter::Registry& registry);
void add_side_builtins(interpreter::Registry& registry, interpreter::TypeId kind);

}  // namespace newell::games::chess_builtins
