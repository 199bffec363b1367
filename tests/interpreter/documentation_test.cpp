// docs/language.md cannot drift from the implementation: every ```nwl block in it is run here.
// A block of statements must check cleanly against the numbers game; a block of expressions, each
// followed by `// expect: V` (or `// expect-error: text`), is evaluated in the context of the
// statements block before it (`// position: P` sets the position); a block with `// error:` and
// `// hint:` lines must give exactly those diagnostics.

#include "interpreter/evaluator.h"
#include "interpreter/number_line.h"
#include "interpreter/program.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace newell::interpreter;

struct Block {
  int line = 0;  // in the document
  std::vector<std::string> lines;
};

std::vector<Block> nwl_blocks(const std::string& path) {
  std::ifstream input(path);
  std::vector<Block> blocks;
  bool inside = false;
  int number = 0;
  for (std::string line; std::getline(input, line);) {
    ++number;
    if (!inside && line == "```nwl") {
      inside = true;
      blocks.push_back(Block{number + 1, {}});
    } else if (inside && line == "```") {
      inside = false;
    } else if (inside) {
      blocks.back().lines.push_back(line);
    }
  }
  return blocks;
}

bool starts_with(const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; }

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const auto& line : lines) text += line + "\n";
  return text;
}

struct Context {
  Registry registry{"numbers"};
  Context() { build_number_line_registry(registry); }
};

}  // namespace

TEST_CASE("every example in docs/language.md checks, evaluates or fails as the page says") {
  const auto blocks = nwl_blocks(std::string(NEWELL_SOURCE_DIR) + "/docs/language.md");
  REQUIRE(blocks.size() >= 20);
  Context context;
  SourceFiles files;
  std::unique_ptr<Program> program;
  int expressions = 0;
  int errors = 0;
  for (const auto& block : blocks) {
    INFO("docs/language.md block starting at line " << block.line);
    bool expects = false;
    bool expects_errors = false;
    for (const auto& line : block.lines) {
      expects = expects || starts_with(line, "// expect");
      expects_errors = expects_errors || starts_with(line, "// error: ");
    }
    if (expects_errors) {
      std::vector<std::string> expected;
      std::vector<std::string> source;
      for (const auto& line : block.lines)
        (starts_with(line, "// error: ") || starts_with(line, "// hint: ") ? expected : source).push_back(line);
      Diagnostics diagnostics;
      auto rules = parse_rule_text("example.nwl", joined(source), files, diagnostics);
      Program::build(std::move(rules), context.registry, diagnostics);
      std::vector<std::string> actual;
      for (const auto& diagnostic : diagnostics.all()) {
        actual.push_back("// error: " + std::to_string(diagnostic.where.line) + ":" +
                         std::to_string(diagnostic.where.column) + ": " + diagnostic.message);
        if (!diagnostic.hint.empty()) actual.push_back("// hint: " + diagnostic.hint);
      }
      CHECK(actual == expected);
      ++errors;
    } else if (expects) {
      if (!program) {
        Diagnostics diagnostics;
        program = Program::build(ParsedRules{}, context.registry, diagnostics);
      }
      NumberLineState position;
      std::string message;
      REQUIRE(position.read(number_line_start, message));
      std::string expression;
      for (const auto& line : block.lines) {
        if (starts_with(line, "// position: ")) {
          REQUIRE(position.read(line.substr(13), message));
        } else if (starts_with(line, "// expect: ") || starts_with(line, "// expect-error: ")) {
          INFO("expression: " << expression);
          Diagnostics diagnostics;
          auto callable = program->compile_expression("example", expression, files, diagnostics);
          REQUIRE(callable);
          Evaluator evaluator(*program);
          Value result;
          const bool fine = evaluator.evaluate(*callable, {&position, nullptr}, {}, result);
          if (starts_with(line, "// expect: ")) {
            REQUIRE(fine);
            CHECK(context.registry.format(callable->type, result, &position) == line.substr(11));
          } else {
            REQUIRE_FALSE(fine);
            CHECK(evaluator.diagnostic(evaluator.error()).message == line.substr(17));
          }
          ++expressions;
        } else if (!line.empty() && !starts_with(line, "//")) {
          expression = line;
        }
      }
    } else {
      Diagnostics diagnostics;
      program = Program::build(parse_rule_text("example.nwl", joined(block.lines), files, diagnostics), context.registry,
                               diagnostics);
      INFO(render_all(diagnostics, files));
      CHECK(program != nullptr);
    }
  }
  CHECK(expressions >= 15);
  CHECK(errors >= 5);
}
