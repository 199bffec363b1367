#include "games/chess/chess_language.h"

#include "chess/movegen.h"
#include "chess/notation.h"
#include "games/chess/chess_builtins.h"

#include <fmt/core.h>

namespace newell::games {

const char chess_language_description[] = "chess: men with identity, squares, moves, attacks, exchanges, Turing's terms";

namespace {

using namespace chess_builtins;
using chess::Color;
using chess::Move;
using interpreter::Registry;
using interpreter::TypeId;

constexpr const char* kind_names[] = {"pawn", "knight", "bishop", "rook", "queen", "king", "none"};

std::string format_square(void*, Value value) {
  return is_square(value) ? chess::square_name(square(value)) : std::string("nowhere");
}

std::string format_side(void*, Value value) {
  return value.as_entity() == 0 ? "white" : value.as_entity() == 1 ? "black" : "nobody";
}

std::string format_man(void* state, Value value) {
  if (state == nullptr) return fmt::format("man {}", value.as_entity());
  const ChessManRecord& men = state_of(state).men();
  // man_at on an empty square, captured(M) of a quiet move: said in words, not as a number.
  if (value.as_entity() >= static_cast<std::uint64_t>(men.count())) return "no man";
  const int number = static_cast<int>(value.as_entity());
  const ChessMan& man = men.man(number);
  std::string name = men.name(number);
  if (!man.on_board()) return name + " (captured)";
  if (man.type() != man.initial_type) name += fmt::format(" (now a {})", kind_names[man.type()]);
  if (man.square != man.home) name += fmt::format(" on {}", chess::square_name(man.square));
  return name;
}

std::string format_move(void* state, Value value) {
  const Move move = move_of(value);
  if (state != nullptr && state_of(state).is_legal(move)) return chess::to_san(state_of(state).position(), move);
  return chess::to_uci(move);
}

std::size_t all_men(void* state, const Value*, Value* out, std::size_t capacity) {
  return list_men(state_of(state), state_of(state).position().occupied(), out, capacity);
}

std::size_t all_squares(void*, const Value*, Value* out, std::size_t capacity) {
  for (std::size_t square = 0; square < 64 && square < capacity; ++square) out[square] = Value::entity(square);
  return 64;
}

std::size_t both_sides(void*, const Value*, Value* out, std::size_t capacity) {
  for (std::size_t side = 0; side < 2 && side < capacity; ++side) out[side] = Value::entity(side);
  return 2;
}

std::size_t all_kinds(void*, const Value*, Value* out, std::size_t capacity) {
  for (std::size_t kind = 0; kind < 6 && kind < capacity; ++kind) out[kind] = Value::entity(kind);
  return 6;
}

void add_types_and_constants(Registry& registry, TypeId kind) {
  registry.set_formatter(types::square, format_square);
  registry.set_formatter(types::side, format_side);
  registry.set_formatter(types::man, format_man);
  registry.set_formatter(types::move, format_move);
  registry.set_formatter(kind, [](void*, Value value) {
    return std::string(kind_names[value.as_entity() < 6 ? value.as_entity() : 6]);
  });
  registry.set_universe(types::man, all_men, 32);
  registry.set_universe(types::square, all_squares, 64);
  registry.set_universe(types::side, both_sides, 2);
  registry.set_universe(kind, all_kinds, 6);

  registry.add_constant("white", types::side, side_value(chess::White), "the side that moves first");
  registry.add_constant("black", types::side, side_value(chess::Black), "the side that moves second");
  for (int index = 0; index < 64; ++index) {
    const auto square = chess::Square(index);
    registry.add_constant(chess::square_name(square), types::square, square_value(square),
                          fmt::format("the square {}", chess::square_name(square)));
  }
  static constexpr const char* kind_documentation[] = {
      "the kind of a pawn", "the kind of a knight", "the kind of a bishop",
      "the kind of a rook", "the kind of a queen",  "the kind of a king"};
  for (std::uint64_t type = 0; type < 6; ++type)
    registry.add_constant(kind_names[type], kind, Value::entity(type), kind_documentation[type]);
  registry.add_domain("squares", {}, types::square, 64, all_squares, "squares: the 64 squares, a1, b1, ..., h8");
  registry.add_domain("kinds", {}, kind, 6, all_kinds, "kinds: pawn, knight, bishop, rook, queen, king");
}

}  // namespace

void build_chess_registry(Registry& registry) {
  const TypeId kind = registry.add_type("kind", "the kind of a man: pawn, knight, bishop, rook, queen or king");
  add_types_and_constants(registry, kind);
  add_side_builtins(registry, kind);
  add_men_builtins(registry, kind);
  add_move_builtins(registry);
  add_line_builtins(registry);
}

std::shared_ptr<void> make_chess_state(std::string_view fen, std::string& error) {
  auto state = ChessState::from_fen(fen, error);
  if (!state) return nullptr;
  return std::shared_ptr<ChessState>(std::move(state));
}

void link_chess_language() {}

namespace {
const interpreter::GameLanguageRegistration chess_language{
    interpreter::GameLanguage{"chess", build_chess_registry, make_chess_state, chess_language_description}};
}  // namespace

}  // namespace newell::games
