#pragma once
// The registry: everything a rule file may name that is not defined in the rule file itself.
//
// A game (games/chess, games/checkers) fills a Registry with its types, constants, domains,
// predicates and functions; the goal engine adds its self-referring built-ins (goals(opponent),
// activity(G), rule weights, performance records) and the actions its decision nets may end in.
// The checker resolves names against it, and the compiler copies each entry's function pointer
// into the compiled form, so an evaluation never looks a name up.
//
// Built-ins never see a position type: the evaluator hands each one the opaque state pointer of
// the slot it was registered with (StateSlot::game: the position, StateSlot::engine: the goal
// engine), taken from the EvaluationState the caller passes. A built-in must not throw, must not
// allocate on a hot path, and must accept every value of its parameter types; an engine built-in
// must also accept a null engine state (no engine running, e.g. `newell eval`) and answer with an
// empty domain or a neutral value.
//
// Registration happens once, before checking; entries are never removed. Registering a name twice,
// or a name that is not an identifier, is a programming error and throws std::logic_error.

#include "interpreter/value.h"

#include <cstddef>
#include <deque>
#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace newell::interpreter {

// Which state pointer a built-in receives.
enum class StateSlot : std::uint8_t { game, engine };

// What the caller of an evaluation provides; either pointer may be null if no built-in needs it.
struct EvaluationState {
  void* game = nullptr;
  void* engine = nullptr;
  void* operator[](StateSlot slot) const { return slot == StateSlot::game ? game : engine; }
};

// A predicate (result Value::truth) or function. `arguments` holds one value per declared
// parameter, already of the declared types.
using FunctionBody = Value (*)(void* state, const Value* arguments);

// A finite domain: writes its elements to out[0..capacity) and returns how many elements the
// domain has. The capacity passed is the max_size given at registration; returning more than it
// stops the evaluation with a runtime error naming the domain (the elements past capacity are lost).
using DomainBody = std::size_t (*)(void* state, const Value* arguments, Value* out, std::size_t capacity);

// Renders a value of a registered type for `eval`, `--explain` and traces ("Nf3", "e4", "white").
// Not on a hot path: it may allocate. `game_state` may be null.
using Formatter = std::string (*)(void* game_state, Value value);

struct TypeInfo {
  std::string name;
  std::string documentation;
  Formatter formatter = nullptr;  // null: values print as "<type>#<identity>"
  // All values of the type, if the game can enumerate them: lets rules write `exists X in man: ...`
  // and lets transformation rules bind variables that only the tried goal mentions.
  DomainBody universe = nullptr;
  std::size_t universe_max_size = 0;
  StateSlot universe_slot = StateSlot::game;
};

enum class EntryKind : std::uint8_t {
  constant,  // a named value: me, opponent, white, e4
  function,  // a predicate (result truth) or a numeric/entity function
  domain,    // a finite set to quantify over: mine, enemy(M), goals(S), moves
  action,    // an outcome a decision net may end in (stems_from(M, G)); carried out by the caller
};

struct Entry {
  std::string name;
  EntryKind kind = EntryKind::function;
  std::vector<TypeId> parameters;
  // Constant and function: the value's type. Domain: the element type. Action: types::none.
  TypeId result = types::none;
  std::string documentation;  // one line, shown by `newell repl` (:predicates) and `check --json`
  StateSlot slot = StateSlot::game;
  FunctionBody function = nullptr;
  DomainBody domain = nullptr;
  std::size_t max_size = 0;  // domain: the most elements it can ever have
  Value constant;
};

class Registry {
 public:
  // `game` is the name rule files use in their header (`game chess.`).
  explicit Registry(std::string game);

  const std::string& game() const { return game_; }

  // A game's own type (e.g. `kind` for piece kinds); the built-in types exist already.
  TypeId add_type(std::string_view name, std::string_view documentation);
  void set_formatter(TypeId type, Formatter formatter);
  void set_universe(TypeId type, DomainBody all_values, std::size_t max_size, StateSlot slot = StateSlot::game);

  void add_constant(std::string_view name, TypeId type, Value value, std::string_view documentation);
  void add_function(std::string_view name, std::initializer_list<TypeId> parameters, TypeId result,
                    FunctionBody body, std::string_view documentation, StateSlot slot = StateSlot::game);
  // add_function with result types::truth.
  void add_predicate(std::string_view name, std::initializer_list<TypeId> parameters, FunctionBody body,
                     std::string_view documentation, StateSlot slot = StateSlot::game);
  void add_domain(std::string_view name, std::initializer_list<TypeId> parameters, TypeId element,
                  std::size_t max_size, DomainBody body, std::string_view documentation,
                  StateSlot slot = StateSlot::game);
  void add_action(std::string_view name, std::initializer_list<TypeId> parameters, std::string_view documentation);
  // The aspiration levels an engine reads (`aspire NAME EXPR.`): `newell check` refuses any other
  // name when a registry knows some. A per-goal prefix ("depth_") names one level per goal type
  // ("depth_mate"); the checker requires the rest of the name to be a goal type of the file.
  void add_aspiration(std::string_view name, std::string_view documentation);
  void add_goal_aspiration(std::string_view prefix, std::string_view documentation);
  const std::map<std::string, std::string, std::less<>>& aspirations() const { return aspirations_; }
  const std::map<std::string, std::string, std::less<>>& goal_aspirations() const { return goal_aspirations_; }

  // Look-ups for the checker and tools; pointers stay valid for the registry's lifetime.
  const Entry* find(std::string_view name) const;
  std::optional<TypeId> find_type(std::string_view name) const;  // also knows the alias `color`
  const TypeInfo& type(TypeId id) const { return types_.at(id.index); }
  std::size_t type_count() const { return types_.size(); }
  std::string_view type_name(TypeId id) const;
  // In registration order.
  const std::deque<Entry>& entries() const { return entries_; }

  // "e4", "3.5", "true", or the type's formatter output.
  std::string format(TypeId type, Value value, void* game_state = nullptr) const;
  // "attacks(man, man) -> truth": for messages and listings.
  std::string signature(const Entry& entry) const;

 private:
  Entry& add_entry(std::string_view name, EntryKind kind, std::initializer_list<TypeId> parameters, TypeId result,
                   std::string_view documentation, StateSlot slot);
  void check_new_name(std::string_view name) const;

  std::string game_;
  std::vector<TypeInfo> types_;
  std::map<std::string, TypeId, std::less<>> type_names_;
  std::deque<Entry> entries_;
  std::map<std::string, const Entry*, std::less<>> by_name_;
  std::map<std::string, std::string, std::less<>> aspirations_;
  std::map<std::string, std::string, std::less<>> goal_aspirations_;
};

}  // namespace newell::interpreter
