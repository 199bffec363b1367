#pragma once
// Rule text checked against the built-in numbers game, and expressions evaluated on a position.

#include "interpreter/evaluator.h"
#include "interpreter/number_line.h"
#include "interpreter/program.h"

#include <memory>
#include <string>

namespace newell::interpreter::testing {

struct Language {
  Registry registry{"numbers"};
  SourceFiles files;
  Diagnostics diagnostics;
  std::unique_ptr<Program> program;
  NumberLineState position;

  explicit Language(std::string rules = "", std::string_view board = number_line_start) {
    build_number_line_registry(registry);
    std::string error;
    position.read(board, error);
    program = Program::build(parse_rule_text("rules.nwl", std::move(rules), files, diagnostics), registry, diagnostics);
  }

  std::string errors() const { return render_all(diagnostics, files); }

  // The value of `text` as the registry prints it, or the diagnostics.
  std::string value(const std::string& text) {
    if (!program) return errors();
    auto callable = program->compile_expression("expression", text, files, diagnostics);
    if (!callable) return errors();
    Evaluator evaluator(*program);
    Value result;
    if (!evaluator.evaluate(*callable, EvaluationState{&position, nullptr}, {}, result))
      return evaluator.describe(evaluator.error(), files);
    return registry.format(callable->type, result, &position);
  }
};

}  // namespace newell::interpreter::testing
