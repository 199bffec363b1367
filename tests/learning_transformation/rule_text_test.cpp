#include "interpreter/program.h"
#include "interpreter/expression_text.h"
#include "learning/transformation/rule_text.h"

#include <catch2/catch.hpp>

using namespace newell::learning::transformation;
namespace interpreter = newell::interpreter;

namespace {
// The expression of `define x := TEXT.` as parsed.
std::string round_trip(const std::string& text, const Renaming& names = {}) {
  interpreter::SourceFiles files;
  interpreter::Diagnostics diagnostics;
  auto parsed = interpreter::parse_rule_text("x.nwl", "define x := " + text + ".\n", files, diagnostics);
  REQUIRE_FALSE(diagnostics.has_errors());
  REQUIRE(parsed.file.definitions.size() == 1);
  return interpreter::source_text(*renamed(*parsed.file.definitions[0].body, names));
}
}  // namespace

TEST_CASE("expressions are written back with only the brackets the grammar needs") {
  for (const std::string text : {"a = b and c", "a and (b or c)", "(a or b) and c", "not a = b", "not (a and b)",
                                 "a - (b - c)", "a - b - c", "(a + b) * c", "a implies b implies c", "(a implies b) implies c",
                                 "a and (exists X in d(a): X = b)", "(exists X in d where f(X): g(X)) or h",
                                 "count X in d: g(X)", "-(a + b)", "if a then b else c", "f(a + 1, g(b))"})
    CHECK(round_trip(text) == text);
}

TEST_CASE("renaming changes variables, not calls or quantifier variables") {
  CHECK(round_trip("f(M) and M = X and (exists X in d(M): X = M)", {{"M", "P"}, {"f", "g"}}) ==
        "f(P) and P = X and (exists X in d(P): X = P)");
}

TEST_CASE("a quantifier's own variable is not renamed inside it") {
  CHECK(round_trip("X = M and (exists X in d(X): X = M)", {{"X", "Y"}}) == "Y = M and (exists X in d(Y): X = M)");
}
