#include "interpreter/number_line.h"

#include <fmt/core.h>

#include <cstdlib>

namespace newell::interpreter {

bool NumberLineState::read(std::string_view text, std::string& error) {
  *this = NumberLineState{};
  board.fill(no_man);
  if (text.size() != squares + 2 || text[squares] != ' ' || (text[squares + 1] != 'w' && text[squares + 1] != 'b')) {
    error = fmt::format("numbers position '{}': expected ten squares (W, B or .), a space and w or b, "
                        "like \"{}\"", text, number_line_start);
    return false;
  }
  for (int square = 0; square < squares; ++square) {
    const char c = text[static_cast<std::size_t>(square)];
    if (c == '.') continue;
    if (c != 'W' && c != 'B') {
      error = fmt::format("numbers position: square {} holds '{}', expected W, B or .", square, c);
      return false;
    }
    if (man_count == max_men) {
      error = fmt::format("numbers position: more than {} men", max_men);
      return false;
    }
    men[static_cast<std::size_t>(man_count)] = Man{c == 'W' ? 0 : 1, square, true};
    board[static_cast<std::size_t>(square)] = static_cast<std::uint8_t>(man_count++);
  }
  side_to_move = text[squares + 1] == 'w' ? 0 : 1;
  return true;
}

namespace {

using State = NumberLineState;

const State& state_of(void* state) { return *static_cast<const State*>(state); }
// Entities outside the board (a man number that does not exist) answer "no"/0, never crash.
const State::Man* man_of(const State& state, Value value) {
  const auto index = value.as_entity();
  if (index >= static_cast<std::uint64_t>(state.man_count)) return nullptr;
  const auto& man = state.men[index];
  return man.on_board ? &man : nullptr;
}
int digit(Value value) { return static_cast<int>(value.as_number()); }
bool is_digit(Value value) {
  const double number = value.as_number();
  return number >= 0 && number <= 9 && number == static_cast<double>(static_cast<int>(number));
}

bool adjacent(const State::Man& a, const State::Man& b) { return std::abs(a.square - b.square) == 1; }
bool attacks(const State& state, Value a, Value t) {
  const auto* attacker = man_of(state, a);
  const auto* target = man_of(state, t);
  return attacker && target && attacker->side != target->side && adjacent(*attacker, *target);
}
int neighbours(const State& state, const State::Man& man, bool friends) {
  int count = 0;
  for (int step : {-1, 1}) {
    const int square = man.square + step;
    if (square < 0 || square >= State::squares) continue;
    const auto other = state.board[static_cast<std::size_t>(square)];
    if (other != State::no_man && (state.men[other].side == man.side) == friends) ++count;
  }
  return count;
}

// Moves are man * 16 + target square.
Value move_value(int man, int target) { return Value::entity(static_cast<std::uint64_t>(man * 16 + target)); }
int moved_man(Value move) { return static_cast<int>(move.as_entity() / 16); }
int move_target(Value move) { return static_cast<int>(move.as_entity() % 16); }

std::size_t legal_moves(const State& state, int side, Value* out, std::size_t capacity) {
  std::size_t count = 0;
  for (int number = 0; number < state.man_count; ++number) {
    const auto& man = state.men[static_cast<std::size_t>(number)];
    if (!man.on_board || man.side != side) continue;
    for (int step : {-1, 1}) {
      const int target = man.square + step;
      if (target < 0 || target >= State::squares) continue;
      const auto other = state.board[static_cast<std::size_t>(target)];
      if (other != State::no_man && state.men[other].side == side) continue;
      if (count < capacity) out[count] = move_value(number, target);
      ++count;
    }
  }
  return count;
}

std::size_t men_where(const State& state, Value* out, std::size_t capacity, int side /* -1: all */) {
  std::size_t count = 0;
  for (int number = 0; number < state.man_count; ++number) {
    const auto& man = state.men[static_cast<std::size_t>(number)];
    if (!man.on_board || (side >= 0 && man.side != side)) continue;
    if (count < capacity) out[count] = Value::entity(static_cast<std::uint64_t>(number));
    ++count;
  }
  return count;
}

std::size_t digits(void*, const Value*, Value* out, std::size_t capacity) {
  for (std::size_t i = 0; i < 10 && i < capacity; ++i) out[i] = Value::number(static_cast<double>(i));
  return 10;
}

void add_arithmetic(Registry& r) {
  r.add_domain("digits", {}, types::number, 10, digits, "the numbers 0, 1, ..., 9");
  r.add_predicate("even", {types::number}, [](void*, const Value* a) {
    return Value::truth(is_digit(a[0]) && digit(a[0]) % 2 == 0);
  }, "even(X): X is one of 0, 2, 4, 6, 8");
  r.add_predicate("odd", {types::number}, [](void*, const Value* a) {
    return Value::truth(is_digit(a[0]) && digit(a[0]) % 2 == 1);
  }, "odd(X): X is one of 1, 3, 5, 7, 9");
  r.add_predicate("prime", {types::number}, [](void*, const Value* a) {
    const int x = digit(a[0]);
    return Value::truth(is_digit(a[0]) && (x == 2 || x == 3 || x == 5 || x == 7));
  }, "prime(X): X is 2, 3, 5 or 7");
  r.add_predicate("less", {types::number, types::number}, [](void*, const Value* a) {
    return Value::truth(a[0].as_number() < a[1].as_number());
  }, "less(X, Y): X < Y");
  r.add_predicate("divides", {types::number, types::number}, [](void*, const Value* a) {
    const int x = digit(a[0]);
    return Value::truth(is_digit(a[0]) && is_digit(a[1]) && x != 0 && digit(a[1]) % x == 0);
  }, "divides(X, Y): the digit X is not 0 and divides the digit Y");
  r.add_function("succ", {types::number}, types::number, [](void*, const Value* a) {
    return Value::number(a[0].as_number() + 1);
  }, "succ(X): X + 1");
}

void add_board(Registry& r) {
  r.set_formatter(types::side, [](void*, Value v) { return std::string(v.as_entity() == 0 ? "white" : "black"); });
  r.set_formatter(types::square, [](void*, Value v) { return fmt::format("s{}", v.as_entity()); });
  r.set_formatter(types::man, [](void* state, Value v) {
    if (state == nullptr || man_of(state_of(state), v) == nullptr) return fmt::format("man {}", v.as_entity());
    const auto& man = *man_of(state_of(state), v);
    return fmt::format("{} man {} on s{}", man.side == 0 ? "white" : "black", v.as_entity(), man.square);
  });
  r.set_formatter(types::move, [](void*, Value v) { return fmt::format("man {} to s{}", moved_man(v), move_target(v)); });
  r.set_universe(types::man, [](void* s, const Value*, Value* out, std::size_t capacity) {
    return men_where(state_of(s), out, capacity, -1);
  }, State::max_men);
  r.set_universe(types::square, [](void*, const Value*, Value* out, std::size_t capacity) {
    for (std::size_t i = 0; i < State::squares && i < capacity; ++i) out[i] = Value::entity(i);
    return std::size_t{State::squares};
  }, State::squares);
  r.add_constant("white", types::side, Value::entity(0), "the side that starts");
  r.add_constant("black", types::side, Value::entity(1), "the other side");
  for (int square = 0; square < State::squares; ++square)
    r.add_constant(fmt::format("s{}", square), types::square, Value::entity(static_cast<std::uint64_t>(square)),
                   fmt::format("square {} of the line", square));
  r.add_function("me", {}, types::side, [](void* s, const Value*) {
    return Value::entity(static_cast<std::uint64_t>(state_of(s).side_to_move));
  }, "the side to move");
  r.add_function("opponent", {}, types::side, [](void* s, const Value*) {
    return Value::entity(static_cast<std::uint64_t>(1 - state_of(s).side_to_move));
  }, "the side not to move");
  r.add_domain("mine", {}, types::man, State::max_men, [](void* s, const Value*, Value* out, std::size_t capacity) {
    return men_where(state_of(s), out, capacity, state_of(s).side_to_move);
  }, "the men of the side to move");
  r.add_domain("men_of", {types::side}, types::man, State::max_men, [](void* s, const Value* a, Value* out, std::size_t capacity) {
    return men_where(state_of(s), out, capacity, static_cast<int>(a[0].as_entity() & 1));
  }, "men_of(S): the men of side S");
  r.add_domain("enemy", {types::man}, types::man, State::max_men, [](void* s, const Value* a, Value* out, std::size_t capacity) {
    const auto* man = man_of(state_of(s), a[0]);
    return man ? men_where(state_of(s), out, capacity, 1 - man->side) : 0;
  }, "enemy(M): the men of the side M is not on");
  r.add_domain("moves", {}, types::move, 2 * State::max_men, [](void* s, const Value*, Value* out, std::size_t capacity) {
    return legal_moves(state_of(s), state_of(s).side_to_move, out, capacity);
  }, "the legal moves of the side to move");
  r.add_function("square_of", {types::man}, types::square, [](void* s, const Value* a) {
    const auto* man = man_of(state_of(s), a[0]);
    return Value::entity(man ? static_cast<std::uint64_t>(man->square) : 0);
  }, "square_of(M): where M stands (s0 if it was captured)");
  r.add_function("man_on", {types::square}, types::man, [](void* s, const Value* a) {
    const auto square = a[0].as_entity();
    return Value::entity(square < State::squares ? state_of(s).board[square] : State::no_man);
  }, "man_on(Q): the man on Q (on an empty square: a man that is nowhere, of whom every predicate is false)");
  r.add_function("index", {types::square}, types::number, [](void*, const Value* a) {
    return Value::number(static_cast<double>(a[0].as_entity()));
  }, "index(Q): the number of square Q, 0..9");
  r.add_function("side_of", {types::man}, types::side, [](void* s, const Value* a) {
    const auto* man = man_of(state_of(s), a[0]);
    return Value::entity(man ? static_cast<std::uint64_t>(man->side) : 0);
  }, "side_of(M): the side M plays for");
  r.add_predicate("occupied", {types::square}, [](void* s, const Value* a) {
    return Value::truth(a[0].as_entity() < State::squares && state_of(s).board[a[0].as_entity()] != State::no_man);
  }, "occupied(Q): a man stands on Q");
  r.add_predicate("attacks", {types::man, types::man}, [](void* s, const Value* a) {
    return Value::truth(attacks(state_of(s), a[0], a[1]));
  }, "attacks(A, T): A and T are enemies on neighbouring squares");
  r.add_predicate("attacked", {types::man}, [](void* s, const Value* a) {
    const auto* man = man_of(state_of(s), a[0]);
    return Value::truth(man && neighbours(state_of(s), *man, false) > 0);
  }, "attacked(M): an enemy stands next to M");
  r.add_predicate("defended", {types::man}, [](void* s, const Value* a) {
    const auto* man = man_of(state_of(s), a[0]);
    return Value::truth(man && neighbours(state_of(s), *man, true) > 0);
  }, "defended(M): a friend stands next to M and could recapture");
  r.add_predicate("recaptures", {types::man, types::man}, [](void* s, const Value* a) {
    const auto* recapturer = man_of(state_of(s), a[0]);
    const auto* target = man_of(state_of(s), a[1]);
    return Value::truth(recapturer && target && a[0].bits() != a[1].bits() && recapturer->side == target->side &&
                        adjacent(*recapturer, *target));
  }, "recaptures(R, T): R stands next to its friend T and could take back on T's square");
  r.add_predicate("wins_exchange", {types::man, types::man}, [](void* s, const Value* a) {
    const auto* target = man_of(state_of(s), a[1]);
    return Value::truth(attacks(state_of(s), a[0], a[1]) && neighbours(state_of(s), *target, true) == 0);
  }, "wins_exchange(A, T): A attacks T and nothing can take back");
  r.add_predicate("newly_attacks", {types::man, types::man}, [](void* s, const Value* a) {
    return Value::truth(attacks(state_of(s), a[0], a[1]));
  }, "newly_attacks(A, T): A attacks T now (the toy keeps no history, so: attacks)");
  r.add_predicate("controls", {types::side, types::square}, [](void* s, const Value* a) {
    const auto& state = state_of(s);
    for (int step : {-1, 1}) {
      const auto square = static_cast<int>(a[1].as_entity()) + step;
      if (square < 0 || square >= State::squares) continue;
      const auto man = state.board[static_cast<std::size_t>(square)];
      if (man != State::no_man && static_cast<std::uint64_t>(state.men[man].side) == a[0].as_entity()) return Value::truth(true);
    }
    return Value::truth(false);
  }, "controls(S, Q): a man of side S stands next to Q");
  r.add_function("moved", {types::move}, types::man, [](void*, const Value* a) {
    return Value::entity(static_cast<std::uint64_t>(moved_man(a[0])));
  }, "moved(M): the man that makes move M");
  r.add_function("target", {types::move}, types::square, [](void*, const Value* a) {
    return Value::entity(static_cast<std::uint64_t>(move_target(a[0])));
  }, "target(M): the square move M goes to");
  r.add_function("changed", {types::move}, types::number, [](void* s, const Value* a) {
    const auto target = static_cast<std::size_t>(move_target(a[0]));
    return Value::number(target < State::squares && state_of(s).board[target] != State::no_man ? 2 : 1);
  }, "changed(M): how many men move M changes: 1, or 2 for a capture");
}

}  // namespace

void build_number_line_registry(Registry& registry) {
  add_arithmetic(registry);
  add_board(registry);
}

GameLanguage number_line_language() {
  return GameLanguage{
      "numbers", build_number_line_registry,
      [](std::string_view position, std::string& error) -> std::shared_ptr<void> {
        auto state = std::make_shared<NumberLineState>();
        if (!state->read(position.empty() ? number_line_start : position, error)) return nullptr;
        return state;
      },
      "a toy game on a line of ten squares, for learning and testing the language"};
}

}  // namespace newell::interpreter
