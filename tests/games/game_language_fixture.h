#pragma once
// A game's rule expressions evaluated on a position, for the registry tests of chess and checkers
// (chess_fixture.h, checkers_language_test.cpp add how each game's moves are written).

#include "interpreter/evaluator.h"
#include "interpreter/program.h"
#include "interpreter/registry.h"

#include <memory>
#include <string>
#include <string_view>

namespace newell::games::testing {

template <class State>
struct GameLanguage {
  interpreter::Registry registry;
  interpreter::SourceFiles files;
  interpreter::Diagnostics diagnostics;
  std::unique_ptr<interpreter::Program> program;
  std::unique_ptr<State> state;

  // `build_registry` fills the registry of `game`; `fen` empty: the game's start.
  GameLanguage(std::string game, void (*build_registry)(interpreter::Registry&), std::string_view fen, std::string rules)
      : registry(std::move(game)) {
    build_registry(registry);
    std::string error;
    state = State::from_fen(fen, error);
    program = interpreter::Program::build(interpreter::parse_rule_text("rules.nwl", std::move(rules), files, diagnostics),
                                          registry, diagnostics);
  }

  std::string errors() const { return interpreter::render_all(diagnostics, files); }

  // The value of `text` as the registry prints it, or the diagnostics.
  std::string value(const std::string& text) {
    if (!program) return errors();
    auto callable = program->compile_expression("expression", text, files, diagnostics);
    if (!callable) return errors();
    interpreter::Evaluator evaluator(*program);
    interpreter::Value result;
    if (!evaluator.evaluate(*callable, interpreter::EvaluationState{state.get(), nullptr}, {}, result))
      return evaluator.describe(evaluator.error(), files);
    return registry.format(callable->type, result, state.get());
  }
};

}  // namespace newell::games::testing
