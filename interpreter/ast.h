#pragma once
// newell's own syntax tree of a rule file, with source locations. The parser builds it from the
// ANTLR parse tree (no ANTLR type lives past that step); the checker annotates each expression
// with its type and what its names refer to; the compiler turns it into the evaluable form.

#include "interpreter/diagnostics.h"
#include "interpreter/registry.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace newell::interpreter {

enum class ExpressionKind : std::uint8_t {
  number, truth, name, call, negate, not_, binary, conditional, quantified,
  error,  // what the parser leaves where the text could not be read; never reaches the compiler
};

enum class BinaryOperator : std::uint8_t {
  multiply, divide, add, subtract, equal, not_equal, less, less_equal, greater, greater_equal, and_, or_, implies,
};

enum class Quantifier : std::uint8_t { exists, forall, count, sum, max, min };

// What a name or call refers to, filled in by the checker.
enum class Reference : std::uint8_t { unresolved, variable, constant, builtin, definition, action };

struct Expression {
  ExpressionKind kind = ExpressionKind::error;
  SourceLocation where;
  double number = 0;      // number literal; truth literal: 0 or 1
  std::string name;       // name, call, quantified (its variable)
  BinaryOperator binary = BinaryOperator::add;
  Quantifier quantifier = Quantifier::exists;
  // call: the arguments; negate/not: [operand]; binary: [left, right];
  // conditional: [condition, then, else]; quantified: the domain's arguments.
  std::vector<std::unique_ptr<Expression>> operands;
  // quantified only:
  std::string domain;
  SourceLocation domain_where;
  bool domain_has_parentheses = false;
  std::unique_ptr<Expression> filter;  // may be null
  std::unique_ptr<Expression> body;

  // Checker annotations.
  TypeId type = types::none;
  Reference reference = Reference::unresolved;
  std::uint32_t slot = 0;                // variable: its slot; quantified: its variable's slot
  const Entry* entry = nullptr;          // constant, builtin, action; quantified: the domain (null = universe)
  std::uint32_t definition = 0;          // definition: index into File::definitions
  TypeId domain_type = types::none;      // quantified over a type's universe
  bool to_number = false;                // a truth used where a number is wanted (true = 1)
};

struct Parameter {
  std::string name;
  SourceLocation where;
  std::string type_name;
  SourceLocation type_where;
  TypeId type = types::none;  // checker
  std::uint32_t slot = 0;     // checker
};

struct GoalDeclaration {
  std::string name;
  SourceLocation where;
  std::vector<Parameter> parameters;
  std::unique_ptr<Expression> test;  // achieved when ...
};

struct Definition {
  std::string name;
  SourceLocation where;
  std::vector<Parameter> parameters;
  std::unique_ptr<Expression> body;
};

struct GoalCall {
  std::string name;
  SourceLocation where;
  std::vector<std::unique_ptr<Expression>> arguments;
  std::uint32_t goal = 0;  // checker: index into File::goals
};

struct Transform {
  SourceLocation where;
  std::string from;  // the goal type it applies to
  SourceLocation from_where;
  std::vector<Parameter> pattern;  // the variables bound by `for att(T, A)`; types from the goal
  GoalCall to;
  std::unique_ptr<Expression> condition;  // may be null
  double weight = 1;
  std::unique_ptr<Expression> weight_expression;  // may be null
  std::uint32_t from_goal = 0;  // checker
  // Checker: variables that only the tried goal mentions (`try blk(R, T)`): each ranges over all
  // values of its type, filtered by the where condition.
  std::vector<Parameter> free_variables;
};

// `vary NAME: for att(T, A) try def(A): try blk(R, A) where C.` A meta-rule: learning applies it to
// each transformation rule whose pattern matches (same goal types, arguments matching the
// variables), proposing a variant with another subgoal (`try`), a replaced condition (`where`) or
// one more condition (`and`). The engine does not run it.
struct Variation {
  std::string name;
  SourceLocation where;
  std::string from;
  SourceLocation from_where;
  std::vector<Parameter> from_pattern;
  std::string to;
  SourceLocation to_where;
  std::vector<Parameter> to_pattern;
  std::optional<GoalCall> retarget;
  std::unique_ptr<Expression> condition;  // may be null
  bool adds_condition = false;            // `and C` (kept with the rule's own condition), not `where C`
  // `vary NAME: net seek_pin: and C.`: a meta-rule on the decision net named here (from, to and their
  // patterns are empty): each of its `when` lines gets C as one more condition, innermost, where the
  // witnesses of the line's `exists` are bound. The variant takes the net's place.
  std::string net;
  SourceLocation net_where;
};

struct NetLine {
  SourceLocation where;
  std::unique_ptr<Expression> condition;  // null: otherwise
  bool adopt = false;
  GoalCall adopted;                     // adopt att(...)
  std::unique_ptr<Expression> outcome;  // an action call or a value
};

enum class NetKind : std::uint8_t { actions, value };

struct Net {
  std::string name;  // classify_opponent_move for `classify opponent move M:`
  SourceLocation where;
  std::vector<Parameter> parameters;
  std::vector<NetLine> lines;
  NetKind kind = NetKind::actions;  // checker
  TypeId value_type = types::none;  // checker, value nets
};

struct MoveValue {
  std::string kind;  // likelihood or utility
  SourceLocation where;
  Parameter move;
  std::unique_ptr<Expression> value;
};

struct Aspiration {
  std::string name;
  SourceLocation where;
  std::unique_ptr<Expression> value;
};

struct Include {
  std::string path;
  SourceLocation where;
};

// One rule file with everything it includes merged in.
struct File {
  std::string game;  // from the `game` header, if any
  SourceLocation game_where;
  std::vector<Include> includes;
  std::vector<GoalDeclaration> goals;
  std::vector<Definition> definitions;
  std::vector<Transform> transforms;
  std::vector<Net> nets;
  std::vector<MoveValue> move_values;
  std::vector<Aspiration> aspirations;
  std::vector<Variation> variations;
  // Expressions compiled later against this file (eval, the REPL).
  std::vector<std::unique_ptr<Expression>> extra_expressions;
};

}  // namespace newell::interpreter
