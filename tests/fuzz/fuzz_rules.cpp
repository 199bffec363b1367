// Arbitrary text to the rule-language parser, checker and (for what checks) the evaluator, against
// the built-in numbers game: no crash, no hang, and every rejection comes with a diagnostic.

#include "interpreter/evaluator.h"
#include "interpreter/number_line.h"
#include "interpreter/program.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace newell::interpreter;
  static const Registry& registry = [] {
    auto* built = new Registry("numbers");
    build_number_line_registry(*built);
    return std::ref(*built);
  }();
  const std::string text(reinterpret_cast<const char*>(data), size);

  SourceFiles files;
  Diagnostics diagnostics;
  auto program = Program::build(parse_rule_text("fuzz.nwl", text, files, diagnostics), registry, diagnostics);
  if (!program && !diagnostics.has_errors()) std::abort();  // a rejection without a message
  (void)render_all(diagnostics, files);

  if (!program) {
    Diagnostics none;
    program = Program::build(ParsedRules{}, registry, none);
  }
  // The same text as a lone expression (what `newell eval` does).
  Diagnostics expression_diagnostics;
  auto expression = program->compile_expression("expression", text, files, expression_diagnostics);
  if (!expression && !expression_diagnostics.has_errors()) std::abort();

  NumberLineState position;
  std::string error;
  position.read(number_line_start, error);
  Evaluator evaluator(*program, Limits{20'000, 500});
  const EvaluationState state{&position, nullptr};
  Value result;
  Value arguments[8] = {};
  for (const auto& definition : program->definitions())
    if (definition.parameters.size() <= 8) evaluator.evaluate(definition, state, {arguments, definition.parameters.size()}, result);
  for (const auto& aspiration : program->aspirations()) evaluator.evaluate(aspiration, state, {}, result);
  if (expression) {
    evaluator.evaluate(*expression, state, {}, result);
    ExplainNode tree;
    evaluator.explain(*expression, state, {}, result, tree);
    (void)render_explanation(tree);
  }
  return 0;
}
