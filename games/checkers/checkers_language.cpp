#include "games/checkers/checkers_language.h"

#include "checkers/notation.h"
#include "checkers/samuel_terms.h"
#include "games/checkers/checkers_state.h"

#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <utility>

namespace newell::games {

const char checkers_language_description[] = "checkers: men with identity, jumps, threats, Samuel's 38 terms";

namespace {

using namespace checkers;
using interpreter::Registry;
using interpreter::Value;
namespace types = interpreter::types;

// Values: a man is its record number; a square is the standard number 1..32 (0 = nowhere); a side
// is 0 black, 1 white, 2 nobody; a move packs from (5 bits), to (5 bits) and the captured squares
// (32 bits) — two jump paths with the same ends and the same men taken are the same move here.
CheckersState& state_of(void* state) { return *static_cast<CheckersState*>(state); }
const CheckersMan* man_of(void* state, Value value) { return state_of(state).men().find(value.as_entity()); }
bool is_side(Value value) { return value.as_entity() < 2; }
Color side(Value value) { return value.as_entity() == 0 ? Color::black : Color::white; }
Value side_value(Color color) { return Value::entity(color == Color::black ? 0 : 1); }
Value move_value(const Move& move) {
  return Value::entity(std::uint64_t{move.from} | std::uint64_t{move.to} << 5 | std::uint64_t{move.captured} << 10);
}
int move_from(Value value) { return static_cast<int>(value.as_entity() & 31); }
int move_to(Value value) { return static_cast<int>((value.as_entity() >> 5) & 31); }
Bitboard move_captured(Value value) { return static_cast<Bitboard>(value.as_entity() >> 10); }

std::size_t list_men(const CheckersState& state, Bitboard squares, Value* out, std::size_t capacity) {
  std::size_t count = 0;
  for (; squares != 0; squares = without_lowest(squares)) {
    if (count < capacity) out[count] = Value::entity(state.men().man_on(lowest_square(squares)));
    ++count;
  }
  return count;
}

// The enemy pieces that could jump a piece of `color` on `square` if their side were to move.
Bitboard attackers_of(const Position& position, Square square, Color color) {
  const Color enemy = opposite(color);
  Bitboard found = 0;
  for (int d = 0; d < 4; ++d) {
    const auto direction = static_cast<Direction>(d);
    const Square from = neighbour(square, direction);
    const Square landing = neighbour(square, static_cast<Direction>(3 - d));
    if (from < 0 || landing < 0 || (position.occupied() & bit(landing))) continue;
    if ((position.pieces(enemy) & bit(from)) == 0) continue;
    const bool forwards = enemy == Color::black ? (direction == up_left || direction == up_right)
                                                : (direction == down_left || direction == down_right);
    // A man standing `direction` from the target jumps in the opposite direction: forwards for a
    // black man means down, i.e. it stands up from the target.
    if ((position.kings & bit(from)) || forwards) found |= bit(from);
  }
  return found;
}
Bitboard attackers_of(const Position& position, const CheckersMan& man) {
  return attackers_of(position, man.square, man.color);
}

int advancement(const CheckersMan& man) {
  const int row = row_of(man.square);
  return man.color == Color::black ? row : 7 - row;
}

template <std::size_t Index>
Value samuel_term(void* state, const Value*) {
  return Value::number(samuel_terms()[Index].value(state_of(state).position()));
}

template <std::size_t... Index>
void add_samuel_terms(Registry& r, std::index_sequence<Index...>) {
  (
      [&] {
        const SamuelTerm& term = samuel_terms()[Index];
        std::string name = "samuel_";
        for (char c : term.name) name += c == ' ' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        r.add_function(name, {}, types::number, samuel_term<Index>,
                       fmt::format("{}: Samuel's {} ({}), credited to the side not to move", name, term.name, term.description));
      }(),
      ...);
}

void add_builtins(Registry& r) {
  r.set_formatter(types::side, [](void*, Value v) {
    return std::string(v.as_entity() == 0 ? "black" : v.as_entity() == 1 ? "white" : "nobody");
  });
  r.set_formatter(types::square, [](void*, Value v) {
    return v.as_entity() >= 1 && v.as_entity() <= 32 ? fmt::format("s{}", v.as_entity()) : std::string("nowhere");
  });
  r.set_formatter(types::man, [](void* s, Value v) {
    if (s == nullptr) return fmt::format("man {}", v.as_entity());
    if (v.as_entity() >= static_cast<std::uint64_t>(state_of(s).men().count()))
      return std::string("no man");  // an empty square's man, said in words
    const auto number = static_cast<int>(v.as_entity());
    const CheckersMan& man = state_of(s).men().man(number);
    std::string name = state_of(s).men().name(number);
    if (!man.on_board()) return name + " (captured)";
    if (man.king && !man.started_as_king) name += " (now a king)";
    return man.square != man.home ? fmt::format("{} on {}", name, man.square + 1) : name;
  });
  r.set_formatter(types::move, [](void*, Value v) {
    return fmt::format("{}{}{}", move_from(v) + 1, move_captured(v) ? "x" : "-", move_to(v) + 1);
  });
  auto squares = [](void*, const Value*, Value* out, std::size_t capacity) {
    for (std::size_t i = 0; i < 32 && i < capacity; ++i) out[i] = Value::entity(i + 1);
    return std::size_t{32};
  };
  r.set_universe(types::square, squares, 32);
  r.set_universe(types::man, [](void* s, const Value*, Value* out, std::size_t capacity) {
    return list_men(state_of(s), state_of(s).position().occupied(), out, capacity);
  }, 24);
  r.add_domain("squares", {}, types::square, 32, squares, "squares: the 32 playing squares, s1 to s32");
  r.add_constant("black", types::side, side_value(Color::black), "the side that moves first (on 1-12 at the start)");
  r.add_constant("white", types::side, side_value(Color::white), "the side that moves second (on 21-32 at the start)");
  for (int square = 1; square <= 32; ++square)
    r.add_constant(fmt::format("s{}", square), types::square, Value::entity(static_cast<std::uint64_t>(square)),
                   fmt::format("square {} of the standard numbering", square));

  r.add_function("me", {}, types::side, [](void* s, const Value*) { return side_value(state_of(s).me()); },
                 "me: the side the machine plays (by default the side to move at set-up)");
  r.add_function("opponent", {}, types::side, [](void* s, const Value*) { return side_value(opposite(state_of(s).me())); },
                 "opponent: the side the machine plays against");
  r.add_function("side_to_move", {}, types::side, [](void* s, const Value*) {
    return side_value(state_of(s).position().side_to_move);
  }, "side_to_move: the side whose turn it is");

  r.add_domain("men", {types::side}, types::man, 12, [](void* s, const Value* a, Value* out, std::size_t capacity) {
    return is_side(a[0]) ? list_men(state_of(s), state_of(s).position().pieces(side(a[0])), out, capacity) : 0;
  }, "men(S): the pieces of side S on the board");
  r.add_domain("mine", {}, types::man, 12, [](void* s, const Value*, Value* out, std::size_t capacity) {
    return list_men(state_of(s), state_of(s).position().pieces(state_of(s).me()), out, capacity);
  }, "mine: the machine's pieces");
  r.add_domain("theirs", {}, types::man, 12, [](void* s, const Value*, Value* out, std::size_t capacity) {
    return list_men(state_of(s), state_of(s).position().pieces(opposite(state_of(s).me())), out, capacity);
  }, "theirs: the opponent's pieces");
  r.add_domain("enemy", {types::man}, types::man, 12, [](void* s, const Value* a, Value* out, std::size_t capacity) {
    const CheckersMan* man = man_of(s, a[0]);
    return man ? list_men(state_of(s), state_of(s).position().pieces(opposite(man->color)), out, capacity) : 0;
  }, "enemy(M): the pieces of the side M is not on");
  r.add_domain("attackers", {types::man}, types::man, 4, [](void* s, const Value* a, Value* out, std::size_t capacity) {
    const CheckersMan* man = man_of(s, a[0]);
    return man ? list_men(state_of(s), attackers_of(state_of(s).position(), *man), out, capacity) : 0;
  }, "attackers(M): the enemy pieces that could jump M now if their side were to move");
  r.add_domain("moves", {}, types::move, MoveList::capacity, [](void* s, const Value*, Value* out, std::size_t capacity) {
    const MoveList& moves = state_of(s).legal_moves(state_of(s).position().side_to_move);
    for (int i = 0; i < moves.size() && static_cast<std::size_t>(i) < capacity; ++i) out[i] = move_value(moves[i]);
    return static_cast<std::size_t>(moves.size());
  }, "moves: the legal moves of the side to move (jumps only, when a jump is possible)");
  r.add_domain("moves_of", {types::man}, types::move, MoveList::capacity, [](void* s, const Value* a, Value* out, std::size_t capacity) {
    const CheckersMan* man = man_of(s, a[0]);
    if (!man) return std::size_t{0};
    std::size_t count = 0;
    for (const Move& move : state_of(s).legal_moves(man->color))
      if (move.from == man->square) {
        if (count < capacity) out[count] = move_value(move);
        ++count;
      }
    return count;
  }, "moves_of(M): M's legal moves (if its side were to move)");

  r.add_predicate("on_board", {types::man}, [](void* s, const Value* a) { return Value::truth(man_of(s, a[0]) != nullptr); },
                  "on_board(M): M has not been captured");
  r.add_predicate("king", {types::man}, [](void* s, const Value* a) {
    const CheckersMan* man = man_of(s, a[0]);
    return Value::truth(man && man->king);
  }, "king(M): M is a king");
  r.add_function("square_of", {types::man}, types::square, [](void* s, const Value* a) {
    const CheckersMan* man = man_of(s, a[0]);
    return Value::entity(man ? static_cast<std::uint64_t>(man->square + 1) : 0);
  }, "square_of(M): where M stands (nowhere once captured)");
  r.add_function("side_of", {types::man}, types::side, [](void* s, const Value* a) {
    const CheckersMan* man = man_of(s, a[0]);
    return man ? side_value(man->color) : Value::entity(2);
  }, "side_of(M): M's side (nobody once captured)");
  r.add_function("man_at", {types::square}, types::man, [](void* s, const Value* a) {
    return Value::entity(state_of(s).men().man_on(static_cast<int>(a[0].as_entity()) - 1));
  }, "man_at(Q): the piece on Q (a man that answers false and 0 everywhere if Q is empty)");
  r.add_function("advancement", {types::man}, types::number, [](void* s, const Value* a) {
    const CheckersMan* man = man_of(s, a[0]);
    return Value::number(man ? advancement(*man) : 0);
  }, "advancement(M): rows M stands in front of its own back row, 0 to 7");
  r.add_predicate("advanced", {types::man}, [](void* s, const Value* a) {
    const CheckersMan* man = man_of(s, a[0]);
    return Value::truth(man && advancement(*man) >= 4);
  }, "advanced(M): M stands in the opponent's half of the board");
  r.add_predicate("threatened", {types::man}, [](void* s, const Value* a) {
    const CheckersMan* man = man_of(s, a[0]);
    return Value::truth(man && attackers_of(state_of(s).position(), *man) != 0);
  }, "threatened(M): an enemy piece could jump M if its side were to move");
  r.add_predicate("can_capture", {types::side}, [](void* s, const Value* a) {
    if (!is_side(a[0])) return Value::truth(false);
    const MoveList& moves = state_of(s).legal_moves(side(a[0]));
    return Value::truth(!moves.empty() && moves[0].is_capture());
  }, "can_capture(S): S has a jump (or would have if it were to move)");
  r.add_function("mobility", {types::man}, types::number, [](void* s, const Value* a) {
    const CheckersMan* man = man_of(s, a[0]);
    if (!man) return Value::number(0);
    int count = 0;
    for (const Move& move : state_of(s).legal_moves(man->color)) count += move.from == man->square;
    return Value::number(count);
  }, "mobility(M): how many legal moves M has (if its side were to move)");
  r.add_function("total_mobility", {types::side}, types::number, [](void* s, const Value* a) {
    return Value::number(is_side(a[0]) ? state_of(s).legal_moves(side(a[0])).size() : 0);
  }, "total_mobility(S): how many legal moves S has (if it were to move)");
  r.add_function("piece_count", {types::side}, types::number, [](void* s, const Value* a) {
    return Value::number(is_side(a[0]) ? count(state_of(s).position().pieces(side(a[0]))) : 0);
  }, "piece_count(S): how many pieces (men and kings) S has");
  r.add_function("king_count", {types::side}, types::number, [](void* s, const Value* a) {
    return Value::number(is_side(a[0]) ? count(state_of(s).position().kings_of(side(a[0]))) : 0);
  }, "king_count(S): how many kings S has");

  // Geometry for the endgame plans (rules/checkers/newell.nwl): how far a king is from a square,
  // which row a square is on (the parity of the rows decides who has the opposition when kings
  // shuttle), and the parity itself, which the language's arithmetic cannot express.
  r.add_function("distance", {types::square, types::square}, types::number, [](void*, const Value* a) {
    const auto from = static_cast<int>(a[0].as_entity()) - 1, to = static_cast<int>(a[1].as_entity()) - 1;
    if (from < 0 || from >= 32 || to < 0 || to >= 32) return Value::number(99);
    // A king's diagonal step changes the row and the column by one each: on an empty board it needs
    // as many steps as the larger of the two differences (both have the same parity on dark squares).
    return Value::number(std::max(std::abs(row_of(from) - row_of(to)), std::abs(column_of(from) - column_of(to))));
  }, "distance(Q1, Q2): the king steps from Q1 to Q2 on an empty board (99 if either is nowhere)");
  r.add_function("row", {types::square}, types::number, [](void*, const Value* a) {
    const auto square = static_cast<int>(a[0].as_entity()) - 1;
    return Value::number(square >= 0 && square < 32 ? row_of(square) : -1);
  }, "row(Q): Q's row, 0 (s1-s4, Black's back row) to 7 (s29-s32); -1 for nowhere");
  r.add_predicate("odd", {types::number}, [](void*, const Value* a) {
    const double value = a[0].as_number();
    return Value::truth(value == std::floor(value) && std::fmod(std::abs(value), 2.0) == 1.0);
  }, "odd(N): N is an odd whole number");

  r.add_predicate("exposed", {types::move}, [](void* s, const Value* a) {
    // The position after the move, built from the packed move alone (from, to, the men taken).
    const Position& now = state_of(s).position();
    const Square from = move_from(a[0]), to = move_to(a[0]);
    const bool black_moves = (now.black & bit(from)) != 0;
    if (!black_moves && (now.white & bit(from)) == 0) return Value::truth(false);
    const Color mover = black_moves ? Color::black : Color::white;
    Position after = now;
    Bitboard& own = black_moves ? after.black : after.white;
    Bitboard& other = black_moves ? after.white : after.black;
    own ^= bit(from) | bit(to);
    other &= ~move_captured(a[0]);
    const bool king_after = (now.kings & bit(from)) != 0 || (bit(to) & crowning_row(mover)) != 0;
    after.kings = (after.kings & ~bit(from) & ~move_captured(a[0])) | (king_after ? bit(to) : 0);
    return Value::truth(attackers_of(after, to, mover) != 0);
  }, "exposed(M): after move M the piece that made it can be jumped at once");
  r.add_predicate("repeats", {types::move}, [](void* s, const Value* a) {
    // The whole move (a jump's path) from the mover's legal moves; the position after it, keyed.
    CheckersState& state = state_of(s);
    const Square from = move_from(a[0]);
    const Position& now = state.position();
    const bool black = (now.black & bit(from)) != 0;
    if (!black && (now.white & bit(from)) == 0) return Value::truth(false);
    for (const Move& move : state.legal_moves(black ? Color::black : Color::white)) {
      if (move.from != from || move.to != move_to(a[0]) || move.captured != move_captured(a[0])) continue;
      Position after = now;
      after.side_to_move = black ? Color::black : Color::white;
      after.key = after.compute_key();
      Undo undo;
      after.make(move, undo);
      return Value::truth(state.seen_before(after.key));
    }
    return Value::truth(false);
  }, "repeats(M): after move M the position (pieces and side to move) is one that stood on the board before");
  r.add_predicate("repeated", {}, [](void* s, const Value*) {
    return Value::truth(state_of(s).seen_before(state_of(s).position().key));
  }, "repeated: the present position (pieces and side to move) stood on the board before");
  r.add_function("moved", {types::move}, types::man, [](void* s, const Value* a) {
    return Value::entity(state_of(s).men().man_on(move_from(a[0])));
  }, "moved(M): the piece that makes move M");
  r.add_predicate("captures", {types::move}, [](void*, const Value* a) { return Value::truth(move_captured(a[0]) != 0); },
                  "captures(M): move M jumps");
  r.add_function("taken", {types::move}, types::number, [](void*, const Value* a) {
    return Value::number(count(move_captured(a[0])));
  }, "taken(M): how many pieces move M jumps");
  r.add_predicate("crowns", {types::move}, [](void* s, const Value* a) {
    const CheckersMan* man = state_of(s).men().find(state_of(s).men().man_on(move_from(a[0])));
    return Value::truth(man && !man->king && (bit(move_to(a[0])) & crowning_row(man->color)));
  }, "crowns(M): move M makes a man a king");
  r.add_function("to_square", {types::move}, types::square, [](void*, const Value* a) {
    return Value::entity(static_cast<std::uint64_t>(move_to(a[0]) + 1));
  }, "to_square(M): where move M ends");
  r.add_function("from_square", {types::move}, types::square, [](void*, const Value* a) {
    return Value::entity(static_cast<std::uint64_t>(move_from(a[0]) + 1));
  }, "from_square(M): where move M starts");

  add_samuel_terms(r, std::make_index_sequence<38>{});
}

}  // namespace

void build_checkers_registry(Registry& registry) { add_builtins(registry); }

std::shared_ptr<void> make_checkers_state(std::string_view fen, std::string& error) {
  auto state = CheckersState::from_fen(fen, error);
  if (!state) return nullptr;
  return std::shared_ptr<CheckersState>(std::move(state));
}

void link_checkers_language() {}

namespace {
const interpreter::GameLanguageRegistration checkers_language{interpreter::GameLanguage{
    "checkers", build_checkers_registry, make_checkers_state, checkers_language_description}};
}  // namespace

}  // namespace newell::games
