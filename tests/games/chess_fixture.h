#pragma once
// Chess rule expressions evaluated on a position, for the registry tests.

#include "chess/notation.h"
#include "games/chess/chess_language.h"
#include "games/chess/chess_state.h"
#include "interpreter/evaluator.h"
#include "interpreter/program.h"

#include <memory>
#include <string>

namespace newell::games::testing {

struct ChessLanguage {
  interpreter::Registry registry{"chess"};
  interpreter::SourceFiles files;
  interpreter::Diagnostics diagnostics;
  std::unique_ptr<interpreter::Program> program;
  std::unique_ptr<ChessState> state;

  explicit ChessLanguage(std::string_view fen = "", std::string rules = "") {
    build_chess_registry(registry);
    std::string error;
    state = ChessState::from_fen(fen, error);
    program = interpreter::Program::build(interpreter::parse_rule_text("rules.nwl", std::move(rules), files, diagnostics),
                                          registry, diagnostics);
  }

  // Plays moves given in SAN.
  void play(std::initializer_list<const char*> moves) {
    for (const char* text : moves) state->play(chess::parse_san(state->position(), text));
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
